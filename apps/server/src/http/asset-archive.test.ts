import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { ARCHIVE_KEEP_DAYS, archiveAssets } from './asset-archive';

// Issue 21 §4, rolling deploys: while an old and a new build run side by side, a page of either
// may ask either instance for its hashed files. Instances sharing ASSETS_ARCHIVE_DIR serve each
// other's, cached as immutable; a file no build had is still a 404.

async function build(root: string, name: string, files: Record<string, string>): Promise<string> {
  const dist = path.join(root, name);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><script type="module" src="/assets/${Object.keys(files)[0]}"></script>`,
  );
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dist, 'assets', file), text);
  return dist;
}

describe('hashed files of the previous build during a rolling deploy', () => {
  let root: string;
  let archive: string;
  let oldBuild: TestServer;
  let newBuild: TestServer;
  let alone: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'study-assets-'));
    archive = path.join(root, 'archive');
    const oldDist = await build(root, 'old', {
      'index-old1.js': 'export const build = "old";',
      'shared-abc.css': 'p{}',
    });
    const newDist = await build(root, 'new', {
      'index-new2.js': 'export const build = "new";',
      'shared-abc.css': 'p{}',
    });
    // An instance of each build on the same archive folder, and one of the new build without it.
    [oldBuild, newBuild, alone] = await Promise.all([
      startTestServer({ WEB_DIST_DIR: oldDist, ASSETS_ARCHIVE_DIR: archive }),
      startTestServer({ WEB_DIST_DIR: newDist, ASSETS_ARCHIVE_DIR: archive }),
      startTestServer({ WEB_DIST_DIR: newDist }),
    ]);
  }, 240_000); // three databases opened on a loaded shared machine: a bound, not a speed test
  afterAll(async () => {
    await Promise.all([oldBuild, newBuild, alone].map((server) => server?.stop()));
    await rm(root, { recursive: true, force: true });
  });

  const get = (server: TestServer, file: string) => fetch(`${server.url}/assets/${file}`);

  it("serves the previous build's hashed file from the new build's instance, immutable", async () => {
    const response = await get(newBuild, 'index-old1.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe('export const build = "old";');
  });

  it("serves the new build's hashed file from the old build's instance, once the new one has started", async () => {
    const response = await get(oldBuild, 'index-new2.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('export const build = "new";');
  });

  it('answers a file no build had with 404 (the JSON error, never HTML), and another build lacks its files without the folder', async () => {
    // A copy still being written is hidden, never served.
    await writeFile(path.join(archive, '.index-old1.js.0a1b.tmp'), 'export const build = "half');
    for (const server of [oldBuild, newBuild]) {
      const missing = await get(server, 'index-none9.js');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toMatch(/application\/json/);
      expect((await get(server, '.index-old1.js.0a1b.tmp')).status).toBe(404);
    }
    expect((await get(alone, 'index-old1.js')).status).toBe(404);
    expect((await get(alone, 'index-new2.js')).status).toBe(200);
  });

  it(`drops at start the files of other builds archived over ${ARCHIVE_KEEP_DAYS} days ago, keeping this build's and recent ones`, async () => {
    const folder = path.join(root, 'prune');
    const dist = await build(root, 'current', { 'index-cur3.js': 'x', 'old-but-mine.js': 'y' });
    await mkdir(folder);
    const longAgo = new Date(Date.now() - (ARCHIVE_KEEP_DAYS + 1) * 24 * 60 * 60 * 1000);
    for (const [file, date] of [
      ['expired-1.js', longAgo],
      ['recent-2.js', new Date()],
      ['old-but-mine.js', longAgo],
    ] as const) {
      await writeFile(path.join(folder, file), 'z');
      await utimes(path.join(folder, file), date, date);
    }
    await archiveAssets(dist, folder, createLogger({ logLevel: 'silent' }));
    expect((await readdir(folder)).sort()).toEqual(['index-cur3.js', 'old-but-mine.js', 'recent-2.js']);
    // This build's file is in use again: the next build's start keeps it for another ARCHIVE_KEEP_DAYS.
    const next = await build(root, 'next', { 'index-nxt4.js': 'n' });
    await archiveAssets(next, folder, createLogger({ logLevel: 'silent' }));
    expect((await readdir(folder)).sort()).toEqual([
      'index-cur3.js',
      'index-nxt4.js',
      'old-but-mine.js',
      'recent-2.js',
    ]);
  });

  it('archives only the files of the build, not a folder inside its assets', async () => {
    const folder = path.join(root, 'plain-files');
    const dist = await build(root, 'with-folder', { 'index-dir5.js': 'd' });
    await mkdir(path.join(dist, 'assets', 'nested'));
    await archiveAssets(dist, folder, createLogger({ logLevel: 'silent' }));
    expect(await readdir(folder)).toEqual(['index-dir5.js']);
  });
});
