import { AdminLoginForm, showToast } from '@study/ui';
import type { AdminLoginFormProps } from '@study/ui';
import { Navigate, useLocation } from 'react-router-dom';
import { messages } from '../messages';
import { adminSessionExpiredMessage } from './adminSession';
import { adminReturnPath } from './adminReturnPath';
import { useAdminLogin, useAdminSession } from './hooks';
import { useAdminDocumentTitle } from './useAdminDocumentTitle';

// Spec §5: 'Please enter both email and password' as a toast; the form marks the empty fields.
const onValidationError: AdminLoginFormProps['onValidationError'] = ([first]) => {
  if (first) showToast.error(first, { id: 'admin-login-validation' });
};

/** /admin/login: signs in, stores the admin token, then goes on to the dashboard (or the page asked for). */
export function AdminLoginPage() {
  useAdminDocumentTitle(messages.pageTitles.adminLogin);
  const { token, expired } = useAdminSession();
  const { login, submitting, error } = useAdminLogin();
  const state: unknown = useLocation().state;

  // Signed in (just now, or already): the stored token is enough to go on.
  if (token) return <Navigate to={adminReturnPath(state)} replace />;
  return (
    <main>
      <AdminLoginForm
        onLogin={(values) => void login(values)}
        submitting={submitting}
        serverError={error ?? (expired ? adminSessionExpiredMessage : undefined)}
        onValidationError={onValidationError}
      />
    </main>
  );
}
