import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  close(): Promise<void>;
}

/**
 * Opens the embedded PGlite database in `<dataDir>/pglite`, locked to this process (a second
 * server on the folder gets DataFolderLockedError), or the PostgreSQL server at `databaseUrl`
 * when it is set. Does not migrate: call `migrate()` once at start.
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  logger: Logger,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, logger)
    : openPglite(config.dataDir, logger);
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

async function openPostgres(connectionString: string, logger: Logger): Promise<DatabaseHandle> {
  // A bounded connect timeout lets /healthz report "down" instead of hanging.
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 5_000 });
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
    close: () => pool.end(),
  };
}
