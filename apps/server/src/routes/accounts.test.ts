import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSuccessSchema,
  authDataSchema,
  authMessages,
  bnMessages,
  paths,
  profileSchema,
  refreshDataSchema,
} from '@study/contract';
import { AUTH_REQUIRED_MESSAGE } from '../auth/middleware';
import { hashRefreshToken } from '../auth/tokens';
import { LOGIN_THROTTLE } from '../accounts/throttle';
import { refreshTokens, sessions, users } from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { expectThrottled } from '../testing/throttled';

// The server trusts X-Forwarded-For here, so each test can log in from an address of its own
// and the per-address throttle of one test never leaks into another.
const JWT_SECRET = 'integration-test-secret-0123456789abcdef';

describe.each(engines)('accounts API on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true', JWT_SECRET }, engine);
  });
  afterAll(() => server?.stop());

  let seq = 0;
  const next = () => (seq += 1);
  const newAddress = () => `198.51.100.${next()}`;
  /** A valid registration; phones use the 019 operator so they never meet the harness's 017 ones. */
  const registration = (overrides: Record<string, unknown> = {}) => {
    const n = next();
    return {
      name: 'রাফি আহমেদ',
      username: `rafi_${n}`,
      password: 'secret-123',
      phone: `+88019${String(10_000_000 + n).slice(-8)}`,
      class: '8',
      ...overrides,
    };
  };

  async function register(overrides: Record<string, unknown> = {}) {
    const input = registration(overrides);
    // From an address of its own: registrations are throttled per address (REGISTRATION_THROTTLE).
    const response = await server.api(paths.register, { json: input, headers: { 'x-forwarded-for': newAddress() } });
    expect(response.status).toBe(201);
    return { input, ...authDataSchema.parse(response.body.data) };
  }

  const login = (username: string, password: string, address = newAddress()) =>
    server.api(paths.login, { json: { username, password }, headers: { 'x-forwarded-for': address } });
  const profile = (token: string) => server.api(paths.profile, { token });
  const refresh = (refreshToken: string) => server.api(paths.refreshToken, { json: { refreshToken } });

  describe('register', () => {
    it('creates a student with a live login and answers 201 in the contract shape', async () => {
      const input = registration({ school: 'ঢাকা উচ্চ বিদ্যালয়', class: 9 });
      const response = await server.api(paths.register, { json: input });
      expect(response.status).toBe(201);
      const body = apiSuccessSchema(authDataSchema).parse(response.body);
      expect(body.message).toBe('সফলভাবে নিবন্ধন হয়েছে!');
      expect(body.data.user).toEqual({
        id: expect.any(Number),
        name: input.name,
        username: input.username,
        phone: input.phone,
        class: '9',
        school: 'ঢাকা উচ্চ বিদ্যালয়',
        avatar: null,
      });

      const [row] = await server.db.select().from(users).where(eq(users.id, body.data.user.id));
      expect(row?.role).toBe('student');
      expect(row?.classLevel).toBe('9');
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      expect(row?.passwordHash).not.toContain(input.password);

      expect((await profile(body.data.accessToken)).status).toBe(200);
      expect((await refresh(body.data.refreshToken)).status).toBe(200);
    });

    it('stores no school when it is left empty', async () => {
      const { user } = await register({ school: '   ' });
      expect(user.school).toBeNull();
    });

    it('refuses a username taken in any letter case with 409 USERNAME_TAKEN', async () => {
      const first = await register({ username: `Mim_${next()}` });
      const response = await server.api(paths.register, {
        json: registration({ username: first.input.username.toLowerCase() }),
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        success: false,
        code: 'USERNAME_TAKEN',
        message: 'এই ইউজারনেম ইতিমধ্যে ব্যবহৃত হয়েছে',
      });
    });

    it('refuses a registered phone with 409 PHONE_TAKEN', async () => {
      const first = await register();
      const response = await server.api(paths.register, { json: registration({ phone: first.input.phone }) });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, code: 'PHONE_TAKEN', message: 'এই ফোন নম্বর ইতিমধ্যে নিবন্ধিত' });
    });

    it('lets exactly one of two simultaneous registrations of one username through', async () => {
      const username = `twin_${next()}`;
      const responses = await Promise.all([
        server.api(paths.register, { json: registration({ username }) }),
        server.api(paths.register, { json: registration({ username: username.toUpperCase() }) }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.status === 409)?.body.code).toBe('USERNAME_TAKEN');
      const rows = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      expect(rows).toHaveLength(responses[0]?.status === 201 ? 1 : 0);
    });

    it('lets exactly one of two simultaneous registrations of one phone through', async () => {
      const phone = registration().phone;
      const responses = await Promise.all([
        server.api(paths.register, { json: registration({ phone }) }),
        server.api(paths.register, { json: registration({ phone }) }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.status === 409)?.body.code).toBe('PHONE_TAKEN');
    });

    it.each([
      ['an invalid operator digit', { phone: '+8801212345678' }, 'INVALID_PHONE', 'সঠিক মোবাইল নম্বর দাও'],
      ['11 digits after +880', { phone: '+88017123456789' }, 'INVALID_PHONE', 'সঠিক মোবাইল নম্বর দাও'],
      ['no +880 prefix', { phone: '01712345678' }, 'INVALID_PHONE', bnMessages.phonePrefix],
      ['a 7-character password', { password: '1234567' }, 'WEAK_PASSWORD', 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে'],
      ['a missing name', { name: undefined }, 'INVALID_INPUT', 'অনুগ্রহ করে সকল আবশ্যক ক্ষেত্র পূরণ করো'],
      ['a missing phone', { phone: undefined }, 'INVALID_INPUT', 'অনুগ্রহ করে সকল আবশ্যক ক্ষেত্র পূরণ করো'],
      ['class 11', { class: '11' }, 'INVALID_INPUT', bnMessages.classRange],
      ['a Bengali username', { username: 'রাফি' }, 'INVALID_INPUT', bnMessages.usernameFormat],
    ])('refuses %s with 400', async (_, overrides, code, message) => {
      const response = await server.api(paths.register, { json: registration(overrides) });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code, message });
      expect(response.body.details[0]).toEqual({ field: expect.any(String), message });
    });

    it('answers an empty body with the all-fields-required message', async () => {
      const response = await server.api(paths.register, { json: {} });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('অনুগ্রহ করে সকল আবশ্যক ক্ষেত্র পূরণ করো');
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const response = await server.api(paths.register, {
        method: 'POST',
        body: '{"name": "x",',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    });

    it('refuses a body that is not JSON', async () => {
      const response = await server.api(paths.register, {
        method: 'POST',
        body: 'name=x',
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.status).toBe(415);
      expect(response.body.success).toBe(false);
    });
  });

  describe('login', () => {
    it('signs in case-insensitively with a new login of its own', async () => {
      const account = await register();
      const response = await login(account.input.username.toUpperCase(), account.input.password);
      expect(response.status).toBe(200);
      const body = apiSuccessSchema(authDataSchema).parse(response.body);
      expect(body.message).toBe('সফলভাবে লগইন হয়েছে!');
      expect(body.data.user).toEqual(account.user);
      expect(body.data.refreshToken).not.toBe(account.refreshToken);

      // Two logins, two sessions: ending one leaves the other alive.
      const claims = await server.tokens.verifyAccessToken(body.data.accessToken);
      const registered = await server.tokens.verifyAccessToken(account.accessToken);
      expect(claims?.sessionId).not.toBe(registered?.sessionId);
      expect((await server.api(paths.logout, { method: 'POST', token: account.accessToken })).status).toBe(200);
      expect((await profile(body.data.accessToken)).status).toBe(200);
    });

    it('answers a wrong password and an unknown username alike: 401 INVALID_CREDENTIALS', async () => {
      const account = await register();
      const wrong = await login(account.input.username, 'not-the-password');
      const unknown = await login(`nobody_${next()}`, 'whatever-123');
      const expected = { success: false, code: 'INVALID_CREDENTIALS', message: 'ভুল ইউজারনেম বা পাসওয়ার্ড' };
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(expected);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(expected);
    });

    it('refuses an admin account as invalid credentials', async () => {
      const admin = await createAccount(server.db, server.tokens, { role: 'admin', password: 'admin-password-1' });
      const response = await login(admin.username, 'admin-password-1');
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('INVALID_CREDENTIALS');
    });

    it('says an account is disabled only to someone who knows its password', async () => {
      const account = await register();
      await server.db.update(users).set({ disabled: true }).where(eq(users.id, account.user.id));
      const right = await login(account.input.username, account.input.password);
      expect(right.status).toBe(403);
      expect(right.body).toEqual({ success: false, code: 'ACCOUNT_DISABLED', message: 'অ্যাকাউন্ট নিষ্ক্রিয় করা হয়েছে' });
      expect((await login(account.input.username, 'wrong-password')).status).toBe(401);
    });

    it('asks for both fields', async () => {
      const response = await server.api(paths.login, { json: { username: 'someone' } });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('অনুগ্রহ করে ইউজারনেম এবং পাসওয়ার্ড দাও');
    });
  });

  describe('login throttling', () => {
    const { maxFailures } = LOGIN_THROTTLE.username;

    it(`locks a username after ${maxFailures} failures, even for the right password, with Retry-After`, async () => {
      const account = await register();
      const address = newAddress();
      for (let i = 1; i < maxFailures; i += 1) {
        expect((await login(account.input.username, 'wrong-password', address)).status).toBe(401);
      }
      const locking = await login(account.input.username, 'wrong-password', address);
      expect(locking.status).toBe(429);
      expectThrottled(await login(account.input.username, account.input.password, newAddress()), 15);

      // Other usernames, from the very same address, are unaffected.
      const other = await register();
      expect((await login(other.input.username, other.input.password, address)).status).toBe(200);
    });

    it('counts usernames case-insensitively', async () => {
      const account = await register();
      for (let i = 0; i < maxFailures; i += 1) {
        const name = i % 2 ? account.input.username.toUpperCase() : account.input.username;
        await login(name, 'wrong-password');
      }
      expect((await login(account.input.username, account.input.password)).status).toBe(429);
    });

    it('starts a username over after a successful login', async () => {
      const account = await register();
      for (let i = 1; i < maxFailures; i += 1) await login(account.input.username, 'wrong-password');
      expect((await login(account.input.username, account.input.password)).status).toBe(200);
      for (let i = 1; i < maxFailures; i += 1) {
        expect((await login(account.input.username, 'wrong-password')).status).toBe(401);
      }
    });

    it('lets no more than the limit of parallel guesses reach the password check', async () => {
      const account = await register();
      const responses = await Promise.all(
        Array.from({ length: 2 * maxFailures }, () => login(account.input.username, 'wrong-password')),
      );
      const statuses = responses.map((r) => r.status);
      // Guesses 1 … limit-1 are plain failures; the limit-th locks; every other one is refused unchecked.
      expect(statuses.filter((s) => s === 401)).toHaveLength(maxFailures - 1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(maxFailures + 1);
    });

    it(`locks an address after ${LOGIN_THROTTLE.address.maxFailures} failures across usernames`, async () => {
      const address = newAddress();
      const { maxFailures: addressLimit } = LOGIN_THROTTLE.address;
      // In parallel: each attempt is numbered atomically, so the first limit-1 are plain failures.
      const guesses = await Promise.all(
        Array.from({ length: addressLimit - 1 }, () => login(`guess_${next()}`, 'wrong-password', address)),
      );
      expect(guesses.map((r) => r.status)).toEqual(Array(addressLimit - 1).fill(401));
      expect((await login(`guess_${next()}`, 'wrong-password', address)).status).toBe(429);

      const account = await register();
      const blocked = await login(account.input.username, account.input.password, address);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await login(account.input.username, account.input.password, newAddress())).status).toBe(200);
    });

    it('does not count successful logins against the address', async () => {
      const account = await register();
      const address = newAddress();
      for (let i = 0; i < LOGIN_THROTTLE.address.maxFailures + 2; i += 1) {
        expect((await login(account.input.username, account.input.password, address)).status).toBe(200);
      }
    });
  });

  describe('refresh token', () => {
    it('rotates: the new token works, the spent one is reuse and ends the whole login', async () => {
      const account = await register();
      const first = await refresh(account.refreshToken);
      expect(first.status).toBe(200);
      const rotated = apiSuccessSchema(refreshDataSchema).parse(first.body).data;
      expect(rotated.refreshToken).not.toBe(account.refreshToken);
      expect((await profile(rotated.accessToken)).status).toBe(200);

      const second = await refresh(rotated.refreshToken);
      expect(second.status).toBe(200);
      const newest = refreshDataSchema.parse(second.body.data);

      const replay = await refresh(account.refreshToken);
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('REFRESH_TOKEN_REUSED');
      // The family is revoked: the newest refresh token and every access token die with it.
      expect((await refresh(newest.refreshToken)).body.code).toBe('INVALID_REFRESH_TOKEN');
      expect((await profile(newest.accessToken)).status).toBe(401);
      expect((await profile(account.accessToken)).status).toBe(401);
      const claims = await server.tokens.verifyAccessToken(account.accessToken);
      const [session] = await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, claims?.sessionId ?? 0));
      expect(session?.revokedReason).toBe('reuse');
    });

    it('lets only one of two simultaneous refreshes with one token succeed', async () => {
      const account = await register();
      const responses = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 401]);
      expect(responses.find((r) => r.status === 401)?.body.code).toBe('REFRESH_TOKEN_REUSED');
    });

    it('refuses unknown, expired and logged-out tokens with 401 INVALID_REFRESH_TOKEN', async () => {
      const unknown = await refresh('not-a-token-we-issued');
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({
        success: false,
        code: 'INVALID_REFRESH_TOKEN',
        message: authMessages.sessionExpired,
      });

      const expiring = await register();
      await server.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(expiring.refreshToken)));
      expect((await refresh(expiring.refreshToken)).body.code).toBe('INVALID_REFRESH_TOKEN');

      const leaving = await register();
      await server.api(paths.logout, { method: 'POST', token: leaving.accessToken });
      const afterLogout = await refresh(leaving.refreshToken);
      expect(afterLogout.status).toBe(401);
      expect(afterLogout.body.code).toBe('INVALID_REFRESH_TOKEN');
    });

    it('refuses the tokens of a disabled account', async () => {
      const account = await register();
      await server.db.update(users).set({ disabled: true }).where(eq(users.id, account.user.id));
      expect((await refresh(account.refreshToken)).body.code).toBe('INVALID_REFRESH_TOKEN');
    });

    it('needs a refresh token', async () => {
      const response = await server.api(paths.refreshToken, { json: {} });
      expect(response.status).toBe(400);
    });
  });

  describe('logout', () => {
    it('ends the login at once, with an empty JSON body as the client sends it', async () => {
      const account = await register();
      const response = await server.api(paths.logout, {
        method: 'POST',
        token: account.accessToken,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: null, message: 'সফলভাবে লগআউট হয়েছে' });
      expect((await profile(account.accessToken)).status).toBe(401);
      expect((await refresh(account.refreshToken)).status).toBe(401);
    });

    it('ignores a malformed body', async () => {
      const account = await register();
      const response = await server.api(paths.logout, {
        method: 'POST',
        token: account.accessToken,
        body: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(200);
      expect((await profile(account.accessToken)).status).toBe(401);
    });

    it("also ends the login of a refresh token in the body, but only the caller's own", async () => {
      const account = await register();
      const secondLogin = authDataSchema.parse((await login(account.input.username, account.input.password)).body.data);
      const stranger = await register();

      const response = await server.api(paths.logout, {
        token: account.accessToken,
        json: { refreshToken: secondLogin.refreshToken },
      });
      expect(response.status).toBe(200);
      expect((await profile(secondLogin.accessToken)).status).toBe(401);

      const third = authDataSchema.parse((await login(account.input.username, account.input.password)).body.data);
      const attempt = await server.api(paths.logout, {
        token: third.accessToken,
        json: { refreshToken: stranger.refreshToken },
      });
      expect(attempt.status).toBe(200);
      expect((await profile(stranger.accessToken)).status).toBe(200);
      expect((await refresh(stranger.refreshToken)).status).toBe(200);
    });

    it('needs a bearer token', async () => {
      const response = await server.api(paths.logout, { method: 'POST' });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(AUTH_REQUIRED_MESSAGE);
    });
  });

  describe('profile', () => {
    it("always answers with the caller's own profile", async () => {
      const a = await register({ school: 'স্কুল ক' });
      const b = await register();
      const responseA = await profile(a.accessToken);
      expect(responseA.status).toBe(200);
      expect(apiSuccessSchema(profileSchema).parse(responseA.body).data).toEqual({
        id: a.user.id,
        name: a.input.name,
        email: null,
        phone: a.input.phone,
        school: 'স্কুল ক',
        avatar: null,
        class_level: '8',
      });
      const responseB = await profile(b.accessToken);
      expect(responseB.body.data.id).toBe(b.user.id);
      expect(responseB.body.data.phone).toBe(b.input.phone);
      // There is no id to pick someone else: query strings change nothing.
      expect((await server.api(`${paths.profile}?id=${b.user.id}`, { token: a.accessToken })).body.data.id).toBe(
        a.user.id,
      );
    });

    it('updates name, phone and school and ignores class and email', async () => {
      const account = await register({ school: 'পুরনো স্কুল' });
      const phone = registration().phone;
      const response = await server.api(paths.profile, {
        method: 'PATCH',
        token: account.accessToken,
        json: { name: '  নতুন নাম ', phone, school: 'নতুন স্কুল', class: '10', class_level: '10', email: 'x@example.com' },
      });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('প্রোফাইল আপডেট করা হয়েছে');
      const expected = {
        id: account.user.id,
        name: 'নতুন নাম',
        email: null,
        phone,
        school: 'নতুন স্কুল',
        avatar: null,
        class_level: '8',
      };
      expect(profileSchema.parse(response.body.data)).toEqual(expected);
      expect((await profile(account.accessToken)).body.data).toEqual(expected);
    });

    it('clears the school with an empty string or null', async () => {
      const account = await register({ school: 'কোনো স্কুল' });
      for (const school of ['', null]) {
        await server.db.update(users).set({ school: 'কোনো স্কুল' }).where(eq(users.id, account.user.id));
        const response = await server.api(paths.profile, {
          method: 'PATCH',
          token: account.accessToken,
          json: { school },
        });
        expect(response.status).toBe(200);
        expect(response.body.data.school).toBeNull();
      }
    });

    it('keeps its own phone, refuses another student’s with 409 PHONE_TAKEN', async () => {
      const account = await register();
      const other = await register();
      const same = await server.api(paths.profile, {
        method: 'PATCH',
        token: account.accessToken,
        json: { phone: account.input.phone },
      });
      expect(same.status).toBe(200);
      const taken = await server.api(paths.profile, {
        method: 'PATCH',
        token: account.accessToken,
        json: { phone: other.input.phone },
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ success: false, code: 'PHONE_TAKEN', message: 'এই ফোন নম্বর ইতিমধ্যে নিবন্ধিত' });
    });

    it.each([
      ['an invalid phone', { phone: '+8801012345678' }, 'সঠিক মোবাইল নম্বর দাও'],
      ['an empty name', { name: '  ' }, bnMessages.requiredFields],
      ['nothing editable', { class_level: '9' }, bnMessages.invalidInput],
    ])('refuses %s with 400', async (_, json, message) => {
      const account = await register();
      const response = await server.api(paths.profile, { method: 'PATCH', token: account.accessToken, json });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('is for students only', async () => {
      expect((await profile('')).status).toBe(401);
      const admin = await createAccount(server.db, server.tokens, { role: 'admin' });
      const response = await profile(admin.accessToken);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    });
  });

  describe('access tokens', () => {
    async function signed(secret: string, claims: { sub: string; sid: number; role: string }, expiresAt: number) {
      return new SignJWT({ role: claims.role, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer('study-platform')
        .setIssuedAt(expiresAt - 3600)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret));
    }

    it('refuses expired, tampered, unsigned and foreign tokens with 401', async () => {
      const victim = await register();
      const attacker = await register();
      const claims = await server.tokens.verifyAccessToken(attacker.accessToken);
      const base = { sub: String(attacker.user.id), sid: claims?.sessionId ?? 0, role: 'student' };
      const now = Math.floor(Date.now() / 1000);

      const expired = await signed(JWT_SECRET, base, now - 10);
      const foreign = await signed('another-secret-that-is-long-enough-000', base, now + 600);
      const [header, payload, signature] = attacker.accessToken.split('.');
      const claimsObject = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const tamperedPayload = Buffer.from(JSON.stringify({ ...claimsObject, sub: String(victim.user.id) })).toString(
        'base64url',
      );
      const tampered = `${header}.${tamperedPayload}.${signature}`;
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const unsigned = `${noneHeader}.${payload}.`;

      expect((await profile(await signed(JWT_SECRET, base, now + 600))).status).toBe(200); // the forger is right
      for (const token of [expired, foreign, tampered, unsigned, 'garbage']) {
        const response = await profile(token);
        expect(response.status).toBe(401);
        expect(response.body.success).toBe(false);
      }
    });
  });

  describe('change password', () => {
    const change = (token: string, current: string, next: string, confirm = next) =>
      server.api(paths.changePassword, {
        token,
        json: { current_password: current, new_password: next, confirm_password: confirm },
      });

    it('stores the new password and ends every other login, not the current one', async () => {
      const account = await register();
      const other = authDataSchema.parse((await login(account.input.username, account.input.password)).body.data);

      const response = await change(account.accessToken, account.input.password, 'brand-new-pass');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: null, message: 'পাসওয়ার্ড পরিবর্তন করা হয়েছে' });

      expect((await profile(account.accessToken)).status).toBe(200);
      expect((await refresh(account.refreshToken)).status).toBe(200);
      expect((await profile(other.accessToken)).status).toBe(401);
      expect((await refresh(other.refreshToken)).body.code).toBe('INVALID_REFRESH_TOKEN');

      expect((await login(account.input.username, account.input.password)).status).toBe(401);
      expect((await login(account.input.username, 'brand-new-pass')).status).toBe(200);
    });

    it('allows the same password again', async () => {
      const account = await register();
      expect((await change(account.accessToken, account.input.password, account.input.password)).status).toBe(200);
      expect((await login(account.input.username, account.input.password)).status).toBe(200);
    });

    it('refuses a wrong current password with 400 WRONG_PASSWORD and keeps the old one', async () => {
      const account = await register();
      const response = await change(account.accessToken, 'not-my-password', 'brand-new-pass');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, code: 'WRONG_PASSWORD', message: 'বর্তমান পাসওয়ার্ড সঠিক নয়' });
      expect((await login(account.input.username, account.input.password)).status).toBe(200);
    });

    it('throttles guesses of the current password', async () => {
      const account = await register();
      for (let i = 1; i < LOGIN_THROTTLE.username.maxFailures; i += 1) {
        expect((await change(account.accessToken, 'guess', 'brand-new-pass')).status).toBe(400);
      }
      expect((await change(account.accessToken, 'guess', 'brand-new-pass')).status).toBe(429);
      const right = await change(account.accessToken, account.input.password, 'brand-new-pass');
      expect(right.status).toBe(429);
      expect(right.headers.get('retry-after')).toBeTruthy();
    });

    it.each([
      [{ current_password: '', new_password: 'abcdef', confirm_password: 'abcdef' }, 'বর্তমান পাসওয়ার্ড প্রয়োজন'],
      [{ current_password: 'x', new_password: 'abc', confirm_password: 'abc' }, 'পাসওয়ার্ড কমপক্ষে ৬ সংখ্যার হতে হবে'],
      [{ current_password: 'x', new_password: 'abcdef', confirm_password: 'abcdeg' }, 'নতুন পাসওয়ার্ড মিল নেই'],
      [{ current_password: 'x', new_password: 'abcdef' }, 'পাসওয়ার্ড নিশ্চিত করো'],
    ])('validates %j', async (json, message) => {
      const account = await register();
      const response = await server.api(paths.changePassword, { token: account.accessToken, json });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('needs a student token', async () => {
      const response = await server.api(paths.changePassword, {
        json: { current_password: 'a', new_password: 'abcdef', confirm_password: 'abcdef' },
      });
      expect(response.status).toBe(401);
    });
  });
});
