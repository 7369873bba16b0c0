import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { PasswordChangeFields, usePasswordChangeForm } from '../../auth/PasswordChangeFields/PasswordChangeFields';
import { Button } from '../../Button/Button';
import * as formStyles from '../profileForm.css';
import type { ActionResult } from '../useSubmitAction';
import { validatePasswordChange } from '../validatePasswordChange';
import type { PasswordChangeValues } from '../validatePasswordChange';
import { profileMessages } from '../../../i18n/areas/profile';
import type { ProfileMessages } from '../../../i18n/areas/profile';
import { useMessages } from '../../../provider/StudyUiProvider';

const labels = (profileText: ProfileMessages) => ({
  current: profileText.profileCurrentPassword,
  new: profileText.profileNewPassword,
  newHint: profileText.profileNewPasswordHint,
  confirm: profileText.profileConfirmPassword,
});

export interface ChangePasswordFormProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
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
  className,
  ...props
}: ChangePasswordFormProps) {
  const profileText = useMessages('profile', profileMessages);
  const { field, isSubmitting, handleSubmit } = usePasswordChangeForm({
    validate: validatePasswordChange,
    onChangePassword,
    submitting,
    onValidationError,
  });

  return (
    <div {...props} className={cx(formStyles.panel, className)}>
      <Heading level={headingLevel} className={formStyles.panelTitle}>
        {profileText.profileTabSecurity}
      </Heading>
      <form className={cx(formStyles.form, formStyles.narrow)} noValidate onSubmit={handleSubmit}>
        <PasswordChangeFields field={field} labels={labels(profileText)} disabled={isSubmitting} />
        <div className={formStyles.actions}>
          <Button type="submit" loading={isSubmitting} loadingText={profileText.profileChangingPassword}>
            {profileText.profileChangePassword}
          </Button>
        </div>
      </form>
    </div>
  );
}
