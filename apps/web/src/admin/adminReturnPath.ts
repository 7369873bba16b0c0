// Where an admin goes after signing in: back to the admin page the guard sent them away from,
// else the dashboard. Location state can hold anything (another app's history entry), so it is checked.

export const adminHomePath = '/admin/dashboard';
export const adminLoginPath = '/admin/login';

/** The `state` the admin guard puts on its redirect to the login page. */
export interface AdminRedirectState {
  from: string;
}

export function adminRedirectState(pathname: string, search = '', hash = ''): AdminRedirectState {
  return { from: `${pathname}${search}${hash}` };
}

/** An admin page of this app to return to (never the login page itself), else the dashboard. */
export function adminReturnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return adminHomePath;
  const { from } = state;
  if (typeof from !== 'string' || !/^\/admin\/[^/\\]/.test(from)) return adminHomePath;
  const pathname = from.split(/[?#]/, 1)[0];
  return pathname === adminLoginPath ? adminHomePath : from;
}
