import type { AuthData } from '@study/contract';
import { createMemoryStorage } from './memoryStorage';
import { createSessionStore } from './sessionStore';
import type { SessionStore, SessionStoreOptions } from './sessionStore';

/**
 * A session kept in memory (stories, tests): signed in as `data.user` when given, else signed
 * out. It shares nothing with localStorage or other tabs.
 */
export function createInMemorySession(data: AuthData | null = null, options: SessionStoreOptions = {}): SessionStore {
  const storage = createMemoryStorage(
    data ? { accessToken: data.accessToken, refreshToken: data.refreshToken, user: JSON.stringify(data.user) } : {},
  );
  return createSessionStore(storage, { events: null, locks: null, ...options });
}
