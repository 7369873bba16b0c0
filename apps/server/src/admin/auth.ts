import { and, eq } from 'drizzle-orm';
import type { AdminLoginData, AdminLoginRequest } from '@study/contract';
import { accountKey } from '../accounts/account-key';
import { LOGIN_THROTTLE, attemptFailed, attemptSucceeded, beginAttempt } from '../accounts/throttle';
import type { ThrottleKey } from '../accounts/throttle';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { ApiError } from '../http/api-error';

const ADMIN_LOGIN_FAILED = 'Login failed. Please check your credentials.';

/** Failures per admin email (its account key) and per client address, with the student logins' limits. */
function throttleKeys(emailKey: string, address: string | undefined): ThrottleKey[] {
  const keys: ThrottleKey[] = [{ key: `admin:${emailKey}`, rule: LOGIN_THROTTLE.username, clearOnSuccess: true }];
  if (address) keys.push({ key: `ip:${address}`, rule: LOGIN_THROTTLE.address, clearOnSuccess: false });
  return keys;
}

/** The throttle's 429, with the admin area's English wording. */
async function inEnglish<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const minutes = Math.max(1, Math.ceil(Number(error.headers?.['Retry-After'] ?? 60) / 60));
    const message = `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    throw new ApiError(429, error.code, message, undefined, error.headers);
  }
}

/**
 * Admin login by email (by its account key: any case, NFKC) and password. Unknown emails, student accounts,
 * disabled admins and wrong passwords all get the same 401, after the same scrypt work, and
 * failures are throttled like student logins (429). Opens a session, so the login can be
 * revoked, and signs a 60-minute admin token.
 */
export async function adminLogin(
  db: Database,
  tokens: TokenService,
  input: AdminLoginRequest,
  address: string | undefined,
  now: Date,
): Promise<AdminLoginData> {
  const emailKey = accountKey(input.email);
  const attempt = await inEnglish(beginAttempt(db, throttleKeys(emailKey, address), now));
  const [admin] = await db
    .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.emailKey, emailKey)))
    .limit(1);
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await dummyPasswordHash));
  if (!admin || !valid) {
    await inEnglish(attemptFailed(db, attempt, now));
    throw new ApiError(401, 'INVALID_CREDENTIALS', ADMIN_LOGIN_FAILED);
  }
  await attemptSucceeded(db, attempt);
  if (admin.disabled) throw new ApiError(401, 'INVALID_CREDENTIALS', ADMIN_LOGIN_FAILED);

  const [session] = await db.insert(sessions).values({ userId: admin.id, createdAt: now }).returning({ id: sessions.id });
  if (!session) throw new Error('session not created');
  const accessToken = await tokens.signAccessToken({ userId: admin.id, role: 'admin', sessionId: session.id });
  return { accessToken, admin: { id: admin.id, email: admin.email ?? '', name: admin.name, role: 'admin' } };
}
