import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longProfile, newStudentProfile, sampleProfile } from '../profileFixtures';
import { ProfilePage } from './ProfilePage';

const meta = {
  title: 'Profile/ProfilePage',
  component: ProfilePage,
  args: {
    profile: sampleProfile,
    onRetry: fn(),
    onLogout: fn(),
    onSave: fn(() => Promise.resolve()),
    onChangePassword: fn(() => Promise.resolve()),
    onPasswordValidationError: fn(),
    onTabChange: fn(),
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = {
  args: { profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('লোড হচ্ছে...');
  },
};

export const LoadError: Story = {
  args: { profile: undefined, loadError: true },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'প্রোফাইল লোড করতে সমস্যা হয়েছে' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'আবার চেষ্টা করো' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The add-school prompt opens the personal-info editor. */
export const AddSchool: Story = {
  args: { profile: newStudentProfile, defaultTab: 'security' },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'স্কুলের তথ্য যোগ করো' }));
    await expect(canvas.getByRole('tab', { name: 'ব্যক্তিগত তথ্য' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenCalledWith('personal');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'নাম' })).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: 'স্কুল' }), 'আইডিয়াল স্কুল অ্যান্ড কলেজ');
    await userEvent.click(canvas.getByRole('button', { name: 'সংরক্ষণ' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'রাফি আহমেদ',
      phone: '+8801812345678',
      school: 'আইডিয়াল স্কুল অ্যান্ড কলেজ',
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'সম্পাদনা' })).toBeVisible());
  },
};

export const LongBengaliText: Story = { args: { profile: longProfile } };

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const NarrowScreenLoading: Story = {
  args: { profile: undefined },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
