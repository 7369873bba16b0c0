import type { Meta, StoryObj } from '@storybook/react-vite';
import { bnMessages } from '@study/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: {
    defaultValues: undefined,
    submitting: false,
    serverError: null,
    onLogin: fn(),
    onValidationError: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, marginInline: 'auto' }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { username: 'tasnim_08', password: 'porashona' };

/** Typed values go out with the username trimmed (phone keyboards add spaces); the password as typed. */
export const Filled: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(bn.authUsername), ' tasnim_08 ');
    await userEvent.type(canvas.getByLabelText(bn.authPassword), ' porashona');
    await userEvent.click(canvas.getByRole('button', { name: bn.authLoginSubmit }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onLogin).toHaveBeenCalledWith({ username: 'tasnim_08', password: ' porashona' });
    await expect(args.onValidationError).not.toHaveBeenCalled();
  },
};

/** Both fields empty: each says so, the first takes the focus and nothing is sent. */
export const Required: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.authLoginSubmit }));
    const username = canvas.getByLabelText(bn.authUsername);
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(bnMessages.loginRequired);
    await expect(canvas.getByLabelText(bn.authPassword)).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveFocus();
    await expect(args.onValidationError).toHaveBeenCalledWith([bnMessages.loginRequired]);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** While the request runs the fields are off and a second press sends nothing. */
export const Submitting: Story = {
  args: { submitting: true, defaultValues: filled },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: bn.authLoggingIn });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(bn.authUsername)).toBeDisabled();
    await expect(canvas.getByLabelText(bn.authPassword)).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const WithServerError: Story = {
  args: { defaultValues: filled, serverError: 'ভুল ইউজারনেম বা পাসওয়ার্ড' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ভুল ইউজারনেম বা পাসওয়ার্ড');
    await expect(canvas.getByLabelText(bn.authUsername)).toHaveValue('tasnim_08');
  },
};

export const Phone360: Story = {
  args: { serverError: 'অনেকবার চেষ্টা করা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করো অথবা শিক্ষকের সাহায্য নাও।' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: bn.authLoginSubmit });
    await expect(button).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
