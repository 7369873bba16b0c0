import { existsSync } from 'node:fs';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/database';
import { isDatabaseUnavailable } from './db/unavailable';
import { ApiError, apiError } from './http/api-error';
import type { AppEnv } from './http/env';
import { strictTransportSecurity } from './http/https';
import { metricsRoute } from './http/metrics';
import type { Metrics } from './http/metrics';
import { renderPageFor } from './http/rendered-pages';
import type { PageRenderer } from './http/rendered-pages';
import { serveWebApp } from './http/web-app';
import type { WebAppOptions } from './http/web-app';
import { requestLogger } from './logger';
import type { Logger } from './logger';
import { accountsRoutes } from './routes/accounts';
import { adminRoutes } from './routes/admin';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import type { StreamCounter } from './tutor/stream';
import type { Readiness } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import { progressRoutes } from './routes/progress';
import { tutorRoutes } from './routes/tutor';

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  tokens: TokenService;
  /** Renders lesson pages for their student (see http/rendered-pages.ts); without it every page is sent as the build wrote it. */
  pageRenderer?: PageRenderer;
  /** What /readyz checks beyond a database ping (migrations, draining); the server passes it. */
  readiness?: Readiness;
  /** This process's open tutor streams; the server passes it, to end them cleanly when it stops. */
  streams?: StreamCounter;
  /** This instance's Prometheus metrics (the server passes them); without them nothing is counted. */
  metrics?: Metrics;
}

export type App = OpenAPIHono<AppEnv>;

/** Largest request body the API accepts. */
const MAX_BODY_BYTES = 1024 * 1024;

/** What a 503 for an unreachable database asks a client to wait before trying again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const apiPaths = ['/api/*', '/web/api/*'];

/**
 * The whole HTTP application, without listening (tests call `app.request()` on it).
 * Add API route groups in the marked place, e.g. `app.route('/api/v1/auth', authRoutes(deps))`.
 */
export function createApp(deps: AppDeps): App {
  const { config, db, logger } = deps;
  const app = new OpenAPIHono<AppEnv>();

  if (deps.metrics) app.use(deps.metrics.requests);
  app.use(requestId());
  app.use(requestLogger(logger));
  // Defaults (nosniff, frame and referrer policies …) do not affect the SPA; its
  // Content-Security-Policy comes later, with the list of what the app really loads. HSTS only
  // on HTTPS answers.
  app.use(secureHeaders({ strictTransportSecurity: false }));
  app.use(strictTransportSecurity(config.trustProxy));
  // JSON answers travel compressed (a chapter's 31 kB of lessons is ~8 kB gzipped) to phones on
  // slow mobile data. Event streams are left alone (the filter skips text/event-stream), and the
  // web app's files are compressed by serveWebApp, once per file.
  for (const paths of apiPaths) app.use(paths, compress());
  if (config.corsOrigins.length > 0) {
    for (const paths of apiPaths) app.use(paths, cors({ origin: config.corsOrigins, maxAge: 600 }));
  }
  const tooLarge = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // The rest of the body stays unread: end the connection rather than let the client
      // reuse one the server is still draining.
      c.header('Connection', 'close');
      return apiError(c, 413, 'PAYLOAD_TOO_LARGE');
    },
  });
  for (const paths of apiPaths) {
    app.use(paths, async (c, next) => {
      // A declared length over the limit is refused before reading: bodyLimit would answer
      // mid-body and leave a keep-alive connection the client then reuses and finds closed.
      const declared = c.req.header('content-length');
      if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > MAX_BODY_BYTES) {
        c.header('Connection', 'close');
        // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- hono types a middleware's input on a list of paths as any
        return apiError(c, 413, 'PAYLOAD_TOO_LARGE');
      }
      // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- as above
      return tooLarge(c, next);
    });
    // PostgreSQL text cannot hold NUL: a NUL in the path or query is refused at the door (400)
    // instead of failing in a query (500). Body fields refuse it in their contract schemas.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- as above
    app.use(paths, async (c, next) => (c.req.url.includes('%00') ? apiError(c, 400, 'INVALID_INPUT') : next()));
  }

  // On the main port only behind a token; otherwise /metrics is no route (a 404, never the web app).
  if (deps.metrics && config.metrics.token) app.route('/', metricsRoute(deps.metrics, config.metrics.token));
  app.route('/', healthRoutes({ db, ...(deps.readiness ? { readiness: deps.readiness } : {}) }));
  // API route groups go here.
  app.route('/', adminRoutes(deps));
  app.route('/', openApiRoutes(app));
  app.route('/', accountsRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', progressRoutes(deps));
  app.route('/', tutorRoutes(deps));

  // Startup-time check (not per request): serve the web app only if it has been built.
  if (config.serveWebApp) {
    if (existsSync(path.join(config.webDistDir, 'index.html'))) {
      // GET and HEAD serve files and pages; POST only answers a pre-rendered page's native form.
      const renderer = deps.pageRenderer;
      const renderPage: WebAppOptions['renderPage'] =
        renderer && ((c, page) => renderPageFor(c, { db, tokens: deps.tokens, renderer }, page));
      const options: WebAppOptions = {
        ...(renderPage ? { renderPage } : {}),
        ...(config.assetsArchiveDir ? { archiveDir: config.assetsArchiveDir } : {}),
      };
      app.on(['GET', 'HEAD', 'POST'], '*', serveWebApp(config.webDistDir, options));
    } else {
      logger.warn({ webDistDir: config.webDistDir }, 'web app not built: serving the API only');
    }
  }

  app.notFound((c) => apiError(c, 404, 'NOT_FOUND'));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return apiError(c, error.status, error.code, error.message, error.details);
    }
    // Framework rejections of bad input (e.g. malformed JSON) are the client's fault, not a 500.
    if (error instanceof HTTPException && error.status < 500) {
      return apiError(c, error.status, error.status === 400 ? 'INVALID_INPUT' : 'REQUEST_REJECTED');
    }
    // The database down, restarting or out of connections: a passing state a client may retry.
    if (isDatabaseUnavailable(error)) {
      (c.var.logger ?? logger).error({ err: error, method: c.req.method, path: c.req.path }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return apiError(c, 503, 'SERVICE_UNAVAILABLE');
    }
    (c.var.logger ?? logger).error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return apiError(c, 500, 'INTERNAL_ERROR');
  });
  return app;
}
