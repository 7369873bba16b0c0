import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_REFRESH_TOKEN_KEY, ADMIN_TOKEN_KEY, createAdminSessionStore } from './adminSession';

/** A login's tokens: `t` and its refresh token. */
const tokens = (token: string) => ({ accessToken: token, refreshToken: `${token}-refresh` });

afterEach(() => {
  window.localStorage.clear();
});

function otherTabWrites(token: string | null): void {
  // Another tab's write reaches this one as a storage event; the storage already holds the value.
  if (token === null) window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  else window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  window.dispatchEvent(
    new StorageEvent('storage', { key: ADMIN_TOKEN_KEY, newValue: token, storageArea: window.localStorage }),
  );
}

describe('createAdminSessionStore', () => {
  it('starts from the token stored by an earlier visit', () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
    const store = createAdminSessionStore();
    expect(store.getSnapshot()).toEqual({ token: 'stored-token', expired: false });
    expect(store.getToken()).toBe('stored-token');
  });

  it('starts signed out without a stored token, and treats an empty value as none', () => {
    expect(createAdminSessionStore().getToken()).toBeNull();
    window.localStorage.setItem(ADMIN_TOKEN_KEY, '');
    expect(createAdminSessionStore().getToken()).toBeNull();
  });

  it('stores the tokens on sign-in under adminToken and adminRefreshToken, apart from the student keys, and removes them on sign-out', () => {
    const store = createAdminSessionStore();
    store.signIn(tokens('admin-jwt'));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-jwt');
    expect(window.localStorage.getItem(ADMIN_REFRESH_TOKEN_KEY)).toBe('admin-jwt-refresh');
    expect(store.getRefreshToken()).toBe('admin-jwt-refresh');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    store.signOut();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_REFRESH_TOKEN_KEY)).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(store.getSnapshot()).toEqual({ token: null, expired: false });
  });

  it('refuses an empty token or refresh token', () => {
    expect(() => createAdminSessionStore().signIn(tokens(''))).toThrow('An admin token cannot be empty');
    expect(() => createAdminSessionStore().signIn({ accessToken: 'a', refreshToken: '' })).toThrow(
      'An admin token cannot be empty',
    );
  });

  it('keeps renewed tokens, but not once the login ended while the renewal ran', () => {
    const store = createAdminSessionStore();
    store.signIn(tokens('first'));
    expect(store.renewed('first-refresh', tokens('second'))).toBe(true);
    expect(store.getToken()).toBe('second');
    expect(window.localStorage.getItem(ADMIN_REFRESH_TOKEN_KEY)).toBe('second-refresh');
    store.signOut();
    expect(store.renewed('second-refresh', tokens('third'))).toBe(false);
    expect(store.getToken()).toBeNull();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('takes the tokens another tab saved, before any storage event has arrived', () => {
    const store = createAdminSessionStore(window.localStorage, null);
    store.signIn(tokens('mine'));
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'theirs');
    window.localStorage.setItem(ADMIN_REFRESH_TOKEN_KEY, 'theirs-refresh');
    expect(store.getRefreshToken()).toBe('mine-refresh');
    expect(store.syncFromStorage()).toEqual({ token: 'theirs', refreshToken: 'theirs-refresh' });
    expect(store.getToken()).toBe('theirs');
    expect(store.getRefreshToken()).toBe('theirs-refresh');
  });

  it('keeps the snapshot object until something changes, and notifies subscribers of changes only', () => {
    const store = createAdminSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.signOut(); // already signed out: nothing changes
    expect(listener).not.toHaveBeenCalled();
    store.signIn(tokens('t1'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(first);
    unsubscribe();
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('expires a refused token once, remembering why until the login page acknowledges it', () => {
    const store = createAdminSessionStore();
    store.signIn(tokens('old-token'));
    const listener = vi.fn();
    store.subscribe(listener);
    store.expire();
    store.expire(); // a second concurrent 401
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ token: null, expired: true });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_REFRESH_TOKEN_KEY)).toBeNull();
    store.acknowledgeExpiry();
    expect(store.getSnapshot()).toEqual({ token: null, expired: false });
  });

  it('does not mark a signed-out session as expired', () => {
    const store = createAdminSessionStore();
    store.expire();
    expect(store.getSnapshot().expired).toBe(false);
  });

  it('clears the expiry on the next sign-in', () => {
    const store = createAdminSessionStore();
    store.signIn(tokens('a'));
    store.expire();
    store.signIn(tokens('b'));
    expect(store.getSnapshot()).toEqual({ token: 'b', expired: false });
  });

  it('follows sign-in and sign-out in other tabs', () => {
    const store = createAdminSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    otherTabWrites('from-other-tab');
    expect(store.getToken()).toBe('from-other-tab');
    otherTabWrites(null);
    expect(store.getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows another tab renewing the login', () => {
    const store = createAdminSessionStore();
    store.signIn(tokens('one'));
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'two');
    window.localStorage.setItem(ADMIN_REFRESH_TOKEN_KEY, 'two-refresh');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: ADMIN_REFRESH_TOKEN_KEY,
        newValue: 'two-refresh',
        storageArea: window.localStorage,
      }),
    );
    expect(store.getToken()).toBe('two');
    expect(store.getRefreshToken()).toBe('two-refresh');
  });

  it('follows another tab clearing the whole storage, and ignores other keys', () => {
    const store = createAdminSessionStore();
    store.signIn(tokens('mine'));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'accessToken', newValue: 'x', storageArea: window.localStorage }),
    );
    expect(store.getToken()).toBe('mine');
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    expect(store.getToken()).toBeNull();
  });

  it('works on any storage without cross-tab sync', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as Storage;
    const store = createAdminSessionStore(storage, null);
    store.signIn(tokens('memory'));
    expect(values.get(ADMIN_TOKEN_KEY)).toBe('memory');
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('keeps working in memory when the storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const store = createAdminSessionStore(storage, null);
    expect(store.getToken()).toBeNull();
    store.signIn(tokens('t'));
    expect(store.getToken()).toBe('t');
    store.signOut();
    expect(store.getToken()).toBeNull();
  });
});
