import path from 'node:path';
import { z } from 'zod';
import { packageRoot } from './paths';

export const nodeEnvs = ['development', 'production', 'test'] as const;
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type NodeEnv = (typeof nodeEnvs)[number];
export type LogLevel = (typeof logLevels)[number];

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database (and, later, other local state). Absolute. */
  dataDir: string;
  /** Set: use this PostgreSQL server instead of the embedded PGlite database. */
  databaseUrl: string | undefined;
  /**
   * Apply pending migrations at start (default). Off: the schema is migrated as its own deploy
   * step (`npm run migrate`), and a server whose database lacks a migration refuses to start.
   */
  migrateOnStart: boolean;
  /** The PostgreSQL pool (unused on the embedded database, which is one in-process connection). */
  database: {
    /** Connections per instance: instances × this must stay below the server's max_connections. */
    poolMax: number;
    /** Longest wait for a connection, new or freed from a full pool; then the request gets 503. */
    connectTimeoutMs: number;
  };
  http: {
    /**
     * How long an idle keep-alive connection stays open. Above a load balancer's idle timeout
     * (AWS ALB 60 s, nginx upstream keepalive 60 s), so the balancer, never this server, closes
     * it: otherwise it may send a request on a connection being closed and answer 502.
     */
    keepAliveTimeoutMs: number;
    /** Longest time for a request's headers; above keepAliveTimeoutMs, as Node requires for the above to hold. */
    headersTimeoutMs: number;
  };
  /** A graceful stop (SIGTERM, SIGINT): how a deploy takes an instance out without cutting replies. */
  shutdown: {
    /**
     * How long the server keeps serving after /readyz starts failing, before it stops accepting
     * connections: a load balancer checking readiness every few seconds stops sending here first.
     */
    delayMs: number;
    /**
     * Then, how long requests in flight (tutor replies included) may finish. Above the tutor's 30 s
     * stream limit, so a stream that started before the stop ends on its own.
     */
    drainMs: number;
  };
  /**
   * Prometheus metrics (`GET /metrics`). With a token, the main port serves them to requests that
   * carry it as a bearer token; with a port, a second listener on host:port serves them (also
   * asking for the token when one is set). Neither: no /metrics anywhere.
   */
  metrics: {
    token: string | undefined;
    /** Undefined: no metrics listener of its own. */
    port: number | undefined;
    host: string;
  };
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Folder of the built web app (`apps/web/dist`). Absolute. */
  webDistDir: string;
  /**
   * Serve the built web app from `webDistDir` (when its index.html exists). On in production,
   * and whenever WEB_DIST_DIR is set explicitly; off otherwise, so a stale build left in
   * apps/web/dist never shadows the Vite dev server during development.
   */
  serveWebApp: boolean;
  /**
   * Hashed web files of every build that ran with this folder (shared by the instances of a
   * deployment): each instance adds its build's `assets/` at start and serves from it those its
   * build lacks, so either build's pages load from either instance during a rolling deploy
   * (http/asset-archive.ts). Absolute; undefined: only this build's files.
   */
  assetsArchiveDir: string | undefined;
  /** Origins allowed to call the API cross-origin; empty: no CORS headers at all. */
  corsOrigins: string[];
  /** HS256 secret for access tokens; unset: one is generated and kept in the database. */
  jwtSecret: string | undefined;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  tutor: {
    provider: TutorProvider;
    /** Questions per student per calendar day in Asia/Dhaka. */
    dailyLimit: number;
    /** OpenAI-compatible chat-completions endpoint, e.g. https://api.openai.com/v1 (provider `openai`). */
    openaiBaseUrl: string | undefined;
    openaiApiKey: string | undefined;
    openaiModel: string | undefined;
    /**
     * OpenAI's moderation endpoint (e.g. https://api.openai.com/v1/moderations, called with
     * openaiApiKey): when set, its verdict on each message is combined with the safety classifier's.
     */
    moderationUrl: string | undefined;
    /** A comment is sent on a tutor SSE stream after this long without an event (proxies drop silent streams). */
    heartbeatMs: number;
    /** A chat call gets at most this long from the model; what arrived by then is kept as a partial reply. */
    chatTimeoutMs: number;
  };
  /** First admin account, created at start when no admin exists. */
  admin: { email: string; password: string | undefined };
  /** Seed the demo curriculum and the first admin at start (idempotent). */
  seedDemo: boolean;
  /**
   * Also create the demo student, whose password the README publishes: by default on the
   * embedded database (the newcomer's `npm start`), never by default on PostgreSQL (a deployment).
   */
  seedDemoStudent: boolean;
}

export const tutorProviders = ['offline', 'openai'] as const;
export type TutorProvider = (typeof tutorProviders)[number];

/** A bad environment variable. The message names the variable and never echoes secrets. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const port = z
  .string()
  .regex(/^\d+$/, { error: 'must be a whole number from 0 to 65535' })
  .transform(Number)
  .refine((n) => n <= 65535, { error: 'must be a whole number from 0 to 65535' });

const databaseUrl = z.string().refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const { protocol } = new URL(value);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  },
  { error: 'must be a postgres:// or postgresql:// URL' },
);

const corsOrigins = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of value.split(',')) {
    const entry = item.trim();
    if (entry === '') continue;
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    const isOrigin =
      url !== undefined &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === '';
    if (!isOrigin) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of origins like https://example.com ("${entry}" is not one)`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

const POOL_MAX_DEFAULT = 10;

/** A whole number from `min` to `max`, with a message naming the range (and `unit`). */
function wholeNumber(min: number, max: number, unit = '') {
  const message = `must be a whole number${unit} from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const poolSize = wholeNumber(1, 1000);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: databaseUrl.optional(),
  MIGRATE_ON_START: flag.default(true),
  DATABASE_POOL_MAX: poolSize.optional(),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 120_000, ' of milliseconds').default(5_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1_000, 3_600_000, ' of milliseconds').default(65_000),
  HTTP_HEADERS_TIMEOUT_MS: wholeNumber(1_000, 3_600_000, ' of milliseconds').optional(),
  SHUTDOWN_DELAY_MS: wholeNumber(0, 300_000, ' of milliseconds').default(0),
  SHUTDOWN_DRAIN_MS: wholeNumber(1_000, 600_000, ' of milliseconds').default(40_000),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, { error: 'must be at least 16 printable characters without spaces' })
    .optional(),
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().trim().optional(),
  NODE_ENV: z.enum(nodeEnvs, { error: `must be one of ${nodeEnvs.join(', ')}` }).default('development'),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).optional(),
  WEB_DIST_DIR: z.string().optional(),
  ASSETS_ARCHIVE_DIR: z.string().optional(),
  CORS_ORIGINS: corsOrigins.optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  TRUST_PROXY: flag.default(false),
  TUTOR_PROVIDER: z.enum(tutorProviders, { error: `must be one of ${tutorProviders.join(', ')}` }).default('offline'),
  TUTOR_DAILY_LIMIT: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number from 1 to 100000' })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100_000, { error: 'must be a whole number from 1 to 100000' })
    .default(50),
  TUTOR_SSE_HEARTBEAT_MS: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number of milliseconds from 10 to 60000' })
    .transform(Number)
    .refine((n) => n >= 10 && n <= 60_000, { error: 'must be a whole number of milliseconds from 10 to 60000' })
    .default(10_000),
  TUTOR_CHAT_TIMEOUT_MS: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number of milliseconds from 100 to 120000' })
    .transform(Number)
    .refine((n) => n >= 100 && n <= 120_000, { error: 'must be a whole number of milliseconds from 100 to 120000' })
    .default(30_000),
  OPENAI_BASE_URL: z
    .string()
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { error: 'must be an http(s) URL' })
    .optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().trim().min(1).optional(),
  OPENAI_MODERATION_URL: z
    .string()
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { error: 'must be an http(s) URL' })
    .optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  SEED_DEMO: flag.default(true),
  SEED_DEMO_STUDENT: flag.optional(),
});

/** Every environment variable the server reads (the deployment examples are checked against it). */
export const settingNames: readonly string[] = Object.keys(envSchema.shape);

/**
 * The pool size: DATABASE_POOL_MAX, or `max` in DATABASE_URL's query (node-postgres's own name for
 * it, which its pool would not read from the URL: a pool of 10 while the URL asked for another).
 */
function databasePoolMax(fromVariable: number | undefined, databaseUrl: string | undefined): number {
  const inUrl = databaseUrl === undefined ? null : new URL(databaseUrl).searchParams.get('max');
  if (inUrl === null) return fromVariable ?? POOL_MAX_DEFAULT;
  const parsed = poolSize.safeParse(inUrl);
  if (!parsed.success) {
    throw new ConfigError(`DATABASE_URL's max parameter ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  }
  if (fromVariable !== undefined && fromVariable !== parsed.data) {
    throw new ConfigError(
      `DATABASE_POOL_MAX (${fromVariable}) and DATABASE_URL's max parameter (${parsed.data}) differ: set one of them`,
    );
  }
  return parsed.data;
}

/**
 * Reads the configuration from environment variables. Pure: the environment and the working
 * directory (against which relative DATA_DIR / WEB_DIST_DIR resolve) are parameters.
 * Empty variables count as unset, as env files and CI often define them empty.
 * @throws ConfigError naming the first bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((name) => {
      const value = env[name];
      return value === undefined || value.trim() === '' ? [] : [[name, value]];
    }),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`${variable} ${issue?.message ?? 'is invalid'}`);
  }
  const vars = parsed.data;
  if (vars.TUTOR_PROVIDER === 'openai' && (!vars.OPENAI_BASE_URL || !vars.OPENAI_MODEL)) {
    throw new ConfigError('OPENAI_BASE_URL and OPENAI_MODEL must be set when TUTOR_PROVIDER is openai');
  }
  // Node needs the headers timeout above the keep-alive timeout, or it may cut a connection a
  // client is about to reuse; by default it follows the keep-alive timeout by a second.
  const headersTimeoutMs = vars.HTTP_HEADERS_TIMEOUT_MS ?? vars.HTTP_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  if (headersTimeoutMs <= vars.HTTP_KEEP_ALIVE_TIMEOUT_MS) {
    throw new ConfigError('HTTP_HEADERS_TIMEOUT_MS must be greater than HTTP_KEEP_ALIVE_TIMEOUT_MS');
  }
  const poolMax = databasePoolMax(vars.DATABASE_POOL_MAX, vars.DATABASE_URL);
  if (vars.METRICS_HOST !== undefined && vars.METRICS_PORT === undefined) {
    throw new ConfigError('METRICS_HOST is set but METRICS_PORT is not: set the port the metrics listener binds to');
  }
  if (vars.METRICS_PORT !== undefined && vars.METRICS_PORT !== 0 && vars.METRICS_PORT === vars.PORT) {
    throw new ConfigError('METRICS_PORT must differ from PORT: metrics get a listener of their own');
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR ? path.resolve(cwd, vars.DATA_DIR) : path.join(packageRoot, 'data'),
    databaseUrl: vars.DATABASE_URL,
    migrateOnStart: vars.MIGRATE_ON_START,
    database: { poolMax, connectTimeoutMs: vars.DATABASE_CONNECT_TIMEOUT_MS },
    http: { keepAliveTimeoutMs: vars.HTTP_KEEP_ALIVE_TIMEOUT_MS, headersTimeoutMs },
    shutdown: { delayMs: vars.SHUTDOWN_DELAY_MS, drainMs: vars.SHUTDOWN_DRAIN_MS },
    // Bound to loopback unless told otherwise: metrics are for the scraper, not the internet.
    metrics: { token: vars.METRICS_TOKEN, port: vars.METRICS_PORT, host: vars.METRICS_HOST ?? '127.0.0.1' },
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(cwd, vars.WEB_DIST_DIR) : path.join(packageRoot, '..', 'web', 'dist'),
    serveWebApp: vars.NODE_ENV === 'production' || vars.WEB_DIST_DIR !== undefined,
    assetsArchiveDir: vars.ASSETS_ARCHIVE_DIR ? path.resolve(cwd, vars.ASSETS_ARCHIVE_DIR) : undefined,
    corsOrigins: vars.CORS_ORIGINS ?? [],
    jwtSecret: vars.JWT_SECRET,
    trustProxy: vars.TRUST_PROXY,
    tutor: {
      provider: vars.TUTOR_PROVIDER,
      dailyLimit: vars.TUTOR_DAILY_LIMIT,
      openaiBaseUrl: vars.OPENAI_BASE_URL,
      openaiApiKey: vars.OPENAI_API_KEY,
      openaiModel: vars.OPENAI_MODEL,
      moderationUrl: vars.OPENAI_MODERATION_URL,
      heartbeatMs: vars.TUTOR_SSE_HEARTBEAT_MS,
      chatTimeoutMs: vars.TUTOR_CHAT_TIMEOUT_MS,
    },
    admin: { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD },
    seedDemo: vars.SEED_DEMO,
    seedDemoStudent: vars.SEED_DEMO_STUDENT ?? vars.DATABASE_URL === undefined,
  };
}

/**
 * The configuration for an entry point (the server, `npm run migrate`): a configuration error is
 * printed as one clear line for a human fixing their environment (a stack would only hide it) and
 * gives undefined, for the caller to exit with 1.
 */
export function readConfig(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    return undefined;
  }
}
