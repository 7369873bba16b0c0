import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phone } from '../storyFixtures';
import { AdminPasswordForm } from './AdminPasswordForm';

const meta = {
  title: 'Admin/AdminPasswordForm',
  component: AdminPasswordForm,
  parameters: { layout: 'padded' },
  args: { onChangePassword: fn(() => Promise.resolve()), onValidationError: fn() },
} satisfies Meta<typeof AdminPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = { current: 'Current password', next: 'New password', confirm: 'Confirm new password' } as const;

async function fill(canvasElement: HTMLElement, current: string, next: string, confirm = next) {
  const canvas = within(canvasElement);
  if (current) await userEvent.type(canvas.getByLabelText(labels.current), current);
  if (next) await userEvent.type(canvas.getByLabelText(labels.next), next);
  if (confirm) await userEvent.type(canvas.getByLabelText(labels.confirm), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

/** A valid change is sent, and the fields clear once it succeeded. */
export const Default: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'old-pw', 'new-pw');
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old-pw',
      newPassword: 'new-pw',
      confirmPassword: 'new-pw',
    });
    await expect(args.onValidationError).not.toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByLabelText(labels.current)).toHaveValue(''));
  },
};

/** Every field empty: each says what it needs, and the first gets the focus. */
export const RequiredFields: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText(labels.current)).toHaveAccessibleDescription('Current password is required');
    await expect(canvas.getByLabelText(labels.next)).toHaveAccessibleDescription(
      'New password is required At least 6 characters.',
    );
    await expect(canvas.getByLabelText(labels.confirm)).toHaveAccessibleDescription('Please confirm the new password');
    await expect(canvas.getByLabelText(labels.current)).toHaveFocus();
    await expect(args.onValidationError).toHaveBeenCalledWith([
      'Current password is required',
      'New password is required',
      'Please confirm the new password',
    ]);
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** The students' rule: at least 6 characters. */
export const TooShort: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'old-secret', '12345');
    const next = within(canvasElement).getByLabelText(labels.next);
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toHaveFocus();
    await expect(args.onValidationError).toHaveBeenCalledWith(['New password must be at least 6 characters']);
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'old-secret', 'new-secret-1', 'new-secret-2');
    await expect(within(canvasElement).getByLabelText(labels.confirm)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Changing...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(labels.current)).toBeDisabled();
    await expect(canvas.getByLabelText(labels.confirm)).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** The server refused the current password: the typed values stay for another try. */
export const WrongCurrentPassword: Story = {
  args: {
    onChangePassword: fn(() => Promise.reject(new Error('refused'))),
    serverError: 'Current password is incorrect',
  },
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Current password is incorrect');
    await fill(canvasElement, 'wrong-secret', 'new-secret-1');
    await expect(args.onChangePassword).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled());
    await expect(canvas.getByLabelText(labels.current)).toHaveValue('wrong-secret');
  },
};

export const Phone: Story = {
  globals: phone,
  args: { serverError: 'Too many failed attempts. Try again in 15 minutes.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change password' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
