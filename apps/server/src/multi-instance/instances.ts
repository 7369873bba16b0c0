import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { packageRoot } from '../paths';

// Real server processes on one PostgreSQL database, and a round-robin proxy in front, for the
// multi-instance test (issue 21). Each process runs the server's source through tsx, as `npm run dev` does.

/** Generous: a process's start (tsx, migrations, seeding) on a loaded shared machine. Not a speed limit. */
const READY_WITHIN_MS = 180_000;
const POLL_MS = 250;

export const postgresUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why PostgreSQL cannot be used, or undefined when it answers. */
export async function postgresUnavailable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A database of its own for one test run, dropped afterwards. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `study_multi_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface Instance {
  url: string;
  /** Everything the process wrote so far (pino's JSON lines and the start line). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartedProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  dataDir: string;
}

/** Starts `src/main.ts` with `env` over the test defaults; does not wait for it. */
export async function spawnServer(env: Record<string, string>): Promise<StartedProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'study-multi-'));
  const child = spawn(
    process.execPath,
    ['--conditions=@study/source', '--import', 'tsx', path.join(packageRoot, 'src/main.ts')],
    {
      cwd: packageRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'true',
        TUTOR_PROVIDER: 'offline',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited, dataDir };
}

/** Starts a server process and resolves once its /readyz answers 200, as a load balancer would wait for it. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const started = await spawnServer(env);
  const { child, output, exited, dataDir } = started;
  let code: number | null | undefined;
  void exited.then((value) => (code = value));
  const stop = async () => {
    if (code === undefined) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_WITHIN_MS;
  try {
    for (;;) {
      if (code !== undefined) throw new Error(`the server exited with code ${code} before it was ready:\n${output()}`);
      const url = /running at (http:\/\/\S+)/.exec(output())?.[1];
      if (url && (await healthy(url))) return { url, output, stop };
      if (Date.now() > deadline)
        throw new Error(`the server was not ready within ${READY_WITHIN_MS / 1000} s:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/readyz`)).status === 200;
  } catch {
    return false;
  }
}

/**
 * A round-robin HTTP proxy over `upstreams` (node:http): each request goes to the next instance,
 * streamed both ways (SSE too), as a load balancer without stickiness would send it.
 */
export async function roundRobinProxy(
  upstreams: string[],
): Promise<{ url: string; served: number[]; close(): Promise<void> }> {
  let next = 0;
  const served = upstreams.map(() => 0);
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const forward = httpRequest(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
