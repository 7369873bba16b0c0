import { and, eq } from 'drizzle-orm';
import { adminMessages } from '@study/contract';
import type { AdminChangePasswordRequest, AdminLoginData, AdminLoginRequest, RefreshData } from '@study/contract';
import { replacePassword } from '../accounts/accounts';
import { accountKey } from '../accounts/account-key';
import { rotateRefreshToken, startSession } from '../accounts/sessions';
import { LOGIN_THROTTLE, attemptFailed, attemptSucceeded, beginAttempt } from '../accounts/throttle';
import type { ThrottleKey } from '../accounts/throttle';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { AuthContext } from '../http/env';

/** The admin area's words for the refresh token's 401s (the students' are Bengali). */
const ADMIN_SESSION_EXPIRED = 'Your admin session has expired. Please sign in again.';
const ADMIN_SESSION_ENDED_FOR_SAFETY = 'Your admin session was ended for safety. Please sign in again.';
const ADMIN_WRONG_PASSWORD = 'Current password is incorrect';

/** Failures per admin email (its account key) and per client address, with the student logins' limits. */
function throttleKeys(emailKey: string, address: string | undefined): ThrottleKey[] {
  const keys: ThrottleKey[] = [{ key: `admin:${emailKey}`, rule: LOGIN_THROTTLE.username, clearOnSuccess: true }];
  if (address) keys.push({ key: `ip:${address}`, rule: LOGIN_THROTTLE.address, clearOnSuccess: false });
  return keys;
}

/** The throttle's 429 and the wrong current password's 400, with the admin area's English wording. */
async function inEnglish<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'WRONG_PASSWORD')
      throw new ApiError(400, error.code, ADMIN_WRONG_PASSWORD);
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const minutes = Math.max(1, Math.ceil(Number(error.headers?.['Retry-After'] ?? 60) / 60));
    const message = `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    throw new ApiError(429, error.code, message, undefined, error.headers);
  }
}

/**
 * Admin login by email (by its account key: any case, NFKC) and password. Unknown emails, student accounts,
 * disabled admins and wrong passwords all get the same 401, after the same scrypt work, and
 * failures are throttled like student logins (429). Opens a session like a student's: a
 * 60-minute admin token and the first refresh token of the login's family, so that logout,
 * refresh-token reuse and disabling the account end it.
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
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
    })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.emailKey, emailKey)))
    .limit(1);
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await dummyPasswordHash));
  if (!admin || !valid) {
    await inEnglish(attemptFailed(db, attempt, now));
    throw new ApiError(401, 'INVALID_CREDENTIALS', adminMessages.loginFailed);
  }
  await attemptSucceeded(db, attempt);
  if (admin.disabled) throw new ApiError(401, 'INVALID_CREDENTIALS', adminMessages.loginFailed);

  const session = await db.transaction((tx) => startSession(tx, admin.id, now));
  const accessToken = await tokens.signAccessToken({ userId: admin.id, role: 'admin', sessionId: session.sessionId });
  return {
    accessToken,
    refreshToken: session.refreshToken,
    admin: { id: admin.id, email: admin.email ?? '', name: admin.name, role: 'admin' },
  };
}

/** Rotates an admin's refresh token (students' tokens are refused unspent), answering in English. */
export async function adminRefresh(
  db: Database,
  tokens: TokenService,
  presented: string,
  now: Date,
): Promise<RefreshData> {
  try {
    return await rotateRefreshToken(db, tokens, presented, 'admin', now);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const reused = error.code === 'REFRESH_TOKEN_REUSED';
    throw new ApiError(401, error.code, reused ? ADMIN_SESSION_ENDED_FOR_SAFETY : ADMIN_SESSION_EXPIRED);
  }
}

/**
 * An admin's password change: the current password is checked (wrong guesses throttled per
 * account like logins, 429 after repeated ones), the new one stored, and every other login of
 * the admin ends at once; the caller's own session stays.
 */
export async function adminChangePassword(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'sessionId'>,
  input: AdminChangePasswordRequest,
  now: Date,
): Promise<void> {
  await inEnglish(replacePassword(db, auth, { current: input.currentPassword, next: input.newPassword }, now));
}
