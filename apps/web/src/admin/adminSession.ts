import type { RefreshData } from '@study/contract';

/** localStorage key of the admin token (spec §3/§4). Separate from the student session's keys. */
export const ADMIN_TOKEN_KEY = 'adminToken';
/** localStorage key of the admin login's refresh token (issue 20.6: admin logins are sessions). */
export const ADMIN_REFRESH_TOKEN_KEY = 'adminRefreshToken';

/** Shown on the login page after the server refused the stored token (expired or revoked). */
export const adminSessionExpiredMessage = 'Your admin session has expired. Please sign in again.';

export interface AdminSessionState {
  token: string | null;
  /** The last token was refused by the server (not a logout): the login page says so. */
  expired: boolean;
}

/** The tokens of an admin login, as admin login and refresh answer them. */
export type AdminTokens = Pick<RefreshData, 'accessToken' | 'refreshToken'>;

/**
 * The admin's login, kept apart from the student session: a 60-minute access token and the
 * refresh token that renews it (the API client renews on a 401, see adminApi.ts). A plain store
 * for `useSyncExternalStore`; the refresh token stays out of the snapshot, as no page shows it.
 */
export interface AdminSessionStore {
  /** The same object until something changes, as `useSyncExternalStore` requires. */
  getSnapshot(): AdminSessionState;
  subscribe(listener: () => void): () => void;
  /** The current token, for the API client's auth header. */
  getToken(): string | null;
  getRefreshToken(): string | null;
  signIn(tokens: AdminTokens): void;
  /**
   * Takes what another tab saved since (the storage has the last word) and returns the tokens
   * now held. Run before spending the refresh token: another tab may have spent it already.
   */
  syncFromStorage(): { token: string | null; refreshToken: string | null };
  /** A refresh spent `presented` and got `tokens`: kept unless the login ended meanwhile. */
  renewed(presented: string, tokens: AdminTokens): boolean;
  /** Logout: the tokens are removed in this tab and, through the storage event, in every other. */
  signOut(): void;
  /** The server answered 401 to this token: drop it and let the login page explain. */
  expire(): void;
  /** Forget that the last session expired (the login page has shown the message). */
  acknowledgeExpiry(): void;
}

interface Stored {
  token: string | null;
  refreshToken: string | null;
}

/** What the storage holds, or `undefined` when it cannot be read (disabled cookies, private mode). */
function readStored(storage: Storage): Stored | undefined {
  try {
    return {
      token: storage.getItem(ADMIN_TOKEN_KEY) || null,
      refreshToken: storage.getItem(ADMIN_REFRESH_TOKEN_KEY) || null,
    };
  } catch {
    return undefined;
  }
}

function writeStored(storage: Storage, { token, refreshToken }: Stored): void {
  try {
    for (const [key, value] of [
      [ADMIN_TOKEN_KEY, token],
      [ADMIN_REFRESH_TOKEN_KEY, refreshToken],
    ] as const) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
  } catch {
    // The in-memory state still changes; only persistence across reloads is lost.
  }
}

const signedOut: Stored = { token: null, refreshToken: null };

/**
 * `target` delivers the other tabs' `storage` events (the window); pass `null` to skip cross-tab
 * sync, e.g. for an in-memory store in stories. The store follows them for as long as it lives:
 * the app has one, for the whole page.
 */
export function createAdminSessionStore(
  storage: Storage = window.localStorage,
  target: Pick<Window, 'addEventListener'> | null = typeof window === 'undefined' ? null : window,
): AdminSessionStore {
  let held: Stored = readStored(storage) ?? signedOut;
  let state: AdminSessionState = { token: held.token, expired: false };
  const listeners = new Set<() => void>();

  function set(next: Stored, expired: boolean): void {
    held = next;
    if (next.token === state.token && expired === state.expired) return;
    state = { token: next.token, expired };
    for (const listener of [...listeners]) listener();
  }

  function save(next: Stored, expired = false): void {
    writeStored(storage, next);
    set(next, expired);
  }

  function syncFromStorage(): Stored {
    const stored = readStored(storage);
    if (stored && (stored.token !== held.token || stored.refreshToken !== held.refreshToken)) set(stored, false);
    return held;
  }

  // Another tab signed in, out or renewed: follow it. `key === null` means that tab cleared the storage.
  target?.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== null && event.key !== ADMIN_TOKEN_KEY && event.key !== ADMIN_REFRESH_TOKEN_KEY) return;
    if (event.storageArea && event.storageArea !== storage) return;
    syncFromStorage();
  });

  return {
    getSnapshot: () => state,
    getToken: () => state.token,
    getRefreshToken: () => held.refreshToken,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn({ accessToken, refreshToken }) {
      if (!accessToken || !refreshToken) throw new Error('An admin token cannot be empty');
      save({ token: accessToken, refreshToken });
    },
    syncFromStorage,
    renewed(presented, { accessToken, refreshToken }) {
      // Logged out (here or in another tab) while the request ran: do not bring the login back.
      if (held.refreshToken !== presented) return false;
      save({ token: accessToken, refreshToken });
      return true;
    },
    signOut() {
      save(signedOut);
    },
    expire() {
      // Several requests may fail with 401 at once: only a live session expires.
      if (state.token === null) return;
      save(signedOut, true);
    },
    acknowledgeExpiry() {
      set(held, false);
    },
  };
}
