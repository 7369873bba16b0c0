import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../../Card/Card';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Profile/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onChangePassword: fn(() => Promise.resolve()), onValidationError: fn() },
  decorators: [(Story) => <Card elevation="raised">{Story()}</Card>],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = {
  current: 'বর্তমান পাসওয়ার্ড',
  next: 'নতুন পাসওয়ার্ড',
  confirm: 'নতুন পাসওয়ার্ড আবার লেখো',
} as const;

function describedBy(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function expectFieldError(field: HTMLElement, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(describedBy(field)).toContain(message);
}

export const Default: Story = {};

/** Every field empty: each says what it needs; the first gets the focus. */
export const Required: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করো' }));
    await expectFieldError(canvas.getByLabelText(labels.current), 'বর্তমান পাসওয়ার্ড প্রয়োজন');
    await expectFieldError(canvas.getByLabelText(labels.next), 'নতুন পাসওয়ার্ড প্রয়োজন');
    await expectFieldError(canvas.getByLabelText(labels.confirm), 'পাসওয়ার্ড নিশ্চিত করো');
    await expect(canvas.getByLabelText(labels.current)).toHaveFocus();
    await expect(args.onValidationError).toHaveBeenCalledWith([
      'বর্তমান পাসওয়ার্ড প্রয়োজন',
      'নতুন পাসওয়ার্ড প্রয়োজন',
      'পাসওয়ার্ড নিশ্চিত করো',
    ]);
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.current), 'purono123');
    await userEvent.type(canvas.getByLabelText(labels.next), '12345');
    await userEvent.type(canvas.getByLabelText(labels.confirm), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করো' }));
    const next = canvas.getByLabelText(labels.next);
    await expectFieldError(next, 'পাসওয়ার্ড কমপক্ষে ৬ সংখ্যার হতে হবে');
    await expect(next).toHaveFocus();
  },
};

export const Mismatch: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.current), 'purono123');
    await userEvent.type(canvas.getByLabelText(labels.next), 'notun123');
    await userEvent.type(canvas.getByLabelText(labels.confirm), 'notun124');
    await userEvent.click(canvas.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করো' }));
    await expectFieldError(canvas.getByLabelText(labels.confirm), 'নতুন পাসওয়ার্ড মিল নেই');
  },
};

/** Typing in a field clears its error only. */
export const ErrorClearsOnTyping: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করো' }));
    const current = canvas.getByLabelText(labels.current);
    await userEvent.type(current, 'p');
    await expect(current).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('বর্তমান পাসওয়ার্ড প্রয়োজন')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(labels.next)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** After a successful change the fields clear. */
export const Success: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.current), 'purono123');
    await userEvent.type(canvas.getByLabelText(labels.next), 'notun123');
    await userEvent.type(canvas.getByLabelText(labels.confirm), 'notun123');
    await userEvent.click(canvas.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করো' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'purono123',
      newPassword: 'notun123',
      confirmPassword: 'notun123',
    });
    await waitFor(() => expect(canvas.getByLabelText(labels.current)).toHaveValue(''));
    await expect(canvas.getByLabelText(labels.next)).toHaveValue('');
    await expect(canvas.getByLabelText(labels.confirm)).toHaveValue('');
  },
};

/** A failed change (e.g. a wrong current password) keeps what was typed. */
export const Failure: Story = {
  args: { onChangePassword: fn(() => Promise.reject(new Error('wrong password'))) },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.current), 'vul123');
    await userEvent.type(canvas.getByLabelText(labels.next), 'notun123');
    await userEvent.type(canvas.getByLabelText(labels.confirm), 'notun123');
    await userEvent.click(canvas.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করো' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করো' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByLabelText(labels.current)).toHaveValue('vul123');
  },
};

export const ShowHidePassword: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByLabelText(labels.next);
    await userEvent.type(next, 'notun123');
    const [, toggle] = canvas.getAllByRole('button', { name: 'পাসওয়ার্ড দেখাও' });
    if (!toggle) throw new Error('the new password has no show/hide toggle');
    await userEvent.click(toggle);
    await expect(next).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Each field has its own toggle.
    await expect(canvas.getByLabelText(labels.current)).toHaveAttribute('type', 'password');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'পরিবর্তন হচ্ছে...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(labels.current)).toBeDisabled();
  },
};

export const NarrowScreen: Story = {
  ...Required,
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
