// The dashboard as the app renders it (the signed-in frame, the session, SWR), for the page's
// unit tests. Each test file stubs `fetch` and mocks what it needs before rendering.
import type { AuthData } from '@study/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { AuthenticatedLayout } from '../layout/AuthenticatedLayout';
import { createInMemorySession } from '../session/inMemorySession';
import { DashboardPage } from './DashboardPage';

export const dashboardStudent: AuthData = {
  accessToken: 'a',
  refreshToken: 'r',
  user: { id: 1, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '8' },
};

export function renderDashboard() {
  const router = createMemoryRouter(
    [
      {
        element: <AuthenticatedLayout />,
        children: [{ path: '/dashboard', handle: { page: 'dashboard' }, element: <DashboardPage /> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  return render(
    <AppProviders session={createInMemorySession(dashboardStudent)} swrProvider={() => new Map()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
