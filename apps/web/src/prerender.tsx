import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { createInMemorySession } from './session/inMemorySession';

/**
 * The pages a first-time visitor opens, sent as finished HTML (the build renders them once, see
 * build/prerenderPages.ts): on a slow connection the page shows before its JavaScript arrives,
 * which then hydrates it. Each with the page module whose chunk the HTML preloads.
 */
export const prerenderedPages = {
  '/': 'src/pages/LandingPage.tsx',
  '/login': 'src/pages/LoginPage.tsx',
} as const;

/** The markup of `path` for a visitor without a session, as the app renders it. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  // A failing route would be rendered as its error page: the build must fail instead.
  if (context.errors) throw new Error(`${path} failed to render`, { cause: Object.values(context.errors)[0] });
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders session={createInMemorySession()}>
        {/* No hydration data: it would be an inline script, which the CSP forbids (main.tsx loads the route instead). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
