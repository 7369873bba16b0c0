import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { authMessages } from '@study/contract';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema';
import { ApiError } from '../http/api-error';

export interface ThrottleRule {
  /**
   * Failures allowed in one window; the failure that reaches it locks the key. For registrations,
   * attempts: every registration counts, successful or not.
   */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The login limits, in one place. */
export const LOGIN_THROTTLE = {
  /** Per username (its account key), whether or not the account exists (no enumeration). */
  username: { maxFailures: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  /** Per client address: many usernames tried from one place. High enough for a school's shared NAT. */
  address: { maxFailures: 20, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Registrations per client address (issue 20.3: one address made 112 accounts in 20 s, each an
 * scrypt hash and a fresh tutor allowance). A school's lab or a class on the school's Wi-Fi shares
 * one address: 60 in 15 minutes lets a whole section of 60 register in one lesson, and 300 a day
 * lets five such sections register, while one address can no longer make more than 300 accounts
 * a day. Mobile operators' carrier-grade NAT also puts many students behind one address, hence
 * limits this high rather than a handful.
 */
export const REGISTRATION_THROTTLE = {
  burst: { maxFailures: 60, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  /** Locked for a day once reached: a shorter lock would start a new day's count at once. */
  day: { maxFailures: 300, windowMs: DAY, lockMs: DAY },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Phone changes answered 409 PHONE_TAKEN (issue 20.5: the answer tells whether a number is
 * registered). A student who types a sibling's or a wrong number gets that answer once or twice;
 * five in an hour is a search. Per address for one person behind many accounts; 20 leaves a
 * school's students their honest mistakes.
 */
export const PHONE_PROBE_THROTTLE = {
  account: { maxFailures: 5, windowMs: HOUR, lockMs: HOUR },
  address: { maxFailures: 20, windowMs: HOUR, lockMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
  /**
   * A success starts this key over (a username). Otherwise a success only gives back its own
   * attempt (an address), so many good logins from one school never lock it.
   */
  clearOnSuccess: boolean;
}

/** `usernameKey` is the name's `accountKey`, the one the account is looked up by. */
export function loginThrottleKeys(usernameKey: string, address: string | undefined): ThrottleKey[] {
  const keys: ThrottleKey[] = [{ key: `user:${usernameKey}`, rule: LOGIN_THROTTLE.username, clearOnSuccess: true }];
  if (address) keys.push({ key: `ip:${address}`, rule: LOGIN_THROTTLE.address, clearOnSuccess: false });
  return keys;
}

/**
 * A registration's keys. Its attempt is never settled: a created account counts as much as a
 * refused one (a taken username or phone), so these keys only go down when their window ends.
 */
export function registrationThrottleKeys(address: string): ThrottleKey[] {
  return [
    { key: `register:ip:${address}`, rule: REGISTRATION_THROTTLE.burst, clearOnSuccess: false },
    { key: `register-day:ip:${address}`, rule: REGISTRATION_THROTTLE.day, clearOnSuccess: false },
  ];
}

/** A phone change's keys: a free number gives back its attempt, a taken one counts (PHONE_PROBE_THROTTLE). */
export function phoneProbeThrottleKeys(userId: number, address: string | undefined): ThrottleKey[] {
  const keys: ThrottleKey[] = [
    { key: `phone:user:${userId}`, rule: PHONE_PROBE_THROTTLE.account, clearOnSuccess: false },
  ];
  if (address) keys.push({ key: `phone:ip:${address}`, rule: PHONE_PROBE_THROTTLE.address, clearOnSuccess: false });
  return keys;
}

/** Guesses of the current password on change-password (a stolen access token must not brute-force it). */
export function passwordCheckThrottleKey(userId: number): ThrottleKey {
  return { key: `password:${userId}`, rule: LOGIN_THROTTLE.username, clearOnSuccess: true };
}

/** An attempt counted against its keys before the password is checked; settle it with one of the functions below. */
export interface Attempt {
  keys: (ThrottleKey & { ordinal: number })[];
}

/** 429 `TOO_MANY_ATTEMPTS` with the wait in the message (whole minutes) and in Retry-After (seconds). */
export function tooManyAttempts(lockedUntil: Date, now: Date): ApiError {
  const waitMs = Math.max(lockedUntil.getTime() - now.getTime(), 1000);
  return new ApiError(429, 'TOO_MANY_ATTEMPTS', authMessages.tooManyAttempts(Math.ceil(waitMs / 60_000)), undefined, {
    'Retry-After': String(Math.ceil(waitMs / 1000)),
  });
}

/** Refuses (throws 429) when a key is locked; a read only, for checks that count only their failures. */
export async function refuseWhileLocked(db: Database, keys: ThrottleKey[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  const locked = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(
      and(
        inArray(
          loginFailures.key,
          keys.map((k) => k.key),
        ),
        gt(loginFailures.lockedUntil, now),
      ),
    );
  const longest = latest(locked.map((row) => row.lockedUntil));
  if (longest) throw tooManyAttempts(longest, now);
}

/**
 * Refuses (throws 429) when a key is locked; otherwise counts the attempt against every key
 * before the password is checked. Counting first means parallel guesses cannot all slip past
 * the check: only `maxFailures` attempts per window ever reach the password comparison.
 */
export async function beginAttempt(db: Database, keys: ThrottleKey[], now: Date): Promise<Attempt> {
  // Cheap read first, so hammering a locked key writes nothing and spends no other key's budget.
  await refuseWhileLocked(db, keys, now);

  const counted: Attempt['keys'] = [];
  for (const key of keys) {
    const row = await countAttempt(db, key, now);
    if (row.lockedUntil && row.lockedUntil > now) {
      await release(db, counted);
      throw tooManyAttempts(row.lockedUntil, now);
    }
    counted.push({ ...key, ordinal: row.count });
  }
  return { keys: counted };
}

/** The password was wrong: keys whose limit this failure reaches are locked (429), else nothing (the caller answers 401). */
export async function attemptFailed(db: Database, attempt: Attempt, now: Date): Promise<void> {
  let lockedUntil: Date | undefined;
  for (const { key, rule, ordinal } of attempt.keys) {
    if (ordinal < rule.maxFailures) continue;
    const until = new Date(now.getTime() + rule.lockMs);
    await db
      .update(loginFailures)
      .set({ lockedUntil: until })
      .where(
        and(eq(loginFailures.key, key), or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, now))),
      );
    lockedUntil = latest([lockedUntil, until]);
  }
  if (lockedUntil) throw tooManyAttempts(lockedUntil, now);
}

/** The password was right: see `ThrottleKey.clearOnSuccess`. */
export async function attemptSucceeded(db: Database, attempt: Attempt): Promise<void> {
  const cleared = attempt.keys.filter((k) => k.clearOnSuccess).map((k) => k.key);
  if (cleared.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.key, cleared));
  await release(
    db,
    attempt.keys.filter((k) => !k.clearOnSuccess),
  );
}

async function release(db: Database, keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(
      inArray(
        loginFailures.key,
        keys.map((k) => k.key),
      ),
    );
}

/**
 * One atomic upsert (so concurrent attempts get distinct counts): a locked key stays as it is;
 * an expired window or a lock that has run out starts over at 1; otherwise the count goes up,
 * and going past the limit (parallel attempts still in flight) locks the key at once.
 */
async function countAttempt(db: Database, { key, rule }: ThrottleKey, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const lockUntil = new Date(now.getTime() + rule.lockMs).toISOString();
  const { count, windowStartedAt, lockedUntil } = loginFailures;
  const isLocked = sql`${lockedUntil} > ${at}`;
  const startsOver = sql`(${windowStartedAt} <= ${windowStart} or ${lockedUntil} is not null)`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, count: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${isLocked} then ${count} when ${startsOver} then 1 else ${count} + 1 end`,
        windowStartedAt: sql`case when ${isLocked} then ${windowStartedAt} when ${startsOver} then ${at} else ${windowStartedAt} end`,
        lockedUntil: sql`case when ${isLocked} then ${lockedUntil}
          when ${startsOver} then null
          when ${count} + 1 > ${rule.maxFailures} then ${lockUntil}::timestamptz
          else null end`,
      },
    })
    .returning({ count, lockedUntil });
  if (!row) throw new Error(`login_failures upsert returned no row for ${key}`);
  return row;
}

function latest(dates: (Date | null | undefined)[]): Date | undefined {
  let result: Date | undefined;
  for (const date of dates) if (date && (!result || date > result)) result = date;
  return result;
}
