import type { AuthData } from '@study/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { AuthenticatedLayout } from '../layout/AuthenticatedLayout';
import { createInMemorySession } from '../session/inMemorySession';
import { DashboardPage } from './DashboardPage';

// The progress cards' code comes after the page's first render: when it cannot be loaded (the
// connection dropped), each card says so with a retry instead of loading for ever.
vi.mock('./DashboardProgressCards', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const auth: AuthData = {
  accessToken: 'a',
  refreshToken: 'r',
  user: { id: 1, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '8' },
};

beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the dashboard when its progress cards' code cannot be loaded", () => {
  it('shows each card failed, with a retry', async () => {
    const router = createMemoryRouter(
      [{ element: <AuthenticatedLayout />, children: [{ path: '/dashboard', handle: { page: 'dashboard' }, element: <DashboardPage /> }] }],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <AppProviders session={createInMemorySession(auth)} swrProvider={() => new Map()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const failed = await screen.findAllByText('তথ্য আনা যায়নি। একটু পরে আবার চেষ্টা করো।', undefined, { timeout: 60_000 });
    expect(failed).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: 'আবার চেষ্টা করো' })).toHaveLength(5);
  }, 90_000);
});
