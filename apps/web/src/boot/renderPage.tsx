import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '../routes';
import { createInMemorySession } from '../session/inMemorySession';
import { answersFallback } from './renderedPageData';
import type { RenderedPageData } from './renderedPageData';
import { audienceSessions, sessionRenderedFor } from './renderedSession';
import type { PageAudience } from './renderedSession';
import { TakeoverProviders } from './TakeoverProviders';

/**
 * The pages sent as finished HTML (the build renders them once, see build/prerenderPages.ts): on
 * a slow connection the page shows before its JavaScript arrives, which then takes it over. Each
 * with the page module whose chunk the page needs, and who it is rendered for: the pages a
 * first-time visitor opens, and the page a returning student opens first, rendered for any
 * student (the frame and the greeting; the student's name and data come when the app runs).
 */
export const prerenderedPages = {
  '/': { module: 'src/pages/LandingPage.tsx', audience: 'visitor' },
  '/login': { module: 'src/pages/LoginPage.tsx', audience: 'visitor' },
  '/dashboard': { module: 'src/pages/DashboardPage.tsx', audience: 'student' },
} as const satisfies Record<string, { module: string; audience: PageAudience }>;

/**
 * The pages the server renders per request for the signed-in student, with the API answers they
 * read (apps/server/src/http/rendered-pages.ts loads them): their first paint is the lesson itself,
 * not a frame waiting for its data. Route patterns.
 */
export const pagesRenderedPerRequest = ['/subjects/:subjectId/:chapterId/learn'] as const;

/**
 * The markup of `path` (with its query) as the app renders it for `audience`, or, with `rendered`,
 * for that student with those API answers in SWR's cache.
 */
export async function renderPage(path: string, audience: PageAudience, rendered?: RenderedPageData): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  // A failing route would be rendered as its error page: the build must fail instead.
  if (context.errors) throw new Error(`${path} failed to render`, { cause: Object.values(context.errors)[0] });
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <TakeoverProviders
        session={createInMemorySession()}
        renderedWith={rendered ? sessionRenderedFor(rendered.user) : audienceSessions[audience]}
        fallback={rendered && answersFallback(rendered)}
      >
        {/* No hydration data: it would be an inline script, which the CSP forbids (startApp.tsx loads the route instead). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </TakeoverProviders>
    </StrictMode>,
  );
}
