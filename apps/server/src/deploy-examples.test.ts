import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STREAM_TIME_MAX_MS } from '@study/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, settingNames } from './config';
import type { Config } from './config';
import { packageRoot } from './paths';
import { startTestServer } from './testing/harness';
import type { TestServer } from './testing/harness';

// Issue 21.9: the deployment guide's examples (docs/deploy/) cannot be run here (no Docker, no
// systemd in CI), so what can be checked without them is: every setting they give is one the
// server reads and together they load; the commands they run are the build's entry points; the
// paths they probe answer; the stop timeouts, proxy checks and pool sizes fit the settings.

const repoRoot = path.resolve(packageRoot, '..', '..');
const deployDir = path.join(repoRoot, 'docs', 'deploy');
const read = (file: string) => readFileSync(path.join(deployDir, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('compose.yaml');
const caddyfile = read('Caddyfile');
const unit = read('study-platform.service');
const unitEnvFile = read('study-platform.env');

/** Stand-ins for the secrets the compose file takes from the shell (`${NAME:?…}`). */
const SHELL: Record<string, string> = {
  POSTGRES_PASSWORD: 'postgres-password',
  JWT_SECRET: 'j'.repeat(40),
  ADMIN_PASSWORD: 'a-long-admin-password',
  METRICS_TOKEN: 'm'.repeat(24),
  SITE_ADDRESS: 'study.example.com',
};

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?error}`. */
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    const given = SHELL[name];
    if (given !== undefined) return given;
    if (kind === '-') return rest ?? '';
    throw new Error(`the example needs ${name} from the shell, and the test has no stand-in for it`);
  });
}

const unquote = (value: string) => value.trim().replace(/^"(.*)"$/, '$1');

/** The lines of a YAML block: those after `header` indented deeper than it, until the next line at its depth or less. */
function block(text: string, header: RegExp): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => header.test(line));
  if (start < 0) throw new Error(`no ${header} in the example`);
  const depth = /^ */.exec(lines[start] as string)?.[0].length ?? 0;
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if ((/^ */.exec(line)?.[0].length ?? 0) <= depth) break;
    body.push(line);
  }
  return body;
}

/** `KEY: value` entries of a YAML mapping block (its direct children only). */
function mapping(lines: string[]): Record<string, string> {
  const depth = Math.min(...lines.map((line) => /^ */.exec(line)?.[0].length ?? 0));
  return Object.fromEntries(
    lines
      .filter((line) => (/^ */.exec(line)?.[0].length ?? 0) === depth)
      .map((line) => /^\s*([\w-]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] as string, match[2] as string]),
  );
}

/** `KEY=value` lines (an env file, or a Dockerfile's ENV / a unit's Environment= after their prefix). */
function assignments(lines: string[]): Record<string, string> {
  return Object.fromEntries(
    lines
      .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] as string, unquote(match[2] as string)]),
  );
}

const dockerEnv = assignments(dockerfile.split('\n').flatMap((line) => (/^ENV /.test(line) ? [line.slice(4)] : [])));
const composeEnv = Object.fromEntries(
  Object.entries(mapping(block(compose, /^ {2}environment:$/))).map(([name, value]) => [
    name,
    interpolate(unquote(value)),
  ]),
);
const unitEnv = {
  ...assignments(
    unit.split('\n').flatMap((line) => (/^Environment=/.test(line) ? [line.slice('Environment='.length)] : [])),
  ),
  ...assignments(unitEnvFile.split('\n')),
};
/** What an instance of each example sees: the image's ENV under compose's environment. */
const examples: [string, Record<string, string>][] = [
  ['compose (with the Dockerfile)', { ...dockerEnv, ...composeEnv }],
  ['systemd', unitEnv],
];

/** The compose services that run the server: every one merging the `x-app` anchor. */
const services = mapping(block(compose, /^services:$/));
const serviceBlock = (name: string) => block(compose, new RegExp(`^ {2}${name}:$`));
const appServices = Object.keys(services).filter((name) =>
  serviceBlock(name).some((line) => line.trim() === '<<: *app'),
);
const instances = appServices.filter((name) => !serviceBlock(name).some((line) => line.includes('migrate.js')));

const seconds = (value: string) => {
  const match = /^(\d+)(ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`not a duration: ${value}`);
  return Number(match[1]) * { ms: 0.001, s: 1, m: 60 }[match[2] as 'ms' | 's' | 'm'];
};

describe('the deployment examples (docs/deploy/)', () => {
  it.each(examples)(
    '%s: sets only settings the server reads, and they load as a production configuration',
    (_, env) => {
      expect(Object.keys(env).length).toBeGreaterThan(5);
      expect(Object.keys(env).filter((name) => !settingNames.includes(name))).toEqual([]);
      const config = loadConfig(env, repoRoot);
      // They run dist/main.js directly, without `npm start`, which would set it.
      expect(config.nodeEnv).toBe('production');
      expect(config.trustProxy).toBe(true);
    },
  );

  it('runs the build: `npm run build`, then the entry points package.json starts and migrates with', () => {
    const rootScripts = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    const serverScripts = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    const tsup = readFileSync(path.join(packageRoot, 'tsup.config.ts'), 'utf8');
    expect(dockerfile).toMatch(/^RUN npm ci && npm run build\b/m);
    // `COPY . .` before `npm ci`: the host's node_modules and builds must stay out of the context.
    expect(read('Dockerfile.dockerignore').split('\n')).toEqual(
      expect.arrayContaining(['**/node_modules', '**/dist', '**/dist-ssr', 'apps/server/data']),
    );
    expect(rootScripts['build']).toBeDefined();

    const run = [
      ...[...dockerfile.matchAll(/^CMD \[(.*)\]$/gm)].map((match) => match[1] as string),
      ...[...compose.matchAll(/command: \[(.*)\]/g)]
        .map((match) => match[1] as string)
        .filter((command) => command.includes('node')),
      ...[...unit.matchAll(/^ExecStart=(.*)$/gm)].map((match) => match[1] as string),
    ];
    const entries = run.map((command) => /apps\/server\/(dist\/\w+\.js)/.exec(command)?.[1]);
    expect(entries).toEqual(['dist/main.js', 'dist/migrate.js', 'dist/main.js']);
    for (const entry of new Set(entries)) {
      // The file the build writes (tsup's entry), and the one `npm start` / `npm run migrate` runs.
      expect(tsup).toContain(`'src/${path.basename(entry as string, '.js')}.ts'`);
      expect(Object.values(serverScripts).some((script) => script.endsWith(`node ${entry}`))).toBe(true);
    }
  });

  describe('probes', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server?.stop());

    it('probes paths a running server answers 200, on the port the instances listen on', async () => {
      const config = loadConfig({ ...dockerEnv, ...composeEnv }, repoRoot);
      const probes = [
        ...[...caddyfile.matchAll(/health_uri (\S+)/g)].map((match) => match[1] as string),
        ...[...compose.matchAll(/http:\/\/127\.0\.0\.1:(\d+)(\/\w+)/g)].map((match) => {
          expect(Number(match[1])).toBe(config.port);
          return match[2] as string;
        }),
      ];
      expect(probes).toEqual(['/readyz', '/livez']);
      for (const probe of probes) expect((await fetch(`${server.url}${probe}`)).status).toBe(200);
    });
  });

  it('sends the proxy to every instance on its port, and publishes no port but the proxy’s', () => {
    const config = loadConfig({ ...dockerEnv, ...composeEnv }, repoRoot);
    expect(instances).toEqual(['app1', 'app2']);
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(instances.map((name) => `${name}:${config.port}`));
    const publishing = Object.keys(services).filter((name) =>
      serviceBlock(name).some((line) => /^\s+ports:$/.test(line)),
    );
    expect(publishing).toEqual(['proxy']);
  });

  it.each(examples)('%s: gives a stop the drain it needs, and the drain outlasts a tutor reply', (name, env) => {
    const config: Config = loadConfig(env, repoRoot);
    const stopTimeout =
      name === 'systemd'
        ? seconds(`${/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]}s`)
        : seconds(/stop_grace_period: (\S+)/.exec(compose)?.[1] ?? '');
    expect(stopTimeout).toBeGreaterThanOrEqual((config.shutdown.delayMs + config.shutdown.drainMs) / 1000 + 10);
    expect(config.shutdown.drainMs).toBeGreaterThan(STREAM_TIME_MAX_MS);
  });

  it("stops sending to a draining instance before it stops listening: the proxy's readiness check is quicker than SHUTDOWN_DELAY_MS", () => {
    const config = loadConfig({ ...dockerEnv, ...composeEnv }, repoRoot);
    const interval = seconds(/health_interval (\S+)/.exec(caddyfile)?.[1] ?? '');
    const timeout = seconds(/health_timeout (\S+)/.exec(caddyfile)?.[1] ?? '');
    // One failed check (Caddy's default) takes the instance out.
    expect((interval + timeout) * 1000).toBeLessThan(config.shutdown.delayMs);
  });

  it("fits PostgreSQL's max_connections: every instance's pool and listener, one more instance during a rolling deploy, the migrate step and the reserved ones", () => {
    const config = loadConfig({ ...dockerEnv, ...composeEnv }, repoRoot);
    const maxConnections = Number(/max_connections=(\d+)/.exec(compose)?.[1]);
    const SUPERUSER_RESERVED = 3; // PostgreSQL's default superuser_reserved_connections
    const needed = (instances.length + 1) * (config.database.poolMax + 1) + 1 + SUPERUSER_RESERVED;
    expect(needed).toBeLessThanOrEqual(maxConnections);
  });

  it("documents every setting the server reads in the README's Configuration table", () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Operations'));
    expect(settingNames.filter((name) => !new RegExp(`^\\|[^\\n]*\`${name}\``, 'm').test(table))).toEqual([]);
  });

  it('is linked from the guide, and the guide from the README', () => {
    const guide = readFileSync(path.join(repoRoot, 'docs', 'deploy.md'), 'utf8');
    for (const file of [
      'Dockerfile',
      'Dockerfile.dockerignore',
      'compose.yaml',
      'Caddyfile',
      'study-platform.service',
      'study-platform.env',
    ]) {
      expect(guide).toContain(`deploy/${file}`);
    }
    expect(readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).toContain('(docs/deploy.md)');
  });
});
