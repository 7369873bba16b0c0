import { AdminPasswordForm, showToast } from '@study/ui';
import type { AdminPasswordFormProps } from '@study/ui';
import { useAdminPasswordChange } from './hooks';

const onValidationError: AdminPasswordFormProps['onValidationError'] = ([first]) => {
  if (first) showToast.error(first, { id: 'admin-password-validation' });
};

/** /admin/password: the signed-in admin changes their password; their other sessions end. */
export function AdminPasswordPage() {
  const { changePassword, error } = useAdminPasswordChange();
  return (
    <AdminPasswordForm onChangePassword={changePassword} serverError={error} onValidationError={onValidationError} />
  );
}
