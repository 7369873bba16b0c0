import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authHandlers, studentApi } from '../mocks/handlers';
import { expectToast } from '../mocks/expectToast';
import { PageStory } from '../mocks/PageStory';
import { LoginRoute } from './LoginPage';
import { pageDocs } from '../mocks/pageDocs';

const meta = {
  title: 'Pages/LoginPage',
  component: PageStory,
  args: { Component: LoginRoute, path: '/login', page: 'login', shell: false, user: null, publicOnly: true },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: studentApi() } },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// Both tabs stay mounted: the login form's password field is the one for the current password.
const loginPassword = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText('পাসওয়ার্ড', { selector: 'input[autocomplete="current-password"]' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'লগইন', selected: true })).toBeVisible();
    await expect(document.title).toBe('লগইন ও নিবন্ধন | পাঠশালা এআই');
  },
};

/** Spec §5: an empty login toasts the spec's message. */
export const LoginValidation: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'লগইন করো' }));
    await expectToast('অনুগ্রহ করে ইউজারনেম এবং পাসওয়ার্ড দাও');
  },
};

/** Spec §5: a phone number without +880 is refused with its own message. */
export const RegistrationValidation: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'নিবন্ধন' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'পূর্ণ নাম' }), 'রাফি আহমেদ');
    await userEvent.type(canvas.getByRole('textbox', { name: /ইউজারনেম/ }), 'rafi_8');
    await userEvent.type(
      canvas.getByLabelText('পাসওয়ার্ড', { selector: 'input[autocomplete="new-password"]' }),
      'pass-word-8',
    );
    const phone = canvas.getByRole('textbox', { name: /মোবাইল নম্বর/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '01712345678');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /শ্রেণি/ }), '8');
    await userEvent.click(canvas.getByRole('button', { name: 'নিবন্ধন করো' }));
    await expectToast('মোবাইল নম্বর +880 দিয়ে শুরু করো');
  },
};

/** A good login: the / and /login guard sends the signed-in student on to the dashboard. */
export const LoginSuccess: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ইউজারনেম/ }), 'demo_student');
    await userEvent.type(loginPassword(canvas), 'demo-pass-123');
    await userEvent.click(canvas.getByRole('button', { name: 'লগইন করো' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(/^\/dashboard$/);
    await expectToast('সফলভাবে লগইন হয়েছে!');
  },
};

export const LoginFails: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loginInvalid } } },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ইউজারনেম/ }), 'demo_student');
    await userEvent.type(loginPassword(canvas), 'wrong-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'লগইন করো' }));
    await expectToast('ভুল ইউজারনেম বা পাসওয়ার্ড');
    await expect(canvas.getByRole('button', { name: 'লগইন করো' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
