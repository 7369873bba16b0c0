import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginDataSchema, apiSuccessSchema, authDataSchema, paths, refreshDataSchema } from '@study/contract';
import { sessions, users } from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// Issue 20.6: an admin's token could not be revoked (no logout on the server; the admin area
// only forgot it). Admin logins are now sessions like students': a refresh token of the login's
// family, rotation with reuse detection, logout on the server, and a password change that ends
// the admin's other logins, each honoured at once even by the per-instance session-check cache.

describe.each(engines)('admin sessions on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, engine);
  });
  afterAll(() => server?.stop());

  async function signIn(admin?: { username: string; password: string }) {
    const account =
      admin ?? (await createAccount(server.db, server.tokens, { role: 'admin', password: 'admin-password-1' }));
    const response = await server.api(paths.adminLogin, {
      json: { email: `${account.username}@example.com`, password: account.password },
    });
    expect(response.status).toBe(200);
    return { account, ...adminLoginDataSchema.parse(response.body.data) };
  }
  const dashboard = (token: string) => server.api(paths.adminDashboard, { token });
  const refresh = (refreshToken: string) => server.api(paths.adminRefreshToken, { json: { refreshToken } });
  const logout = (token: string, json?: unknown) => server.api(paths.adminLogout, { method: 'POST', token, json });
  const expectRefused = (answer: { status: number; body: unknown }, code: string, message: string) => {
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, code, message });
  };

  it('gives a refresh token that rotates: the new one works, the spent one is reuse and ends the whole login', async () => {
    const login = await signIn();
    const rotated = await refresh(login.refreshToken);
    expect(rotated.status).toBe(200);
    const fresh = apiSuccessSchema(refreshDataSchema).parse(rotated.body).data;
    expect(fresh.refreshToken).not.toBe(login.refreshToken);
    expect((await dashboard(fresh.accessToken)).status).toBe(200); // checked, so cached
    expect((await dashboard(login.accessToken)).status).toBe(200);

    expectRefused(
      await refresh(login.refreshToken),
      'REFRESH_TOKEN_REUSED',
      'Your admin session was ended for safety. Please sign in again.',
    );
    // Every token of that login ends at once, the newest refresh token too.
    expect((await dashboard(fresh.accessToken)).status).toBe(401);
    expect((await dashboard(login.accessToken)).status).toBe(401);
    expect((await refresh(fresh.refreshToken)).body.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('ends the login on logout at once, though its token was just checked, and refuses its refresh token', async () => {
    const login = await signIn();
    expect((await dashboard(login.accessToken)).status).toBe(200); // its check is now cached
    const out = await logout(login.accessToken);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, data: null, message: 'Logged out' });
    expect((await dashboard(login.accessToken)).status).toBe(401);
    expectRefused(
      await refresh(login.refreshToken),
      'INVALID_REFRESH_TOKEN',
      'Your admin session has expired. Please sign in again.',
    );
    const claims = await server.tokens.verifyAccessToken(login.accessToken);
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims?.sessionId ?? 0));
    expect(row?.revokedReason).toBe('logout');
  });

  it("also ends the login of a refresh token in the logout body, but only the caller's own", async () => {
    const first = await signIn();
    const second = await signIn(first.account);
    expect((await logout(second.accessToken, { refreshToken: first.refreshToken })).status).toBe(200);
    expect((await dashboard(first.accessToken)).status).toBe(401);

    // Another admin's token in the body, or no token at all: only the caller's own login ends.
    const third = await signIn(first.account);
    const stranger = await signIn();
    expect((await logout(stranger.accessToken, { refreshToken: third.refreshToken })).status).toBe(200);
    expect((await dashboard(third.accessToken)).status).toBe(200);
    const again = await signIn(stranger.account);
    expect((await logout(again.accessToken, { refreshToken: 'not-a-token' })).status).toBe(200);
    expect((await dashboard(again.accessToken)).status).toBe(401);
  });

  it('keeps the two kinds of login apart: no refresh across them, no admin logout with a student token', async () => {
    const admin = await signIn();
    const studentAnswer = await server.api(paths.register, {
      json: {
        name: 'ছাত্র',
        username: `stu_${admin.admin.id}`,
        password: 'secret-123',
        phone: `+88013${String(10_000_000 + admin.admin.id).slice(-8)}`,
        class: '8',
      },
    });
    const student = authDataSchema.parse(studentAnswer.body.data);

    expect((await server.api(paths.refreshToken, { json: { refreshToken: admin.refreshToken } })).body.code).toBe(
      'INVALID_REFRESH_TOKEN',
    );
    expect((await refresh(student.refreshToken)).body.code).toBe('INVALID_REFRESH_TOKEN');
    // Neither attempt spent the token: each still rotates on its own endpoint.
    expect((await refresh(admin.refreshToken)).status).toBe(200);
    expect((await server.api(paths.refreshToken, { json: { refreshToken: student.refreshToken } })).status).toBe(200);

    expect((await logout(student.accessToken)).status).toBe(403);
    expect((await server.api(paths.adminLogout, { method: 'POST' })).status).toBe(401);
  });

  it('refuses the refresh token of a disabled admin', async () => {
    const login = await signIn();
    await server.db.update(users).set({ disabled: true }).where(eq(users.id, login.admin.id));
    expect((await refresh(login.refreshToken)).body.code).toBe('INVALID_REFRESH_TOKEN');
  });

  describe('password change', () => {
    const change = (token: string, json: unknown) =>
      server.api(paths.adminChangePassword, { method: 'POST', token, json });
    const body = (currentPassword: string, newPassword: string) => ({
      currentPassword,
      newPassword,
      confirmPassword: newPassword,
    });

    it("ends the admin's other logins at once (though just checked) and keeps the caller's; the new password signs in", async () => {
      const current = await signIn();
      const other = await signIn(current.account);
      expect((await dashboard(other.accessToken)).status).toBe(200); // its check is now cached
      const answer = await change(current.accessToken, body(current.account.password, 'a-new-admin-pass'));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: null,
        message: 'Password changed. Your other sessions have been signed out.',
      });

      expect((await dashboard(other.accessToken)).status).toBe(401);
      expect((await refresh(other.refreshToken)).body.code).toBe('INVALID_REFRESH_TOKEN');
      expect((await dashboard(current.accessToken)).status).toBe(200);
      expect((await refresh(current.refreshToken)).status).toBe(200);

      const old = await server.api(paths.adminLogin, {
        json: { email: `${current.account.username}@example.com`, password: current.account.password },
      });
      expect(old.status).toBe(401);
      await signIn({ username: current.account.username, password: 'a-new-admin-pass' });
      const [row] = await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, (await server.tokens.verifyAccessToken(other.accessToken))?.sessionId ?? 0));
      expect(row?.revokedReason).toBe('password-change');
    });

    it('needs the right current password (in English), and throttles wrong guesses with a 429', async () => {
      const login = await signIn();
      const wrong = await change(login.accessToken, body('not-the-password', 'a-new-admin-pass'));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ success: false, code: 'WRONG_PASSWORD', message: 'Current password is incorrect' });
      let last = wrong;
      for (let guess = 0; guess < 20 && last.status !== 429; guess += 1) {
        last = await change(login.accessToken, body(`guess-${guess}`, 'a-new-admin-pass'));
      }
      expect(last.status).toBe(429);
      expect(last.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(last.body.message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
      // Locked, the right password is refused too, and the password did not change.
      expect((await change(login.accessToken, body(login.account.password, 'a-new-admin-pass'))).status).toBe(429);
      await signIn(login.account);
    });

    it("applies the students' rules to the new password, in English", async () => {
      const login = await signIn();
      const short = await change(login.accessToken, body(login.account.password, '12345'));
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('New password must be at least 6 characters');
      const mismatch = await change(login.accessToken, {
        currentPassword: login.account.password,
        newPassword: 'abcdef1',
        confirmPassword: 'abcdef2',
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toBe('Passwords do not match');
      expect((await change(login.accessToken, {})).body.message).toBe('Current password is required');
    });

    it('is for admins only: a student token gets 403, no token 401', async () => {
      const student = await createAccount(server.db, server.tokens);
      expect((await change(student.accessToken, body(student.password, 'a-new-pass'))).status).toBe(403);
      expect((await server.api(paths.adminChangePassword, { json: body('x', 'a-new-pass') })).status).toBe(401);
    });
  });

  it('needs a refresh token in the body', async () => {
    const response = await server.api(paths.adminRefreshToken, { json: {} });
    expect(response.status).toBe(400);
  });
});
