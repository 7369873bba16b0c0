import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';

// Rolling deploys (issue 21 §4, docs/deploy.md): while two builds run, a page of one build may ask
// an instance of the other for one of its hashed files (`/assets/…`, a chunk loaded on demand). A
// folder shared by the instances (ASSETS_ARCHIVE_DIR) keeps the hashed files of every build that
// started with it: each instance adds its own at start, and serves from the folder those its build
// lacks (web-app.ts). Hashed names never change content, so a file is written once and never replaced.

/** Files of earlier builds are dropped this long after their build last started here. */
export const ARCHIVE_KEEP_DAYS = 30;

/**
 * Copies the build's `assets/` files missing from `archiveDir` into it (each written under a
 * hidden temporary name of its own, then renamed: another instance never reads half a file, even
 * when two start at once), marks the build's files as in use now, and removes archived files this
 * build lacks that no build has started with for ARCHIVE_KEEP_DAYS.
 */
export async function archiveAssets(
  distDir: string,
  archiveDir: string,
  logger: Logger,
  now = Date.now(),
): Promise<void> {
  const assetsDir = path.join(distDir, 'assets');
  const entries = await readdir(assetsDir, { withFileTypes: true }).catch(() => []);
  const own = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  await mkdir(archiveDir, { recursive: true });
  const archived = new Set(await readdir(archiveDir));
  const started = new Date(now);
  let added = 0;
  for (const name of own) {
    const file = path.join(archiveDir, name);
    if (archived.has(name)) {
      // A build still deployed keeps its files however long ago they were first archived.
      await utimes(file, started, started).catch(() => undefined);
      continue;
    }
    // Instances in containers all run as pid 1: only a random name keeps two starts apart.
    const temporary = path.join(archiveDir, `.${name}.${randomUUID()}.tmp`);
    await copyFile(path.join(assetsDir, name), temporary);
    await rename(temporary, file);
    await utimes(file, started, started);
    added += 1;
  }
  let removed = 0;
  const oldest = now - ARCHIVE_KEEP_DAYS * 24 * 60 * 60 * 1000;
  for (const name of archived) {
    if (own.has(name) || name.startsWith('.')) continue;
    const file = path.join(archiveDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < oldest) {
      await unlink(file).catch(() => undefined); // another instance removed it first
      removed += 1;
    }
  }
  logger.info({ archiveDir, added, removed, kept: archived.size + added - removed }, 'web build assets archived');
}
