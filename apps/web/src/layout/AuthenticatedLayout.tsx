import { AppShell } from '@study/ui';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { messages } from '../messages';
import { useSession } from '../session/useSession';
import { pageOf } from './routeHandle';
import { appNavItems, sectionForPath } from './shellSection';
import { HeaderStudyTimer, StudyTimerProvider } from './StudyTimerProvider';

/**
 * The frame of every signed-in page: sidebar (drawer on phones), header with the study timer and
 * the student, the page. The timer lives here, so it runs on from page to page; its ticks
 * re-render the timer's displays only (StudyTimerProvider).
 */
export function AuthenticatedLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const page = pageOf(useMatches());
  return (
    <StudyTimerProvider>
      <AppShell
        title={page ? messages.pageTitles[page] : messages.appName}
        user={user && { name: user.name, classLevel: user.class, avatarUrl: user.avatar }}
        activeHref={pathname}
        section={sectionForPath(pathname)}
        navItems={appNavItems}
        headerActions={<HeaderStudyTimer />}
      >
        <Outlet />
      </AppShell>
    </StudyTimerProvider>
  );
}
