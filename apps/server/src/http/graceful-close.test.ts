import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { gracefulCloser } from './graceful-close';

// A real HTTP server with a slow route, closed while requests are in flight. Keep-alive
// connections (fetch keeps them) are what makes a naive close wait for seconds.

async function slowServer() {
  const app = new Hono()
    .get('/fast', (c) => c.text('fast'))
    .get('/slow', async (c) => {
      await sleep(Number(c.req.query('ms')));
      return c.text('slow done');
    })
    .get('/stream', (c) =>
      c.body(
        new ReadableStream({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode('part 1, '));
            await sleep(400);
            controller.enqueue(new TextEncoder().encode('part 2'));
            controller.close();
          },
        }),
      ),
    );
  const listener = getRequestListener(app.fetch);
  const server = createServer((request, response) => void listener(request, response));
  const closer = gracefulCloser(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // An idle keep-alive connection besides the busy ones.
  expect(await (await fetch(`${url}/fast`)).text()).toBe('fast');
  return { url, closer };
}

describe('gracefulCloser', () => {
  it('lets in-flight requests finish, then closes promptly and refuses new connections', async () => {
    const { url, closer } = await slowServer();
    const slow = fetch(`${url}/slow?ms=500`);
    const stream = fetch(`${url}/stream`).then((response) => response.text());
    await sleep(100);

    const started = performance.now();
    const closed = closer.close(5_000);
    const response = await slow;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.text()).toBe('slow done');
    expect(await stream).toBe('part 1, part 2');
    expect(await closed).toEqual({ forced: false });
    // Closed right after the last response, not after a keep-alive timeout (~4-5 s).
    expect(performance.now() - started).toBeLessThan(1_500);

    await expect(fetch(`${url}/fast`)).rejects.toThrow();
  });

  it('cuts requests still running at the timeout', async () => {
    const { url, closer } = await slowServer();
    const tooSlow = fetch(`${url}/slow?ms=5000`);
    tooSlow.catch(() => undefined);
    await sleep(100);

    const started = performance.now();
    expect(await closer.close(300)).toEqual({ forced: true });
    expect(performance.now() - started).toBeLessThan(1_500);
    await expect(tooSlow).rejects.toThrow();
  });
});
