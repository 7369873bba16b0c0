import { AppShell } from '@study/ui';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { messages } from '../messages';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/useSession';
import { pageOf } from './routeHandle';
import { sectionForPath } from './shellSection';

/** The frame of every signed-in page: sidebar (drawer on phones), header with the student, the page. */
export function AuthenticatedLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const page = pageOf(useMatches());
  return (
    <AppShell
      title={page ? messages.pageTitles[page] : messages.appName}
      user={user && { name: user.name, classLevel: user.class, avatarUrl: user.avatar }}
      activeHref={pathname}
      section={sectionForPath(pathname)}
      LinkComponent={RouterLink}
    >
      <Outlet />
    </AppShell>
  );
}
