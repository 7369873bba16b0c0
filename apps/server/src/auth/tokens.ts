import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/database';
import { appMeta } from '../db/schema';

export type Role = 'student' | 'admin';

export interface AccessClaims {
  userId: number;
  role: Role;
  sessionId: number;
}

/** Access tokens live 60 minutes, so the client's 55-minute background refresh keeps a session alive. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** A refresh token unused for 30 days expires. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const ISSUER = 'study-platform';
const SECRET_KEY = 'jwt-secret';

export interface TokenService {
  signAccessToken(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired HS256 token of ours; `undefined` for anything else. */
  verifyAccessToken(token: string): Promise<AccessClaims | undefined>;
}

/**
 * HS256 with `JWT_SECRET` when set; otherwise a random secret generated once and kept in the
 * database, so every instance sharing the database (and every restart) signs with the same key.
 */
export async function createTokenService(db: Database, configuredSecret: string | undefined): Promise<TokenService> {
  const secret = new TextEncoder().encode(await jwtSecret(db, configuredSecret));
  return {
    signAccessToken: ({ userId, role, sessionId }) =>
      new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(secret),
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
        const userId = Number(payload.sub);
        const sessionId = payload['sid'];
        const role = payload['role'];
        if (!Number.isSafeInteger(userId) || typeof sessionId !== 'number') return undefined;
        if (role !== 'student' && role !== 'admin') return undefined;
        return { userId, role, sessionId };
      } catch {
        return undefined;
      }
    },
  };
}

/** The secret tokens are signed with: `JWT_SECRET` when set, else the one kept in the database. */
export async function jwtSecret(db: Database, configuredSecret: string | undefined): Promise<string> {
  return configuredSecret ?? (await storedSecret(db));
}

async function storedSecret(db: Database): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(sql`${appMeta.key} = ${SECRET_KEY}`);
  const value = rows[0]?.value;
  if (!value) throw new Error('JWT secret could not be stored');
  return value;
}

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
