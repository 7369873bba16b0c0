import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@study/contract';
import { users } from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { expectThrottled } from '../testing/throttled';
import { PHONE_PROBE_THROTTLE } from './throttle';

// Issue 20.5: `PATCH profile` answers 409 PHONE_TAKEN for any registered number, so an account
// could test 200 numbers in 2 s. Those answers are now counted per account and per address.

describe.each(engines)('phone probes through the profile on %s', (engine) => {
  let server: TestServer;
  /** Numbers other students hold. */
  let taken: string[];
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' }, engine);
    taken = [];
    for (let i = 0; i < 6; i += 1) {
      const holder = await createAccount(server.db, server.tokens);
      const [row] = await server.db.select({ phone: users.phone }).from(users).where(eq(users.id, holder.userId));
      taken.push(row?.phone ?? '');
    }
  });
  afterAll(() => server?.stop());

  let seq = 0;
  const newAddress = () => `198.18.0.${(seq += 1)}`;
  /** A free number of the 015 operator (the harness's students have 017 ones). */
  const freeNumber = () => `+88015${String(10_000_000 + (seq += 1)).slice(-8)}`;
  const edit = (token: string, json: unknown, address: string) =>
    server.api(paths.profile, { method: 'PATCH', token, json, headers: { 'x-forwarded-for': address } });

  it('answers an honest mistake as before: 409 for a taken number, then the right one is saved', async () => {
    const student = await createAccount(server.db, server.tokens);
    const address = newAddress();
    const mistake = await edit(student.accessToken, { name: 'রাফি', phone: taken[0], school: null }, address);
    expect(mistake.status).toBe(409);
    expect(mistake.body).toEqual({ success: false, code: 'PHONE_TAKEN', message: 'এই ফোন নম্বর ইতিমধ্যে নিবন্ধিত' });
    const right = freeNumber();
    const saved = await edit(student.accessToken, { name: 'রাফি', phone: right, school: null }, address);
    expect(saved.status).toBe(200);
    expect(saved.body.data.phone).toBe(right);
  });

  it(`refuses every phone change of an account after ${PHONE_PROBE_THROTTLE.account.maxFailures} taken numbers, with 429 and Retry-After`, async () => {
    const student = await createAccount(server.db, server.tokens);
    const { maxFailures } = PHONE_PROBE_THROTTLE.account;
    const statuses: number[] = [];
    for (let i = 0; i < maxFailures; i += 1) {
      // Each from another address: the account's own count is what stops it.
      statuses.push((await edit(student.accessToken, { phone: taken[i % taken.length] }, newAddress())).status);
    }
    expect(statuses).toEqual([...Array<number>(maxFailures - 1).fill(409), 429]);

    // Locked: a taken and a free number get the same answer, so the answer tells nothing.
    for (const phone of [taken[0], freeNumber()]) {
      expectThrottled(await edit(student.accessToken, { phone }, newAddress()), 60);
    }

    // The rest of the profile stays editable, and sending the phone it already has changes nothing.
    const [own] = await server.db.select({ phone: users.phone }).from(users).where(eq(users.id, student.userId));
    const rename = await edit(
      student.accessToken,
      { name: 'নতুন নাম', phone: own?.phone, school: 'বিদ্যালয়' },
      newAddress(),
    );
    expect(rename.status).toBe(200);
    expect(rename.body.data.name).toBe('নতুন নাম');
  });

  it('stops 200 probes from one account at the limit, sent all at once', async () => {
    const student = await createAccount(server.db, server.tokens);
    const probes = Array.from({ length: 200 }, (_, i) => (i % 2 ? taken[i % taken.length] : freeNumber()));
    const answers = await Promise.all(probes.map((phone) => edit(student.accessToken, { phone }, newAddress())));
    // Each probe is counted before it is looked up, so no more than the limit are ever answered 409.
    expect(answers.filter((answer) => answer.status === 409).length).toBeLessThan(
      PHONE_PROBE_THROTTLE.account.maxFailures,
    );
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
  });

  it(`refuses an address after ${PHONE_PROBE_THROTTLE.address.maxFailures} taken numbers across accounts; other addresses are unaffected`, async () => {
    const address = newAddress();
    const { maxFailures } = PHONE_PROBE_THROTTLE.address;
    const perAccount = PHONE_PROBE_THROTTLE.account.maxFailures - 1;
    const statuses: number[] = [];
    while (statuses.length < maxFailures) {
      const prober = await createAccount(server.db, server.tokens);
      for (let i = 0; i < perAccount && statuses.length < maxFailures; i += 1) {
        statuses.push((await edit(prober.accessToken, { phone: taken[i % taken.length] }, address)).status);
      }
    }
    expect(statuses).toEqual([...Array<number>(maxFailures - 1).fill(409), 429]);

    const classmate = await createAccount(server.db, server.tokens);
    expect((await edit(classmate.accessToken, { phone: freeNumber() }, address)).status).toBe(429);
    expect((await edit(classmate.accessToken, { phone: freeNumber() }, newAddress())).status).toBe(200);
  });
});
