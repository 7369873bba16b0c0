import type { User } from '@study/contract';
import type { SessionSnapshot, SessionStatus, SessionStore } from '../session/sessionStore';

/**
 * Who a page sent as finished HTML (boot/renderPage.tsx) was rendered for: a visitor (landing,
 * login) or any signed-in student, not known by name (the dashboard's frame, its data still loading).
 */
export type PageAudience = 'visitor' | 'student';

/** The session a page rendered for an audience was rendered with, and the one its takeover starts from. */
export const audienceSessions: Record<PageAudience, SessionSnapshot> = {
  visitor: { status: 'anonymous', user: null, accessToken: null, refreshToken: null },
  student: { status: 'authenticated', user: null, accessToken: null, refreshToken: null },
};

/** The session a page rendered per request for `user` was rendered with (no tokens: the page never holds them). */
export function sessionRenderedFor(user: User): SessionSnapshot {
  return { status: 'authenticated', user, accessToken: null, refreshToken: null };
}

/** Whether a page rendered for `audience` is what the app renders for a session in `status`. */
export function servesAudience(audience: PageAudience, status: SessionStatus): boolean {
  return audience === 'visitor' ? status === 'anonymous' : status === 'authenticated';
}

/**
 * `store` reading as `snapshot`, the session a page was rendered with: what the app renders while
 * it takes the page over. Its calls are the store's own (an API call made meanwhile uses the real
 * tokens); it starts nothing, as the store starts once it is the app's.
 */
export function readingAs(store: SessionStore, snapshot: SessionSnapshot): SessionStore {
  return { ...store, getSnapshot: () => snapshot, start: () => () => {} };
}
