import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database';
import type { AppEnv } from './env';

// Prometheus metrics of one server instance (issue 21.8), in a registry of its own: tests run
// several servers in one process, and each scrape must describe one instance.

/** How a tutor call ended: one question asked, through `chat/` or a stream. */
export type TutorOutcome =
  /** A whole reply (the student's message passed the safety check). */
  | 'answered'
  /** The safety check flagged the message: the reply is the caring one, and an adult is told. */
  | 'safety_flagged'
  /** Today's questions were used up (429 USAGE_LIMIT_EXCEEDED): the provider was not asked. */
  | 'refused_limit'
  /** The provider (or storing the reply) failed. */
  | 'error'
  /** The reply ran out of time; what arrived was kept as a partial reply. */
  | 'timeout'
  /** The student stopped, left or gave the question back while the reply streamed. */
  | 'client_gone'
  /** The instance stopped (a deploy) and its drain time ran out with the reply still streaming. */
  | 'drain_cut';

export interface TutorMetrics {
  tutorCall(provider: string, outcome: TutorOutcome): void;
}

export interface Metrics extends TutorMetrics {
  /** Counts each request by its route's pattern (never the raw path: ids would make a series each), method and status. */
  readonly requests: MiddlewareHandler<AppEnv>;
  /** The Prometheus text exposition, and its content type. */
  render(): Promise<{ body: string; contentType: string }>;
}

export interface MetricsSources {
  /** Open tutor SSE streams of this instance. */
  openStreams(): number;
  /** The PostgreSQL pool's connections; undefined on the embedded database (one in-process connection, no pool). */
  pool: (() => PoolStats) | undefined;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Requests no route of the app matched (a 404, or a 405 …): one series for all of them. */
const UNMATCHED = 'unmatched';

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  // Process CPU, memory, file descriptors, GC, and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requestsTotal = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: "Time to each answer's headers, by method, route pattern and status (a stream's length is not in it).",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'tutor_streams_open',
    help: 'Tutor replies streaming (SSE) on this instance now.',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  const tutorCalls = new Counter({
    name: 'tutor_calls_total',
    help: 'Tutor questions by provider and outcome (answered, safety_flagged, refused_limit, error, timeout, client_gone, drain_cut).',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  const { pool } = sources;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: "The PostgreSQL pool's connections: total open, idle, and requests waiting for one.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'db_pool_max',
      help: 'The most connections the pool opens (DATABASE_POOL_MAX).',
      registers: [registry],
      collect() {
        this.set(pool().max);
      },
    });
  }

  return {
    requests: async (c, next) => {
      const started = performance.now();
      await next();
      const labels = {
        method: METHODS.has(c.req.method) ? c.req.method : 'other',
        route: routePattern(c),
        status: String(c.res.status),
      };
      requestsTotal.inc(labels);
      requestSeconds.observe(labels, (performance.now() - started) / 1000);
    },
    tutorCall: (provider, outcome) => tutorCalls.inc({ provider, outcome }),
    render: async () => ({ body: await registry.metrics(), contentType: registry.contentType }),
  };
}

/**
 * The pattern of the route that serves the request (`/web/api/v1/subjects/:subjectId/`): the
 * first matched route registered for its method. Middleware (`app.use`, method ALL) is only the
 * way there; none matched means no route of the app, whoever answered.
 */
function routePattern(c: Context<AppEnv>): string {
  return matchedRoutes(c).find((route) => route.method !== 'ALL')?.path ?? UNMATCHED;
}

/**
 * `GET /metrics` behind a bearer token: a missing or wrong one gets a bare 401 (nothing says
 * which). Without a token the route is not mounted at all (see createApp), so /metrics is a 404.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/metrics', async (c) => {
    if (token !== undefined && !bearerMatches(c.req.header('Authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      c.header('Cache-Control', 'no-store');
      return c.body(null, 401);
    }
    const { body, contentType } = await metrics.render();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': contentType });
  });
  return app;
}

/** Compares digests, equal in length whatever was sent, so the time taken tells nothing about the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
