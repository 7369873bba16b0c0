import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// How the built web app reaches a phone: under a Content-Security-Policy that lets no inline or
// foreign script run, compressed even when the build ships no .br/.gz copies, with no HTML
// answered for a missing file; and the API's JSON compressed too.

const BUNDLE = `export const lesson = ${JSON.stringify('সালোকসংশ্লেষণ '.repeat(4000))};\n`;

/** GET with exactly these headers (fetch would add and decode its own Accept-Encoding). */
function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web app delivery', () => {
  let server: TestServer;
  let tempDir: string;
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'study-delivery-'));
    await mkdir(path.join(tempDir, 'assets'), { recursive: true });
    await writeFile(
      path.join(tempDir, 'index.html'),
      '<!doctype html><script type="module" src="/assets/app-1.js"></script>',
    );
    await writeFile(path.join(tempDir, 'assets', 'app-1.js'), BUNDLE);
    await mkdir(path.join(tempDir, 'prerendered', 'login'), { recursive: true });
    await writeFile(
      path.join(tempDir, 'prerendered', 'index.html'),
      '<!doctype html><div id="root"><h1>landing</h1></div>',
    );
    await writeFile(
      path.join(tempDir, 'prerendered', 'login', 'index.html'),
      '<!doctype html><div id="root"><h1>login</h1></div>',
    );
    await mkdir(path.join(tempDir, 'prerendered', 'subjects', '$subjectId'), { recursive: true });
    await writeFile(
      path.join(tempDir, 'prerendered', 'subjects', '$subjectId', 'index.html'),
      '<!doctype html><link rel="modulepreload" href="/assets/subject-1.js">',
    );
    // The build writes a copy for every route of the app: the server's route table.
    for (const route of [['dashboard'], ['subjects', '$subjectId', '$chapterId', 'learn']]) {
      await mkdir(path.join(tempDir, 'prerendered', ...route), { recursive: true });
      await writeFile(
        path.join(tempDir, 'prerendered', ...route, 'index.html'),
        `<!doctype html><script type="module" src="/assets/app-1.js"></script><!--${route.join('/')}-->`,
      );
    }
    server = await startTestServer({ WEB_DIST_DIR: tempDir });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(tempDir, { recursive: true, force: true });
  });

  it('sends the copy the build wrote for the route, matching path parameters', async () => {
    const bodyOf = async (pathname: string) => {
      const response = await get(`${server.url}${pathname}`, {});
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      return response.body.toString();
    };
    expect(await bodyOf('/')).toContain('<h1>landing</h1>');
    expect(await bodyOf('/login')).toContain('<h1>login</h1>');
    expect(await bodyOf('/login/')).toContain('<h1>login</h1>');
    expect(await bodyOf('/subjects/3')).toContain('/assets/subject-1.js');
    expect(await bodyOf('/subjects/%E0%A6%97%E0%A6%A3%E0%A6%BF%E0%A6%A4')).toContain('/assets/subject-1.js');
    expect(await bodyOf('/dashboard')).toContain('<!--dashboard-->');
    expect(await bodyOf('/subjects/3/12/learn')).toContain('<!--subjects/$subjectId/$chapterId/learn-->');
  });

  it('answers a path that is no route of the app (/health, /metrics …) with 404: the JSON error, or for a browser the app with its 404 page, never a 200', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const pathname of [
      '/health',
      '/metrics',
      '/status',
      '/index',
      '/login/more',
      '/subjects/3/5',
      '/subjects',
      '/dashboard/x',
      '/subjects/3/12/learn/more',
    ]) {
      for (const accept of [undefined, '*/*', 'application/json']) {
        const response = await get(server.url + pathname, accept ? { accept } : {});
        expect(response.status, pathname).toBe(404);
        expect(JSON.parse(response.body.toString()), pathname).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      const page = await get(server.url + pathname, html);
      expect(page.status, pathname).toBe(404);
      expect(page.headers['content-type'], pathname).toBe('text/html; charset=utf-8');
      expect(page.body.toString(), pathname).toContain('src="/assets/app-1.js"');
    }
  });

  it('answers a pre-rendered form sent before the app took the page over with the page again (303), nothing else', async () => {
    const post = (pathname: string) =>
      fetch(`${server.url}${pathname}`, {
        method: 'POST',
        body: 'username=a&password=b',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const login = await post('/login');
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/login');
    expect((await post('/health')).status).toBe(404);
    expect((await post('//evil.example/login')).status).toBe(404);
  });

  it('answers a form posted to a page path holding a line break or any control character below 500, with no header of its making', async () => {
    // The decoded path once went into the redirect's Location header: CR LF there is a 500
    // (Node refuses the header), or, with a laxer stack, a header injected into the answer.
    const post = (pathname: string) =>
      fetch(`${server.url}${pathname}`, {
        method: 'POST',
        body: 'username=a&password=b',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    for (const pathname of [
      '/subjects/1%0d%0aX:1',
      '/subjects/1%0aSet-Cookie:%20a=b',
      '/login%0d',
      '/subjects/a%09b',
      '/subjects/%7f',
      '/subjects/%C2%85',
      '/subjects/%00',
    ]) {
      const response = await post(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('x'), pathname).toBeNull();
      expect(response.headers.get('set-cookie'), pathname).toBeNull();
      expect(response.headers.get('location'), pathname).toBeNull();
    }
    // A page path in Bengali is a page path: the address comes back as the client sent it, encoded.
    const bengali = await post('/subjects/%E0%A6%97%E0%A6%A3');
    expect(bengali.status).toBe(303);
    expect(bengali.headers.get('location')).toBe('/subjects/%E0%A6%97%E0%A6%A3');
  });

  it('shows a browser the app (its 404 or error page) for a path that is not a real file, never the JSON of the API', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const cases = [
      // A dotted page id: the subject page (its copy) shows its error state; 404, as nothing is there.
      { pathname: '/subjects/13.5', status: 404, shows: '/assets/subject-1.js' },
      { pathname: '/foo.html', status: 404, shows: 'src="/assets/app-1.js"' },
      { pathname: '/robots.txt', status: 404, shows: 'src="/assets/app-1.js"' },
      { pathname: '/assets/gone-1.js', status: 404, shows: 'src="/assets/app-1.js"' },
      { pathname: '/.env', status: 404, shows: 'src="/assets/app-1.js"' },
      { pathname: '/subjects/1%0d%0aX:1', status: 404, shows: 'src="/assets/app-1.js"' },
      { pathname: '/a/..%2f..%2fsecret.txt', status: 404, shows: 'src="/assets/app-1.js"' },
    ];
    for (const { pathname, status, shows } of cases) {
      const response = await get(server.url + pathname, html);
      expect(response.status, pathname).toBe(status);
      expect(response.headers['content-type'], pathname).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy'], pathname).toContain("script-src 'self'");
      expect(response.body.toString(), pathname).toContain(shows);
    }
    // A real file is still answered as the file.
    const file = await get(`${server.url}/assets/app-1.js`, html);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('sends a Content-Security-Policy that allows scripts from this origin only', async () => {
    for (const pathname of ['/', '/dashboard', '/assets/app-1.js']) {
      const response = await get(server.url + pathname, {});
      const policy = String(response.headers['content-security-policy']);
      const directives = new Map(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name = '', ...values]) => [name, values]),
      );
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    }
  });

  it('compresses a build without precompressed copies: brotli, else gzip, else as is', async () => {
    const url = `${server.url}/assets/app-1.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(BUNDLE) / 20);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);
    expect(gz.headers['etag']).not.toBe(br.headers['etag']);

    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);

    // A revalidation of the brotli copy answers 304; the same tag does not match the gzip copy.
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) })).status).toBe(304);
    expect((await get(url, { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers['etag']) })).status).toBe(
      200,
    );
  });

  it('answers a missing file name with 404 and no HTML unless a browser asks for a page, so crawlers never read HTML as robots.txt', async () => {
    for (const pathname of ['/robots.txt', '/sitemap.xml', '/subjects/1/manifest.json', '/assets/gone-1.js']) {
      for (const accept of [undefined, '*/*', 'text/plain', 'application/json']) {
        const response = await get(server.url + pathname, accept ? { accept } : {});
        expect(response.status, pathname).toBe(404);
        expect(response.headers['content-type'], pathname).toMatch(/^application\/json/);
      }
    }
    const route = await get(`${server.url}/subjects/3/5/learn`, {});
    expect(route.body.toString()).toContain('<!--subjects/$subjectId/$chapterId/learn-->');
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<!doctype html>');
  });

  it('compresses API answers for clients that accept it', async () => {
    const url = `${server.url}/api/openapi.json`;
    const zipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('leaves a file too small to gain anything as it is', async () => {
    const response = await get(`${server.url}/`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toContain('<!doctype html>');
  });
});
