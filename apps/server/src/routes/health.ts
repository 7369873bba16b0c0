import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/env';

/** `GET /healthz` for load balancers and uptime checks: up only when the database answers. */
export function healthRoutes({ db }: { db: Database }): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store'); // a cached "ok" would hide an outage
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      c.var.logger.error({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'error', database: 'down' }, 503);
    }
    return c.json({ status: 'ok', database: 'up' }, 200);
  });
}
