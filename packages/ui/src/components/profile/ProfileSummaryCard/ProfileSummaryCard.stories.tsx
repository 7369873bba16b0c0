import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longProfile, newStudentProfile, sampleProfile } from '../profileFixtures';
import { ProfileSummaryCard } from './ProfileSummaryCard';

const meta = {
  title: 'Profile/ProfileSummaryCard',
  component: ProfileSummaryCard,
  args: { profile: sampleProfile, onLogout: fn(), onAddSchool: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'তাসনিম রহমান' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'তাসনিম রহমান' })).toBeVisible();
    await expect(canvas.getAllByText('অষ্টম শ্রেণি')).toHaveLength(2);
    await expect(canvas.getByText('+8801712345678')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'লগআউট' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** No school, email or photo yet: a prompt to add the school, the initial, 'দেওয়া হয়নি'. */
export const NewStudent: Story = {
  args: { profile: newStudentProfile },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('দেওয়া হয়নি')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'স্কুলের তথ্য যোগ করো' }));
    await expect(args.onAddSchool).toHaveBeenCalledTimes(1);
  },
};

/** Without a handler the prompt is plain text. */
export const AddSchoolAsText: Story = {
  args: { profile: { ...newStudentProfile, phone: null }, onAddSchool: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('স্কুলের তথ্য যোগ করো')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'স্কুলের তথ্য যোগ করো' })).not.toBeInTheDocument();
    // No phone: its row is left out.
    await expect(canvas.queryByText('মোবাইল নম্বর')).not.toBeInTheDocument();
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'লগআউট' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongBengaliText: Story = { args: { profile: longProfile } };

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
};
