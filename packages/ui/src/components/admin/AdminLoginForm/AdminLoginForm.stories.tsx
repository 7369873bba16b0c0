import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone } from '../storyFixtures';
import { AdminLoginForm } from './AdminLoginForm';

const meta = {
  title: 'Admin/AdminLoginForm',
  component: AdminLoginForm,
  parameters: { layout: 'padded' },
  args: { onLogin: fn(), onValidationError: fn() },
} satisfies Meta<typeof AdminLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(canvas.getByText('Admin access only')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), '  admin@example.com ');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onLogin).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'secret-pass' });
    await expect(args.onValidationError).not.toHaveBeenCalled();
  },
};

/** Spec §5: both fields are required, with one message; the first empty field gets the focus. */
export const RequiredFields: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter both email and password');
    await expect(email).toHaveFocus();
    await expect(args.onLogin).not.toHaveBeenCalled();
    await expect(args.onValidationError).toHaveBeenCalledWith(['Please enter both email and password']);
    // Typing clears that field's message.
    await userEvent.type(email, 'a');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultValues: { email: 'admin@example.com', password: 'secret-pass' } },
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Signing in...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { serverError: 'Login failed. Please check your credentials.', defaultValues: { email: 'admin@example.com' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
  },
};

export const Phone: Story = {
  globals: phone,
  args: { serverError: 'Your admin session has expired. Please sign in again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
