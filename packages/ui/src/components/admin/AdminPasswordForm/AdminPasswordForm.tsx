import type { ComponentPropsWithRef, ReactNode } from 'react';
import { adminText } from '../../../i18n/adminMessages';
import { cx } from '../../../utils/cx';
import { ServerError } from '../../auth/AuthForm/ServerError';
import { PasswordChangeFields, usePasswordChangeForm } from '../../auth/PasswordChangeFields/PasswordChangeFields';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import type { ActionResult } from '../../profile/useSubmitAction';
import { validateAdminPasswordChange } from '../validation';
import type { AdminPasswordValues } from '../validation';
import * as styles from './AdminPasswordForm.css';

const labels = {
  current: adminText.currentPassword,
  new: adminText.newPassword,
  newHint: adminText.newPasswordHint,
  confirm: adminText.confirmPassword,
  showPassword: adminText.showPassword,
};
export interface AdminPasswordFormProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /**
   * A valid change. Return the request's promise: the fields clear when it resolves and keep
   * their values when it rejects (the app says why, e.g. with `serverError`).
   */
  onChangePassword: (values: AdminPasswordValues) => ActionResult;
  /** Disables the form and shows 'Changing...'; on by itself while the promise runs. */
  submitting?: boolean;
  /** What the server said, e.g. 'Current password is incorrect'. */
  serverError?: ReactNode;
  /** Called with the messages when the form is submitted with problems (e.g. for a toast). */
  onValidationError?: (messages: string[]) => void;
  className?: string;
}

/**
 * The admin's password change: current, new and confirmed password, with the students' rules.
 * The page's title names it; the card says that every other session ends.
 */
export function AdminPasswordForm({
  onChangePassword,
  submitting,
  serverError,
  onValidationError,
  className,
  ...props
}: AdminPasswordFormProps) {
  const { field, isSubmitting, handleSubmit } = usePasswordChangeForm({
    validate: validateAdminPasswordChange,
    onChangePassword,
    submitting,
    onValidationError,
  });

  return (
    <Card {...props} elevation="raised" padding="lg" className={cx(styles.root, className)}>
      <p className={styles.description}>{adminText.passwordSubtitle}</p>
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <PasswordChangeFields field={field} labels={labels} disabled={isSubmitting} />
        {serverError != null && <ServerError>{serverError}</ServerError>}
        <div className={styles.actions}>
          <Button type="submit" loading={isSubmitting} loadingText={adminText.changingPassword}>
            {adminText.changePassword}
          </Button>
        </div>
      </form>
    </Card>
  );
}
