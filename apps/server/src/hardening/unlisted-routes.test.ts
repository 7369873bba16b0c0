import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedPageSlots } from '@study/contract';
import { PAGE_SESSION_COOKIE } from '../auth/page-session';
import { chapters, subjects, topics } from '../db/schema';
import { createAccount, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// src/fuzz.test.ts fuzzes every operation of the OpenAPI document. The routes outside it are
// fuzzed here: lesson media (/media/<file>, byte ranges), the built web app's files, its
// client-side routes, its pre-rendered pages (and the native form posts they answer) and the
// lesson pages the server renders per student, /healthz and the API docs page. Whatever the
// path, range, method, Accept or page session: no 5xx, an answer in time, never a byte of a file
// from outside the served folders, and no header made from the path.

const SECRET = 'SECRET-BESIDE-THE-DIST-FOLDER';
const REQUEST_TIMEOUT_MS = 5_000;
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_122);

const segmentArb = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E%2E',
    '..%2f',
    '%2f..',
    '..%5c',
    '%5c',
    '%00',
    '%',
    '%E0%A6',
    '%FF',
    '.env',
    '.git',
    'secret.txt',
    'index.html',
    'assets',
    'favicon.svg',
    'compound-interest.mp4',
    'a.svg',
    'x.svg.',
    '~',
    '//',
    '\\',
    '%252e%252e',
    'con',
    'aux',
    '%F0%9F%98%80',
    'a'.repeat(300),
    'dashboard',
    'subjects',
    '1',
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.string({ maxLength: 12 }),
);
const prefixArb = fc.constantFrom(
  '/media/',
  '/',
  '/assets/',
  '/healthz/',
  '/api/docs/',
  '/subjects/1/',
  '/media/..%2f',
  '/login/',
  '/subjects/',
);
/** Encoded characters that must never reach a header or a file name decoded: C0, DEL, C1, Unicode line breaks. */
const controlArb = fc.oneof(
  fc.constantFrom(
    '%0d%0aX-Injected:%201',
    '%0d',
    '%0a',
    '%09',
    '%0b',
    '%0c',
    '%1b',
    '%7f',
    '%C2%85',
    '%C2%9F',
    '%E2%80%A8',
    '%E2%80%A9',
    '%0D%0ASet-Cookie:%20a=b',
  ),
  fc
    .integer({ min: 0, max: 0x9f })
    .filter((code) => code < 0x20 || code >= 0x7f)
    .map((code) => encodeURIComponent(String.fromCharCode(code))),
);
const methodArb = fc.constantFrom('GET', 'HEAD', 'GET', 'POST', 'PUT', 'DELETE', 'OPTIONS');
const rangeArb = fc.option(
  fc.oneof(
    fc.constantFrom(
      'bytes=0-0',
      'bytes=-1',
      'bytes=5-',
      'bytes=999999999-',
      'bytes=1-0',
      'bytes=0-1,2-3',
      'bytes=abc',
      'items=0-1',
    ),
    fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `bytes=${a}-${b}`),
  ),
  { nil: undefined },
);

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends the path byte for byte on a fresh connection (no URL normalisation on the way). */
function raw(
  base: URL,
  method: string,
  rawPath: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: rawPath,
        headers,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms: ${method} ${rawPath}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The headers any answer may carry; one not listed here was made from the request. */
const knownHeaders = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-range',
  'content-security-policy',
  'content-type',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'location',
  'origin-agent-cluster',
  'referrer-policy',
  'transfer-encoding',
  'vary',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-request-id',
  'x-xss-protection',
  'strict-transport-security',
]);

/** No header of the path's making: only known names, a Location only to a path of this site, in printable ASCII. */
function expectNoHeaderFromPath(answer: RawAnswer, label: string): void {
  for (const name of Object.keys(answer.headers)) expect(knownHeaders, `${label}: header ${name}`).toContain(name);
  const location = answer.headers['location'];
  if (location !== undefined) {
    expect(String(location), label).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
  }
}

describe('routes outside the OpenAPI document', () => {
  let server: TestServer;
  let tempDir: string;
  let learnPath: string;
  let pageSession: string;
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'study-unlisted-'));
    const webDir = path.join(tempDir, 'web', 'dist');
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(tempDir, 'web', 'secret.txt'), SECRET);
    await writeFile(path.join(tempDir, 'secret.txt'), SECRET);
    // The build's pre-rendered pages and the lesson page it renders per student (a stand-in
    // renderer in a real worker thread, where the server looks for the build's).
    const copies: [string[], string][] = [
      [[], '<!doctype html><h1>landing</h1>'],
      [['login'], '<!doctype html><form method="post"><h1>login</h1></form>'],
      [['dashboard'], '<!doctype html><h1>dashboard</h1>'],
      [['subjects', '$subjectId'], '<!doctype html><h1>subject</h1>'],
      [['subjects', '$subjectId', '$chapterId', 'learn'], '<!doctype html><h1>learn shell</h1>'],
    ];
    for (const [folders, html] of copies) {
      await mkdir(path.join(webDir, 'prerendered', ...folders), { recursive: true });
      await writeFile(path.join(webDir, 'prerendered', ...folders, 'index.html'), html);
    }
    await writeFile(
      path.join(webDir, 'prerendered', 'subjects', '$subjectId', '$chapterId', 'learn', 'rendered.html'),
      `<!doctype html><div id="root">${renderedPageSlots.markup}</div><script type="application/json">${renderedPageSlots.data}</script>`,
    );
    await mkdir(path.join(tempDir, 'web', 'dist-ssr'));
    await writeFile(
      path.join(tempDir, 'web', 'dist-ssr', 'pageRenderWorker.js'),
      'export default async (request) => ({ markup: "<main>" + request.user.name + "</main>", data: JSON.stringify(request.url) });',
    );
    server = await startTestServer({ WEB_DIST_DIR: webDir });
    const [subject] = await server.db
      .insert(subjects)
      .values({ name: 'গণিত', gradeLevel: 8 })
      .returning({ id: subjects.id });
    const [chapter] = await server.db
      .insert(chapters)
      .values({ subjectId: subject?.id ?? 0, name: 'ভগ্নাংশ', order: 1 })
      .returning({ id: chapters.id });
    await server.db
      .insert(topics)
      .values({ chapterId: chapter?.id ?? 0, name: 'যোগ', order: 1, content: 'এক আর এক দুই।' });
    learnPath = `/subjects/${subject?.id}/${chapter?.id}/learn`;
    const student = await createAccount(server.db, server.tokens, { name: 'রাফি' });
    pageSession = `${PAGE_SESSION_COOKIE}=${student.accessToken}`;
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
          expectNoHeaderFromPath(answer, `${method} ${rawPath}`);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
    // It ran for real: files, fallbacks and refusals all came back.
    expect([...statuses].some((s) => s === 200 || s === 206)).toBe(true);
    expect([...statuses].some((s) => s === 404)).toBe(true);
  });

  it('answers any page path of the web app, as a page, a form post or a rendered lesson, below 500 and with no header from the path', async () => {
    const base = new URL(server.url);
    const pageSegmentArb = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          '1',
          '13.5',
          'foo.html',
          'learn',
          'quiz',
          '..',
          '.env',
          '%2e%2e',
          'a%2Fb',
          '%',
          '%E0%A6%97',
          '%FF',
          'x'.repeat(200),
        ),
      },
      { weight: 3, arbitrary: controlArb },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom('1', 'a', ''), controlArb, fc.constantFrom('', 'X:1', '1'))
          .map((parts) => parts.join('')),
      },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent) },
    );
    const pathArb = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('/subjects/', '/login', '/dashboard', '/', '/assets/'),
          fc.array(pageSegmentArb, { maxLength: 3 }),
        )
        .map(([prefix, parts]) =>
          prefix.endsWith('/') || parts.length === 0 ? prefix + parts.join('/') : `${prefix}/${parts.join('/')}`,
        ),
      // The lesson page the server renders, with one part of its path replaced.
      fc.tuple(fc.nat(3), pageSegmentArb).map(([index, part]) =>
        learnPath
          .split('/')
          .map((p, i) => (i === index + 1 ? part : p))
          .join('/'),
      ),
      fc.constantFrom(learnPath, learnPath.split('/').slice(0, 3).join('/')),
    );
    const pages = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        pathArb,
        fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'POST'),
        fc.constantFrom(undefined, 'text/html,application/xhtml+xml,*/*;q=0.8', '*/*', 'application/json'),
        fc.boolean(),
        fc.option(fc.constantFrom('?topic=2', '?a=%0d%0a', '?%00'), { nil: undefined }),
        async (pathname, method, accept, withSession, query) => {
          const rawPath = pathname + (query ?? '');
          fc.pre(/^[\x21-\x7e]*$/.test(rawPath));
          const headers: Record<string, string> = {};
          if (accept) headers['accept'] = accept;
          if (withSession) headers['cookie'] = pageSession;
          let body: string | undefined;
          if (method === 'POST') {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            body = 'username=a%0d%0ab&password=x';
          }
          const label = `${method} ${rawPath} accept=${accept ?? '-'} session=${withSession}`;
          const answer = await raw(base, method, rawPath, headers, body);
          expect(answer.status, label).toBeGreaterThanOrEqual(200);
          expect(answer.status, label).toBeLessThan(500);
          expect(answer.body, label).not.toContain(SECRET);
          expectNoHeaderFromPath(answer, label);
          // A browser navigating to a page address sees a page (the app, or its 404), never the API's JSON.
          if (method === 'GET' && accept?.startsWith('text/html')) {
            expect(String(answer.headers['content-type']), label).toMatch(/^text\/html/);
            pages.add(answer.body.match(/<h1>([^<]*)<\/h1>|<main>/)?.[0] ?? 'shell');
          }
          // A form posted to a pre-rendered page comes back to that page's address, as it was sent
          // (with its dot segments resolved, `%2e%2e` included, as the URL standard does).
          if (method === 'POST' && answer.status === 303)
            expect(answer.headers['location'], label).toBe(new URL(pathname, base).pathname);
        },
      ),
      { seed: SEED + 1, numRuns: 300 },
    );
    // It ran for real: pre-rendered copies, the rendered lesson and the plain shell were all sent.
    expect([...pages]).toEqual(expect.arrayContaining(['<h1>subject</h1>', '<h1>login</h1>', '<main>', 'shell']));
  });
});
