import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profileStates, studentApi } from '../mocks/handlers';
import { expectToast } from '../mocks/expectToast';
import { PageStory } from '../mocks/PageStory';
import { ProfileRoute } from './ProfilePage';
import { pageDocs } from '../mocks/pageDocs';

const meta = {
  title: 'Pages/ProfilePage',
  component: PageStory,
  args: { Component: ProfileRoute, path: '/profile', page: 'profile' },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: studentApi() } },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('tasnim@example.com'))[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'প্রোফাইল' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'লগআউট' })).toBeVisible();
  },
};

/** Edit, change the school, save: the profile is saved and the toast confirms it. */
export const EditAndSave: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'সম্পাদনা' }));
    const school = canvas.getByRole('textbox', { name: 'স্কুল' });
    await userEvent.clear(school);
    await userEvent.type(school, 'ভিকারুননিসা নূন স্কুল');
    await userEvent.click(canvas.getByRole('button', { name: 'সংরক্ষণ' }));
    await expectToast('প্রোফাইল আপডেট করা হয়েছে');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'সংরক্ষণ' })).toBeNull());
    await expect(canvas.getAllByText('ভিকারুননিসা নূন স্কুল').length).toBeGreaterThan(0);
  },
};

/** The server refuses the update: the error toast, and the editor stays open with the values. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { profileUpdate: profileStates.updateError } } },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'সম্পাদনা' }));
    await userEvent.click(canvas.getByRole('button', { name: 'সংরক্ষণ' }));
    await expectToast('প্রোফাইল আপডেট করতে সমস্যা হয়েছে');
    await expect(canvas.getByRole('button', { name: 'সংরক্ষণ' })).toBeEnabled();
  },
};

/** Spec §5: the password form refuses an empty submit and says why. */
export const PasswordValidation: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'পাসওয়ার্ড ও নিরাপত্তা' }));
    await userEvent.click(canvas.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করো' }));
    await expectToast('বর্তমান পাসওয়ার্ড প্রয়োজন');
  },
};

/** Logout ends the session at once and lands on /login (spec §2). */
export const Logout: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'লগআউট' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('/login');
    await expectToast('সফলভাবে লগআউট হয়েছে');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { profile: profileStates.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'প্রোফাইল' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { profile: profileStates.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('প্রোফাইল লোড করতে সমস্যা হয়েছে')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'লগআউট' });
  },
};
