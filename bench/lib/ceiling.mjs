// The ceiling the throughput benchmark compares against: a bare node:http server in its own
// process that answers each recorded route with exactly the bytes (status, headers, body) the
// real server gave, doing no other work. Run with fork(); routes arrive over IPC.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * @param {{ method: string, path: string, status: number, headers: Record<string,string>, body: string }[]} routes
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startCeiling(routes) {
  const child = fork(fileURLToPath(import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const url = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
    child.send({ routes });
  });
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', ({ routes }) => {
    const table = new Map(routes.map((r) => [`${r.method} ${r.path}`, { ...r, body: Buffer.from(r.body, 'base64') }]));
    const server = createServer((request, response) => {
      const route = table.get(`${request.method} ${request.url}`);
      // Read (and drop) the request body as a real server must before answering.
      request.resume();
      request.on('end', () => {
        if (!route) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(route.status, { ...route.headers, 'content-length': route.body.length });
        response.end(route.body);
      });
    });
    server.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
    process.on('SIGTERM', () => process.exit(0));
  });
}
