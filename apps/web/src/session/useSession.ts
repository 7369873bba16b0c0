import type { User } from '@study/contract';
import { useMemo, useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/createApiClient';
import { useSessionContext } from './SessionContext';
import { createSessionActions } from './sessionActions';
import type { SessionActions } from './sessionActions';
import type { SessionStatus, SessionStore } from './sessionStore';

export interface Session extends SessionActions {
  status: SessionStatus;
  user: User | null;
  accessToken: string | null;
  /** Replaces the stored user (e.g. after a profile edit). */
  setUser(user: User): void;
}

/** The signed-in student and the session's actions; re-renders when the session changes. */
export function useSession(): Session {
  const { store, api } = useSessionContext();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const actions = useMemo(() => createSessionActions(store, api), [store, api]);
  return useMemo(
    () => ({
      status: snapshot.status,
      user: snapshot.user,
      accessToken: snapshot.accessToken,
      ...actions,
      setUser: store.setUser,
    }),
    [snapshot, actions, store],
  );
}

/** The API client of the current session (for calls the data hooks do not cover, e.g. the tutor). */
export function useApi(): ApiClient {
  return useSessionContext().api;
}

/** The session store itself, e.g. to subscribe to `onSessionExpired`. */
export function useSessionStore(): SessionStore {
  return useSessionContext().store;
}
