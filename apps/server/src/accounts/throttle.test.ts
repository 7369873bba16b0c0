import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema';
import { ApiError } from '../http/api-error';
import { engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { attemptFailed, attemptSucceeded, beginAttempt, tooManyAttempts } from './throttle';
import type { ThrottleKey, ThrottleRule } from './throttle';

// The throttle against a real database, with the clock in the test's hands.

const rule: ThrottleRule = { maxFailures: 3, windowMs: 10 * 60_000, lockMs: 5 * 60_000 };
const t0 = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

async function refused(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe.each(engines)('login throttle on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, engine);
  });
  afterAll(() => server?.stop());

  let n = 0;
  const newKey = (clearOnSuccess = true): ThrottleKey => ({ key: `test:${(n += 1)}`, rule, clearOnSuccess });
  const fail = async (keys: ThrottleKey[], now: Date) =>
    attemptFailed(server.db, await beginAttempt(server.db, keys, now), now);
  const row = async (key: ThrottleKey) =>
    (await server.db.select().from(loginFailures).where(eq(loginFailures.key, key.key)))[0];

  it('locks on the failure that reaches the limit, until the lock runs out', async () => {
    const key = newKey();
    await fail([key], at(0));
    await fail([key], at(1000));
    const locking = await refused(fail([key], at(2000)));
    expect(locking.status).toBe(429);
    expect(locking.headers).toEqual({ 'Retry-After': String(5 * 60) });

    const during = await refused(beginAttempt(server.db, [key], at(2000 + 4 * 60_000)));
    expect(during.headers?.['Retry-After']).toBe('60');
    expect(during.message).toBe('অনেকবার ভুল চেষ্টা করা হয়েছে। ১ মিনিট পর আবার চেষ্টা করো।');

    // Once the lock has run out, counting starts over.
    const after = await beginAttempt(server.db, [key], at(2000 + 5 * 60_000));
    expect(after.keys[0]?.ordinal).toBe(1);
    expect((await row(key))?.lockedUntil).toBeNull();
  });

  it('forgets failures older than the window', async () => {
    const key = newKey();
    await fail([key], at(0));
    await fail([key], at(1000));
    await fail([key], at(rule.windowMs + 1));
    await fail([key], at(rule.windowMs + 2));
    expect((await row(key))?.count).toBe(2);
  });

  it('keeps keys apart', async () => {
    const [a, b] = [newKey(), newKey()];
    for (let i = 0; i < rule.maxFailures - 1; i += 1) await fail([a], at(i));
    await refused(fail([a], at(10)));
    await expect(beginAttempt(server.db, [b], at(20))).resolves.toMatchObject({ keys: [{ key: b.key, ordinal: 1 }] });
  });

  it('numbers parallel attempts one by one and refuses those past the limit at once', async () => {
    const key = newKey();
    const results = await Promise.allSettled(Array.from({ length: 7 }, () => beginAttempt(server.db, [key], at(0))));
    const ordinals = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.keys[0]?.ordinal] : []));
    expect(ordinals.sort()).toEqual([1, 2, 3]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(4);
    expect((await row(key))?.lockedUntil).toEqual(at(rule.lockMs));
  });

  it('on success clears a clear-on-success key and only gives back the attempt of the others', async () => {
    const [user, address] = [newKey(true), newKey(false)];
    await fail([user, address], at(0));
    const attempt = await beginAttempt(server.db, [user, address], at(1000));
    await attemptSucceeded(server.db, attempt);
    expect(await row(user)).toBeUndefined();
    expect((await row(address))?.count).toBe(1);
  });

  it('does not spend the other keys of an attempt refused by one of them', async () => {
    const [locked, other] = [newKey(), newKey(false)];
    for (let i = 0; i < rule.maxFailures - 1; i += 1) await fail([locked], at(i));
    await refused(fail([locked], at(10)));
    await refused(beginAttempt(server.db, [other, locked], at(20)));
    expect(await row(other)).toBeUndefined();

    // Refused while counting (the limit is full of attempts still in flight): given back.
    const busy = newKey();
    for (let i = 0; i < rule.maxFailures; i += 1) await beginAttempt(server.db, [busy], at(30));
    await refused(beginAttempt(server.db, [other, busy], at(40)));
    expect((await row(other))?.count).toBe(0);
  });
});

describe('tooManyAttempts', () => {
  it('rounds the wait up to whole minutes and seconds', () => {
    const error = tooManyAttempts(at(14 * 60_000 + 1), t0);
    expect(error.message).toBe('অনেকবার ভুল চেষ্টা করা হয়েছে। ১৫ মিনিট পর আবার চেষ্টা করো।');
    expect(error.headers).toEqual({ 'Retry-After': String(14 * 60 + 1) });
    expect(error.code).toBe('TOO_MANY_ATTEMPTS');
  });
});
