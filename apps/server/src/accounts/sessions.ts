import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { authMessages } from '@study/contract';
import type { RefreshData } from '@study/contract';
import { sessionsRevoked } from '../auth/middleware';
import { announceRevocation } from '../auth/revocation-bus';
import { REFRESH_TOKEN_TTL_MS, hashRefreshToken, newRefreshToken } from '../auth/tokens';
import type { Role, TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import { refreshTokens, sessions, users } from '../db/schema';
import { ApiError } from '../http/api-error';

export type RevokeReason = 'logout' | 'reuse' | 'password-change';

/** A new login (session) with its first refresh token. Pass the transaction that creates the user, if any. */
export async function startSession(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ sessionId: number; refreshToken: string }> {
  const [session] = await db.insert(sessions).values({ userId, createdAt: now }).returning({ id: sessions.id });
  if (!session) throw new Error('session not created');
  return { sessionId: session.id, refreshToken: await issueRefreshToken(db, session.id, now) };
}

async function issueRefreshToken(db: Database, sessionId: number, now: Date): Promise<string> {
  const { token, hash } = newRefreshToken();
  await db
    .insert(refreshTokens)
    .values({ sessionId, tokenHash: hash, createdAt: now, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) });
  return token;
}

/**
 * Rotation: a valid refresh token is spent and replaced by a new one of the same session.
 * Spending is one conditional UPDATE (`used_at IS NULL`), so of two concurrent calls with one
 * token exactly one wins. A token already spent means it leaked (or the client replayed it):
 * the whole session is revoked, the newest token and the access tokens with it. Students and
 * admins renew on endpoints of their own: a token of the other `role` is refused unspent.
 */
export async function rotateRefreshToken(
  db: Database,
  tokens: TokenService,
  presented: string,
  role: Role,
  now: Date,
): Promise<RefreshData> {
  const tokenHash = hashRefreshToken(presented);
  const rotated = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, now),
          eq(sessions.id, refreshTokens.sessionId),
          isNull(sessions.revokedAt),
          eq(users.disabled, false),
          eq(users.role, role),
        ),
      )
      .returning({ sessionId: refreshTokens.sessionId, userId: users.id, role: users.role });
    if (!spent) return undefined;
    return { ...spent, refreshToken: await issueRefreshToken(tx, spent.sessionId, now) };
  });
  if (rotated) {
    return { accessToken: await signFor(tokens, rotated), refreshToken: rotated.refreshToken };
  }

  const [known] = await db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (known?.usedAt) {
    await revokeSession(db, known.sessionId, 'reuse', now);
    throw new ApiError(401, 'REFRESH_TOKEN_REUSED', authMessages.sessionRevokedForSafety);
  }
  throw new ApiError(401, 'INVALID_REFRESH_TOKEN', authMessages.sessionExpired);
}

export function signFor(
  tokens: TokenService,
  session: { userId: number; role: Role; sessionId: number },
): Promise<string> {
  return tokens.signAccessToken({ userId: session.userId, role: session.role, sessionId: session.sessionId });
}

/** Ends a login: its access tokens fail `requireAuth` at once and its refresh tokens stop working. */
export async function revokeSession(db: Database, sessionId: number, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await announceRevocation(db);
}

/**
 * Logout: ends the bearer token's session and, when the body carries a refresh token of the
 * same user, that token's session too.
 */
export async function endLogin(
  db: Database,
  { userId, sessionId }: { userId: number; sessionId: number },
  presentedRefreshToken: string | undefined,
  now: Date,
): Promise<void> {
  await revokeSession(db, sessionId, 'logout', now);
  if (presentedRefreshToken) await revokeSessionOfRefreshToken(db, userId, presentedRefreshToken, now);
}

async function revokeSessionOfRefreshToken(db: Database, userId: number, presented: string, now: Date): Promise<void> {
  const [owner] = await db
    .select({ sessionId: sessions.id })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(presented)), eq(sessions.userId, userId)))
    .limit(1);
  if (owner) await revokeSession(db, owner.sessionId, 'logout', now);
}

export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: number,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  sessionsRevoked(); // inside a transaction: the caller announces it to every instance after the commit
}
