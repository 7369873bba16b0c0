// For page stories: a page as the app renders it (session, SWR, toasts, router, and the shell for
// signed-in pages), with the API answered by the story's MSW handlers.
import type { User } from '@study/contract';
import { showToast } from '@study/ui';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from '../AppProviders';
import { PublicOnly } from '../guards/PublicOnly';
import { AuthenticatedLayout } from '../layout/AuthenticatedLayout';
import type { RouteHandle } from '../layout/routeHandle';
import type { PageKey } from '../messages';
import { createInMemorySession } from '../session/inMemorySession';
import { demoUser } from './fixtures';

/** Where a link or redirect led: stories assert on it instead of leaving the page. */
export function NavigatedTo() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <p data-testid="navigated-to">{`${pathname}${search}`}</p>
    </main>
  );
}

export interface PageStoryProps {
  Component: ComponentType;
  /** The route's path pattern, e.g. '/subjects/:subjectId'. */
  path: string;
  /** The URL the story opens, e.g. '/subjects/1'; `path` by default. */
  url?: string;
  page: PageKey;
  /** Signed-in pages render inside the shell; public ones alone. */
  shell?: boolean;
  /** The signed-in student; null for a visitor. */
  user?: User | null;
  /** Behind the / and /login guard, which sends a signed-in student on to the dashboard. */
  publicOnly?: boolean;
}

function sessionFor(user: User | null) {
  const data = user && { accessToken: 'story-access-token', refreshToken: 'story-refresh-token', user };
  // No background refresh during a story.
  return createInMemorySession(data, { refreshIntervalMs: 2 ** 30 });
}

export function PageStory({
  Component,
  path,
  url = path,
  page,
  shell = true,
  user = demoUser,
  publicOnly = false,
}: PageStoryProps) {
  // Created once per story render: a fresh session and router, nothing shared between stories.
  const [session] = useState(() => {
    // Toasts live in one module-wide queue and the window keeps its scroll position: the previous
    // story's must not show up in this one.
    showToast.dismiss();
    window.scrollTo(0, 0);
    return sessionFor(user);
  });
  const [router] = useState(() => {
    const handle: RouteHandle = { page };
    const route: RouteObject = { path, handle, Component };
    const layout = shell ? AuthenticatedLayout : publicOnly ? PublicOnly : undefined;
    return createMemoryRouter(
      [layout ? { Component: layout, children: [route] } : route, { path: '*', Component: NavigatedTo }],
      { initialEntries: [url] },
    );
  });
  return (
    <AppProviders session={session} swrProvider={() => new Map()}>
      {/* A failed request shows its error state at once and stays there (no retry timer in screenshots). */}
      <SWRConfig value={{ shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </AppProviders>
  );
}
