import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { migrationsFolder, packageRoot } from './paths';

const cwd = '/srv/somewhere';

describe('packageRoot', () => {
  it('is the @study/server package folder, which holds the migrations', () => {
    const manifest = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { name: string };
    expect(manifest.name).toBe('@study/server');
    expect(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')).toContain('"entries"');
  });
});

describe('loadConfig', () => {
  it('has defaults that need no environment at all', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(packageRoot, 'data'),
      databaseUrl: undefined,
      migrateOnStart: true,
      database: { poolMax: 10, connectTimeoutMs: 5_000 },
      http: { keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000 },
      shutdown: { delayMs: 0, drainMs: 40_000 },
      metrics: { token: undefined, port: undefined, host: '127.0.0.1' },
      nodeEnv: 'development',
      logLevel: 'info',
      webDistDir: path.resolve(packageRoot, '../web/dist'),
      serveWebApp: false,
      corsOrigins: [],
      jwtSecret: undefined,
      trustProxy: false,
      tutor: {
        provider: 'offline',
        dailyLimit: 50,
        heartbeatMs: 10_000,
        chatTimeoutMs: 30_000,
        openaiBaseUrl: undefined,
        openaiApiKey: undefined,
        openaiModel: undefined,
        moderationUrl: undefined,
      },
      admin: { email: 'admin@example.com', password: undefined },
      seedDemo: true,
      seedDemoStudent: true,
    });
  });

  it('places the default data and web folders by the package, not by the working directory', () => {
    const config = loadConfig({}, '/elsewhere');
    expect(config.dataDir).toBe(path.join(packageRoot, 'data'));
    expect(config.dataDir.endsWith(path.join('apps', 'server', 'data'))).toBe(true);
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgresql://app:secret@db.internal:5432/study',
        MIGRATE_ON_START: 'false',
        DATABASE_POOL_MAX: '25',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000',
        HTTP_HEADERS_TIMEOUT_MS: '80000',
        SHUTDOWN_DELAY_MS: '8000',
        SHUTDOWN_DRAIN_MS: '50000',
        METRICS_TOKEN: 'scrape-token-0123456789',
        METRICS_PORT: '9464',
        METRICS_HOST: '10.0.0.5',
        NODE_ENV: 'production',
        LOG_LEVEL: 'debug',
        WEB_DIST_DIR: '/opt/web',
        CORS_ORIGINS: 'https://study.example.com, http://localhost:5173/',
        JWT_SECRET: 'x'.repeat(40),
        TRUST_PROXY: 'true',
        TUTOR_PROVIDER: 'openai',
        TUTOR_DAILY_LIMIT: '20',
        OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_MODEL: 'gpt-test',
        OPENAI_MODERATION_URL: 'http://127.0.0.1:9999/v1/moderations',
        TUTOR_SSE_HEARTBEAT_MS: '2500',
        TUTOR_CHAT_TIMEOUT_MS: '45000',
        ADMIN_EMAIL: 'Head@School.example',
        ADMIN_PASSWORD: 'long-enough',
        SEED_DEMO: 'false',
        SEED_DEMO_STUDENT: 'true',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/somewhere/var/data',
      databaseUrl: 'postgresql://app:secret@db.internal:5432/study',
      migrateOnStart: false,
      database: { poolMax: 25, connectTimeoutMs: 2_000 },
      http: { keepAliveTimeoutMs: 75_000, headersTimeoutMs: 80_000 },
      shutdown: { delayMs: 8_000, drainMs: 50_000 },
      metrics: { token: 'scrape-token-0123456789', port: 9464, host: '10.0.0.5' },
      nodeEnv: 'production',
      logLevel: 'debug',
      webDistDir: '/opt/web',
      serveWebApp: true,
      corsOrigins: ['https://study.example.com', 'http://localhost:5173'],
      jwtSecret: 'x'.repeat(40),
      trustProxy: true,
      tutor: {
        provider: 'openai',
        dailyLimit: 20,
        heartbeatMs: 2500,
        chatTimeoutMs: 45_000,
        openaiBaseUrl: 'http://127.0.0.1:9999/v1',
        openaiApiKey: 'sk-test',
        openaiModel: 'gpt-test',
        moderationUrl: 'http://127.0.0.1:9999/v1/moderations',
      },
      admin: { email: 'head@school.example', password: 'long-enough' },
      seedDemo: false,
      seedDemoStudent: true,
    });
  });

  it('creates the demo student (published password) on the embedded database only, unless SEED_DEMO_STUDENT says otherwise', () => {
    const postgres = { DATABASE_URL: 'postgresql://app@db.internal/study' };
    expect(loadConfig({}, cwd).seedDemoStudent).toBe(true);
    expect(loadConfig(postgres, cwd).seedDemoStudent).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO_STUDENT: 'true' }, cwd).seedDemoStudent).toBe(true);
    expect(loadConfig({ SEED_DEMO_STUDENT: 'false' }, cwd).seedDemoStudent).toBe(false);
    // An empty variable is unset, as everywhere: the default of the engine holds.
    expect(loadConfig({ ...postgres, SEED_DEMO_STUDENT: '' }, cwd).seedDemoStudent).toBe(false);
  });

  it('migrates at start on either engine unless MIGRATE_ON_START is false (then `npm run migrate` is a deploy step)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://app@db.internal/study' }, cwd).migrateOnStart).toBe(true);
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://app@db.internal/study', MIGRATE_ON_START: 'no' }, cwd).migrateOnStart,
    ).toBe(false);
    expect(loadConfig({ MIGRATE_ON_START: '0' }, cwd).migrateOnStart).toBe(false);
    expect(loadConfig({ MIGRATE_ON_START: '' }, cwd).migrateOnStart).toBe(true);
  });

  it('keeps the headers timeout above the keep-alive timeout: a second above it by default, refused when configured below', () => {
    expect(loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000' }, cwd).http).toEqual({
      keepAliveTimeoutMs: 120_000,
      headersTimeoutMs: 121_000,
    });
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000', HTTP_HEADERS_TIMEOUT_MS: '60000' }, cwd)).toThrow(
      /^HTTP_HEADERS_TIMEOUT_MS must be greater than HTTP_KEEP_ALIVE_TIMEOUT_MS$/,
    );
  });

  it('accepts postgres:// as well as postgresql://, and port 0 (any free port)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/study' }, cwd).databaseUrl).toBe(
      'postgres://localhost/study',
    );
    expect(loadConfig({ PORT: '0' }, cwd).port).toBe(0);
  });

  it("sizes the pool from DATABASE_POOL_MAX or the URL's own max parameter, which node-postgres's pool ignores", () => {
    const url = 'postgresql://app@db.internal/study';
    const poolMax = (env: Record<string, string>) => loadConfig(env, cwd).database.poolMax;
    expect(poolMax({ DATABASE_URL: `${url}?max=25` })).toBe(25);
    expect(poolMax({ DATABASE_URL: `${url}?sslmode=require&max=3`, DATABASE_POOL_MAX: '3' })).toBe(3);
    expect(poolMax({ DATABASE_URL: url, DATABASE_POOL_MAX: '7' })).toBe(7);
    expect(poolMax({ DATABASE_URL: url })).toBe(10);
    expect(() => loadConfig({ DATABASE_URL: `${url}?max=25`, DATABASE_POOL_MAX: '10' }, cwd)).toThrow(
      /^DATABASE_POOL_MAX \(10\) and DATABASE_URL's max parameter \(25\) differ: set one of them$/,
    );
    expect(() => loadConfig({ DATABASE_URL: `${url}?max=0` }, cwd)).toThrow(
      /^DATABASE_URL's max parameter must be a whole number from 1 to 1000$/,
    );
  });

  it('is silent in tests unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, cwd).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }, cwd).logLevel).toBe('warn');
  });

  it('serves the web app in production, or wherever WEB_DIST_DIR is set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).serveWebApp).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }, cwd).serveWebApp).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'dist' }, cwd)).toMatchObject({
      serveWebApp: true,
      webDistDir: '/srv/somewhere/dist',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', CORS_ORIGINS: '' }, cwd)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      corsOrigins: [],
    });
  });

  it.each([
    ['PORT', 'abc', /^PORT must be a whole number from 0 to 65535$/],
    ['PORT', '70000', /^PORT must be a whole number from 0 to 65535$/],
    ['PORT', '-1', /^PORT must be a whole number/],
    ['PORT', '80.5', /^PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://root@localhost/study', /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/],
    ['DATABASE_URL', 'not a url', /^DATABASE_URL must be a postgres/],
    ['NODE_ENV', 'staging', /^NODE_ENV must be one of development, production, test$/],
    ['LOG_LEVEL', 'verbose', /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent$/],
    [
      'CORS_ORIGINS',
      'https://ok.example.com,ftp://files.example.com',
      /^CORS_ORIGINS must be .*"ftp:\/\/files\.example\.com"/,
    ],
    ['CORS_ORIGINS', 'https://example.com/app', /^CORS_ORIGINS must be a comma-separated list of origins/],
    ['JWT_SECRET', 'short', /^JWT_SECRET must be at least 32 characters$/],
    ['TRUST_PROXY', 'maybe', /^TRUST_PROXY must be true or false$/],
    ['TUTOR_PROVIDER', 'gemini', /^TUTOR_PROVIDER must be one of offline, openai$/],
    ['TUTOR_DAILY_LIMIT', '0', /^TUTOR_DAILY_LIMIT must be a whole number from 1 to 100000$/],
    ['TUTOR_DAILY_LIMIT', 'many', /^TUTOR_DAILY_LIMIT must be a whole number/],
    ['TUTOR_SSE_HEARTBEAT_MS', '5', /^TUTOR_SSE_HEARTBEAT_MS must be a whole number of milliseconds from 10 to 60000$/],
    [
      'TUTOR_CHAT_TIMEOUT_MS',
      '2m',
      /^TUTOR_CHAT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000$/,
    ],
    ['OPENAI_BASE_URL', 'ftp://models.example', /^OPENAI_BASE_URL must be an http\(s\) URL$/],
    ['ADMIN_EMAIL', 'not-an-email', /^ADMIN_EMAIL must be an email address$/],
    ['ADMIN_PASSWORD', 'short', /^ADMIN_PASSWORD must be at least 8 characters$/],
    ['SEED_DEMO', 'sometimes', /^SEED_DEMO must be true or false$/],
    ['MIGRATE_ON_START', 'later', /^MIGRATE_ON_START must be true or false$/],
    ['DATABASE_POOL_MAX', '0', /^DATABASE_POOL_MAX must be a whole number from 1 to 1000$/],
    ['DATABASE_POOL_MAX', 'ten', /^DATABASE_POOL_MAX must be a whole number from 1 to 1000$/],
    [
      'DATABASE_CONNECT_TIMEOUT_MS',
      '5s',
      /^DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000$/,
    ],
    [
      'HTTP_KEEP_ALIVE_TIMEOUT_MS',
      '500',
      /^HTTP_KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 3600000$/,
    ],
    ['SHUTDOWN_DELAY_MS', '5s', /^SHUTDOWN_DELAY_MS must be a whole number of milliseconds from 0 to 300000$/],
    ['SHUTDOWN_DRAIN_MS', '500', /^SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 1000 to 600000$/],
    [
      'HTTP_HEADERS_TIMEOUT_MS',
      '-1',
      /^HTTP_HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 3600000$/,
    ],
    ['SEED_DEMO_STUDENT', 'please', /^SEED_DEMO_STUDENT must be true or false$/],
    ['METRICS_TOKEN', 'short-token', /^METRICS_TOKEN must be at least 16 printable characters without spaces$/],
    [
      'METRICS_TOKEN',
      'a token with spaces in it',
      /^METRICS_TOKEN must be at least 16 printable characters without spaces$/,
    ],
    ['METRICS_PORT', '99999', /^METRICS_PORT must be a whole number from 0 to 65535$/],
  ])('rejects %s=%s with an error naming the variable', (name, value, message) => {
    const load = () => loadConfig({ [name]: value }, cwd);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('gives metrics a listener of their own only on a port of their own, on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }, cwd).metrics).toEqual({
      token: undefined,
      port: 9464,
      host: '127.0.0.1',
    });
    expect(() => loadConfig({ METRICS_PORT: '3000' }, cwd)).toThrow(/^METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' }, cwd)).toThrow(
      /^METRICS_PORT must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_HOST: '0.0.0.0' }, cwd)).toThrow(/^METRICS_HOST is set but METRICS_PORT is not/);
    // Tests bind both to any free port.
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }, cwd).metrics.port).toBe(0);
  });

  it('never echoes a metrics token it refuses', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'hunter2 secret token' }, cwd)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it('needs the endpoint and model for the openai tutor provider', () => {
    expect(() => loadConfig({ TUTOR_PROVIDER: 'openai' }, cwd)).toThrow(/OPENAI_BASE_URL and OPENAI_MODEL must be set/);
  });

  it('never echoes the database URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@localhost/study' }, cwd)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });
});
