// For admin page stories: the admin area exactly as the app routes it (guard, shell, lazy pages),
// opened at `url`, with the admin API answered by the story's MSW handlers.
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from '../AppProviders';
import { adminRefreshTokenFixture, adminTokenFixture } from '../mocks/adminFixtures';
import { createAdminBackend, filledAdminRecords } from '../mocks/adminHandlers';
import type { AdminBackend, AdminRecords } from '../mocks/adminHandlers';
import { NavigatedTo } from '../mocks/PageStory';
import { createInMemorySession } from '../session/inMemorySession';
import { createMemoryStorage } from '../session/memoryStorage';
import { AdminProvider } from './AdminContext';
import { createAdminRoutes } from './adminRoutes';
import { ADMIN_REFRESH_TOKEN_KEY, ADMIN_TOKEN_KEY, createAdminSessionStore } from './adminSession';

/** Stories' clock for new activity entries, so their pixels never change. */
const storyNow = () => new Date('2026-11-22T10:30:00.000Z');

/**
 * An in-memory admin API for one story (or a file's stories): its MSW handlers and a
 * `beforeEach` that restores the records, so a story that creates or deletes starts afresh.
 */
export function adminApiStory(initial: () => AdminRecords = filledAdminRecords): {
  backend: AdminBackend;
  parameters: { msw: { handlers: { admin: AdminBackend['handlers'] } } };
  beforeEach: () => void;
} {
  const backend = createAdminBackend(initial, storyNow);
  return { backend, parameters: { msw: { handlers: { admin: backend.handlers } } }, beforeEach: () => backend.reset() };
}

export const adminStorySessions = ['signed-in', 'signed-out', 'expired'] as const;
export type AdminStorySession = (typeof adminStorySessions)[number];

export interface AdminPageStoryProps {
  /** The URL the story opens, e.g. '/admin/chapters?subjectId=1'. */
  url: string;
  /** Signed in with a token, never signed in, or just refused by the server. */
  session?: AdminStorySession;
}

function adminSessionFor(state: AdminStorySession) {
  const signedIn = { [ADMIN_TOKEN_KEY]: adminTokenFixture, [ADMIN_REFRESH_TOKEN_KEY]: adminRefreshTokenFixture };
  const store = createAdminSessionStore(createMemoryStorage(state === 'signed-out' ? {} : signedIn), null);
  if (state === 'expired') store.expire();
  return store;
}

// Storybook's preview loads KaTeX's stylesheet itself (from source, no build needed).
const storyRoutes = createAdminRoutes(async () => undefined);

export function AdminPageStory({ url, session = 'signed-in' }: AdminPageStoryProps) {
  // Created once per story render: a fresh session and router, nothing shared between stories.
  const [adminSession] = useState(() => adminSessionFor(session));
  const [studentSession] = useState(() => createInMemorySession());
  const [router] = useState(() =>
    createMemoryRouter([...storyRoutes, { path: '*', Component: NavigatedTo }], { initialEntries: [url] }),
  );
  return (
    <AppProviders session={studentSession} swrProvider={() => new Map()}>
      {/* A failed request shows its error state at once and stays there (no retry timer in screenshots). */}
      <SWRConfig value={{ shouldRetryOnError: false }}>
        <AdminProvider session={adminSession}>
          <RouterProvider router={router} />
        </AdminProvider>
      </SWRConfig>
    </AppProviders>
  );
}
