import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/createApiClient';
import type { SessionStore } from './sessionStore';

export interface SessionContextValue {
  store: SessionStore;
  /** The API client bound to `store`. */
  api: ApiClient;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession and the data hooks need a <SessionProvider> (or <AppProviders>) above them');
  return value;
}
