import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { App } from './app';
import { createTokenService } from './auth/tokens';
import type { TokenService } from './auth/tokens';
import { loadConfig } from './config';
import type { Config } from './config';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { createLogger } from './logger';
import type { Readiness } from './routes/health';

// In-process tests through `app.request()`. The database is a PostgreSQL URL where nothing
// listens: the pool connects lazily, so only /healthz ever tries it (and finds it down).
// Real-database behaviour is covered by server.test.ts.

const logLines: Record<string, unknown>[] = [];
const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });

let database: DatabaseHandle;
let tokens: TokenService;
beforeAll(async () => {
  database = await openDatabase(
    { dataDir: '/nonexistent', databaseUrl: 'postgresql://study@127.0.0.1:1/none', database: loadConfig({}).database },
    logger,
  );
  // A configured secret: the token service never needs the (unreachable) database.
  tokens = await createTokenService(database.db, 'test-secret-of-at-least-32-characters');
});
afterAll(() => database.close());

function makeApp(env: Record<string, string> = {}, readiness?: Readiness): { app: App; config: Config } {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  return { app: createApp({ config, db: database.db, logger, tokens, ...(readiness ? { readiness } : {}) }), config };
}

describe('createApp', () => {
  it('reports the database down on /healthz with 503 when it cannot be reached', async () => {
    const { app } = makeApp();
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'down' });
  });

  it('answers /livez without the database: the process is up even when the database is down', async () => {
    const { app } = makeApp();
    const response = await app.request('/livez');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 503 and its reason: database unreachable, migrations pending, draining; 200 when none holds', async () => {
    const readyz = async (readiness?: Readiness) => {
      const response = await makeApp({}, readiness).app.request('/readyz');
      expect(response.headers.get('cache-control')).toBe('no-store');
      return { status: response.status, body: await response.json() };
    };
    // No readiness given: a ping of the (unreachable) database.
    expect(await readyz()).toEqual({ status: 503, body: { status: 'error', reason: 'database unreachable' } });
    const failing: Readiness = {
      pendingMigrations: () => Promise.reject(new Error('connect ECONNREFUSED')),
      draining: () => false,
    };
    expect(await readyz(failing)).toEqual({ status: 503, body: { status: 'error', reason: 'database unreachable' } });
    const behind: Readiness = { pendingMigrations: async () => 2, draining: () => false };
    expect(await readyz(behind)).toEqual({
      status: 503,
      body: { status: 'error', reason: 'migrations pending', pendingMigrations: 2 },
    });
    const draining: Readiness = { pendingMigrations: async () => 0, draining: () => true };
    expect(await readyz(draining)).toEqual({ status: 503, body: { status: 'error', reason: 'draining' } });
    const ready: Readiness = { pendingMigrations: async () => 0, draining: () => false };
    expect(await readyz(ready)).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it.each(['/api/v1/nothing-here/', '/web/api/v1/subjects/999/', '/api', '/unknown-page'])(
    'answers an unknown path (%s) with the JSON 404 error shape',
    async (path) => {
      const { app } = makeApp();
      const response = await app.request(path, { method: 'POST' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        success: false,
        message: 'অনুরোধ করা ঠিকানাটি পাওয়া যায়নি।',
        code: 'NOT_FOUND',
      });
    },
  );

  it('turns an unexpected error into a 500 in the error shape and logs it', async () => {
    const { app } = makeApp();
    app.get('/api/v1/broken', () => {
      throw new Error('kaboom');
    });
    const response = await app.request('/api/v1/broken');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      message: 'সার্ভারে একটি সমস্যা হয়েছে। কিছুক্ষণ পর আবার চেষ্টা করো।',
      code: 'INTERNAL_ERROR',
    });
    const logged = logLines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ level: 50, path: '/api/v1/broken', err: { message: 'kaboom' } });
  });

  it('answers 503 in the error shape, with Retry-After, when the database cannot be reached (not a 500)', async () => {
    const { app } = makeApp();
    logLines.length = 0;
    // A valid token: the session check is the first query, and it finds the database down.
    const token = await tokens.signAccessToken({ userId: 1, role: 'student', sessionId: 1 });
    const response = await app.request('/web/api/v1/subjects/', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      success: false,
      message: 'সার্ভার এখন সাময়িকভাবে কাজ করছে না। কিছুক্ষণ পর আবার চেষ্টা করো।',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(logLines.find((line) => line.msg === 'database unavailable')).toMatchObject({
      level: 50,
      path: '/web/api/v1/subjects/',
    });
  });

  it('rejects an API body over 1 MB with 413 in the error shape', async () => {
    const { app } = makeApp();
    const body = 'x'.repeat(1024 * 1024 + 1);
    const response = await app.request('/api/v1/anything', {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain', 'content-length': String(body.length) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('logs method, path, status, duration and request id, never the query string', async () => {
    const { app } = makeApp();
    logLines.length = 0;
    const response = await app.request('/api/v1/student/ai-tutor/stream-sse/?session_id=s1&token=SECRET-TOKEN', {
      headers: { 'x-request-id': 'req-42' },
    });
    expect(response.headers.get('x-request-id')).toBe('req-42');
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({
      msg: 'request',
      reqId: 'req-42',
      method: 'GET',
      path: '/api/v1/student/ai-tutor/stream-sse/',
      status: 401,
      durationMs: expect.any(Number),
    });
    expect(JSON.stringify(logLines)).not.toContain('SECRET-TOKEN');
  });

  it('sends security headers', async () => {
    const { app } = makeApp();
    const response = await app.request('/healthz');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends Strict-Transport-Security only on a request that came over HTTPS: its own, or as a trusted proxy reports it', async () => {
    const hsts = async (env: Record<string, string>, url: string, headers: Record<string, string> = {}) =>
      (await makeApp(env).app.request(url, { headers })).headers.get('strict-transport-security');
    // Plain HTTP: a browser would ignore it, and a proxy in front might serve HTTP on purpose.
    expect(await hsts({}, 'http://localhost/healthz')).toBeNull();
    expect(await hsts({}, 'http://localhost/unknown-page')).toBeNull();
    // A client's own word is not trusted without TRUST_PROXY.
    expect(await hsts({}, 'http://localhost/healthz', { 'x-forwarded-proto': 'https' })).toBeNull();
    expect(await hsts({ TRUST_PROXY: 'true' }, 'http://localhost/healthz')).toBeNull();
    // The proxy's own entry is the last one: what a client put before it does not count.
    expect(
      await hsts({ TRUST_PROXY: 'true' }, 'http://localhost/healthz', { 'x-forwarded-proto': 'https, http' }),
    ).toBeNull();
    for (const [env, url, headers] of [
      [{}, 'https://localhost/healthz', {}],
      [{ TRUST_PROXY: 'true' }, 'http://localhost/healthz', { 'x-forwarded-proto': 'https' }],
      [{ TRUST_PROXY: 'true' }, 'http://localhost/api/v1/nothing/', { 'x-forwarded-proto': 'http, HTTPS' }],
    ] as const) {
      expect(await hsts(env, url, headers), url).toBe('max-age=15552000; includeSubDomains');
    }
  });

  it('sends no CORS headers unless CORS_ORIGINS is set', async () => {
    const { app } = makeApp();
    const response = await app.request('/api/v1/x', { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows exactly the configured origins on the API', async () => {
    const { app } = makeApp({ CORS_ORIGINS: 'https://study.example.com' });
    const preflight = await app.request('/web/api/v1/subjects/', {
      method: 'OPTIONS',
      headers: { origin: 'https://study.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://study.example.com');

    const other = await app.request('/api/v1/x', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
