import { eq, or } from 'drizzle-orm';
import { authMessages, defaultStudentClass } from '@study/contract';
import type {
  AuthData,
  ChangePasswordRequest,
  LoginRequest,
  Profile,
  ProfileUpdateRequest,
  User,
  registerRequestSchema,
} from '@study/contract';
import type { z } from 'zod';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { announceRevocation } from '../auth/revocation-bus';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { AuthContext } from '../http/env';
import { ApiError } from '../http/api-error';
import { accountKey, accountKeys } from './account-key';
import { revokeOtherSessions, signFor, startSession } from './sessions';
import {
  attemptFailed,
  attemptSucceeded,
  beginAttempt,
  loginThrottleKeys,
  passwordCheckThrottleKey,
  phoneProbeThrottleKeys,
  registrationThrottleKeys,
} from './throttle';
import { uniqueViolation } from './unique-violation';

export interface AccountDeps {
  db: Database;
  tokens: TokenService;
}

export type Registration = z.output<typeof registerRequestSchema>;

type UserRow = typeof users.$inferSelect;

const usernameTaken = () => new ApiError(409, 'USERNAME_TAKEN', authMessages.usernameTaken);
const phoneTaken = () => new ApiError(409, 'PHONE_TAKEN', authMessages.phoneTaken);

/** Maps a unique-index violation of `users` to its 409; rethrows anything else. */
function conflictFrom(error: unknown): never {
  const index = uniqueViolation(error);
  if (index === 'users_username_key_unique') throw usernameTaken();
  if (index === 'users_phone_key') throw phoneTaken();
  throw error;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    phone: row.phone ?? '',
    class: row.classLevel ?? defaultStudentClass,
    school: row.school,
    avatar: row.avatar,
  };
}

function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    school: row.school,
    avatar: row.avatar,
    class_level: row.classLevel ?? defaultStudentClass,
  };
}

/**
 * A new student with a first login. Username (by its account key) and phone are unique: 409
 * otherwise. Every attempt counts against the client address (429 `TOO_MANY_ATTEMPTS` past the
 * limit, before any work), whether it creates an account or not.
 */
export async function register(
  { db, tokens }: AccountDeps,
  input: Registration,
  address: string | undefined,
  now: Date,
): Promise<AuthData> {
  if (address) await beginAttempt(db, registrationThrottleKeys(address), now);
  const keys = accountKeys(input.username);
  // Friendly early answer for the common case; the unique indexes settle races below.
  const clashes = await db
    .select({ usernameKey: users.usernameKey, phone: users.phone })
    .from(users)
    .where(or(eq(users.usernameKey, keys.usernameKey), eq(users.phone, input.phone)));
  if (clashes.some((row) => row.usernameKey === keys.usernameKey)) throw usernameTaken();
  if (clashes.length > 0) throw phoneTaken();

  const passwordHash = await hashPassword(input.password); // before the transaction: no locks held while hashing
  const created = await db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: 'student',
          name: input.name,
          username: input.username,
          ...keys,
          phone: input.phone,
          classLevel: input.class,
          school: input.school ?? null,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('user not created');
      return { user, ...(await startSession(tx, user.id, now)) };
    })
    .catch(conflictFrom);
  return {
    accessToken: await signFor(tokens, { userId: created.user.id, role: 'student', sessionId: created.sessionId }),
    refreshToken: created.refreshToken,
    user: toUser(created.user),
  };
}

/**
 * Student login. One answer (401 `INVALID_CREDENTIALS`) for an unknown username, a wrong
 * password and an admin account, at the same cost (a dummy hash is checked when there is no
 * student), so responses reveal nothing about which usernames exist. Throttled per username and
 * per client address (429 `TOO_MANY_ATTEMPTS`, even with the right password).
 */
export async function login(
  { db, tokens }: AccountDeps,
  input: LoginRequest,
  address: string | undefined,
  now: Date,
): Promise<AuthData> {
  const usernameKey = accountKey(input.username);
  const attempt = await beginAttempt(db, loginThrottleKeys(usernameKey, address), now);
  const [found] = await db.select().from(users).where(eq(users.usernameKey, usernameKey)).limit(1);
  const student = found?.role === 'student' ? found : undefined;
  const valid = await verifyPassword(input.password, student?.passwordHash ?? (await dummyPasswordHash));
  if (!student || !valid) {
    await attemptFailed(db, attempt, now);
    throw new ApiError(401, 'INVALID_CREDENTIALS', authMessages.invalidCredentials);
  }
  await attemptSucceeded(db, attempt);
  // Only after the right password, so the answer does not reveal that a name exists.
  if (student.disabled) throw new ApiError(403, 'ACCOUNT_DISABLED', authMessages.accountDisabled);

  const session = await db.transaction((tx) => startSession(tx, student.id, now));
  return {
    accessToken: await signFor(tokens, { userId: student.id, role: 'student', sessionId: session.sessionId }),
    refreshToken: session.refreshToken,
    user: toUser(student),
  };
}

async function findUser(db: Database, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  // requireAuth has just seen the account; it can only be gone if deleted in between.
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** The signed-in student as login returned them (for a page rendered for them). */
export async function getUser(db: Database, userId: number): Promise<User> {
  return toUser(await findUser(db, userId));
}

/** Always the caller's own profile: there is no id to choose another. */
export async function getProfile(db: Database, userId: number): Promise<Profile> {
  return toProfile(await findUser(db, userId));
}

/**
 * Name, phone and school only (class and email are read-only); an empty or null school clears it.
 * A new phone that another student holds answers 409 PHONE_TAKEN, which tells whether a number is
 * registered: those answers are throttled per account and per address (PHONE_PROBE_THROTTLE).
 * Once locked, every phone change answers 429, free number or not, so the answer tells nothing;
 * the student's own number (the client sends it with every save) is not a change.
 */
export async function updateProfile(
  db: Database,
  userId: number,
  changes: ProfileUpdateRequest,
  address: string | undefined,
  now: Date,
): Promise<Profile> {
  if (changes.phone !== undefined) {
    // The unique index allows one holder at most.
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.phone, changes.phone)).limit(1);
    if (holder?.id !== userId) {
      const attempt = await beginAttempt(db, phoneProbeThrottleKeys(userId, address), now);
      if (holder) {
        await attemptFailed(db, attempt, now);
        throw phoneTaken();
      }
      await attemptSucceeded(db, attempt);
    }
  }
  const [row] = await db
    .update(users)
    .set({
      updatedAt: now,
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
      ...(changes.school !== undefined && { school: changes.school || null }),
    })
    .where(eq(users.id, userId))
    .returning()
    .catch(conflictFrom);
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return toProfile(row);
}

/**
 * Checks the current password (guesses throttled like logins), stores the new hash and ends
 * every other login of the account; the caller's own session stays valid.
 */
export async function changePassword(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'sessionId'>,
  input: ChangePasswordRequest,
  now: Date,
): Promise<void> {
  await replacePassword(db, auth, { current: input.current_password, next: input.new_password }, now);
}

/**
 * The password change of any account (students' and admins'): 400 `WRONG_PASSWORD` for a wrong
 * current password, 429 `TOO_MANY_ATTEMPTS` after repeated ones (Bengali messages: the admin
 * route words them in English).
 */
export async function replacePassword(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'sessionId'>,
  input: { current: string; next: string },
  now: Date,
): Promise<void> {
  const attempt = await beginAttempt(db, [passwordCheckThrottleKey(auth.userId)], now);
  const user = await findUser(db, auth.userId);
  if (!(await verifyPassword(input.current, user.passwordHash))) {
    await attemptFailed(db, attempt, now);
    throw new ApiError(400, 'WRONG_PASSWORD', authMessages.wrongPassword);
  }
  await attemptSucceeded(db, attempt);
  const passwordHash = await hashPassword(input.next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.userId));
    await revokeOtherSessions(tx, auth.userId, auth.sessionId, 'password-change', now);
  });
  await announceRevocation(db); // committed now: no check cached during the transaction survives it, on any instance
}
