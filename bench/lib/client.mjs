// Client-side helpers of the benchmarks: bounded concurrency and an SSE reader.
import { request } from 'node:http';

/** Runs `task` over `items` with at most `limit` in flight. */
export async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i], i);
      }
    }),
  );
  return results;
}

/** Reads one SSE stream to its end: `{ firstChunkMs, chunks, completed, error }`. */
export function readStream(url, { signal, onFirstChunk } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const result = { firstChunkMs: undefined, chunks: 0, completed: false, error: undefined, status: 0, totalMs: 0 };
    const req = request(url, { agent: false, signal }, (res) => {
      result.status = res.statusCode;
      if (res.statusCode !== 200) {
        res.resume();
        result.error = `HTTP ${res.statusCode}`;
        res.on('end', () => resolve(result));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (text) => {
        buffer += text;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (event === 'chunk') {
            result.chunks += 1;
            if (result.firstChunkMs === undefined) {
              result.firstChunkMs = performance.now() - started;
              onFirstChunk?.();
            }
          } else if (event === 'complete') result.completed = true;
          else if (event === 'error') result.error = /^data: (.*)$/m.exec(block)?.[1] ?? 'error event';
        }
      });
      res.on('end', () => {
        result.totalMs = performance.now() - started;
        resolve(result);
      });
      res.on('error', (error) => {
        result.error = error.message;
        resolve(result);
      });
    });
    req.on('error', (error) => {
      result.error = error.message;
      resolve(result);
    });
    req.end();
  });
}
