import '@study/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { getDefaultSessionStore } from './session/sessionStore';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

// The server sends some public pages as finished HTML (src/prerender.tsx), rendered for a
// visitor without a session. Such a visitor's app takes it over as it is; for a signed-in
// student the page is about to redirect, so it starts afresh.
const session = getDefaultSessionStore();
const hydrate = rootElement.firstElementChild !== null && session.getSnapshot().status === 'anonymous';

if (hydrate) {
  // The page's lazy route modules load before the first render, which must match the HTML.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
} else {
  rootElement.replaceChildren();
}

const router = createBrowserRouter(routes);

// Spec §4: an expired session sends the student to /login (public pages included).
session.onSessionExpired(() => {
  void router.navigate('/login', { replace: true });
});

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
if (hydrate) hydrateRoot(rootElement, app);
else createRoot(rootElement).render(app);
