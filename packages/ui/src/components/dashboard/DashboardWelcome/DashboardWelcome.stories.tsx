import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardWelcome } from './DashboardWelcome';

const meta = {
  title: 'Dashboard/DashboardWelcome',
  component: DashboardWelcome,
  args: { name: 'রাফি', classLevel: '8' },
} satisfies Meta<typeof DashboardWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'স্বাগতম, রাফি!' })).toBeVisible();
    await expect(canvas.getByText('অষ্টম শ্রেণি')).toBeVisible();
  },
};

/** No class on the account: the spec's default, অষ্টম শ্রেণি. */
export const DefaultClass: Story = {
  args: { classLevel: undefined, name: 'নুসরাত' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('অষ্টম শ্রেণি')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { name: 'মোহাম্মদ আব্দুল্লাহ আল মামুন চৌধুরী সিদ্দিকী', classLevel: 10 },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { name: 'সাদিয়া ইসলাম', classLevel: 6 },
};

/** A page shown before the app knows who is signed in (pre-rendered for any student): a greeting without a name, a placeholder for the class. */
export const StudentNotKnownYet: Story = {
  args: { name: null, classLevel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'স্বাগতম!' })).toBeVisible();
    await expect(canvas.queryByText(/শ্রেণি/)).not.toBeInTheDocument();
  },
};
