import type { User } from '@study/contract';
import { startTransition, StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from '../routes';
import { getDefaultSessionStore } from '../session/sessionStore';
import { answersFallback, readRenderedPageData } from './renderedPageData';
import { audienceSessions, servesAudience } from './renderedSession';
import type { PageAudience } from './renderedSession';
import { TakeoverProviders } from './TakeoverProviders';

/** The same student with the same details: a page rendered for them shows what the app would render. */
function sameUser(rendered: User, current: User | null): boolean {
  if (!current) return false;
  const keys = Object.keys(rendered) as (keyof User)[];
  return keys.length === Object.keys(current).length && keys.every((key) => rendered[key] === current[key]);
}

/**
 * Starts the app in `rootElement`, taking over the pre-rendered page in it if there is one;
 * `onReady` runs once the page is the app's (its events handled by React).
 */
export async function startApp(rootElement: HTMLElement, onReady: () => void = () => {}): Promise<void> {
  // The server sends some pages as finished HTML (boot/renderPage.tsx), rendered for a visitor or
  // for any signed-in student (`data-rendered-for`). The app takes such a page over as it is when
  // it would render the same for this session; otherwise (a signed-in student on the landing
  // page, a visitor on the dashboard) the page is about to redirect, so it starts afresh.
  // A page the server rendered per request for a student (a lesson) carries its data: the app
  // takes it over only for that same student.
  const session = getDefaultSessionStore();
  const audience = rootElement.dataset.renderedFor;
  const rendered = readRenderedPageData(document);
  const renderedForThisStudent = rendered === undefined || sameUser(rendered.user, session.getSnapshot().user);
  const hydrate =
    audience !== undefined &&
    Object.hasOwn(audienceSessions, audience) &&
    servesAudience(audience as PageAudience, session.getSnapshot().status) &&
    renderedForThisStudent;

  let withLessonsHeld: ((app: ReactNode) => ReactNode) | undefined;
  if (hydrate) {
    // The page's lazy route modules load before the first render, which must match the HTML.
    const [, deferred] = await Promise.all([
      Promise.all(
        (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
          if (typeof route.lazy !== 'function') return;
          Object.assign(route, { ...(await route.lazy()), lazy: undefined });
        }),
      ),
      // Before React listens on the page: the hold is released ahead of React's own listeners.
      rendered &&
        import('./lessonTakeover').then(({ deferLessonTakeover, HeldLessons }) => {
          const hold = deferLessonTakeover(rootElement);
          return (app: ReactNode) => <HeldLessons hold={hold}>{app}</HeldLessons>;
        }),
    ]);
    withLessonsHeld = deferred;
  } else {
    rootElement.replaceChildren();
  }

  const router = createBrowserRouter(routes);

  // Spec §4: an expired session sends the student to /login (public pages included).
  session.onSessionExpired(() => {
    void router.navigate('/login', { replace: true });
  });

  // A page rendered for any student was rendered without this student's name and tokens: the
  // takeover starts from that session. One rendered per request for this very student starts from
  // the student's own session and the answers it was rendered with (its pages read nothing that
  // needs the tokens, which the server never puts in a page). A visitor's own session is the one
  // a visitor's page was rendered with: a copy of it would only make React render the page again.
  const renderedWith = hydrate && audience === 'student' && !rendered ? audienceSessions.student : undefined;
  const app = (
    <StrictMode>
      <TakeoverProviders
        session={session}
        renderedWith={renderedWith}
        fallback={hydrate && rendered ? answersFallback(rendered) : undefined}
        onReady={onReady}
      >
        {withLessonsHeld ? withLessonsHeld(<RouterProvider router={router} />) : <RouterProvider router={router} />}
      </TakeoverProviders>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // a slow phone's main thread for the whole page (the page is already visible meanwhile).
  if (hydrate) startTransition(() => void hydrateRoot(rootElement, app));
  else createRoot(rootElement).render(app);
}
