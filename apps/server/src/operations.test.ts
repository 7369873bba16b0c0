import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, engines, startTestServer } from './testing/harness';
import type { TestServer } from './testing/harness';

// Issue 21.6: HTTP keep-alive above a load balancer's idle timeout, and the PostgreSQL pool's
// size and wait configurable, a pool that cannot give a connection in time answering 503.

describe('HTTP timeouts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '125000' });
  });
  afterAll(() => server?.stop());

  it('keeps idle connections as long as HTTP_KEEP_ALIVE_TIMEOUT_MS says (65 s by default: config.test.ts)', async () => {
    // Node announces its keep-alive timeout, in seconds, on every keep-alive answer.
    expect((await fetch(`${server.url}/livez`)).headers.get('keep-alive')).toBe('timeout=125');
  });
});

describe.skipIf(!engines.includes('postgres'))('PostgreSQL pool (TEST_DATABASE_URL)', () => {
  const LOCK = 721_905;
  let server: TestServer;
  let holder: pg.Client;
  beforeAll(async () => {
    server = await startTestServer({ DATABASE_POOL_MAX: '1', DATABASE_CONNECT_TIMEOUT_MS: '1000' }, 'postgres');
    holder = new pg.Client({ connectionString: server.config.databaseUrl });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await server?.stop();
  });

  it('has DATABASE_POOL_MAX connections: a request that waits longer than DATABASE_CONNECT_TIMEOUT_MS for one gets 503, and the next one, once freed, is served', async () => {
    const student = await createAccount(server.db, server.tokens);
    const subjects = () => server.api('/web/api/v1/subjects/', { token: student.accessToken });
    expect((await subjects()).status).toBe(200);

    // The pool's one connection waits on a lock another client holds, for as long as it holds it.
    await holder.query('select pg_advisory_lock($1)', [LOCK]);
    // `.then` sends the query (drizzle's queries are lazy); it is waiting once the lock shows as not granted.
    const held = server.db.execute(sql`select pg_advisory_lock(${LOCK})`).then(() => undefined);
    const waiting = async () =>
      (
        await holder.query<{ count: number }>(
          `select count(*)::int as count from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
          [LOCK],
        )
      ).rows[0]?.count;
    while ((await waiting()) !== 1) await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      const refused = await subjects();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [LOCK]);
      await held;
      await server.db.execute(sql`select pg_advisory_unlock(${LOCK})`);
    }
    expect((await subjects()).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
