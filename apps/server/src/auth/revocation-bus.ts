import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { sessionsRevoked, setRevocationBarrier, trustSessionChecks } from './middleware';

/**
 * Revocations (logout, password change, refresh-token reuse; students' and admins' logins alike)
 * reach every instance sharing a PostgreSQL database at once, through its LISTEN/NOTIFY: each
 * instance listens on one connection of its own and drops every cached session check when any
 * instance announces a revocation. While that connection is down (and until it is back and
 * listening) an instance could miss an announcement, so it caches no session check then.
 * The embedded database has one instance per data folder: there the process-local drop is enough.
 */
export const REVOCATION_CHANNEL = 'study_sessions_revoked';

/** How long an announcement waits to hear itself back (see `announce`); a bound, not a guarantee. */
const ECHO_WAIT_MS = 2_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface RevocationBus {
  /**
   * Tells every instance (this one too) that sessions were revoked; call after the revocation
   * committed. Resolves once this instance's own listener has heard it back, so that PostgreSQL
   * has handed it to every listening instance before the caller answers: the client's next
   * request, on any instance, already finds its cache dropped.
   */
  announce(): Promise<void>;
  /** Whether the listener is connected and listening (for tests and health). */
  readonly listening: boolean;
  close(): Promise<void>;
}

const buses = new WeakMap<Database, RevocationBus>();

/**
 * Drops this process's cached session checks at once and, on PostgreSQL, every other
 * instance's too. Call once the revocation committed, with the server's database (not a transaction).
 */
export async function announceRevocation(db: Database): Promise<void> {
  sessionsRevoked();
  await buses.get(db)?.announce();
}

export async function startRevocationBus(
  db: Database,
  connectionString: string,
  logger: Logger,
): Promise<RevocationBus> {
  const instance = randomBytes(6).toString('hex');
  let sequence = 0;
  const waiting = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const untrusted = () => {
    listening = false;
    trustSessionChecks(db, false);
    for (const done of waiting.values()) done(); // nobody will hear them: do not hold the callers
    waiting.clear();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel !== REVOCATION_CHANNEL) return;
      sessionsRevoked();
      const payload = message.payload ?? '';
      waiting.get(payload)?.();
      waiting.delete(payload);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      untrusted();
      next.removeAllListeners('end');
      void next.end().catch(() => undefined);
      if (closed) return;
      logger.warn(
        { err: error, retryMs },
        'revocation listener lost its PostgreSQL connection: session checks are not cached until it is back',
      );
      scheduleReconnect();
    };
    next.on('error', (error) => lost(error));
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`listen ${REVOCATION_CHANNEL}`);
    // Announcements made while it was not listening are lost: forget what was cached meanwhile.
    sessionsRevoked();
    trustSessionChecks(db, true);
    listening = true;
    retryMs = RECONNECT_MIN_MS;
  }

  // A round trip on the listening connection: PostgreSQL hands this session every notification
  // committed before the query ran ahead of the query's answer, and the client emits them in that
  // order. So once it resolves, every revocation announced before the caller asked has been applied
  // here, however late this instance's listener was woken. Callers arriving while one is in flight
  // wait for the next one (that one may have started before their revocation committed).
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  function barrier(): Promise<void> {
    const listener = client;
    if (!listening || !listener) return Promise.resolve(); // checks are not cached meanwhile
    if (!inFlight) {
      inFlight = listener
        .query('select 1')
        .then(
          () => undefined,
          () => undefined, // the connection's error handler marks checks untrusted
        )
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    }
    queued ??= inFlight.then(() => {
      queued = undefined;
      return barrier();
    });
    return queued;
  }

  function scheduleReconnect(): void {
    if (retryTimer || closed) return; // one retry at a time: a failed connect may also report 'error'
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed) return;
      connect().catch((error: unknown) => {
        if (client) {
          const failed = client;
          client = undefined;
          void failed.end().catch(() => undefined);
        }
        untrusted();
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        logger.warn({ err: error, retryMs }, 'revocation listener could not reconnect; retrying');
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  }

  trustSessionChecks(db, false);
  try {
    await connect(); // a start without a working listener fails like a start without a database
  } catch (error) {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
    throw error;
  }

  const bus: RevocationBus = {
    get listening() {
      return listening;
    },
    async announce() {
      sequence += 1;
      const payload = `${instance}:${sequence}`;
      const heard = listening
        ? new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              waiting.delete(payload);
              resolve();
            }, ECHO_WAIT_MS);
            timer.unref();
            waiting.set(payload, () => {
              clearTimeout(timer);
              resolve();
            });
          })
        : Promise.resolve();
      try {
        await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${payload})`);
      } catch (error) {
        // The revocation itself is committed; other instances see it when their cached check expires.
        waiting.get(payload)?.();
        waiting.delete(payload);
        logger.warn({ err: error }, 'revocation could not be announced to the other instances');
      }
      await heard;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      untrusted();
      buses.delete(db);
      setRevocationBarrier(db, undefined);
      await current?.end().catch(() => undefined);
    },
  };
  buses.set(db, bus);
  setRevocationBarrier(db, barrier);
  return bus;
}
