import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@study/contract';
import pg from 'pg';
import { accountKey } from '../accounts/account-key';
import { hashPassword } from '../auth/passwords';
import { migrationsFolder } from '../paths';
import { engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { users } from './schema';

// Issue 20.4: accounts made before the key columns existed get their keys from the migration
// (drizzle/0002_account_keys.sql), on PGlite and on PostgreSQL, and sign in as before.

/** The migrations folder as it was before the key columns: the first two migrations only. */
async function migrationsBeforeKeys(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'study-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const keysAt = journal.entries.findIndex((entry) => entry.tag.endsWith('_account_keys'));
  expect(keysAt).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, keysAt);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

async function insertOldAccounts(execute: (query: string, values: unknown[]) => Promise<unknown>): Promise<void> {
  const passwordHash = await hashPassword('old-password-1');
  const insert = `insert into users (role, name, username, email, phone, class_level, password_hash) values ($1, $2, $3, $4, $5, $6, $7)`;
  await execute(insert, ['student', 'পুরনো ছাত্র', 'Rafi_Old.8', null, '+8801710000001', '8', passwordHash]);
  await execute(insert, ['admin', 'Administrator', 'head@example.com', 'head@example.com', null, null, passwordHash]);
  await execute(insert, ['student', 'আরেকজন', 'ZED_99', 'Zed@Example.COM', '+8801710000002', '9', passwordHash]);
}

describe.each(engines)('the account-keys migration on %s', (engine) => {
  let server: TestServer;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const oldMigrations = await migrationsBeforeKeys();
    cleanups.push(() => rm(oldMigrations, { recursive: true, force: true }));
    if (engine === 'pglite') {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'study-old-db-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const client = new PGlite(path.join(dataDir, 'pglite'));
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: oldMigrations });
      await insertOldAccounts((query, values) => client.query(query, values));
      await client.close();
      server = await startTestServer({ DATA_DIR: dataDir });
    } else {
      const base = process.env['TEST_DATABASE_URL'] ?? '';
      const name = `study_test_keys_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: base });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      });
      const url = new URL(base);
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: oldMigrations });
      await insertOldAccounts((query, values) => client.query(query, values));
      await client.end();
      server = await startTestServer({ DATABASE_URL: url.toString() });
    }
  });

  afterAll(async () => {
    await server?.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('gives every existing account the keys the server computes', async () => {
    const rows = await server.db
      .select({
        username: users.username,
        usernameKey: users.usernameKey,
        email: users.email,
        emailKey: users.emailKey,
      })
      .from(users)
      .orderBy(asc(users.id));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.usernameKey).toBe(accountKey(row.username));
      expect(row.emailKey).toBe(row.email === null ? null : accountKey(row.email));
    }
    const indexes = await server.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'users' order by indexname`,
    );
    expect(indexes.rows.map((row) => row.indexname)).toEqual([
      'users_email_key_unique',
      'users_phone_key',
      'users_pkey',
      'users_username_key_unique',
    ]);
  });

  it('signs the old accounts in by any spelling of their names, and keeps them unique', async () => {
    for (const username of ['Rafi_Old.8', 'rafi_old.8', 'RAFI_OLD.8', 'ｒａｆｉ_old.8']) {
      const response = await server.api(paths.login, { json: { username, password: 'old-password-1' } });
      expect(response.status).toBe(200);
      expect(response.body.data.user.username).toBe('Rafi_Old.8');
    }
    const admin = await server.api(paths.adminLogin, {
      json: { email: 'HEAD@example.com', password: 'old-password-1' },
    });
    expect(admin.status).toBe(200);

    const again = await server.api(paths.register, {
      json: { name: 'নতুন', username: 'zed_99', password: 'secret-123', phone: '+8801710000003', class: '8' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('USERNAME_TAKEN');
  });
});
