import type { AuthData, RefreshData } from '@study/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createMemoryStorage } from './memoryStorage';
import { backgroundRefreshMs, clearLocalUserData, createSessionStore, jwtExpiry } from './sessionStore';

const user = { id: 7, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '8', school: null };
const saved = { accessToken: 'access-1', refreshToken: 'refresh-1', user: JSON.stringify(user) };
const renewed: RefreshData = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const anonymous = { status: 'anonymous', user: null, accessToken: null, refreshToken: null };

/** A JWT-shaped token whose payload says `exp` (seconds); the signature is irrelevant to the client. */
function jwt(exp: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: '7', exp })}.signature`;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('restoring the saved session', () => {
  it('restores tokens and user from storage', () => {
    const store = createSessionStore(createMemoryStorage(saved), { locks: null });
    expect(store.getSnapshot()).toEqual({
      status: 'authenticated',
      user,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
  });

  it('is signed out with nothing saved', () => {
    expect(createSessionStore(createMemoryStorage()).getSnapshot()).toEqual(anonymous);
  });

  it.each([
    ['corrupt user JSON', { ...saved, user: '{"id":7,' }],
    ['a user of the wrong shape', { ...saved, user: '{"id":"x"}' }],
    ['a user without tokens', { user: saved.user }],
    ['tokens without a user', { accessToken: 'a', refreshToken: 'r' }],
    ['an expired token that cannot be renewed', { accessToken: jwt(1), user: saved.user }],
  ])('clears %s instead of crashing', (_name, entries) => {
    const storage = createMemoryStorage({ ...entries, 'tutorChat:12': '[]', theme: 'dark' });
    const store = createSessionStore(storage);
    expect(store.getSnapshot()).toEqual(anonymous);
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('tutorChat:12')).toBeNull();
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('renews an expired access token at start, loading meanwhile', async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const reply = deferred<RefreshData>();
    const refresh = vi.fn(() => reply.promise);
    const storage = createMemoryStorage({ ...saved, accessToken: jwt(now / 1000 - 60) });
    const store = createSessionStore(storage, { refresh, now: () => now, locks: null });
    expect(store.getSnapshot().status).toBe('loading');
    const stop = store.start();
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    reply.resolve(renewed);
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('authenticated'));
    expect(storage.getItem('accessToken')).toBe('access-2');
    stop();
  });

  it('keeps a saved session whose start-up refresh cannot reach the server', async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const refresh = vi.fn(() => Promise.reject(new ApiError('Failed to fetch', 0)));
    const storage = createMemoryStorage({ ...saved, accessToken: jwt(now / 1000 - 60) });
    const store = createSessionStore(storage, { refresh, now: () => now, locks: null });
    const stop = store.start();
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('authenticated'));
    expect(store.getSnapshot().user).toEqual(user);
    stop();
  });

  it('reads the expiry of a JWT, and none of other tokens', () => {
    expect(jwtExpiry(jwt(1_800_000_000))).toBe(1_800_000_000_000);
    expect(jwtExpiry('demo-token')).toBeNull();
    expect(jwtExpiry('a.!!!.c')).toBeNull();
  });
});

describe('changing the session', () => {
  const auth: AuthData = { accessToken: 'a', refreshToken: 'r', user };

  it('saves a login, notifies subscribers, and keeps one snapshot object between changes', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn(auth);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', accessToken: 'a' });
    expect(JSON.parse(storage.getItem('user')!)).toEqual(user);
  });

  it('replaces the user, but never creates a session by it', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.setUser(user);
    expect(store.getSnapshot()).toEqual(anonymous);
    store.signIn(auth);
    store.setUser({ ...user, name: 'নতুন নাম' });
    expect(JSON.parse(storage.getItem('user')!)).toMatchObject({ name: 'নতুন নাম' });
  });

  it('signs out: session keys and tutor histories go, other keys stay, no expiry event', () => {
    const storage = createMemoryStorage({ ...saved, 'tutorChat:1': '[]', 'tutorChat:2': '[]', adminToken: 'x' });
    const store = createSessionStore(storage);
    const expired = vi.fn();
    store.onSessionExpired(expired);
    store.signOut();
    expect(store.getSnapshot()).toEqual(anonymous);
    expect(storage.length).toBe(1);
    expect(storage.getItem('adminToken')).toBe('x');
    expect(expired).not.toHaveBeenCalled();
  });

  it('clearLocalUserData works on localStorage by default', () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('tutorChat:5', '[]');
    localStorage.setItem('studyTimer', '{"status":"idle"}');
    localStorage.setItem('keep', '1');
    clearLocalUserData();
    expect(Object.keys(localStorage)).toEqual(['keep']);
  });

  it('does not bring a session back when logout happens during a refresh', async () => {
    const reply = deferred<RefreshData>();
    const storage = createMemoryStorage(saved);
    const store = createSessionStore(storage, { refresh: () => reply.promise, locks: null });
    const renewal = store.refreshAccessToken();
    store.signOut();
    reply.resolve(renewed);
    await expect(renewal).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(store.getSnapshot()).toEqual(anonymous);
    expect(storage.getItem('accessToken')).toBeNull();
  });

  it('refreshes inside the cross-tab lock', async () => {
    const names: string[] = [];
    const locks = {
      request: ((name: string, callback: () => Promise<unknown>) => (
        names.push(name),
        callback()
      )) as unknown as LockManager['request'],
    };
    const store = createSessionStore(createMemoryStorage(saved), { refresh: () => Promise.resolve(renewed), locks });
    await expect(store.refreshAccessToken()).resolves.toBe('access-2');
    expect(names).toEqual(['study-session-refresh']);
  });

  it("uses the browser's navigator.locks by default, sharing one request", async () => {
    const refresh = vi.fn(() => Promise.resolve(renewed));
    const store = createSessionStore(createMemoryStorage(saved), { refresh });
    const tokens = await Promise.all([store.refreshAccessToken('access-1'), store.refreshAccessToken('access-1')]);
    expect(tokens).toEqual(['access-2', 'access-2']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("adopts another tab's renewal instead of spending the used refresh token", async () => {
    const storage = createMemoryStorage(saved);
    const refresh = vi.fn(() => Promise.resolve(renewed));
    const store = createSessionStore(storage, { refresh, locks: null });
    // Another tab renewed: the storage holds newer tokens than this tab's memory.
    storage.setItem('accessToken', 'access-from-other-tab');
    storage.setItem('refreshToken', 'refresh-from-other-tab');
    await expect(store.refreshAccessToken()).resolves.toBe('access-from-other-tab');
    expect(refresh).not.toHaveBeenCalled();
    expect(store.getSnapshot().refreshToken).toBe('refresh-from-other-tab');
  });
});

describe('other tabs', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  function otherTabWrites(change: () => void, key: string | null) {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  }

  it('follows a login and a logout made in another tab', () => {
    const store = createSessionStore(localStorage, { locks: null });
    const stop = store.start();
    const listener = vi.fn();
    store.subscribe(listener);

    otherTabWrites(() => {
      for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
    }, 'user');
    expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', user, accessToken: 'access-1' });

    otherTabWrites(() => localStorage.clear(), null);
    expect(store.getSnapshot()).toEqual(anonymous);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('renews when another tab leaves an access token that has expired', async () => {
    const refresh = vi.fn(() => Promise.resolve(renewed));
    const store = createSessionStore(localStorage, { refresh, locks: null });
    const stop = store.start();
    otherTabWrites(() => {
      for (const [key, value] of Object.entries({ ...saved, accessToken: jwt(1) })) localStorage.setItem(key, value);
    }, 'user');
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    await vi.waitFor(() =>
      expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', accessToken: 'access-2' }),
    );
    stop();
  });

  it('ignores unrelated keys, and stops listening when stopped', () => {
    const store = createSessionStore(localStorage, { locks: null });
    const stop = store.start();
    const listener = vi.fn();
    store.subscribe(listener);
    otherTabWrites(() => localStorage.setItem('tutorChat:3', '[]'), 'tutorChat:3');
    expect(listener).not.toHaveBeenCalled();
    stop();
    otherTabWrites(() => {
      for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
    }, 'user');
    expect(store.getSnapshot()).toEqual(anonymous);
  });
});

describe('background refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });

  it('renews every 3,300,000 ms while a refresh token exists', async () => {
    const refresh = vi.fn(() => Promise.resolve(renewed));
    const storage = createMemoryStorage(saved);
    const store = createSessionStore(storage, { refresh, locks: null });
    const stop = store.start();

    vi.advanceTimersByTime(backgroundRefreshMs - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    await vi.waitFor(() => expect(store.getSnapshot().accessToken).toBe('access-2'));
    expect(storage.getItem('refreshToken')).toBe('refresh-2');

    vi.advanceTimersByTime(backgroundRefreshMs);
    expect(refresh).toHaveBeenLastCalledWith('refresh-2');
    stop();
    vi.advanceTimersByTime(backgroundRefreshMs * 3);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does nothing while signed out', () => {
    const refresh = vi.fn(() => Promise.resolve(renewed));
    const stop = createSessionStore(createMemoryStorage(), { refresh, locks: null }).start();
    vi.advanceTimersByTime(backgroundRefreshMs * 2);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('clears local data when the server refuses the refresh', async () => {
    const refresh = vi.fn(() => Promise.reject(new ApiError('x', 401, 'INVALID_REFRESH_TOKEN')));
    const storage = createMemoryStorage({ ...saved, 'tutorChat:9': '[]' });
    const store = createSessionStore(storage, { refresh, locks: null });
    const expired = vi.fn();
    store.onSessionExpired(expired);
    const stop = store.start();
    vi.advanceTimersByTime(backgroundRefreshMs);
    await vi.waitFor(() => expect(store.getSnapshot()).toEqual(anonymous));
    expect(storage.length).toBe(0);
    expect(expired).toHaveBeenCalledExactlyOnceWith('expired');
    stop();
  });

  it('keeps the session when the server cannot be reached, and tries again next time', async () => {
    const refresh = vi
      .fn<(token: string) => Promise<RefreshData>>()
      .mockRejectedValueOnce(new ApiError('Failed to fetch', 0))
      .mockResolvedValueOnce(renewed);
    const store = createSessionStore(createMemoryStorage(saved), { refresh, locks: null });
    const stop = store.start();
    vi.advanceTimersByTime(backgroundRefreshMs);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Let the failed attempt settle (setTimeout is not faked here).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getSnapshot().status).toBe('authenticated');
    vi.advanceTimersByTime(backgroundRefreshMs);
    await vi.waitFor(() => expect(store.getSnapshot().accessToken).toBe('access-2'));
    stop();
  });
});
