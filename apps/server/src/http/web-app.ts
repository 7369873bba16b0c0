import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { getMimeType } from 'hono/utils/mime';
import { apiError, isApiPath } from './api-error';
import type { AppEnv } from './env';
import { matchesEtag } from './etag';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** Vite puts content-hashed files under assets/: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (favicon, robots.txt …) may change with a deploy. */
const SHORT = 'public, max-age=600';
/** HTML must be revalidated so a deploy's new asset names reach the browser at once. */
const REVALIDATE = 'no-cache';

/**
 * The web app's Content-Security-Policy: scripts only from this origin, never inline (Vite's
 * build has none: bench/first-load.mjs checks the built index.html). Styles may be inline:
 * KaTeX positions formulas with style attributes and the toast library adds a <style> element;
 * styles cannot run code. Pictures may come from any https site (admins can link one), lesson
 * videos from here or https, and embedded videos only from YouTube's no-cookie player.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "media-src 'self' https:",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com',
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const precompressed = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

interface FoundFile {
  filePath: string;
  size: number;
  mtime: Date;
}

/**
 * Serves the built web app from `distDir`: files as they are, and for a route of the app (one the
 * build wrote a `prerendered/` copy for, and `/`) its copy or `index.html`, so the client router
 * takes over there; any other path is a 404 (the app's page with it for a browser, which shows
 * the app's own 404 page).
 * Mount it after every other route. Reads only inside `distDir`: the raw URL path is split
 * and decoded segment by segment, and a segment that is empty, hidden or dotted (`.`, `..`),
 * or that hides a separator or a control character, is never looked up on the file system.
 * A path that is no real file but looks like one (a file name, anything under assets/, an unsafe
 * segment) gets a 404: a browser asking for a page gets the app with it (its 404 or error page),
 * anything else the API's JSON error, so no script, stylesheet or crawler reads HTML as a file.
 */
export function serveWebApp(distDir: string, options: WebAppOptions = {}): MiddlewareHandler<AppEnv> {
  const root = path.resolve(distDir);
  const archiveRoot = options.archiveDir && path.resolve(options.archiveDir);
  const cache: CompressionCache = new Map();
  const pageCopies = readPageCopies(path.join(root, 'prerendered'));
  // The templates of the pages rendered per request, read once (a build changes with a deploy).
  const templates = new Map<string, Promise<string | undefined>>();
  const templateOf = (pattern: string[]) => {
    const key = pattern.join('/');
    let template = templates.get(key);
    if (!template) {
      template = readFile(path.join(root, 'prerendered', ...pattern, 'rendered.html'), 'utf8').catch(() => undefined);
      templates.set(key, template);
    }
    return template;
  };

  return async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // The raw path, still percent-encoded: only printable ASCII, fit for a header.
    const rawPath = new URL(c.req.url).pathname;
    const segments = safeSegments(rawPath);

    if (c.req.method === 'POST') {
      // A pre-rendered page's form (login) sent natively, before the app took the page over:
      // show the page again, its address clean, instead of an error. The address goes back as
      // the client sent it: decoded, a CR or LF in it would break the Location header.
      const page = segments && (await pageCopies).match(segments);
      return page ? c.redirect(rawPath, 303) : next();
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();

    const requested = segments && segments.length > 0 ? await findFile(root, segments) : undefined;
    if (requested) {
      const cacheControl = requested.filePath.endsWith('.html')
        ? REVALIDATE
        : segments?.[0] === 'assets'
          ? IMMUTABLE
          : SHORT;
      return sendFile(c, requested, cacheControl, cache);
    }
    // Another build's hashed file, kept for rolling deploys (asset-archive.ts).
    const archived =
      archiveRoot && segments?.length === 2 && segments[0] === 'assets'
        ? await findFile(archiveRoot, segments.slice(1))
        : undefined;
    if (archived) return sendFile(c, archived, IMMUTABLE, cache);
    // The build's copy of the shell for this route (rendered, for the pages of
    // apps/web/src/boot/renderPage.tsx, or naming the route's chunks). The copies are the app's route
    // table: a path none of them matches (/health, /metrics, /status, a typo) is no page of the
    // app and answers 404, so no probe or monitor takes the app's page for a healthy answer.
    const copy = segments && (await pageCopies).match(segments);
    // A missing hashed asset is a stale or wrong reference: answering it with the app's HTML
    // would hand HTML to a <script> tag. The same for any missing file name (robots.txt,
    // sitemap.xml …): crawlers must not read the app's HTML as one. App routes have no dot in
    // their last segment. A browser navigating there still sees the app (its 404 page), with a 404.
    const missing =
      !segments ||
      (segments.length > 0 && !copy) ||
      segments[0] === 'assets' ||
      /\.[A-Za-z0-9]+$/.test(segments.at(-1) ?? '');
    if (missing && !wantsPage(c)) return apiError(c, 404, 'NOT_FOUND');

    if (!missing && copy && options.renderPage && c.req.method === 'GET') {
      const template = await templateOf(copy);
      const page = template && (await options.renderPage(c, { pattern: copy, segments, template }));
      if (page) return sendRenderedPage(c, page);
    }
    const index =
      (copy && (await findFile(root, ['prerendered', ...copy, 'index.html']))) ??
      (await findFile(root, ['index.html']));
    if (!index) return next();
    return sendFile(c, index, REVALIDATE, cache, missing ? 404 : 200);
  };
}

export interface WebAppOptions {
  /** Hashed files of other builds (ASSETS_ARCHIVE_DIR), served under `/assets/` when this build lacks them. */
  archiveDir?: string;
  /**
   * Renders the page of a route the build wrote a `rendered.html` template for (the student's
   * lesson, see rendered-pages.ts); undefined sends the route's shell instead.
   */
  renderPage?: (
    c: Context<AppEnv>,
    page: { pattern: readonly string[]; segments: readonly string[]; template: string },
  ) => Promise<string | undefined>;
}

/** A browser navigating (it asks for HTML first), rather than a script, a crawler or an API client. */
function wantsPage(c: Context<AppEnv>): boolean {
  return (
    accepts(c, { header: 'Accept', supports: ['text/html', 'application/json'], default: 'application/json' }) ===
    'text/html'
  );
}

/** The content codings the request accepts (`br`, `gzip` …), without their weights. */
function acceptedEncodings(c: Context<AppEnv>): Set<string | undefined> {
  return new Set((c.req.header('Accept-Encoding') ?? '').split(',').map((value) => value.split(';')[0]?.trim()));
}

/**
 * A page rendered for one student: never stored by a cache (`private, no-store`; it also holds
 * the student's name and progress), and compressed at a quick brotli level, per response, on the
 * thread pool.
 */
async function sendRenderedPage(c: Context<AppEnv>, html: string): Promise<Response> {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    Vary: 'Accept-Encoding, Cookie',
    'Content-Security-Policy': WEB_APP_CSP,
  });
  const accepted = acceptedEncodings(c);
  let body: Uint8Array = Buffer.from(html);
  if (accepted.has('br')) {
    body = await brotli(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    headers.set('Content-Encoding', 'br');
  } else if (accepted.has('gzip')) {
    body = await gzip(body, { level: 6 });
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(body.length));
  return c.body(new Uint8Array(body), { status: 200, headers });
}

interface PageCopies {
  /** The folder segments of the copy for these request segments, most specific pattern first. */
  match(segments: readonly string[]): string[] | undefined;
}

/**
 * The copies of index.html the web build wrote per route (apps/web/build/prerenderPages.ts):
 * `prerendered/<pattern>/index.html`, where a `$name` folder stands for any one path segment.
 * Read once; a build without them has none.
 */
async function readPageCopies(folder: string): Promise<PageCopies> {
  let files: string[] = [];
  try {
    files = (await readdir(folder, { recursive: true })).filter(
      (file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`),
    );
  } catch {
    // No pre-rendered pages: every route gets the shell.
  }
  const literal = (segment: string) => !segment.startsWith('$');
  const patterns = files
    .map((file) =>
      path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== '.'),
    )
    // Literal segments beat parameters: /subjects/new before /subjects/$subjectId.
    .sort((a, b) => b.filter(literal).length - a.filter(literal).length);
  return {
    match: (segments) =>
      patterns.find(
        (pattern) =>
          pattern.length === segments.length && pattern.every((part, i) => !literal(part) || part === segments[i]),
      ),
  };
}

/** Decoded path segments, or undefined when any segment could step outside the folder. */
function safeSegments(rawPathname: string): string[] | undefined {
  const parts = rawPathname.split('/').slice(1);
  if (parts.at(-1) === '') parts.pop(); // "/dashboard/" is the app route "/dashboard"
  const segments: string[] = [];
  for (const part of parts) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    // Control characters (C0, DEL, C1) are in no file or route name; CR and LF would also
    // break any header the path went into.
    if (segment === '' || segment.startsWith('.') || /[/\\\u0000-\u001f\u007f-\u009f]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

async function findFile(root: string, segments: string[]): Promise<FoundFile | undefined> {
  const filePath = path.join(root, ...segments);
  // Unreachable given safeSegments; kept as the last line of defence.
  return filePath.startsWith(root + path.sep) ? statFile(filePath) : undefined;
}

/** Text files worth compressing when the build has no precompressed copy of them. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
/** Small files gain nothing; big ones are not held in memory. */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESS_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Compressed copies of the served files, made once per file version (path, size, mtime) on
 * the thread pool and kept: the built app changes only with a deploy, and phones on slow
 * networks should never download JavaScript uncompressed.
 */
type CompressionCache = Map<string, Promise<Buffer>>;

function compressed(cache: CompressionCache, file: FoundFile, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${file.filePath}:${file.size}:${file.mtime.getTime()}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = readFile(file.filePath).then((source) =>
      encoding === 'br'
        ? brotli(source, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
          })
        : gzip(source, { level: 9 }),
    );
    cache.set(key, entry);
    entry.catch(() => cache.delete(key)); // a failed read is retried by the next request
  }
  return entry;
}

/** Sends `file` as the answer; with `status` 404, the app's page for an address that has nothing (no validators then). */
async function sendFile(
  c: Context<AppEnv>,
  file: FoundFile,
  cacheControl: string,
  cache: CompressionCache,
  status: 200 | 404 = 200,
): Promise<Response> {
  const request = c.req.raw;
  const headers = new Headers({
    'Content-Type': getMimeType(file.filePath) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': WEB_APP_CSP,
  });

  const accepted = acceptedEncodings(c);
  let sent = file;
  let encoding: string | undefined;
  for (const candidate of precompressed) {
    const variant = accepted.has(candidate.encoding) ? await statFile(file.filePath + candidate.suffix) : undefined;
    if (variant) {
      sent = variant;
      encoding = candidate.encoding;
      break;
    }
  }
  let body: Buffer | undefined;
  if (
    !encoding &&
    COMPRESSIBLE.test(file.filePath) &&
    file.size >= COMPRESS_MIN_BYTES &&
    file.size <= COMPRESS_MAX_BYTES
  ) {
    encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
    if (encoding) body = await compressed(cache, file, encoding as 'br' | 'gzip');
  }
  if (encoding) headers.set('Content-Encoding', encoding);

  const size = body?.length ?? sent.size;
  if (status === 200) {
    // The encoding is part of the tag: a cache must not revalidate a gzip copy as the brotli one.
    const etag = `W/"${size.toString(16)}-${Math.floor(sent.mtime.getTime()).toString(16)}${encoding ? `-${encoding}` : ''}"`;
    headers.set('ETag', etag);
    headers.set('Last-Modified', sent.mtime.toUTCString());
    if (matchesEtag(request.headers.get('If-None-Match'), etag)) return c.body(null, { status: 304, headers });
  }

  headers.set('Content-Length', String(size));
  if (request.method === 'HEAD') return c.body(null, { status, headers });
  if (body) return c.body(new Uint8Array(body), { status, headers });
  // Readable.toWeb cancels (and so closes) the file stream when the client goes away.
  const stream = Readable.toWeb(createReadStream(sent.filePath)) as ReadableStream<Uint8Array>;
  return c.body(stream, { status, headers });
}

async function statFile(filePath: string): Promise<FoundFile | undefined> {
  try {
    const stats = await stat(filePath);
    return stats.isFile() ? { filePath, size: stats.size, mtime: stats.mtime } : undefined;
  } catch {
    return undefined;
  }
}
