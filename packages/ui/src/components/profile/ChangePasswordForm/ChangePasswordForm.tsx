import type { FormEvent } from 'react';
import { bn } from '../../../i18n/messages';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { PasswordField } from '../../auth/FormField/FormField';
import { useFormFields } from '../../auth/useFormFields';
import { Button } from '../../Button/Button';
import * as formStyles from '../profileForm.css';
import { useSubmitAction } from '../useSubmitAction';
import type { ActionResult } from '../useSubmitAction';
import { validatePasswordChange } from '../validatePasswordChange';
import type { PasswordChangeValues } from '../validatePasswordChange';

const passwordFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  /**
   * A valid change. Return the request's promise: the fields clear when it resolves and keep
   * their values when it rejects.
   */
  onChangePassword: (values: PasswordChangeValues) => ActionResult;
  /** Disables the form and shows 'পরিবর্তন হচ্ছে...'; on by itself while the promise runs. */
  submitting?: boolean;
  /** A submit stopped by the spec's rules, with its distinct messages, e.g. for a toast. */
  onValidationError?: (messages: string[]) => void;
  headingLevel?: HeadingLevel;
}

/** The profile's password change: current, new and confirmed password (spec §5 rules). */
export function ChangePasswordForm({
  onChangePassword,
  submitting,
  onValidationError,
  headingLevel = 2,
}: ChangePasswordFormProps) {
  const { values, field, check, reset } = useFormFields<keyof PasswordChangeValues>(
    empty,
    passwordFields,
    validatePasswordChange,
  );
  const { pending, run } = useSubmitAction();
  const isSubmitting = submitting ?? pending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const messages = check();
    if (messages.length > 0) onValidationError?.(messages);
    else void run(onChangePassword(values), () => reset(empty));
  }

  return (
    <div className={formStyles.panel}>
      <Heading level={headingLevel} className={formStyles.panelTitle}>
        {bn.profileTabSecurity}
      </Heading>
      <form className={cx(formStyles.form, formStyles.narrow)} noValidate onSubmit={handleSubmit}>
        <PasswordField
          {...field('currentPassword')}
          label={bn.profileCurrentPassword}
          autoComplete="current-password"
          disabled={isSubmitting}
        />
        <PasswordField
          {...field('newPassword')}
          label={bn.profileNewPassword}
          hint={bn.profileNewPasswordHint}
          autoComplete="new-password"
          disabled={isSubmitting}
        />
        <PasswordField
          {...field('confirmPassword')}
          label={bn.profileConfirmPassword}
          autoComplete="new-password"
          disabled={isSubmitting}
        />
        <div className={formStyles.actions}>
          <Button type="submit" loading={isSubmitting} loadingText={bn.profileChangingPassword}>
            {bn.profileChangePassword}
          </Button>
        </div>
      </form>
    </div>
  );
}
