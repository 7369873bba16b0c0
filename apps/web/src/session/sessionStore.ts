import { paths, refreshDataSchema, userSchema } from '@study/contract';
import type { AuthData, RefreshData, User } from '@study/contract';
import { ApiError } from '../api/ApiError';
import { createApiClient } from '../api/createApiClient';
import type { ApiClient, ApiSession } from '../api/createApiClient';
import { oneRenewalAtATime } from '../api/renewal';

/** localStorage keys of the session (spec §3). */
export const sessionKeys = { accessToken: 'accessToken', refreshToken: 'refreshToken', user: 'user' } as const;
/** Every per-topic tutor history key starts with this; the history is the user's, so logout removes it. */
export const tutorHistoryKeyPrefix = 'tutorChat:';
/** The session study timer (started, paused, time so far): the student's, so logout removes it. */
export const studyTimerKey = 'studyTimer';
/** The id the server knows the study timer's current session by (issue 19), until it is ended. */
export const studyTimerSessionKey = 'studyTimer:session';
/** Spec §9: the access token lives 60 minutes (decisions.md), so renew it every 55. */
export const backgroundRefreshMs = 3_300_000;
/** Renew an access token that expires within this margin rather than send it. */
const expiryMarginMs = 30_000;

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionSnapshot {
  /** 'loading' only while a saved session with an expired access token is renewed at start. */
  status: SessionStatus;
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
}

/** Why a session ended by itself: it expired, or the server revoked it (a reused refresh token). */
export type SessionEndReason = 'expired' | 'revoked';

export interface SessionStore extends ApiSession {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** After login or registration: saves tokens and user. */
  signIn(data: AuthData): void;
  setUser(user: User): void;
  /** Logout: clears local data (no event for `onSessionExpired`). */
  signOut(): void;
  /** Ends the session because it is no longer valid; `onSessionExpired` listeners hear it once. */
  endSession(reason?: SessionEndReason): void;
  /** Renews the tokens; concurrent callers share one request (see `ApiSession`). */
  refreshAccessToken(rejectedToken?: string): Promise<string>;
  /** The session ended by expiry or revocation (not by logout): show a toast, go to /login. */
  onSessionExpired(listener: (reason: SessionEndReason) => void): () => void;
  /** Starts cross-tab sync and the background refresh; returns the function that stops them. */
  start(): () => void;
}

export interface SessionStoreOptions {
  /** Exchanges a refresh token for new tokens; POST paths.refreshToken by default. */
  refresh?: (refreshToken: string) => Promise<RefreshData>;
  refreshIntervalMs?: number;
  /** Where `storage` events arrive; `window` for localStorage, none for other storages. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** Serialises refreshes across tabs (navigator.locks when the browser has it). */
  locks?: Pick<LockManager, 'request'> | null;
  now?: () => number;
}

/** Removes the session and everything else stored for the signed-in student (tutor histories). */
export function clearLocalUserData(storage: Storage = window.localStorage): void {
  const keys: string[] = [...Object.values(sessionKeys), studyTimerKey, studyTimerSessionKey];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(tutorHistoryKeyPrefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

interface Persisted {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

const empty: Persisted = { accessToken: null, refreshToken: null, user: null };

/** When a JWT access token expires (ms), or null when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as Record<string, unknown>)['exp'];
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    const result = userSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The saved session, or `empty` when what is saved cannot be a session (corrupt or partial). */
function readPersisted(storage: Storage): Persisted {
  const accessToken = storage.getItem(sessionKeys.accessToken);
  const refreshToken = storage.getItem(sessionKeys.refreshToken);
  const user = parseUser(storage.getItem(sessionKeys.user));
  return user && (accessToken || refreshToken) ? { accessToken, refreshToken, user } : empty;
}

function hasSavedSession(storage: Storage): boolean {
  return Object.values(sessionKeys).some((key) => storage.getItem(key) !== null);
}

/** POST paths.refreshToken: the server spends the refresh token and answers with new tokens. */
function refreshThroughApi(client: ApiClient) {
  return (refreshToken: string) =>
    client.post(paths.refreshToken, { refreshToken }, refreshDataSchema, { auth: 'none' });
}

function sessionOver(reason: SessionEndReason = 'expired'): ApiError {
  return new ApiError(reason === 'revoked' ? 'Session revoked' : 'Session expired', 401, 'SESSION_EXPIRED');
}

/**
 * The student's session over a Storage (localStorage in the app): restored on creation,
 * observable for useSyncExternalStore, kept in step with other tabs, renewed in the background.
 */
export function createSessionStore(
  storage: Storage = window.localStorage,
  options: SessionStoreOptions = {},
): SessionStore {
  const { refreshIntervalMs = backgroundRefreshMs, now = Date.now } = options;
  const events = options.events !== undefined ? options.events : storage === globalThis.localStorage ? window : null;
  const locks = options.locks !== undefined ? options.locks : (globalThis.navigator?.locks ?? null);
  const refreshTokens = options.refresh ?? refreshThroughApi(createApiClient());

  const listeners = new Set<() => void>();
  const expiryListeners = new Set<(reason: SessionEndReason) => void>();

  const usable = (token: string | null) => {
    if (!token) return false;
    const expiry = jwtExpiry(token);
    return expiry === null || expiry - expiryMarginMs > now();
  };

  const statusOf = (persisted: Persisted): SessionStatus =>
    !persisted.user ? 'anonymous' : usable(persisted.accessToken) ? 'authenticated' : 'loading';

  let snapshot = restore();

  function restore(): SessionSnapshot {
    const persisted = readPersisted(storage);
    // Corrupt or partial data, or an expired token that cannot be renewed, is removed, not trusted.
    const dead = !persisted.user || (!persisted.refreshToken && !usable(persisted.accessToken));
    if (dead) {
      if (hasSavedSession(storage)) clearLocalUserData(storage);
      return { status: 'anonymous', ...empty };
    }
    return { status: statusOf(persisted), ...persisted };
  }

  function publish(persisted: Persisted, status: SessionStatus = statusOf(persisted)) {
    snapshot = { status, ...persisted };
    for (const listener of listeners) listener();
  }

  function save(persisted: Persisted, status?: SessionStatus) {
    try {
      for (const [key, value] of [
        [sessionKeys.accessToken, persisted.accessToken],
        [sessionKeys.refreshToken, persisted.refreshToken],
        [sessionKeys.user, persisted.user && JSON.stringify(persisted.user)],
      ] as const) {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      }
    } catch {
      // Storage full or blocked (private mode): the session still works in this tab.
    }
    publish(persisted, status);
  }

  const current = (): Persisted => ({
    accessToken: snapshot.accessToken,
    refreshToken: snapshot.refreshToken,
    user: snapshot.user,
  });

  function endSession(reason: SessionEndReason = 'expired') {
    if (!snapshot.user && !snapshot.accessToken && !snapshot.refreshToken) return;
    clearLocalUserData(storage);
    publish(empty);
    for (const listener of expiryListeners) listener(reason);
  }

  async function renew(): Promise<string> {
    const presented = snapshot.refreshToken;
    if (!presented) {
      endSession();
      throw sessionOver();
    }
    const stored = readPersisted(storage);
    if (stored.refreshToken !== presented) {
      // Another tab renewed or ended the session meanwhile: take its result rather than spend
      // a used refresh token (the server would revoke the whole login for reuse).
      publish(stored);
      if (stored.accessToken) return stored.accessToken;
      throw sessionOver();
    }
    let data: RefreshData;
    try {
      data = await refreshTokens(presented);
    } catch (error) {
      // Only the server's refusal ends the session; a network failure or server error does not
      // prove it over, and the next call or tick tries again.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        const reason = error.code === 'REFRESH_TOKEN_REUSED' ? 'revoked' : 'expired';
        endSession(reason);
        throw sessionOver(reason);
      }
      throw error;
    }
    // Logged out (here or in another tab) while the request ran: do not bring the session back.
    if (snapshot.refreshToken !== presented) {
      if (snapshot.accessToken) return snapshot.accessToken;
      throw sessionOver();
    }
    save({ ...current(), accessToken: data.accessToken, refreshToken: data.refreshToken });
    return data.accessToken;
  }

  const renewOnce = oneRenewalAtATime(renew, locks, 'study-session-refresh');

  function refreshAccessToken(rejectedToken?: string): Promise<string> {
    // A call that failed with an older token just retries with the one renewed since.
    if (rejectedToken !== undefined && snapshot.accessToken && snapshot.accessToken !== rejectedToken) {
      return Promise.resolve(snapshot.accessToken);
    }
    return renewOnce();
  }

  function onStorage(event: StorageEvent) {
    if (event.storageArea !== storage) return;
    if (event.key !== null && !(Object.values(sessionKeys) as string[]).includes(event.key)) return;
    // Another tab logged in, out, or renewed: follow it (without touching the storage).
    publish(readPersisted(storage));
    settleLoading();
  }

  /** A session whose access token has expired is renewed before it counts as signed in. */
  function settleLoading() {
    if (snapshot.status !== 'loading') return;
    refreshAccessToken().catch(() => {
      // Unreachable server: keep the saved session; its calls renew it once they can.
      if (snapshot.status === 'loading') publish(current(), 'authenticated');
    });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => snapshot.accessToken,
    signIn: (data) => save({ accessToken: data.accessToken, refreshToken: data.refreshToken, user: data.user }),
    setUser(user) {
      if (snapshot.user) save({ ...current(), user }, snapshot.status);
    },
    signOut() {
      clearLocalUserData(storage);
      publish(empty);
    },
    endSession,
    refreshAccessToken,
    onSessionExpired(listener) {
      expiryListeners.add(listener);
      return () => expiryListeners.delete(listener);
    },
    start() {
      events?.addEventListener('storage', onStorage);
      const timer = setInterval(() => {
        if (snapshot.refreshToken) refreshAccessToken().catch(() => undefined);
      }, refreshIntervalMs);
      settleLoading();
      return () => {
        clearInterval(timer);
        events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

let defaultStore: SessionStore | undefined;

/** The app's session over window.localStorage, created on first use. */
export function getDefaultSessionStore(): SessionStore {
  defaultStore ??= createSessionStore();
  return defaultStore;
}
