import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { packageRoot } from '../paths';
import { startServer } from '../server';
import { DataFolderLockedError } from './data-folder-lock';

// Two servers on one embedded database lose writes (issue 20 §9: both accepted registrations,
// and after a restart one side's were gone). The second must refuse to start, naming the first;
// and a server killed with kill -9 must not leave a lock that blocks the next start. The servers
// in other processes are the real entry point (`src/main.ts`, as `npm run dev` runs it).

/** Generous: a PGlite folder's first open takes seconds, and the machine is shared. */
const START_TIMEOUT_MS = 90_000;

interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startMain(dataDir: string): Child {
  // tsx as a loader in the one process (its CLI would run the server in a child of its own).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@study/source', path.join(packageRoot, 'src', 'main.ts')],
    {
      cwd: packageRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        JWT_SECRET: 'data-folder-lock-test-secret-0123456789',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** How a start ended: listening (its URL) or exited (its code), whichever came first. */
async function started(child: Child): Promise<{ url: string } | { exitCode: number | null }> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void child.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    const url = /running at (http:\/\/\S+)/.exec(child.output())?.[1];
    if (url) return { url };
    if (exitCode !== undefined) return { exitCode };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`neither listening nor exited after ${START_TIMEOUT_MS} ms:\n${child.output()}`);
}

async function listening(child: Child): Promise<string> {
  const outcome = await started(child);
  if ('url' in outcome) return outcome.url;
  throw new Error(`exited with ${outcome.exitCode} before listening:\n${child.output()}`);
}

describe('the embedded database folder belongs to one server', () => {
  let dataDir: string;
  const children: Child[] = [];
  const run = (dir: string) => {
    const child = startMain(dir);
    children.push(child);
    return child;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'study-lock-'));
  });
  afterAll(async () => {
    for (const child of children)
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    await Promise.all(children.map((child) => child.exited));
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses a second server in this process, naming the first, and lets one start once the first has stopped',
    async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: path.join(dataDir, 'same-process'),
        SEED_DEMO: 'false',
      });
      const first = await startServer(config);
      try {
        const second = startServer(config);
        await expect(second).rejects.toBeInstanceOf(DataFolderLockedError);
        await expect(second).rejects.toThrow(`is in use by another server (pid ${process.pid}, started 20`);
        // The first is untouched by the attempt.
        expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      } finally {
        await first.close();
      }
      const again = await startServer(config);
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
      await again.close();
    },
    START_TIMEOUT_MS,
  );

  it(
    'stops `npm start` on a folder in use with a message naming the other process; a server killed with kill -9 leaves no lock behind',
    async () => {
      const folder = path.join(dataDir, 'processes');
      const first = run(folder);
      const firstUrl = await listening(first);

      const second = run(folder);
      expect(await started(second)).toEqual({ exitCode: 1 });
      expect(second.output()).toMatch(
        new RegExp(
          `could not start: the embedded database in \\S+ is in use by another server \\(pid ${first.process.pid}, started \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\)`,
        ),
      );
      expect(second.output()).not.toContain('running at');
      expect((await fetch(`${firstUrl}/healthz`)).status).toBe(200);

      first.process.kill('SIGKILL');
      await first.exited;
      const third = run(folder);
      const thirdUrl = await listening(third);
      expect((await fetch(`${thirdUrl}/healthz`)).status).toBe(200);
      third.process.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    },
    3 * START_TIMEOUT_MS,
  );
});
