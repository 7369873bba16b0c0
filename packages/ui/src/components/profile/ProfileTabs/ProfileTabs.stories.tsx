import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordForm } from '../ChangePasswordForm/ChangePasswordForm';
import { PersonalInfoForm } from '../PersonalInfoForm/PersonalInfoForm';
import { sampleProfile } from '../profileFixtures';
import { ProfileTabs } from './ProfileTabs';

const meta = {
  title: 'Profile/ProfileTabs',
  component: ProfileTabs,
  args: {
    personalInfo: <PersonalInfoForm profile={sampleProfile} onSave={fn()} />,
    security: <ChangePasswordForm onChangePassword={fn()} />,
    onTabChange: fn(),
  },
  argTypes: { personalInfo: { control: false }, security: { control: false } },
} satisfies Meta<typeof ProfileTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'প্রোফাইলের বিভাগ' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'ব্যক্তিগত তথ্য' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('তাসনিম রহমান');
  },
};

/** Arrow keys move along the tabs (and wrap); the open panel follows. */
export const KeyboardNavigation: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'ব্যক্তিগত তথ্য' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const security = canvas.getByRole('tab', { name: 'পাসওয়ার্ড ও নিরাপত্তা' });
    await expect(security).toHaveFocus();
    await expect(security).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('security');
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('বর্তমান পাসওয়ার্ড'));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'নোটিফিকেশন' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'ব্যক্তিগত তথ্য' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const preferences = canvas.getByRole('tab', { name: 'শেখার পছন্দ' });
    await expect(preferences).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('শীঘ্রই আসছে'));
  },
};

export const Security: Story = { args: { defaultTab: 'security' } };

export const PreferencesComingSoon: Story = {
  args: { defaultTab: 'preferences' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByRole('heading', { level: 2, name: 'শেখার পছন্দ' })).toBeVisible();
    await expect(panel.getByText('শীঘ্রই আসছে')).toBeVisible();
  },
};

export const NotificationsComingSoon: Story = { args: { defaultTab: 'notifications' } };

/** On a phone the tab row scrolls sideways; moving to a tab scrolls it into view. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const notifications = canvas.getByRole('tab', { name: 'নোটিফিকেশন' });
    await expect(notifications).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('শীঘ্রই আসছে'));
  },
};
