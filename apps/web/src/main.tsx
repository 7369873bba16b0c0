import '@study/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { getDefaultSessionStore } from './session/sessionStore';

const router = createBrowserRouter(routes);
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

// Spec §4: an expired session sends the student to /login (public pages included).
getDefaultSessionStore().onSessionExpired(() => {
  void router.navigate('/login', { replace: true });
});

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
