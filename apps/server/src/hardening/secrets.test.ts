import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@study/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { startServer } from '../server';
import type { RunningServer } from '../server';
import { callApi } from '../testing/harness';

// What the README's security section promises about secrets: no password, token or password hash
// is ever written to the log, at any level, whatever the request; and no answer, an admin's
// included, carries a password hash or anyone's refresh token.

const ADMIN_PASSWORD = 'Secret-Admin-Pass-4096';
const STUDENT_PASSWORD = 'Secret-Student-Pass-1';
const NEW_PASSWORD = 'Secret-Student-Pass-2';

describe('secrets stay secret', () => {
  let server: RunningServer;
  let dataDir: string;
  const lines: string[] = [];
  /** Every secret the journey handled: none may appear in a log line. */
  const secrets = new Set<string>([ADMIN_PASSWORD, STUDENT_PASSWORD, NEW_PASSWORD]);
  const api = (pathname: string, init?: Parameters<typeof callApi>[2]) => callApi(server.url, pathname, init);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'study-secrets-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SEED_DEMO_STUDENT: 'false',
      ADMIN_EMAIL: 'head@example.com',
      ADMIN_PASSWORD,
      JWT_SECRET: 'secrets-test-jwt-secret-0123456789abcdef',
    });
    // Everything, at the most talkative level.
    const logger = createLogger({ logLevel: 'trace' }, { write: (line: string) => void lines.push(line) });
    server = await startServer(config, { logger });
    secrets.add(config.jwtSecret ?? '');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a whole student and admin journey writes no password, token or hash to the log', async () => {
    const registered = await api(paths.register, {
      json: {
        name: 'গোপন পরীক্ষা',
        username: 'secret_keeper',
        password: STUDENT_PASSWORD,
        phone: '+8801912345678',
        class: '8',
      },
    });
    expect(registered.status).toBe(201);
    const first = registered.body.data as { accessToken: string; refreshToken: string };
    secrets.add(first.accessToken).add(first.refreshToken);
    expect((await api(paths.login, { json: { username: 'secret_keeper', password: 'wrong-password' } })).status).toBe(
      401,
    );
    const login = await api(paths.login, { json: { username: 'secret_keeper', password: STUDENT_PASSWORD } });
    const second = login.body.data as { accessToken: string; refreshToken: string };
    secrets.add(second.accessToken).add(second.refreshToken);
    const refreshed = await api(paths.refreshToken, { json: { refreshToken: second.refreshToken } });
    const third = refreshed.body.data as { accessToken: string; refreshToken: string };
    secrets.add(third.accessToken).add(third.refreshToken);
    // A spent refresh token again: reuse, which ends the login (and is logged as such, without it).
    expect((await api(paths.refreshToken, { json: { refreshToken: second.refreshToken } })).status).toBe(401);
    expect((await api(paths.profile, { token: first.accessToken })).status).toBe(200);
    // The stream's token travels in the query string.
    await api(`${paths.tutorStreamSse}?session_id=nothing&token=${encodeURIComponent(first.accessToken)}`);
    const changed = await api(paths.changePassword, {
      token: first.accessToken,
      json: { current_password: STUDENT_PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(
      (await api(paths.logout, { token: first.accessToken, json: { refreshToken: first.refreshToken } })).status,
    ).toBe(200);
    const admin = await api(paths.adminLogin, { json: { email: 'head@example.com', password: ADMIN_PASSWORD } });
    expect(admin.status).toBe(200);
    secrets.add(admin.body.data.accessToken);
    if (admin.body.data.refreshToken) secrets.add(admin.body.data.refreshToken);
    expect((await api(paths.adminDashboard, { token: admin.body.data.accessToken })).status).toBe(200);

    const log = lines.join('\n');
    for (const secret of secrets)
      expect(log.includes(secret), `a secret of ${secret.length} characters is in the log`).toBe(false);
    // No password hash (scrypt$N$r$p$salt$hash) either.
    expect(log).not.toMatch(/scrypt\$\d+\$/);
    // And the log was written: every request, with its path.
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.some((line) => line.includes('"path":"/web/api/v1/auth/login/"'))).toBe(true);
  });

  it('no answer, an admin’s included, carries a password hash or a refresh token', async () => {
    const admin = (await api(paths.adminLogin, { json: { email: 'head@example.com', password: ADMIN_PASSWORD } })).body
      .data;
    const student = (await api(paths.login, { json: { username: 'secret_keeper', password: NEW_PASSWORD } })).body.data;
    const doc = (await api(paths.openApi)).body as { paths: Record<string, Record<string, unknown>> };
    let read = 0;
    for (const [template, item] of Object.entries(doc.paths)) {
      if (!('get' in item) || template.includes('stream-sse')) continue;
      const pathname = template.replace(/\{[^}]+\}/g, '1');
      const token = template.includes('/admin/') ? admin.accessToken : student.accessToken;
      const response = await api(pathname, { token });
      const text = JSON.stringify(response.body);
      expect(text, pathname).not.toMatch(/scrypt\$|password_?hash|token_?hash/i);
      expect(text.includes(student.refreshToken), pathname).toBe(false);
      read += 1;
    }
    expect(read).toBeGreaterThan(10);
  });
});
