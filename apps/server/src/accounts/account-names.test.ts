import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@study/contract';
import pg from 'pg';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { LOGIN_THROTTLE } from './throttle';

// Issue 20.4: a username or email spelled another way (U+0130 İ, full-width letters, other
// case) must reach the same account under the same throttle key, or no account at all. The
// attack: with `admin@example.com` locked, `admİn@example.com` signed in, because the throttle
// lowered the name in JavaScript and the lookup with PostgreSQL's lower() (which maps İ to i on
// PGlite and on a C.UTF-8 server).

const { maxFailures } = LOGIN_THROTTLE.username;

describe.each(engines)('account names on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' }, engine);
  });
  afterAll(() => server?.stop());

  let seq = 0;
  const newAddress = () => `203.0.113.${(seq += 1)}`;

  const adminLogin = (email: string, password: string) =>
    server.api(paths.adminLogin, { json: { email, password }, headers: { 'x-forwarded-for': newAddress() } });
  const login = (username: string, password: string) =>
    server.api(paths.login, { json: { username, password }, headers: { 'x-forwarded-for': newAddress() } });

  /** A fresh name whose letters include an `i`, for the İ variants. */
  const newName = (stem: string) => `${stem}_${randomBytes(3).toString('hex')}`;

  async function registerStudent(username: string) {
    const response = await server.api(paths.register, {
      json: {
        name: 'রাফি',
        username,
        password: 'secret-123',
        phone: `+88018${String(Date.now() % 1e8).padStart(8, '0')}`,
        class: '8',
      },
      headers: { 'x-forwarded-for': newAddress() },
    });
    return response;
  }

  it('keeps a locked admin email locked however it is spelled, and lets no spelling dodge the lock', async () => {
    const admin = await createAccount(server.db, server.tokens, { role: 'admin', password: 'right-password-1' });
    const email = `${admin.username}@example.com`;
    expect(email).toMatch(/^admin_/);
    for (let i = 0; i < maxFailures; i += 1) await adminLogin(email, 'wrong-password');
    expect((await adminLogin(email, 'right-password-1')).status).toBe(429);

    const variants = [
      email.replace('admin', 'admİn'), // U+0130
      email.replace('admin', 'ADMİN'),
      email.toUpperCase(),
      email.replace('admin', 'ａｄｍｉｎ'), // full-width
      email.replace('a', '\u1D2C'), // MODIFIER LETTER CAPITAL A
    ];
    for (const variant of variants) {
      const response = await adminLogin(variant, 'right-password-1');
      // The same account is the same lock (429); a different name is no account at all (401).
      expect([variant, response.status]).not.toEqual([variant, 200]);
      expect([401, 429]).toContain(response.status);
    }
    // The spellings NFKC and case make equal are the account itself, so they share its lock.
    expect((await adminLogin(email.toUpperCase(), 'right-password-1')).status).toBe(429);
    expect((await adminLogin(email.replace('admin', 'ａｄｍｉｎ'), 'right-password-1')).status).toBe(429);
  });

  it('keeps a locked username locked however it is spelled', async () => {
    const username = newName('rafi');
    expect((await registerStudent(username)).status).toBe(201);
    for (let i = 0; i < maxFailures; i += 1) await login(username, 'wrong-password');

    for (const variant of [
      username.replace('i', 'İ'),
      username.replace('rafi', 'RAFİ'),
      username.toUpperCase(),
      username.replace('rafi', 'ｒａｆｉ'),
    ]) {
      const response = await login(variant, 'secret-123');
      expect([variant, response.status]).not.toEqual([variant, 200]);
      expect([401, 429]).toContain(response.status);
    }
    expect((await login(username.replace('rafi', 'ｒａｆｉ'), 'secret-123')).status).toBe(429);
  });

  it('signs in with the full-width or upper-case spelling of a username, as the same account', async () => {
    const username = newName('nusrat');
    const created = await registerStudent(username);
    expect(created.status).toBe(201);
    for (const variant of [username.toUpperCase(), username.replace('nusrat', 'ｎｕｓｒａｔ')]) {
      const response = await login(variant, 'secret-123');
      expect(response.status).toBe(200);
      expect(response.body.data.user.id).toBe(created.body.data.user.id);
      expect(response.body.data.user.username).toBe(username); // shown as registered
    }
  });

  it('refuses a second registration whose name is the same account name in another case', async () => {
    const username = newName('Ivan');
    expect((await registerStudent(username)).status).toBe(201);
    for (const variant of [username.toLowerCase(), username.toUpperCase()]) {
      const response = await registerStudent(variant);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('USERNAME_TAKEN');
    }
  });
});

// PostgreSQL's lower() follows the database's collation: in a database whose ICU locale is
// Turkish, lower('I') is 'ı', so a unique index on lower(username) let `Ivan_…` and `ivan_…`
// both register. The stored key does not depend on the database.
describe.runIf(process.env['TEST_DATABASE_URL'])(
  'account names on a PostgreSQL database with a Turkish collation',
  () => {
    let server: TestServer;
    let dropDatabase: () => Promise<void>;
    beforeAll(async () => {
      const base = process.env['TEST_DATABASE_URL'] ?? '';
      const name = `study_test_tr_${randomBytes(6).toString('hex')}`;
      const run = async (sql: string) => {
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        try {
          await client.query(sql);
        } finally {
          await client.end();
        }
      };
      await run(`create database ${name} template template0 locale_provider icu icu_locale 'tr' locale 'C.UTF-8'`);
      dropDatabase = () => run(`drop database if exists ${name} with (force)`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      server = await startTestServer({ DATABASE_URL: url.toString() });
    });
    afterAll(async () => {
      await server?.stop();
      await dropDatabase?.();
    });

    it('refuses `ivan_…` once `Ivan_…` exists, and signs in either spelling as one account', async () => {
      const username = `Ivan_${randomBytes(3).toString('hex')}`;
      const register = (name: string, phone: string) =>
        server.api(paths.register, {
          json: { name: 'ইভান', username: name, password: 'secret-123', phone, class: '8' },
        });
      const first = await register(username, '+8801811111111');
      expect(first.status).toBe(201);
      const second = await register(username.toLowerCase(), '+8801822222222');
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('USERNAME_TAKEN');

      const login = await server.api(paths.login, {
        json: { username: username.toUpperCase(), password: 'secret-123' },
      });
      expect(login.status).toBe(200);
      expect(login.body.data.user.id).toBe(first.body.data.user.id);
    });
  },
);
