import { StudyUiProvider, Toaster } from '@study/ui';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { SWRConfiguration } from 'swr';
import { ApiError } from './api/ApiError';
import { RouterLink } from './RouterLink';
import { SessionProvider } from './session/SessionProvider';
import type { SessionStore } from './session/sessionStore';

/** SWR defaults of the app: a couple of retries for failures that may pass, none for 4xx answers. */
export const swrDefaults: SWRConfiguration = {
  errorRetryCount: 2,
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};

export interface AppProvidersProps {
  /** The session; the app's localStorage session by default (stories pass an in-memory one). */
  session?: SessionStore;
  /** SWR's cache provider, e.g. `() => new Map()` for a fresh cache per story. */
  swrProvider?: SWRConfiguration['provider'];
  children?: ReactNode;
}

/** Everything a page needs around it: the SWR cache, the session, @study/ui's router link and the toast area. */
export function AppProviders({ session, swrProvider, children }: AppProvidersProps) {
  const config = useMemo<SWRConfiguration>(
    () => ({ ...swrDefaults, ...(swrProvider ? { provider: swrProvider } : {}) }),
    [swrProvider],
  );
  return (
    <SWRConfig value={config}>
      <SessionProvider {...(session ? { store: session } : {})}>
        <StudyUiProvider linkComponent={RouterLink}>
          {children}
          <Toaster />
        </StudyUiProvider>
      </SessionProvider>
    </SWRConfig>
  );
}
