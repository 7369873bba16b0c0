import { authMessages, paths } from '@study/contract';
import type { AuthData } from '@study/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { createInMemorySession } from './inMemorySession';
import { SessionProvider } from './SessionProvider';
import type { SessionStore } from './sessionStore';
import { useSession } from './useSession';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
// The real @study/ui needs vanilla-extract's build step; these tests only need its toast calls.
vi.mock('@study/ui', () => ({ showToast: toast }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => vi.clearAllMocks());

const user = { id: 7, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '8', school: null };
const auth: AuthData = { accessToken: 'access-1', refreshToken: 'refresh-1', user };
const ok = (data: unknown, message = '') => HttpResponse.json({ success: true, data, message });
const fail = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, code, message }, { status });

function renderSession(store: SessionStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionProvider store={store}>{children}</SessionProvider>
    </SWRConfig>
  );
  return renderHook(() => useSession(), { wrapper });
}

describe('useSession: login', () => {
  it('signs in, stores the session and shows the success toast', async () => {
    let body: unknown;
    server.use(
      http.post(paths.login, async ({ request }) => {
        body = await request.json();
        return ok(auth, authMessages.loggedIn);
      }),
    );
    const store = createInMemorySession();
    const { result } = renderSession(store);
    expect(result.current.status).toBe('anonymous');

    let success = false;
    await act(async () => {
      success = await result.current.login({ username: 'riya', password: 'secret-123' });
    });
    expect(success).toBe(true);
    expect(body).toEqual({ username: 'riya', password: 'secret-123' });
    expect(result.current).toMatchObject({ status: 'authenticated', user, accessToken: 'access-1' });
    expect(toast.success).toHaveBeenCalledWith(authMessages.loggedIn);
  });

  it.each([
    [
      'wrong credentials',
      () => fail(401, 'INVALID_CREDENTIALS', authMessages.invalidCredentials),
      authMessages.invalidCredentials,
    ],
    [
      'a disabled account',
      () => fail(403, 'ACCOUNT_DISABLED', authMessages.accountDisabled),
      authMessages.accountDisabled,
    ],
    [
      'throttling',
      () => fail(429, 'TOO_MANY_ATTEMPTS', authMessages.tooManyAttempts(3)),
      authMessages.tooManyAttempts(3),
    ],
    ['a server error', () => fail(500, 'INTERNAL_ERROR', 'boom'), messages.auth.serverProblem],
    ['no network', () => HttpResponse.error(), messages.auth.connectionProblem],
    ['an answer without accessToken', () => ok({ refreshToken: 'r', user }), messages.auth.loginTokenMissing],
    ['an answer of another format', () => ok('signed in'), messages.auth.loginUnexpectedFormat],
    ['a body that is no envelope', () => HttpResponse.json({ token: 'x' }), messages.auth.loginUnexpectedFormat],
  ])('fails with a toast on %s', async (_name, answer, title) => {
    server.use(http.post(paths.login, answer));
    const store = createInMemorySession();
    const { result } = renderSession(store);
    let success = true;
    await act(async () => {
      success = await result.current.login({ username: 'riya', password: 'x' });
    });
    expect(success).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(title, undefined);
    expect(store.getSnapshot().status).toBe('anonymous');
  });
});

describe('useSession: register', () => {
  const payload = {
    name: 'রিয়া',
    username: 'riya',
    password: 'secret-123',
    phone: '+8801712345678',
    class: '8' as const,
  };

  it('registers, signs in and shows the success toast', async () => {
    server.use(
      http.post(paths.register, () => HttpResponse.json({ success: true, data: auth, message: '' }, { status: 201 })),
    );
    const { result } = renderSession(createInMemorySession());
    let success = false;
    await act(async () => {
      success = await result.current.register(payload);
    });
    expect(success).toBe(true);
    expect(result.current.status).toBe('authenticated');
    expect(toast.success).toHaveBeenCalledWith(authMessages.registered);
  });

  it('maps a taken username, and shows a validation reason as the second line', async () => {
    server.use(http.post(paths.register, () => fail(409, 'USERNAME_TAKEN', authMessages.usernameTaken)));
    const { result } = renderSession(createInMemorySession());
    await act(async () => {
      await result.current.register(payload);
    });
    expect(toast.error).toHaveBeenLastCalledWith(authMessages.usernameTaken, undefined);

    server.use(http.post(paths.register, () => fail(400, 'INVALID_PHONE', 'সঠিক মোবাইল নম্বর দাও')));
    await act(async () => {
      await result.current.register(payload);
    });
    expect(toast.error).toHaveBeenLastCalledWith(messages.auth.invalidPhone, { description: 'সঠিক মোবাইল নম্বর দাও' });
  });
});

describe('useSession: logout and expiry', () => {
  it('tells the server with the bearer and refresh token, clears local data and toasts', async () => {
    let seen: { authorization: string | null; body: unknown } | undefined;
    server.use(
      http.post(paths.logout, async ({ request }) => {
        seen = { authorization: request.headers.get('Authorization'), body: await request.json() };
        return ok(null);
      }),
    );
    const store = createInMemorySession(auth);
    const { result } = renderSession(store);
    await act(async () => {
      await result.current.logout();
    });
    expect(seen).toEqual({ authorization: 'Bearer access-1', body: { refreshToken: 'refresh-1' } });
    expect(result.current.status).toBe('anonymous');
    expect(toast.success).toHaveBeenCalledWith(authMessages.loggedOut);
  });

  it('ignores a failing logout call', async () => {
    server.use(http.post(paths.logout, () => HttpResponse.error()));
    const store = createInMemorySession(auth);
    const { result } = renderSession(store);
    await act(async () => {
      await result.current.logout();
    });
    expect(result.current.status).toBe('anonymous');
    expect(toast.success).toHaveBeenCalledWith(authMessages.loggedOut);
  });

  it('shows the session-expired info toast when the session ends by itself', async () => {
    const store = createInMemorySession(auth);
    const { result } = renderSession(store);
    act(() => store.endSession('expired'));
    expect(result.current.status).toBe('anonymous');
    expect(toast.info).toHaveBeenCalledExactlyOnceWith(authMessages.sessionExpired);
    act(() => {
      store.signIn(auth);
      store.endSession('revoked');
    });
    expect(toast.info).toHaveBeenLastCalledWith(authMessages.sessionRevokedForSafety);
  });

  it('is loading while a saved session with an expired token is renewed, then signed in', async () => {
    server.use(http.post(paths.refreshToken, () => ok({ accessToken: 'access-2', refreshToken: 'refresh-2' })));
    const expiredJwt = `${btoa('{"alg":"HS256"}')}.${btoa('{"exp":1}')}.sig`;
    const store = createInMemorySession({ ...auth, accessToken: expiredJwt });
    expect(store.getSnapshot().status).toBe('loading');
    const { result } = renderSession(store);
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.accessToken).toBe('access-2');
  });

  it('replaces the user with setUser', async () => {
    const { result } = renderSession(createInMemorySession(auth));
    act(() => result.current.setUser({ ...user, name: 'নতুন' }));
    await waitFor(() => expect(result.current.user?.name).toBe('নতুন'));
  });
});
