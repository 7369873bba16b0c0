import type { AuthData } from '@study/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../mocks/fixtures';
import { createInMemorySession } from '../session/inMemorySession';
import { SessionProvider } from '../session/SessionProvider';
import type { SessionStore } from '../session/sessionStore';
import { PublicOnly } from './PublicOnly';
import { RequireSession } from './RequireSession';

const signedIn: AuthData = { accessToken: 'access', refreshToken: 'refresh', user: demoUser };

/** The app's guard layout (routes.tsx) around stand-in pages. */
function renderAt(url: string, session: SessionStore) {
  const router = createMemoryRouter(
    [
      {
        Component: PublicOnly,
        children: [
          { path: '/', element: <p>landing</p> },
          { path: '/login', element: <p>login</p> },
        ],
      },
      {
        Component: RequireSession,
        children: [
          { path: '/dashboard', element: <p>dashboard</p> },
          { path: '/subjects/:subjectId', element: <p>subject</p> },
          { path: '/profile', element: <p>profile</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <SessionProvider store={session}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

const at = (router: ReturnType<typeof renderAt>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('route guards', () => {
  afterEach(cleanup);

  it('sends a visitor to /login and, after login, back to where they were going', async () => {
    const session = createInMemorySession();
    const router = renderAt('/subjects/3?tab=x', session);
    expect(await screen.findByText('login')).toBeTruthy();
    expect(at(router)).toBe('/login');
    act(() => session.signIn(signedIn));
    expect(await screen.findByText('subject')).toBeTruthy();
    expect(at(router)).toBe('/subjects/3?tab=x');
  });

  it('sends a signed-in student from / and /login to the dashboard', async () => {
    for (const url of ['/', '/login']) {
      const router = renderAt(url, createInMemorySession(signedIn));
      expect(await screen.findByText('dashboard')).toBeTruthy();
      expect(at(router)).toBe('/dashboard');
      cleanup();
    }
  });

  it('lands on /login when the session ends on a protected page', async () => {
    const session = createInMemorySession(signedIn);
    const router = renderAt('/dashboard', session);
    expect(await screen.findByText('dashboard')).toBeTruthy();
    act(() => session.endSession());
    expect(await screen.findByText('login')).toBeTruthy();
    expect(at(router)).toBe('/login');
  });

  it('starts the next login on the dashboard after a logout, not on the page left behind', async () => {
    const session = createInMemorySession(signedIn);
    const router = renderAt('/profile', session);
    expect(await screen.findByText('profile')).toBeTruthy();
    act(() => session.endSession());
    expect(await screen.findByText('login')).toBeTruthy();
    act(() => session.signIn(signedIn));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(at(router)).toBe('/dashboard');
  });

  it("shows 'Loading...' while a saved session is being renewed", async () => {
    // An access token that expired long ago: the store renews it before it trusts the session.
    const expired = `e30.${btoa(JSON.stringify({ exp: 1 }))}.sig`;
    const session = createInMemorySession(
      { ...signedIn, accessToken: expired },
      { refresh: () => new Promise(() => undefined) },
    );
    expect(session.getSnapshot().status).toBe('loading');
    renderAt('/dashboard', session);
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('dashboard')).toBeNull();
  });
});
