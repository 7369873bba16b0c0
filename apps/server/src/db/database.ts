import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { migrationsFolder } from '../paths';
import { lockDataFolder } from './data-folder-lock';
import * as schema from './schema';

/** What `db.execute()` returns with either driver: at least the rows. */
export interface QueryRows<TRow> {
  rows: TRow[];
}

interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

/** The Drizzle database, whichever driver is behind it: write queries against this type. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;

export type Dialect = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  dialect: Dialect;
  /** Applies the pending SQL migrations of `apps/server/drizzle`; a no-op when up to date. */
  migrate(): Promise<void>;
  /** How many migrations of `apps/server/drizzle` the database has not applied yet (0: up to date). */
  pendingMigrations(): Promise<number>;
  /** The PostgreSQL pool's connections now (metrics); the embedded database has no pool. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (all `max` busy). */
  waiting: number;
  max: number;
}

/**
 * Opens the embedded PGlite database in `<dataDir>/pglite`, locked to this process (a second
 * server on the folder gets DataFolderLockedError), or the PostgreSQL server at `databaseUrl`
 * when it is set. Does not migrate: call `migrate()` once at start.
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'database'>,
  logger: Logger,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.database, logger)
    : openPglite(config.dataDir, logger);
}

/** When each migration of the repository was generated: drizzle applies those newer than the last one it recorded. */
let migrationTimes: number[] | undefined;

/**
 * Counts the migrations the database lacks, as drizzle's migrator decides it (a migration is
 * applied when its journal time is newer than the last one recorded in drizzle.__drizzle_migrations).
 */
async function countPending(db: Database): Promise<number> {
  migrationTimes ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  let last = -Infinity;
  try {
    const result = await db.execute<{ last: string | null }>(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    last = Number(result.rows[0]?.last ?? -Infinity);
  } catch (error) {
    // undefined_table / undefined schema: a database never migrated lacks every migration.
    if (!isUndefinedTable(error)) throw error;
  }
  return migrationTimes.filter((time) => time > last).length;
}

function isUndefinedTable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') return true;
  }
  return false;
}

async function openPglite(dataDir: string, logger: Logger): Promise<DatabaseHandle> {
  const folder = path.join(dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  const lock = await lockDataFolder(dataDir, logger);
  let client: PGlite;
  try {
    client = new PGlite(folder);
    await client.waitReady;
  } catch (error) {
    await lock.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    dialect: 'pglite',
    // PGlite is one in-process connection, and the folder one process's: nothing else migrates.
    migrate: () => migratePglite(db, { migrationsFolder }),
    pendingMigrations: () => countPending(db),
    async close() {
      try {
        await client.close();
      } finally {
        await lock.release();
      }
    },
  };
}

/** Any 64-bit number unique to this app: serialises migrations of instances starting together. */
const MIGRATION_LOCK_ID = 4_271_905_301;

async function openPostgres(
  connectionString: string,
  settings: Config['database'],
  logger: Logger,
): Promise<DatabaseHandle> {
  // The connect timeout bounds both a new connection and the wait for a free one when all `max`
  // are busy: a request then gets 503 instead of hanging, and /readyz reports the database down.
  const pool = new pg.Pool({
    connectionString,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would
  // crash the process. The pool replaces the client on the next query.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle PostgreSQL connection failed'));
  const db = drizzleNodePg({ client: pool, schema });

  return {
    db,
    dialect: 'postgres',
    async migrate() {
      // Several instances may start at once: the advisory lock makes them migrate one after
      // another, each in the session that holds the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    pendingMigrations: () => countPending(db),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: settings.poolMax,
    }),
    close: () => pool.end(),
  };
}
