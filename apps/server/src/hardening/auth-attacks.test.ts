import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDataSchema, paths } from '@study/contract';
import { LOGIN_THROTTLE } from '../accounts/throttle';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { insertLesson, PHOTOSYNTHESIS_LESSON } from '../tutor/test-support';
import type { Lesson } from '../tutor/test-support';

// Attacks on sign-in and sessions that the route suites (accounts, admin, content, tutor) do not
// already play: algorithm confusion, a guessing loop that spoofs its address, revocation racing
// the session-check cache, and one student reading another's study record. The server runs with
// its defaults here (TRUST_PROXY off), as a deployment without a proxy would.

const JWT_SECRET = 'integration-test-secret-0123456789abcdef';
const encoder = new TextEncoder();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(engines)('auth attacks on %s', (engine) => {
  let server: TestServer;
  let lesson: Lesson;
  beforeAll(async () => {
    server = await startTestServer({ JWT_SECRET }, engine);
    lesson = await insertLesson(server.db, {
      topics: [
        { name: 'সালোকসংশ্লেষণ', content: PHOTOSYNTHESIS_LESSON },
        { name: 'শ্বসন', content: 'জীব খাদ্য ভেঙে শক্তি পায়; এই প্রক্রিয়ার নাম শ্বসন।' },
      ],
    });
  });
  afterAll(() => server?.stop());

  const profile = (token: string) => server.api(paths.profile, { token });
  let seq = 0;
  /** Registers through the API (so the account has a real password and refresh token). */
  async function register() {
    seq += 1;
    const input = {
      name: 'আক্রমণ পরীক্ষা',
      username: `attack_${seq}`,
      password: 'right-password-1',
      phone: `+88018${String(20_000_000 + seq).slice(-8)}`,
      class: '8',
    };
    const response = await server.api(paths.register, { json: input });
    expect(response.status).toBe(201);
    return { input, ...authDataSchema.parse(response.body.data) };
  }

  describe('algorithm confusion', () => {
    it('refuses tokens whose claims are right but whose algorithm is not HS256', async () => {
      const student = await createAccount(server.db, server.tokens);
      const claims = { role: 'student', sid: student.sessionId };
      const sign = (alg: string, key: Parameters<SignJWT['sign']>[0]) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg, typ: 'JWT' })
          .setSubject(String(student.userId))
          .setIssuer('study-platform')
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(key);
      const secret = encoder.encode(JWT_SECRET);
      const { privateKey } = await generateKeyPair('RS256');
      const { privateKey: ecKey } = await generateKeyPair('ES256');

      expect((await profile(await sign('HS256', secret))).status).toBe(200); // the forgery is otherwise perfect
      const [, payload] = student.accessToken.split('.');
      const forged = [
        await sign('HS384', secret),
        await sign('HS512', secret),
        await sign('RS256', privateKey),
        await sign('ES256', ecKey),
        // "none" in every spelling, with and without a signature part.
        ...['none', 'None', 'NONE', 'nOnE'].flatMap((alg) => [
          `${b64({ alg, typ: 'JWT' })}.${payload}.`,
          `${b64({ alg, typ: 'JWT' })}.${payload}`,
        ]),
        // The real signature under a header that names another algorithm.
        `${b64({ alg: 'HS512', typ: 'JWT' })}.${student.accessToken.split('.').slice(1).join('.')}`,
      ];
      for (const token of forged) {
        const response = await profile(token);
        expect(response.status, token).toBe(401);
        expect(response.body.success).toBe(false);
      }
    });
  });

  describe('password guessing', () => {
    it('holds through a long guessing loop that changes its X-Forwarded-For every time', async () => {
      const victim = await register();
      const { maxFailures } = LOGIN_THROTTLE.username;
      const statuses: number[] = [];
      for (let guess = 0; guess < 30; guess += 1) {
        const response = await server.api(paths.login, {
          json: { username: victim.input.username.toUpperCase(), password: `guess-${guess}` },
          headers: { 'x-forwarded-for': `203.0.113.${guess}` },
        });
        statuses.push(response.status);
      }
      // Only the first guesses ever reach the password check; the rest are refused unread.
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(maxFailures);
      expect(statuses.slice(maxFailures)).toEqual(Array(30 - maxFailures).fill(429));
      // Even the right password is refused while the lock holds.
      const right = await server.api(paths.login, {
        json: victim.input,
        headers: { 'x-forwarded-for': '203.0.113.250' },
      });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('revocation beats the session-check cache', () => {
    it('refuses a session at once after logout, even right after it was checked', async () => {
      const account = await register();
      expect((await profile(account.accessToken)).status).toBe(200); // its check is now cached
      expect((await server.api(paths.logout, { method: 'POST', token: account.accessToken })).status).toBe(200);
      expect((await profile(account.accessToken)).status).toBe(401);
    });

    it('ends the other logins at once on a password change, though each was just checked', async () => {
      const account = await register();
      const others = await Promise.all(
        [1, 2].map(async (n) => {
          const response = await server.api(paths.login, {
            json: { username: account.input.username, password: account.input.password },
            headers: { 'x-forwarded-for': `192.0.2.${n}` },
          });
          return authDataSchema.parse(response.body.data);
        }),
      );
      for (const other of others) expect((await profile(other.accessToken)).status).toBe(200);
      const changed = await server.api(paths.changePassword, {
        token: account.accessToken,
        json: {
          current_password: account.input.password,
          new_password: 'another-pass-2',
          confirm_password: 'another-pass-2',
        },
      });
      expect(changed.status).toBe(200);
      for (const other of others) expect((await profile(other.accessToken)).status).toBe(401);
      expect((await profile(account.accessToken)).status).toBe(200);
    });

    it('ends every token of a login whose refresh token is replayed, though each was just checked', async () => {
      const account = await register();
      const rotated = await server.api(paths.refreshToken, { json: { refreshToken: account.refreshToken } });
      const fresh = rotated.body.data.accessToken as string;
      expect((await profile(fresh)).status).toBe(200);
      expect((await profile(account.accessToken)).status).toBe(200);
      const replay = await server.api(paths.refreshToken, { json: { refreshToken: account.refreshToken } });
      expect(replay.body.code).toBe('REFRESH_TOKEN_REUSED');
      expect((await profile(fresh)).status).toBe(401);
      expect((await profile(account.accessToken)).status).toBe(401);
    });
  });

  describe("another student's study record", () => {
    it('stays invisible: last activity, progress, tutor history and engagement are the caller’s own', async () => {
      const topicId = lesson.topicIds[0] as number;
      const owner = await createAccount(server.db, server.tokens);
      const intruder = await createAccount(server.db, server.tokens);
      const as = (token: string, pathname: string, json?: unknown) => server.api(pathname, { token, json });

      expect((await as(owner.accessToken, paths.progress, { topicId, status: 'completed' })).status).toBe(200);
      expect(
        (await as(owner.accessToken, paths.tutorChat, { lessonId: topicId, message: 'সালোকসংশ্লেষণ কী?' })).status,
      ).toBe(200);

      // The owner sees it all …
      expect((await as(owner.accessToken, paths.lastActivity)).body.data?.topicId).toBe(topicId);
      expect(
        (await as(owner.accessToken, `${paths.tutorHistory}?lessonId=${topicId}`)).body.data.length,
      ).toBeGreaterThan(0);
      // … the intruder, asking for the same ids, sees only their own (empty) record.
      expect((await as(intruder.accessToken, paths.lastActivity)).body.data).toBeNull();
      expect((await as(intruder.accessToken, `${paths.tutorHistory}?lessonId=${topicId}`)).body.data).toEqual([]);
      const analysis = await as(intruder.accessToken, `${paths.tutorAnalysis}?chapterId=${lesson.chapterId}`);
      expect(analysis.body.data.questions_asked_count).toBe(0);
      const chapter = await as(intruder.accessToken, paths.chapter(lesson.chapterId));
      expect(chapter.body.data.topics.every((t: { status: string }) => t.status === 'not-started')).toBe(true);
      // Ids or user names smuggled into the query change nothing.
      const smuggled = await as(
        intruder.accessToken,
        `${paths.lastActivity}?userId=${owner.userId}&user_id=${owner.userId}`,
      );
      expect(smuggled.body.data).toBeNull();
      const ownProfile = await as(intruder.accessToken, `${paths.profile}?id=${owner.userId}`);
      expect(ownProfile.body.data.id).toBe(intruder.userId);
    });
  });
});
