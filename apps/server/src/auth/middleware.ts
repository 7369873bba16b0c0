import { and, eq, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/env';
import type { Role, TokenService } from './tokens';

/** Spec §6: calls that need a token and have none fail with 'Authentication required'. */
export const AUTH_REQUIRED_MESSAGE = 'Authentication required';

/**
 * How long a successful session check is reused for the same session. Every API call checks
 * that its login is live; on the embedded database that query cost as much as the call itself
 * (bench/server-throughput.mjs). A revocation (logout, refresh-token reuse, password change)
 * drops every cached check of this process at once, and on PostgreSQL of every other instance
 * too (auth/revocation-bus.ts); this bound is what is left should an announcement be lost.
 */
export const SESSION_CHECK_TTL_MS = 5_000;
/** Bounds the cache's memory; the oldest entry goes first. */
const SESSION_CHECK_MAX_ENTRIES = 50_000;

interface SessionCheck {
  userId: number;
  role: Role;
  checkedAt: number;
  generation: number;
}

let revocations = 0;
const sessionChecks = new WeakMap<Database, Map<number, SessionCheck>>();
/** Databases whose revocations this process could miss right now: no check is cached for them. */
const untrusted = new WeakSet<Database>();
/**
 * Per database shared with other instances: resolves once every revocation announced before the
 * call has reached this process (auth/revocation-bus.ts), so a cached check is never older than
 * a revocation the client already saw answered on another instance.
 */
const caughtUp = new WeakMap<Database, () => Promise<void>>();

/** Set by the revocation bus while it listens; unset, cached checks are used without waiting. */
export function setRevocationBarrier(db: Database, barrier: (() => Promise<void>) | undefined): void {
  if (barrier) caughtUp.set(db, barrier);
  else caughtUp.delete(db);
}

/**
 * Call once a revocation is committed: no cached session check of this process is used again.
 * Outside a transaction, call `announceRevocation` (auth/revocation-bus.ts), which tells the other instances too.
 */
export function sessionsRevoked(): void {
  revocations += 1;
}

/** Whether revocations on `db` reach this process (on PostgreSQL: while its listener listens). */
export function trustSessionChecks(db: Database, trusted: boolean): void {
  if (trusted) untrusted.delete(db);
  else untrusted.add(db);
}

/** The role of a live session's account (not revoked, account enabled); undefined otherwise. */
export async function liveSessionRole(db: Database, userId: number, sessionId: number): Promise<Role | undefined> {
  let cache = sessionChecks.get(db);
  if (!cache) sessionChecks.set(db, (cache = new Map<number, SessionCheck>()));
  const now = Date.now();
  const cached = untrusted.has(db) ? undefined : cache.get(sessionId);
  if (
    cached &&
    cached.userId === userId &&
    cached.generation === revocations &&
    now - cached.checkedAt < SESSION_CHECK_TTL_MS
  ) {
    await caughtUp.get(db)?.();
    if (!untrusted.has(db) && cached.generation === revocations) return cached.role;
  }
  // Taken before the query: a revocation committed while it runs makes this result stale at once.
  const generation = revocations;
  const rows = await db
    .select({ role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  const role = rows[0]?.role;
  cache.delete(sessionId);
  if (role && !untrusted.has(db)) {
    cache.set(sessionId, { userId, role, checkedAt: now, generation });
    if (cache.size > SESSION_CHECK_MAX_ENTRIES) cache.delete(cache.keys().next().value as number);
  }
  return role;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Checks the bearer token (or `?token=` when `allowQueryToken`, for EventSource, which cannot
 * send headers) and that its login is still live and the account enabled, so logout and a
 * password change end access at once (see SESSION_CHECK_TTL_MS). Puts `{ userId, role, sessionId }` in `c.var.auth`.
 * A valid token of the wrong role gets 403.
 */
export function requireAuth(
  deps: { db: Database; tokens: TokenService },
  role: Role,
  options: { allowQueryToken?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token =
      bearerToken(c.req.header('authorization')) ?? (options.allowQueryToken ? c.req.query('token') : undefined);
    if (!token) return apiError(c, 401, 'UNAUTHORIZED', AUTH_REQUIRED_MESSAGE);
    const claims = await deps.tokens.verifyAccessToken(token);
    if (!claims) return apiError(c, 401, 'INVALID_TOKEN', 'তোমার সেশন সময় শেষ হয়েছে। আবার লগইন করো।');
    const current = await liveSessionRole(deps.db, claims.userId, claims.sessionId);
    if (!current) return apiError(c, 401, 'SESSION_REVOKED', 'তোমার সেশন সময় শেষ হয়েছে। আবার লগইন করো।');
    if (current !== role) return apiError(c, 403, 'FORBIDDEN');
    c.set('auth', { userId: claims.userId, role: current, sessionId: claims.sessionId });
    await next();
  };
}
