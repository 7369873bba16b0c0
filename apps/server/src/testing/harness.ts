import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountKeys } from '../accounts/account-key';
import { createTokenService } from '../auth/tokens';
import type { Role, TokenService } from '../auth/tokens';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import pg from 'pg';
import { startServer } from '../server';
import type { RunningServer } from '../server';

// Shared by the server's integration tests: a real server on a loopback port over a fresh
// database (PGlite in a temp folder, or a fresh database on TEST_DATABASE_URL's server).

export interface TestServer extends RunningServer {
  config: Config;
  tokens: TokenService;
  /** fetch() against the server: `api('/web/api/v1/…', { method, json, token })`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies loosely (see below)
  api(pathname: string, init?: ApiInit): Promise<{ status: number; headers: Headers; body: any }>;
  stop(): Promise<void>;
}

export interface ApiInit {
  method?: string;
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
  body?: string;
}

export type Engine = 'pglite' | 'postgres';

/** The engines every integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];

/** Starts a server on a fresh database of `engine`. Env overrides the test defaults. */
export async function startTestServer(
  env: Record<string, string> = {},
  engine: Engine = 'pglite',
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'study-test-'));
  const database = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'integration-test-secret-0123456789abcdef',
    SEED_DEMO: 'false',
    // As before the drain existed: a test that leaves a reply open must not wait 40 s at its end.
    SHUTDOWN_DRAIN_MS: '10000',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const server = await startServer(config);
  const tokens = await createTokenService(server.db, config.jwtSecret);
  return {
    ...server,
    config,
    tokens,
    api: (pathname, init) => callApi(server.url, pathname, init),
    async stop() {
      await server.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env['TEST_DATABASE_URL'];
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `study_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function callApi(baseUrl: string, pathname: string, init: ApiInit = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers['authorization'] = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(baseUrl + pathname, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  // Tests read bodies loosely; the contract schemas check their exact shape where it matters.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the comment above says
  return { status: response.status, headers: response.headers, body: parsed as any };
}

let counter = 0;

/**
 * Inserts an account with a live session and signs an access token for it, without going
 * through the auth routes (so tests of other areas do not depend on them).
 */
export async function createAccount(
  db: Database,
  tokens: TokenService,
  options: { role?: Role; password?: string; classLevel?: string; name?: string } = {},
): Promise<{ userId: number; username: string; accessToken: string; sessionId: number; password: string }> {
  counter += 1;
  const role = options.role ?? 'student';
  const password = options.password ?? 'test-password-1';
  const username = `${role}_${process.pid}_${counter}`;
  const [user] = await db
    .insert(users)
    .values({
      role,
      name: options.name ?? (role === 'admin' ? 'Test Admin' : 'পরীক্ষার্থী'),
      username,
      ...accountKeys(username, role === 'admin' ? `${username}@example.com` : null),
      email: role === 'admin' ? `${username}@example.com` : null,
      phone:
        role === 'student' ? `+88017${String(10_000_000 + counter * 7919 + (process.pid % 1000)).slice(-8)}` : null,
      classLevel: role === 'student' ? (options.classLevel ?? '8') : null,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('account not created');
  const [session] = await db.insert(sessions).values({ userId: user.id }).returning({ id: sessions.id });
  if (!session) throw new Error('session not created');
  const accessToken = await tokens.signAccessToken({ userId: user.id, role, sessionId: session.id });
  return { userId: user.id, username, accessToken, sessionId: session.id, password };
}
