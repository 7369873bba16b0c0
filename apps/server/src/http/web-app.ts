import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { apiError, isApiPath } from './api-error';
import type { AppEnv } from './env';

/** Vite puts content-hashed files under assets/: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (favicon, robots.txt …) may change with a deploy. */
const SHORT = 'public, max-age=600';
/** HTML must be revalidated so a deploy's new asset names reach the browser at once. */
const REVALIDATE = 'no-cache';

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
 * Serves the built web app from `distDir`: files as they are, and `index.html` for any other
 * GET outside the API so the client router handles app routes (and shows its own 404 page).
 * Mount it after every other route. Reads only inside `distDir`: the raw URL path is split
 * and decoded segment by segment, and a segment that is empty, hidden or dotted (`.`, `..`),
 * or that hides a separator or NUL, gets a 404 without touching the file system.
 */
export function serveWebApp(distDir: string): MiddlewareHandler<AppEnv> {
  const root = path.resolve(distDir);

  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isApiPath(c.req.path)) return next();

    const segments = safeSegments(new URL(c.req.url).pathname);
    if (!segments) return apiError(c, 404, 'NOT_FOUND');

    const requested = segments.length > 0 ? await findFile(root, segments) : undefined;
    if (requested) {
      const cacheControl = requested.filePath.endsWith('.html')
        ? REVALIDATE
        : segments[0] === 'assets'
          ? IMMUTABLE
          : SHORT;
      return sendFile(c, requested, cacheControl);
    }
    // A missing hashed asset is a stale or wrong reference: answering it with index.html
    // would hand HTML to a <script> tag and let a cache keep it.
    if (segments[0] === 'assets') return apiError(c, 404, 'NOT_FOUND');

    const index = await findFile(root, ['index.html']);
    if (!index) return next();
    return sendFile(c, index, REVALIDATE);
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
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

async function findFile(root: string, segments: string[]): Promise<FoundFile | undefined> {
  const filePath = path.join(root, ...segments);
  // Unreachable given safeSegments; kept as the last line of defence.
  return filePath.startsWith(root + path.sep) ? statFile(filePath) : undefined;
}

async function sendFile(c: Context<AppEnv>, file: FoundFile, cacheControl: string): Promise<Response> {
  const request = c.req.raw;
  const headers = new Headers({
    'Content-Type': getMimeType(file.filePath) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  });

  const accepted = new Set(
    (request.headers.get('Accept-Encoding') ?? '').split(',').map((value) => value.split(';')[0]?.trim()),
  );
  let sent = file;
  for (const { encoding, suffix } of precompressed) {
    const variant = accepted.has(encoding) ? await statFile(file.filePath + suffix) : undefined;
    if (variant) {
      sent = variant;
      headers.set('Content-Encoding', encoding);
      break;
    }
  }

  const etag = `W/"${sent.size.toString(16)}-${Math.floor(sent.mtime.getTime()).toString(16)}"`;
  headers.set('ETag', etag);
  headers.set('Last-Modified', sent.mtime.toUTCString());
  if (request.headers.get('If-None-Match')?.split(',').some((tag) => tag.trim() === etag)) {
    return c.body(null, { status: 304, headers });
  }

  headers.set('Content-Length', String(sent.size));
  if (request.method === 'HEAD') return c.body(null, { status: 200, headers });
  // Readable.toWeb cancels (and so closes) the file stream when the client goes away.
  const body = Readable.toWeb(createReadStream(sent.filePath)) as ReadableStream<Uint8Array>;
  return c.body(body, { status: 200, headers });
}

async function statFile(filePath: string): Promise<FoundFile | undefined> {
  try {
    const stats = await stat(filePath);
    return stats.isFile() ? { filePath, size: stats.size, mtime: stats.mtime } : undefined;
  } catch {
    return undefined;
  }
}
