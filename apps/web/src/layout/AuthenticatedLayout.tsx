import { AppShell, StudyTimerButton } from '@study/ui';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { messages } from '../messages';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/useSession';
import { pageOf } from './routeHandle';
import { appNavItems, sectionForPath } from './shellSection';
import { StudyTimerContext, useSessionStudyTimerState } from './studyTimer';

/**
 * The frame of every signed-in page: sidebar (drawer on phones), header with the study timer and
 * the student, the page. The timer lives here, so it runs on from page to page.
 */
export function AuthenticatedLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const page = pageOf(useMatches());
  const timer = useSessionStudyTimerState();
  return (
    <AppShell
      title={page ? messages.pageTitles[page] : messages.appName}
      user={user && { name: user.name, classLevel: user.class, avatarUrl: user.avatar }}
      activeHref={pathname}
      section={sectionForPath(pathname)}
      navItems={appNavItems}
      headerActions={<StudyTimerButton {...timer} />}
      LinkComponent={RouterLink}
    >
      <StudyTimerContext.Provider value={timer}>
        <Outlet />
      </StudyTimerContext.Provider>
    </AppShell>
  );
}
