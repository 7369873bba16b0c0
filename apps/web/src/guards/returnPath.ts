// Where to go after login: back to the page the visitor was sent away from, when that is a page
// of this app. Location state can be anything (another app's history entry), so it is checked.

export const afterLoginPath = '/dashboard';

/** The `state` the login guard puts on its redirect to /login. */
export interface LoginRedirectState {
  from: string;
}

export function loginRedirectState(pathname: string, search: string, hash = ''): LoginRedirectState {
  return { from: `${pathname}${search}${hash}` };
}

/** A same-app path to return to (never /login, / or another origin), else the dashboard. */
export function returnPathFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return afterLoginPath;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return afterLoginPath;
  }
  const pathname = from.split(/[?#]/, 1)[0];
  if (pathname === '/' || pathname === '/login') return afterLoginPath;
  return from;
}
