import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET } from './server-env';

// A fresh embedded database is created and seeded first: about 10 s on an idle machine, over 90 s
// on a loaded 2-core one (seen at load 24). A bound for a hung server, not a speed check.
const STARTUP_TIMEOUT_MS = 300_000;

/**
 * Builds the production app once (`npm run build`: contract, ui, web, server), starts the real
 * server on a free port with a fresh embedded database seeded with the demo content, and returns
 * the teardown. E2E_SKIP_BUILD=1 reuses the existing build while iterating on the tests.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  if (process.env.E2E_SKIP_BUILD !== '1') build(root);
  for (const built of [
    'apps/server/dist/main.js',
    'apps/web/dist/index.html',
    'apps/web/dist-ssr/pageRenderWorker.js',
  ]) {
    if (!existsSync(path.join(root, built))) throw new Error(`[e2e] ${built} is missing: run \`npm run build\` first`);
  }

  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'study-e2e-'));
  // The server serves a snapshot of the web build, so a rebuild during the run (a developer's
  // `npm run build` or `npm run dev`) cannot pull the page chunks out from under the tests.
  const webDir = path.join(dataDir, 'web');
  await cp(path.join(root, 'apps/web/dist'), webDir, { recursive: true });
  // The lesson pages' renderer, which the server looks for beside the web build.
  await cp(path.join(root, 'apps/web/dist-ssr'), path.join(dataDir, 'dist-ssr'), { recursive: true });
  const logPath = path.join(dataDir, 'server.log');
  const log = await open(logPath, 'w');
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'db'),
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
      // A test may speak for a client address of its own with X-Forwarded-For (the throttles
      // count per address: e2e/security-accounts.spec.ts); requests without it count as the
      // socket's 127.0.0.1, as before.
      TRUST_PROXY: 'true',
      JWT_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      TUTOR_PROVIDER: 'offline',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
    },
    stdio: ['ignore', log.fd, log.fd],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, exited);
  } catch (error) {
    server.kill('SIGKILL');
    const output = await readFile(logPath, 'utf8').catch(() => '');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server log ---\n${output}`);
  }
  process.env.E2E_BASE_URL = url;
  console.log(`[e2e] server ready at ${url} (data in ${dataDir})`);

  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await log.close();
    // The server's log stays with the other artifacts.
    const artifacts = config.projects[0]?.outputDir ?? path.join(root, 'test-results');
    await mkdir(artifacts, { recursive: true });
    await copyFile(logPath, path.join(artifacts, 'server.log')).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };
}

function build(root: string): void {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    // The end of the output names the failing workspace and its error.
    const output = `${result.stdout}\n${result.stderr}`.slice(-6_000);
    throw new Error(`[e2e] npm run build failed after ${seconds} s:\n${output}`);
  }
  console.log(`[e2e] npm run build took ${seconds} s`);
}

/** A port nothing listens on right now: the kernel picks one, we release it for the server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, exited: Promise<number | null>): Promise<void> {
  let stopped: number | null | undefined;
  void exited.then((code) => (stopped = code));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopped !== undefined) throw new Error(`[e2e] the server exited with code ${stopped} before it was healthy`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`[e2e] the server did not answer ${url}/healthz within ${STARTUP_TIMEOUT_MS / 1000} s`);
}
