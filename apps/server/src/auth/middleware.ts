import { and, eq, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/env';
import type { Role, TokenService } from './tokens';

/** Spec §6: calls that need a token and have none fail with 'Authentication required'. */
export const AUTH_REQUIRED_MESSAGE = 'Authentication required';

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Checks the bearer token (or `?token=` when `allowQueryToken`, for EventSource, which cannot
 * send headers) and that its login is still live and the account enabled, so logout and a
 * password change end access at once. Puts `{ userId, role, sessionId }` in `c.var.auth`.
 * A valid token of the wrong role gets 403.
 */
export function requireAuth(
  deps: { db: Database; tokens: TokenService },
  role: Role,
  options: { allowQueryToken?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization')) ?? (options.allowQueryToken ? c.req.query('token') : undefined);
    if (!token) return apiError(c, 401, 'UNAUTHORIZED', AUTH_REQUIRED_MESSAGE);
    const claims = await deps.tokens.verifyAccessToken(token);
    if (!claims) return apiError(c, 401, 'INVALID_TOKEN', 'আপনার সেশন সময় শেষ হয়েছে। আবার লগইন করুন।');
    const rows = await deps.db
      .select({ role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.userId, claims.userId),
          isNull(sessions.revokedAt),
          eq(users.disabled, false),
        ),
      )
      .limit(1);
    const current = rows[0];
    if (!current) return apiError(c, 401, 'SESSION_REVOKED', 'আপনার সেশন সময় শেষ হয়েছে। আবার লগইন করুন।');
    if (current.role !== role) return apiError(c, 403, 'FORBIDDEN');
    c.set('auth', { userId: claims.userId, role: current.role, sessionId: claims.sessionId });
    await next();
  };
}
