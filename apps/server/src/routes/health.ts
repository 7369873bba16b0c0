import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/env';

/** What /readyz asks beyond the database answering: set by the server (server.ts). */
export interface Readiness {
  /** Migrations the database still lacks (drizzle's journal against its record). */
  pendingMigrations(): Promise<number>;
  /** True from the start of a shutdown: the load balancer should send new requests elsewhere. */
  draining(): boolean;
}

/**
 * Health endpoints, never cached (a cached "ok" would hide an outage):
 * - `GET /livez`: the process is up and its event loop answers; no database query, so a
 *   database outage never gets healthy instances restarted.
 * - `GET /readyz`: this instance should receive traffic: the database answers, its schema has
 *   every migration and the instance is not draining. 503 with `{ status, reason }` otherwise.
 * - `GET /healthz`: the database answers (kept for existing checks: e2e, bench, uptime monitors).
 */
export function healthRoutes({ db, readiness }: { db: Database; readiness?: Readiness }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/livez', noStore);
  app.use('/readyz', noStore);
  app.use('/healthz', noStore);

  app.get('/livez', (c) => c.json({ status: 'ok' }, 200));

  app.get('/readyz', async (c) => {
    if (readiness?.draining()) return c.json({ status: 'error', reason: 'draining' }, 503);
    let pending: number;
    try {
      // One query answers both "reachable" and "migrated" (PGlite and tests without a server: a plain ping).
      pending = readiness ? await readiness.pendingMigrations() : (await db.execute(sql`select 1`), 0);
    } catch (error) {
      c.var.logger.error({ err: error }, 'readiness check: database unreachable');
      return c.json({ status: 'error', reason: 'database unreachable' }, 503);
    }
    if (pending > 0) return c.json({ status: 'error', reason: 'migrations pending', pendingMigrations: pending }, 503);
    return c.json({ status: 'ok' }, 200);
  });

  app.get('/healthz', async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      c.var.logger.error({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'error', database: 'down' }, 503);
    }
    return c.json({ status: 'ok', database: 'up' }, 200);
  });
  return app;
}

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});
