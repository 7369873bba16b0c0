import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import journal from '../drizzle/meta/_journal.json';
import { loadConfig } from './config';
import type { Database } from './db/database';
import { appMeta, subjects, users } from './db/schema';
import { startServer } from './server';
import type { RunningServer } from './server';

// The real server on a loopback port, spoken to over HTTP. One PGlite folder for the whole
// file (its first open takes seconds); PostgreSQL cases run when TEST_DATABASE_URL is set.

function testConfig(env: Record<string, string>) {
  return loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env });
}

/** Every migration file of the repository, as drizzle-kit recorded them. */
const migrationCount = journal.entries.length;

async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.count ?? 0;
}

/** GET with the path sent byte for byte (fetch would normalise `..` and friends away). */
function rawGet(baseUrl: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

const ASSET = 'assets/index-3f2a1b9c.js';
const ASSET_SOURCE = 'console.log("study platform");\n';
const INDEX_HTML = '<!doctype html><html lang="bn"><body><div id="root"></div></body></html>\n';
const SECRET = 'TOP-SECRET-OUTSIDE-DIST';

describe('server on PGlite', () => {
  let tempDir: string;
  let dataDir: string;
  let webDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'study-server-'));
    dataDir = path.join(tempDir, 'data');
    webDir = path.join(tempDir, 'web', 'dist');
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDir, ASSET), ASSET_SOURCE);
    await writeFile(path.join(webDir, `${ASSET}.br`), brotliCompressSync(ASSET_SOURCE));
    await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The app's routes, as the build writes them (apps/web/build/prerenderPages.ts).
    for (const route of [['dashboard'], ['subjects', '$subjectId', '$chapterId', 'learn']]) {
      await mkdir(path.join(webDir, 'prerendered', ...route), { recursive: true });
      await writeFile(path.join(webDir, 'prerendered', ...route, 'index.html'), INDEX_HTML);
    }
    // Files a traversal would be after: beside the dist folder and beside the web folder.
    await writeFile(path.join(tempDir, 'web', 'secret.txt'), SECRET);
    await writeFile(path.join(tempDir, 'secret.txt'), SECRET);
    server = await startServer(testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: webDir }));
  });

  afterAll(async () => {
    await server?.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  it('starts on a free port and reports healthy after a real query', async () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.dialect).toBe('pglite');
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('is live and ready once started; not ready while the schema lacks a migration, ready again once migrated', async () => {
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
    // As if the database were restored from before the last migration.
    const [last] = (
      await server.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at::text`,
      )
    ).rows;
    try {
      const behind = await fetch(`${server.url}/readyz`);
      expect(behind.status).toBe(503);
      expect(await behind.json()).toEqual({ status: 'error', reason: 'migrations pending', pendingMigrations: 1 });
      expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    } finally {
      await server.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, ${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('answers unknown API paths with the JSON 404, not with the web app', async () => {
    for (const apiPath of ['/api/v1/nothing/', '/web/api/v1/nothing/1/', '/api']) {
      const response = await fetch(`${server.url}${apiPath}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        message: 'অনুরোধ করা ঠিকানাটি পাওয়া যায়নি।',
        code: 'NOT_FOUND',
      });
    }
  });

  it('refuses an API body over 1 MB with 413', async () => {
    const response = await fetch(`${server.url}/api/v1/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  describe('web app', () => {
    it('serves hashed assets with an immutable cache header', async () => {
      const response = await fetch(`${server.url}/${ASSET}`, { headers: { 'accept-encoding': 'identity' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await response.text()).toBe(ASSET_SOURCE);
    });

    it('serves the brotli file when the client accepts it', async () => {
      // fetch decodes the body itself, so equal text proves the right Content-Encoding.
      const response = await fetch(`${server.url}/${ASSET}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await response.text()).toBe(ASSET_SOURCE);
    });

    it('serves other files with a short cache', async () => {
      const response = await fetch(`${server.url}/favicon.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    });

    it.each(['/', '/index.html', '/dashboard', '/dashboard/', '/subjects/3/5/learn'])(
      'answers %s with index.html, never cached without revalidation',
      async (appPath) => {
        const response = await fetch(`${server.url}${appPath}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toBe(INDEX_HTML);
      },
    );

    it.each(['/no/such/page', '/ask/', '/health', '/metrics', '/status'])(
      'answers %s, no route of the app, with 404',
      async (unknown) => {
        const response = await fetch(`${server.url}${unknown}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      },
    );

    it('answers a revalidation of an unchanged file with 304', async () => {
      const first = await fetch(`${server.url}/dashboard`);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const second = await fetch(`${server.url}/dashboard`, { headers: { 'if-none-match': etag ?? '' } });
      expect(second.status).toBe(304);
    });

    it('compares the tags of a revalidation as the API does: weakly, in a list, and * for any', async () => {
      const etag = (await fetch(`${server.url}/dashboard`)).headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\//);
      const revalidate = (ifNoneMatch: string) =>
        fetch(`${server.url}/dashboard`, { headers: { 'if-none-match': ifNoneMatch } }).then((r) => r.status);
      expect(await revalidate(etag.slice(2))).toBe(304);
      expect(await revalidate(`W/"other",${etag}`)).toBe(304);
      expect(await revalidate('*')).toBe(304);
      expect(await revalidate('W/"other"')).toBe(200);
    });

    it('answers a HEAD without a body', async () => {
      const response = await fetch(`${server.url}/${ASSET}`, {
        method: 'HEAD',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(ASSET_SOURCE)));
      expect(await response.text()).toBe('');
    });

    it('does not answer a missing asset with the HTML page', async () => {
      const response = await fetch(`${server.url}/assets/index-00000000.js`);
      expect(response.status).toBe(404);
    });

    it.each([
      '/assets/../../secret.txt',
      '/assets/../../../secret.txt',
      '/../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/%252e%252e%252fsecret.txt',
      '/..%5c..%5csecret.txt',
      '/assets/..\\..\\secret.txt',
      '//secret.txt',
      '/{tempDir}/secret.txt',
      '/secret.txt%00.js',
    ])('never reads outside the dist folder: %s', async (attempt) => {
      const { status, body } = await rawGet(server.url, attempt.replace('{tempDir}', encodeURIComponent(tempDir)));
      expect(body).not.toContain(SECRET);
      expect([200, 400, 404]).toContain(status);
      if (status === 200) expect(body).toBe(INDEX_HTML);
    });
  });

  describe('database', () => {
    it('applies the migrations at start: app_meta exists with its defaults', async () => {
      expect(await appliedMigrations(server.db)).toBe(migrationCount);
      await server.db.insert(appMeta).values({ key: 'first-start', value: 'yes' });
      const [row] = await server.db.select().from(appMeta).where(eq(appMeta.key, 'first-start'));
      expect(row).toMatchObject({ key: 'first-start', value: 'yes', updatedAt: expect.any(Date) });
    });

    it('starts again on the same data folder without reapplying them', async () => {
      await server.close();
      server = await startServer(testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: webDir }));
      expect(await appliedMigrations(server.db)).toBe(migrationCount);
      expect(await server.db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, 'first-start'))).toEqual([
        { key: 'first-start' },
      ]);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });
  });
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)('server on PostgreSQL (TEST_DATABASE_URL)', () => {
  // A fresh database per run, so "first start" really is the first.
  const databaseName = `study_server_test_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let databaseUrl: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    const url = new URL(testDatabaseUrl ?? '');
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await admin?.query(`drop database if exists "${databaseName}" with (force)`);
    await admin?.end();
  });

  it('migrates once when two instances start together, and both serve', async () => {
    const config = testConfig({ DATABASE_URL: databaseUrl, DATA_DIR: '/nonexistent' });
    const servers = await Promise.all([startServer(config), startServer(config)]);
    try {
      for (const server of servers) {
        expect(server.dialect).toBe('postgres');
        const response = await fetch(`${server.url}/healthz`);
        expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
        expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ok' });
      }
      const [first] = servers;
      expect(await appliedMigrations(first.db)).toBe(migrationCount);
      await first.db.insert(appMeta).values({ key: 'first-start', value: 'yes' });
      expect(await first.db.select().from(appMeta).where(eq(appMeta.key, 'first-start'))).toEqual([
        { key: 'first-start', value: 'yes', updatedAt: expect.any(Date) },
      ]);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });

  it('seeds the demo curriculum but no demo student (its password is published) unless SEED_DEMO_STUDENT is set', async () => {
    const server = await startServer(testConfig({ DATABASE_URL: databaseUrl }));
    try {
      expect((await server.db.select({ id: subjects.id }).from(subjects)).length).toBeGreaterThanOrEqual(30);
      expect(await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo_student'))).toEqual(
        [],
      );
    } finally {
      await server.close();
    }
  });

  it('starts again on the same database without reapplying the migrations', async () => {
    const server = await startServer(testConfig({ DATABASE_URL: databaseUrl }));
    try {
      expect(await appliedMigrations(server.db)).toBe(migrationCount);
      expect(await server.db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, 'first-start'))).toEqual([
        { key: 'first-start' },
      ]);
    } finally {
      await server.close();
    }
  });
});
