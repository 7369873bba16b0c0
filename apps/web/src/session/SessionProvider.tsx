import { authMessages } from '@study/contract';
import { showToast } from '@study/ui';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { createApiClient } from '../api/createApiClient';
import { SessionContext } from './SessionContext';
import { getDefaultSessionStore } from './sessionStore';
import type { SessionStore } from './sessionStore';

export interface SessionProviderProps {
  /** The session to use; the app's localStorage session by default (stories pass an in-memory one). */
  store?: SessionStore;
  children?: ReactNode;
}

/**
 * Provides the session and its API client; runs the store's background refresh and cross-tab
 * sync, tells the student when the session expired, and empties the SWR cache when the signed-in
 * user changes (logout, expiry, another account in another tab), so no one sees another's data.
 */
export function SessionProvider({ store, children }: SessionProviderProps) {
  const sessionStore = store ?? getDefaultSessionStore();
  const api = useMemo(() => createApiClient({ session: sessionStore }), [sessionStore]);
  const value = useMemo(() => ({ store: sessionStore, api }), [sessionStore, api]);
  const { mutate } = useSWRConfig();

  useEffect(() => sessionStore.start(), [sessionStore]);

  useEffect(
    () =>
      sessionStore.onSessionExpired((reason) => {
        showToast.info(reason === 'revoked' ? authMessages.sessionRevokedForSafety : authMessages.sessionExpired);
      }),
    [sessionStore],
  );

  useEffect(() => {
    let previousUserId = sessionStore.getSnapshot().user?.id ?? null;
    return sessionStore.subscribe(() => {
      const userId = sessionStore.getSnapshot().user?.id ?? null;
      if (previousUserId !== null && userId !== previousUserId) {
        void mutate(() => true, undefined, { revalidate: false });
      }
      previousUserId = userId;
    });
  }, [sessionStore, mutate]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
