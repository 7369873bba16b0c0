import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Handler } from 'hono';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/env';
import { seedMediaDir } from '../seed/content-files';

/** Pictures and short videos of the lessons; anything else in the folder is not served. */
const mediaTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
};

/** A plain file name: no separators, no leading dot, so never a path out of the folder. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;

/** Nothing or decimal digits only (one character class: linear). */
const DIGITS = /^\d*$/;

/** One byte range of a file of known size, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14).
 * - `undefined`: no usable range (absent, another unit, malformed, or several ranges): send the whole file;
 * - `'unsatisfiable'`: a well-formed single range that starts at or past the end: answer 416;
 * - otherwise the single range, its end clamped to the last byte.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  // Split and trimmed rather than matched by one pattern: `\s*(\d*)\s*` backtracks in quadratic
  // time over a run of spaces, and the header is the client's (hardening/linear-parsing.test.ts).
  const equals = header?.indexOf('=') ?? -1;
  if (header === undefined || equals === -1 || header.slice(0, equals).trim().toLowerCase() !== 'bytes')
    return undefined;
  const spec = header.slice(equals + 1);
  const dash = spec.indexOf('-');
  if (dash === -1) return undefined;
  const first = spec.slice(0, dash).trim();
  const last = spec.slice(dash + 1).trim();
  if (!DIGITS.test(first) || !DIGITS.test(last) || (first === '' && last === '')) return undefined;
  if (first === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (!Number.isSafeInteger(start) || end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * `GET /media/:file`: a lesson picture or video from the seed content's media folder, cached for a
 * day. Every answer advertises `Accept-Ranges: bytes`; a single `Range` gets 206 with its bytes (or
 * 416 when it lies past the end), so a `<video>` element can seek. Videos are streamed from disk,
 * pictures (a few KB) are read whole. HEAD answers the headers without streaming the file.
 * An SVG can hold script; its own Content-Security-Policy keeps any from running when the file
 * is opened directly (inside <img> browsers never run it anyway).
 */
export function serveMedia(mediaDir: string = seedMediaDir): Handler<AppEnv, '/media/:file'> {
  return async (c) => {
    const file = c.req.param('file');
    const type = mediaTypes[path.extname(file).toLowerCase()];
    if (!FILE_NAME.test(file) || !type) return apiError(c, 404, 'NOT_FOUND');
    const filePath = path.join(mediaDir, file);
    const isVideo = type.startsWith('video/');
    let size: number;
    let whole: Buffer | undefined;
    try {
      if (isVideo) {
        const stats = await stat(filePath);
        if (!stats.isFile()) return apiError(c, 404, 'NOT_FOUND');
        size = stats.size;
      } else {
        whole = await readFile(filePath);
        size = whole.length;
      }
    } catch {
      return apiError(c, 404, 'NOT_FOUND');
    }

    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Accept-Ranges', 'bytes');
    if (type === 'image/svg+xml') c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");

    const range = parseRange(c.req.header('Range'), size);
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    const status = range ? 206 : 200;
    if (range) c.header('Content-Range', `bytes ${start}-${end}/${size}`);
    const length = Math.max(0, end - start + 1);
    c.header('Content-Length', String(length));
    if (c.req.method === 'HEAD') return c.body(null, status);

    if (whole) return c.body(new Uint8Array(whole.subarray(start, end + 1)), status);
    if (length === 0) return c.body(null, status);
    // Readable.toWeb cancels (and so closes) the file stream when the client goes away.
    const body = Readable.toWeb(createReadStream(filePath, { start, end })) as ReadableStream<Uint8Array>;
    return c.body(body, status);
  };
}
