import { authMessages } from '@study/contract';
import { showToast } from '@study/ui';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { createApiClient } from '../api/createApiClient';
import { SessionContext } from './SessionContext';
import { getDefaultSessionStore } from './sessionStore';
import type { SessionSnapshot, SessionStore } from './sessionStore';

export interface SessionProviderProps {
  /** The session to use; the app's localStorage session by default (stories pass an in-memory one). */
  store?: SessionStore;
  /** The session a pre-rendered page was rendered with (see `SessionContextValue`). */
  hydrationSnapshot?: SessionSnapshot;
  children?: ReactNode;
}

/**
 * Provides the session and its API client; runs the store's background refresh and cross-tab
 * sync, tells the student when the session expired, and empties the SWR cache when the signed-in
 * user changes (logout, expiry, another account in another tab), so no one sees another's data.
 */
export function SessionProvider({ store, hydrationSnapshot, children }: SessionProviderProps) {
  const sessionStore = store ?? getDefaultSessionStore();
  const api = useMemo(() => createApiClient({ session: sessionStore }), [sessionStore]);
  // While the app takes over a pre-rendered page, the session reads as the page was rendered with;
  // then it becomes the real one in a transition, so the pages re-render in slices that a slow
  // phone interleaves with input (useSyncExternalStore's server snapshot would force one
  // synchronous pass over the whole page right after hydration).
  const [takingOver, setTakingOver] = useState(hydrationSnapshot !== undefined);
  useEffect(() => {
    if (takingOver) startTransition(() => setTakingOver(false));
  }, [takingOver]);
  const value = useMemo(
    () => ({ store: sessionStore, api, hydrationSnapshot: takingOver ? hydrationSnapshot : undefined }),
    [sessionStore, api, takingOver, hydrationSnapshot],
  );
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
