import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@study/contract';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { expectThrottled } from '../testing/throttled';
import { REGISTRATION_THROTTLE, beginAttempt, registrationThrottleKeys } from './throttle';

// Issue 20.3: one address created 112 accounts in 20 s (each an scrypt hash and a fresh tutor
// allowance). Registrations are now counted per client address in the login throttle's table.

describe.each(engines)('registration throttle on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' }, engine);
  });
  afterAll(() => server?.stop());

  let seq = 0;
  const newAddress = () => `192.0.2.${(seq += 1)}`;
  const registration = () => {
    const n = randomBytes(4).readUInt32BE() % 100_000_000;
    return {
      name: 'রাফি আহমেদ',
      username: `burst_${randomBytes(5).toString('hex')}`,
      password: 'secret-123',
      phone: `+88016${String(n).padStart(8, '0')}`,
      class: '8',
    };
  };
  const register = (address: string, json: unknown = registration()) =>
    server.api(paths.register, { json, headers: { 'x-forwarded-for': address } });

  it('stops a burst of 112 registrations from one address at the limit, with the login throttle’s 429', async () => {
    const address = newAddress();
    const { maxFailures: limit } = REGISTRATION_THROTTLE.burst;
    // All at once, as the attack sent them: each is counted atomically before any work is done.
    const bodies = Array.from({ length: 112 }, registration);
    const answers = await Promise.all(bodies.map((body) => register(address, body)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(112 - limit);

    const refused = answers.find((answer) => answer.status === 429);
    expect(refused).toBeDefined();
    if (refused) expectThrottled(refused, 15);

    // Nothing was created for the refused ones, and another address still registers.
    expect(
      await server.db.$count(
        users,
        inArray(
          users.username,
          bodies.map((body) => body.username),
        ),
      ),
    ).toBe(limit);
    expect((await register(address)).status).toBe(429);
    expect((await register(newAddress())).status).toBe(201);
  });

  it('counts refused registrations (a taken username) too, but not malformed ones', async () => {
    const address = newAddress();
    const taken = registration();
    expect((await register(address, taken)).status).toBe(201);
    for (let i = 1; i < REGISTRATION_THROTTLE.burst.maxFailures; i += 1) {
      expect((await register(address, { ...registration(), username: taken.username })).status).toBe(409);
    }
    // Malformed bodies are refused before they are counted.
    expect((await register(address, { ...registration(), phone: '12345' })).status).toBe(400);
    expect((await register(address)).status).toBe(429);
  });

  it(`allows ${REGISTRATION_THROTTLE.day.maxFailures} registrations a day from one address, in bursts`, async () => {
    // Driven through the throttle with the clock in the test's hands: a school's registration day.
    const keys = registrationThrottleKeys('192.0.2.250');
    const { burst, day } = REGISTRATION_THROTTLE;
    const start = new Date('2026-03-01T02:00:00Z');
    let counted = 0;
    let refusedAt: Date | undefined;
    for (let window = 0; !refusedAt && window < 100; window += 1) {
      const at = new Date(start.getTime() + window * burst.windowMs);
      for (let i = 0; i < burst.maxFailures; i += 1) {
        const refused = await beginAttempt(server.db, keys, at).then(
          () => undefined,
          (error: unknown) => error,
        );
        if (refused) {
          expect(refused).toBeInstanceOf(ApiError);
          expect((refused as ApiError).status).toBe(429);
          refusedAt = at;
          break;
        }
        counted += 1;
      }
    }
    expect(counted).toBe(day.maxFailures);
    // Refused until a day after the limit was reached, however many 15-minute windows pass.
    const later = new Date((refusedAt ?? start).getTime() + day.lockMs - 60_000);
    await expect(beginAttempt(server.db, keys, later)).rejects.toMatchObject({ status: 429 });
    await expect(
      beginAttempt(server.db, keys, new Date((refusedAt ?? start).getTime() + day.lockMs + 1)),
    ).resolves.toBeDefined();
  });
});
