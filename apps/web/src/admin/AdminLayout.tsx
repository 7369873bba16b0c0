import { AdminShell } from '@study/ui';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { pageOf } from '../layout/routeHandle';
import { messages } from '../messages';
import { RouterLink } from '../RouterLink';
import { adminLoginPath, adminRedirectState } from './adminReturnPath';
import { useAdminDocumentTitle } from './useAdminDocumentTitle';
import { useAdminLogout, useAdminSession } from './hooks';

/**
 * Every admin page but the login: without an admin token (never signed in, logged out here or in
 * another tab, or refused by the server) the admin goes to the login page, which says why when
 * the session expired. Otherwise the page shows inside the admin shell, titled by its route.
 */
export function AdminLayout() {
  const { token } = useAdminSession();
  const logout = useAdminLogout();
  const { pathname, search, hash } = useLocation();
  const title = messages.pageTitles[pageOf(useMatches()) ?? 'adminDashboard'];
  useAdminDocumentTitle(title);

  if (!token) return <Navigate to={adminLoginPath} replace state={adminRedirectState(pathname, search, hash)} />;
  return (
    <AdminShell title={title} activeHref={pathname} onLogout={() => void logout()} LinkComponent={RouterLink}>
      <Outlet />
    </AdminShell>
  );
}
