import type { Meta, StoryObj } from '@storybook/react-vite';
import { bnMessages } from '@study/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { validatePasswordChange } from '../../profile/validatePasswordChange';
import { PasswordChangeFields, usePasswordChangeForm } from './PasswordChangeFields';
import type { PasswordChangeFieldValues } from './PasswordChangeFields';

const labels = {
  current: bn.profileCurrentPassword,
  new: bn.profileNewPassword,
  newHint: bn.profileNewPasswordHint,
  confirm: bn.profileConfirmPassword,
};

interface PasswordChangeFieldsStoryProps {
  onChangePassword: (values: PasswordChangeFieldValues) => Promise<void>;
  onValidationError: (messages: string[]) => void;
  submitting?: boolean;
}

/** The fields inside the smallest form that uses them: the profile's rules and a submit button. */
function PasswordChangeFieldsStory({
  onChangePassword,
  onValidationError,
  submitting,
}: PasswordChangeFieldsStoryProps) {
  const { field, isSubmitting, handleSubmit } = usePasswordChangeForm({
    validate: validatePasswordChange,
    onChangePassword,
    submitting,
    onValidationError,
  });
  return (
    <form noValidate onSubmit={handleSubmit} style={{ display: 'grid', gap: 16, maxWidth: 400 }}>
      <PasswordChangeFields field={field} labels={labels} disabled={isSubmitting} />
      <button type="submit">{bn.profileChangePassword}</button>
    </form>
  );
}

const meta = {
  title: 'Forms/PasswordChangeFields',
  component: PasswordChangeFieldsStory,
  args: { onChangePassword: fn(async () => undefined), onValidationError: fn() },
} satisfies Meta<typeof PasswordChangeFieldsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three empty fields; the new password's rule is its hint. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(bn.profileNewPassword)).toHaveAccessibleDescription(bn.profileNewPasswordHint);
    await expect(canvas.getByLabelText(bn.profileCurrentPassword)).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** Sent empty: every field says what it needs, the first one has the focus, nothing is sent. */
export const Errors: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.profileChangePassword }));
    await expect(canvas.getByLabelText(bn.profileCurrentPassword)).toHaveAccessibleDescription(
      bnMessages.currentPasswordRequired,
    );
    await expect(canvas.getByLabelText(bn.profileCurrentPassword)).toHaveFocus();
    await expect(args.onValidationError).toHaveBeenCalledOnce();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** A valid change is handed over, and the fields clear once it is done. */
export const Filled: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(bn.profileCurrentPassword), 'purono1');
    await userEvent.type(canvas.getByLabelText(bn.profileNewPassword), 'notun12');
    await userEvent.type(canvas.getByLabelText(bn.profileConfirmPassword), 'notun12');
    await userEvent.click(canvas.getByRole('button', { name: bn.profileChangePassword }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'purono1',
      newPassword: 'notun12',
      confirmPassword: 'notun12',
    });
    await expect(canvas.getByLabelText(bn.profileNewPassword)).toHaveValue('');
  },
};

/** While the change is sent, every field is disabled. */
export const Disabled: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    for (const label of [bn.profileCurrentPassword, bn.profileNewPassword, bn.profileConfirmPassword]) {
      await expect(within(canvasElement).getByLabelText(label)).toBeDisabled();
    }
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
