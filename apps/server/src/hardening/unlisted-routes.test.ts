import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// src/fuzz.test.ts fuzzes every operation of the OpenAPI document. The routes outside it are
// fuzzed here: lesson media (/media/<file>, byte ranges), the built web app's files and its
// client-side routes, /healthz and the API docs page. Whatever the path, range or method: no
// 5xx, an answer in time, and never a byte of a file outside the served folders.

const SECRET = 'SECRET-BESIDE-THE-DIST-FOLDER';
const REQUEST_TIMEOUT_MS = 5_000;
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_122);

const segmentArb = fc.oneof(
  fc.constantFrom(
    '..', '.', '%2e%2e', '%2E%2E', '..%2f', '%2f..', '..%5c', '%5c', '%00', '%', '%E0%A6', '%FF', '.env', '.git',
    'secret.txt', 'index.html', 'assets', 'favicon.svg', 'compound-interest.mp4', 'a.svg', 'x.svg.', '~', '//', '\\',
    '%252e%252e', 'con', 'aux', '%F0%9F%98%80', 'a'.repeat(300), 'dashboard', 'subjects', '1',
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.string({ maxLength: 12 }),
);
const prefixArb = fc.constantFrom('/media/', '/', '/assets/', '/healthz/', '/api/docs/', '/subjects/1/', '/media/..%2f');
const methodArb = fc.constantFrom('GET', 'HEAD', 'GET', 'POST', 'PUT', 'DELETE', 'OPTIONS');
const rangeArb = fc.option(
  fc.oneof(
    fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=5-', 'bytes=999999999-', 'bytes=1-0', 'bytes=0-1,2-3', 'bytes=abc', 'items=0-1'),
    fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `bytes=${a}-${b}`),
  ),
  { nil: undefined },
);

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends the path byte for byte on a fresh connection (no URL normalisation on the way). */
function raw(base: URL, method: string, rawPath: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, method, path: rawPath, headers, agent: false, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms: ${method} ${rawPath}`)));
    req.on('error', reject);
    req.end();
  });
}

describe('routes outside the OpenAPI document', () => {
  let server: TestServer;
  let tempDir: string;
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'study-unlisted-'));
    const webDir = path.join(tempDir, 'web', 'dist');
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(tempDir, 'web', 'secret.txt'), SECRET);
    await writeFile(path.join(tempDir, 'secret.txt'), SECRET);
    server = await startTestServer({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(tempDir, { recursive: true, force: true });
  });

  it('answers any path, method and range below 500, in time, without leaking a file from outside', async () => {
    const base = new URL(server.url);
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        prefixArb,
        fc.array(segmentArb, { minLength: 0, maxLength: 4 }),
        methodArb,
        rangeArb,
        async (prefix, segments, method, range) => {
          const rawPath = prefix + segments.join('/');
          // Characters a request line cannot carry would be refused by the client, not the server.
          fc.pre(/^[\x21-\x7e]*$/.test(rawPath));
          const answer = await raw(base, method, rawPath, range ? { range } : {});
          statuses.add(answer.status);
          expect(answer.status, `${method} ${rawPath} ${range ?? ''}`).toBeLessThan(500);
          expect(answer.status).toBeGreaterThanOrEqual(200);
          expect(answer.body).not.toContain(SECRET);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
    // It ran for real: files, fallbacks and refusals all came back.
    expect([...statuses].some((s) => s === 200 || s === 206)).toBe(true);
    expect([...statuses].some((s) => s === 404)).toBe(true);
  });
});
