import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { startRevocationBus } from './auth/revocation-bus';
import type { RevocationBus } from './auth/revocation-bus';
import { createTokenService, jwtSecret } from './auth/tokens';
import type { Config } from './config';
import { openDatabase } from './db/database';
import type { Database, DatabaseHandle, Dialect } from './db/database';
import { checkDeploymentSettings } from './db/deployment-settings';
import { archiveAssets } from './http/asset-archive';
import { gracefulCloser } from './http/graceful-close';
import { createMetrics, metricsRoute } from './http/metrics';
import type { Metrics } from './http/metrics';
import { workerPageRenderer } from './http/rendered-pages';
import { createLogger } from './logger';
import type { Logger } from './logger';
import type { Readiness } from './routes/health';
import { seedDemo } from './seed/seed';
import { StreamCounter } from './tutor/stream';

const STREAM_CUT_GRACE_MS = 5_000;

export interface StartOptions {
  logger?: Logger;
  /** How long `close()` lets in-flight requests finish before cutting them (default: config.shutdown.drainMs). */
  shutdownTimeoutMs?: number;
}

export interface RunningServer {
  /** Base URL to reach the server, e.g. `http://localhost:3000`. */
  url: string;
  /** The bound port (the real one when `config.port` is 0). */
  port: number;
  /** Base URL of the metrics listener (METRICS_PORT), when there is one. */
  metricsUrl: string | undefined;
  /** This instance's metrics (also readable once it has stopped). */
  metrics: Metrics;
  db: Database;
  dialect: Dialect;
  /**
   * Graceful stop: /readyz fails at once; after config.shutdown.delayMs no new connections; the
   * requests in flight get the drain time to finish (tutor streams still open then end with
   * SERVER_RESTARTING, their question given back); then the database closes.
   */
  close(): Promise<void>;
  /**
   * Stop now (a second signal): skips what is left of the delay and the drain; open tutor streams
   * still end cleanly (stored, question given back, SERVER_RESTARTING) within a few seconds.
   */
  stopNow(): Promise<void>;
}

/**
 * Opens and migrates the database (or, with MIGRATE_ON_START off, checks that it is migrated),
 * then serves the app on `config.host`:`config.port`.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? config.shutdown.drainMs;

  const started = performance.now();
  const database = await openDatabase(config, logger);
  const server = createServer({
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    headersTimeout: config.http.headersTimeoutMs,
  });
  // The web build's page renderer (apps/web: `vite build --ssr`), beside its dist folder.
  const rendererFile = path.join(config.webDistDir, '..', 'dist-ssr', 'pageRenderWorker.js');
  const pageRenderer = config.serveWebApp && existsSync(rendererFile) ? workerPageRenderer(rendererFile) : undefined;
  const closer = gracefulCloser(server);
  let port: number;
  let metricsServer: Server | undefined;
  let metricsPort: number | undefined;
  let revocations: RevocationBus | undefined;
  const streams = new StreamCounter();
  let draining = false;
  const readiness: Readiness = { pendingMigrations: () => database.pendingMigrations(), draining: () => draining };
  const metrics = createMetrics({ openStreams: () => streams.open, pool: database.poolStats });
  try {
    if (config.migrateOnStart) await database.migrate();
    else await requireMigrated(database);
    logger.info({ dialect: database.dialect, durationMs: Math.round(performance.now() - started) }, 'database ready');
    await checkDeploymentSettings(
      database.db,
      database.dialect,
      config,
      await jwtSecret(database.db, config.jwtSecret),
      logger,
    );
    if (config.databaseUrl) revocations = await startRevocationBus(database.db, config.databaseUrl, logger);
    if (config.seedDemo) await seedDemo(database.db, config, logger);
    if (config.serveWebApp && config.assetsArchiveDir)
      await archiveAssets(config.webDistDir, config.assetsArchiveDir, logger);
    const tokens = await createTokenService(database.db, config.jwtSecret);
    const app = createApp({
      config,
      db: database.db,
      logger,
      tokens,
      readiness,
      streams,
      metrics,
      ...(pageRenderer ? { pageRenderer } : {}),
    });
    // The listener settles its own errors (it answers 500); Node does not await it.
    const listener = getRequestListener(app.fetch);
    server.on('request', (request, response) => void listener(request, response));
    if (config.metrics.port !== undefined) {
      // A listener of its own, for a scraper on a private network: it serves /metrics and nothing else.
      const metricsListener = getRequestListener(metricsRoute(metrics, config.metrics.token).fetch);
      metricsServer = createServer((request, response) => void metricsListener(request, response));
      metricsPort = await listen(metricsServer, config.metrics.port, config.metrics.host);
    }
    port = await listen(server, config.port, config.host);
  } catch (error) {
    metricsServer?.close();
    await pageRenderer?.close();
    await revocations?.close();
    await database.close().catch(() => undefined); // the start error is the one to report
    throw error;
  }
  const url = baseUrl(config.host, port);
  const metricsUrl = metricsPort === undefined ? undefined : baseUrl(config.metrics.host, metricsPort);
  logger.info({ host: config.host, port, url, ...(metricsUrl ? { metricsUrl } : {}) }, 'listening');

  let closed: Promise<void> | undefined;
  const hurry = new AbortController();
  const close = async () => {
    // /readyz fails from the first moment of a shutdown, so a load balancer stops sending here.
    draining = true;
    const { delayMs } = config.shutdown;
    if (delayMs > 0 && !hurry.signal.aborted) {
      logger.info({ delayMs }, 'draining: /readyz fails, still serving until the load balancer has noticed');
      await sleep(delayMs, undefined, { signal: hurry.signal }).catch(() => undefined);
    }
    const drainMs = hurry.signal.aborted ? 0 : shutdownTimeoutMs;
    logger.info({ openStreams: streams.open, drainMs }, 'no new connections; waiting for requests in flight');
    // Streams still open when the drain ends get a few seconds to store and send their last event.
    const { forced } = await closer.close(drainMs, () => streams.cutAll(STREAM_CUT_GRACE_MS));
    if (forced) logger.warn({ drainMs }, 'requests still running at shutdown were cut');
    // Scraped until the drain is over, so a deploy's last figures are seen.
    metricsServer?.closeAllConnections();
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await pageRenderer?.close();
    await revocations?.close();
    await database.close();
    logger.info('server stopped');
  };
  return {
    url,
    port,
    metricsUrl,
    metrics,
    db: database.db,
    dialect: database.dialect,
    close: () => (closed ??= close()),
    stopNow: () => {
      hurry.abort();
      closer.hurry();
      return (closed ??= close());
    },
  };
}

/** The database lacks migrations this build needs, and MIGRATE_ON_START is off. */
export class MigrationsPendingError extends Error {
  override name = 'MigrationsPendingError';
}

/**
 * With MIGRATE_ON_START off, the schema is a deploy step of its own: starting this build's code
 * on an older schema would fail request by request, so the server refuses to start instead.
 */
async function requireMigrated(database: DatabaseHandle): Promise<void> {
  const pending = await database.pendingMigrations();
  if (pending > 0) {
    throw new MigrationsPendingError(
      `the database lacks ${pending} migration${pending === 1 ? '' : 's'} of this build and MIGRATE_ON_START is false: run \`npm run migrate\` with the same DATABASE_URL first`,
    );
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Listening on every interface: point people at localhost rather than 0.0.0.0. */
function baseUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
