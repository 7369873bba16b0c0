import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminPasswordFixture } from '../mocks/adminHandlers';
import { AdminPageStory, adminApiStory } from './AdminPageStory';
import { expectToastThenClear } from './storyToasts';
import { pageDocs } from '../mocks/pageDocs';

const api = adminApiStory();

const meta = {
  title: 'Admin pages/AdminPasswordPage',
  component: AdminPageStory,
  args: { url: '/admin/password' },
  parameters: { layout: 'fullscreen', docs: pageDocs, ...api.parameters },
  beforeEach: api.beforeEach,
} satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, current: string, next: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Current password', {}, { timeout: 10_000 }), current);
  await userEvent.type(canvas.getByLabelText('New password'), next);
  await userEvent.type(canvas.getByLabelText('Confirm new password'), next);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Change password' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Password' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Change password | Study Admin'));
  },
};

/** The server takes the change: a toast says the other sessions ended, and the fields clear. */
export const Changed: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, adminPasswordFixture, 'a-new-admin-pass');
    await expectToastThenClear('Password changed. Your other sessions have been signed out.');
    await expect(within(canvasElement).getByLabelText('Current password')).toHaveValue('');
  },
};

/** The server refuses the current password: the form says so and keeps what was typed. */
export const WrongCurrentPassword: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'not-the-password', 'a-new-admin-pass');
    await expectToastThenClear('Failed to change password');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    await expect(canvas.getByLabelText('Current password')).toHaveValue('not-the-password');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Current password', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
