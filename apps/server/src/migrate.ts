import { readConfig } from './config';
import { openDatabase } from './db/database';
import { createLogger } from './logger';

// Entry point of `npm run migrate`: applies the pending migrations to the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR) and exits. A rolling deploy runs it once,
// before the new build's instances start with MIGRATE_ON_START=false.

async function migrate(): Promise<number> {
  const config = readConfig();
  if (!config) return 1;
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  try {
    const pending = await database.pendingMigrations();
    await database.migrate();
    logger.info({ dialect: database.dialect, applied: pending }, 'database migrated');
    console.log(`Database migrated (${database.dialect}): ${pending} migration${pending === 1 ? '' : 's'} applied.`);
    return 0;
  } catch (error) {
    logger.fatal({ err: error }, 'migration failed');
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await migrate();
