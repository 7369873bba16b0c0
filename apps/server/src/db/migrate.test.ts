import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import journal from '../../drizzle/meta/_journal.json';
import { loadConfig } from '../config';
import { packageRoot } from '../paths';
import { MigrationsPendingError, startServer } from '../server';
import { engines } from '../testing/harness';
import { freshDatabase } from '../multi-instance/instances';

// Migrations as a deploy step of their own (issue 21.5): `npm run migrate` (src/migrate.ts, run
// here as a process the way the script runs it) migrates the configured database; a server with
// MIGRATE_ON_START=false refuses to start on a database that lacks a migration, and starts on one
// that has them all.

/** Generous: two processes each opening the database (PGlite's first open takes seconds) on a loaded machine. Not a speed limit. */
const PROCESSES_WITHIN_MS = 180_000;

/** Runs src/migrate.ts with `env`; resolves with its exit code and output. */
function runMigrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@study/source', '--import', 'tsx', path.join(packageRoot, 'src/migrate.ts')],
      {
        cwd: packageRoot,
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(engines)('npm run migrate and MIGRATE_ON_START=false (%s)', (engine) => {
  it(
    'refuses to start on a database that lacks migrations, naming the fix; starts once `npm run migrate` ran, and is ready',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'study-migrate-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const database = engine === 'postgres' ? await freshDatabase() : undefined;
      if (database) cleanups.push(() => database.drop());
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
      };
      const config = loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO: 'false',
        MIGRATE_ON_START: 'false',
        ...env,
      });

      const refused = startServer(config);
      await expect(refused).rejects.toBeInstanceOf(MigrationsPendingError);
      await expect(refused).rejects.toThrow(
        `the database lacks ${journal.entries.length} migrations of this build and MIGRATE_ON_START is false: run \`npm run migrate\``,
      );

      const migrated = await runMigrate(env);
      expect(migrated.output).toContain(
        `Database migrated (${engine === 'postgres' ? 'postgres' : 'pglite'}): ${journal.entries.length} migrations applied.`,
      );
      expect(migrated.code).toBe(0);
      // Again: nothing left to apply.
      const again = await runMigrate(env);
      expect(again.output).toContain('0 migrations applied.');
      expect(again.code).toBe(0);

      const server = await startServer(config);
      cleanups.push(() => server.close());
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
    },
    PROCESSES_WITHIN_MS,
  );
});

it(
  'npm run migrate stops with the configuration error on a bad environment',
  async () => {
    const result = await runMigrate({ DATABASE_URL: 'mysql://nope' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL');
  },
  PROCESSES_WITHIN_MS,
);
