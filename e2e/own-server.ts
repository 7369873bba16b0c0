import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JWT_SECRET } from './server-env';

/**
 * A server of the test's own (the production build on a fresh embedded database), for a test that
 * changes what the shared server's other tests rely on, such as the admin's password. Started on
 * a port of the kernel's choosing; resolves once it said where it listens and /healthz answers.
 */
export async function startOwnServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'study-e2e-own-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      TUTOR_PROVIDER: 'offline',
      // Seeding creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD (with the demo curriculum).
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) =>
      reject(new Error(`the server exited with code ${code} before it listened:\n${output}`)),
    );
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
