/** localStorage key of the admin token (spec §3/§4). Separate from the student session's keys. */
export const ADMIN_TOKEN_KEY = 'adminToken';

/** Shown on the login page after the server refused the stored token (expired or revoked). */
export const adminSessionExpiredMessage = 'Your admin session has expired. Please sign in again.';

export interface AdminSessionState {
  token: string | null;
  /** The last token was refused by the server (not a logout): the login page says so. */
  expired: boolean;
}

/**
 * The admin's login, kept apart from the student session: one token, no refresh (an admin token
 * lasts 60 minutes, then the admin signs in again). A plain store for `useSyncExternalStore`.
 */
export interface AdminSessionStore {
  /** The same object until something changes, as `useSyncExternalStore` requires. */
  getSnapshot(): AdminSessionState;
  subscribe(listener: () => void): () => void;
  /** The current token, for the API client's auth header. */
  getToken(): string | null;
  signIn(token: string): void;
  /** Logout: the token is removed in this tab and, through the storage event, in every other. */
  signOut(): void;
  /** The server answered 401 to this token: drop it and let the login page explain. */
  expire(): void;
  /** Forget that the last session expired (the login page has shown the message). */
  acknowledgeExpiry(): void;
}

function readToken(storage: Storage): string | null {
  try {
    return storage.getItem(ADMIN_TOKEN_KEY) || null;
  } catch {
    // Storage can throw (disabled cookies, private mode): then nobody is signed in.
    return null;
  }
}

function writeToken(storage: Storage, token: string | null): void {
  try {
    if (token === null) storage.removeItem(ADMIN_TOKEN_KEY);
    else storage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // The in-memory state still changes; only persistence across reloads is lost.
  }
}

/**
 * `target` delivers the other tabs' `storage` events (the window); pass `null` to skip cross-tab
 * sync, e.g. for an in-memory store in stories. The store follows them for as long as it lives:
 * the app has one, for the whole page.
 */
export function createAdminSessionStore(
  storage: Storage = window.localStorage,
  target: Pick<Window, 'addEventListener'> | null = typeof window === 'undefined' ? null : window,
): AdminSessionStore {
  let state: AdminSessionState = { token: readToken(storage), expired: false };
  const listeners = new Set<() => void>();

  function set(next: AdminSessionState): void {
    if (next.token === state.token && next.expired === state.expired) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  // Another tab signed in or out: follow it. `key === null` means that tab cleared the storage.
  target?.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== null && event.key !== ADMIN_TOKEN_KEY) return;
    if (event.storageArea && event.storageArea !== storage) return;
    set({ token: readToken(storage), expired: false });
  });

  return {
    getSnapshot: () => state,
    getToken: () => state.token,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn(token) {
      if (!token) throw new Error('An admin token cannot be empty');
      writeToken(storage, token);
      set({ token, expired: false });
    },
    signOut() {
      writeToken(storage, null);
      set({ token: null, expired: false });
    },
    expire() {
      // Several requests may fail with 401 at once: only a live session expires.
      if (state.token === null) return;
      writeToken(storage, null);
      set({ token: null, expired: true });
    },
    acknowledgeExpiry() {
      set({ ...state, expired: false });
    },
  };
}
