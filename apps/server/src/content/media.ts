import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Handler } from 'hono';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/env';
import { seedMediaDir } from '../seed/content-files';

/** Pictures of the lessons; anything else in the folder is not served. */
const mediaTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A plain file name: no separators, no leading dot, so never a path out of the folder. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;

/**
 * `GET /media/:file`: a lesson picture from the seed content's media folder, cached for a day.
 * An SVG can hold script; its own Content-Security-Policy keeps any from running when the file
 * is opened directly (inside <img> browsers never run it anyway).
 */
export function serveMedia(mediaDir: string = seedMediaDir): Handler<AppEnv, '/media/:file'> {
  return async (c) => {
    const file = c.req.param('file');
    const type = mediaTypes[path.extname(file).toLowerCase()];
    if (!FILE_NAME.test(file) || !type) return apiError(c, 404, 'NOT_FOUND');
    let body: Buffer;
    try {
      body = await readFile(path.join(mediaDir, file));
    } catch {
      return apiError(c, 404, 'NOT_FOUND');
    }
    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=86400');
    if (type === 'image/svg+xml') c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(new Uint8Array(body));
  };
}
