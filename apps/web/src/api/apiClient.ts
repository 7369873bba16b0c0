import { getDefaultSessionStore } from '../session/sessionStore';
import { createApiClient } from './createApiClient';

export { createApiClient } from './createApiClient';
export type { ApiClient, ApiClientOptions, ApiSession, AuthMode, RequestOptions } from './createApiClient';

/**
 * The client bound to the app's session (window.localStorage). Components use `useApi()`
 * instead, which follows the SessionProvider's store (an in-memory one in stories).
 */
export const api = createApiClient({
  session: {
    getAccessToken: () => getDefaultSessionStore().getAccessToken(),
    refreshAccessToken: (rejectedToken) => getDefaultSessionStore().refreshAccessToken(rejectedToken),
    endSession: () => getDefaultSessionStore().endSession(),
  },
});
