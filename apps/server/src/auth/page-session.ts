import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/database';
import { viaHttps } from '../http/https';
import { liveSessionRole } from './middleware';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';
import type { TokenService } from './tokens';

/**
 * The page session: a copy of a student's access token in an HttpOnly cookie, sent only with
 * requests for pages under /subjects, so that the server can render a lesson page for its
 * student (src/http/rendered-pages.ts) instead of a frame that waits for the app and its API
 * calls. The API never reads it (it authenticates by the bearer header alone), so a page on
 * another site that makes the browser send the cookie gains nothing from it. It lives as long as
 * the token, is renewed with it on refresh and ends at logout.
 */
export const PAGE_SESSION_COOKIE = 'study_page_session';
const PAGE_SESSION_PATH = '/subjects';

/** Secure whenever the request came over HTTPS (behind a TLS-terminating proxy: with TRUST_PROXY). */
export function setPageSession(c: Context, accessToken: string, trustProxy: boolean): void {
  setCookie(c, PAGE_SESSION_COOKIE, accessToken, {
    httpOnly: true,
    sameSite: 'Lax',
    path: PAGE_SESSION_PATH,
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
    secure: viaHttps(c, trustProxy),
  });
}

export function clearPageSession(c: Context, trustProxy: boolean): void {
  deleteCookie(c, PAGE_SESSION_COOKIE, { path: PAGE_SESSION_PATH, secure: viaHttps(c, trustProxy) });
}

/** The student of the request's page session, when its token is valid and its login still live. */
export async function pageSessionStudent(
  c: Context,
  deps: { db: Database; tokens: TokenService },
): Promise<{ userId: number } | undefined> {
  const token = getCookie(c, PAGE_SESSION_COOKIE);
  if (!token) return undefined;
  const claims = await deps.tokens.verifyAccessToken(token);
  if (!claims || claims.role !== 'student') return undefined;
  const role = await liveSessionRole(deps.db, claims.userId, claims.sessionId);
  return role === 'student' ? { userId: claims.userId } : undefined;
}
