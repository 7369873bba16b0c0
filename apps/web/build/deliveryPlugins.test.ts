import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, preloadFonts } from './deliveryPlugins';

const fontSource = path.resolve(
  import.meta.dirname,
  '../../../packages/ui/src/theme/fonts/hind-siliguri-bengali-400-normal.woff2',
);
let root: string;

/** A small app with a stylesheet that declares one web font, built by Vite with the plugins. */
async function buildApp(plugins: ReturnType<typeof precompress>[]) {
  root = await mkdtemp(path.join(os.tmpdir(), 'study-delivery-'));
  await writeFile(path.join(root, 'font.woff2'), await readFile(fontSource));
  await writeFile(
    path.join(root, 'style.css'),
    `@font-face { font-family: Body; src: url('./font.woff2') format('woff2'); }\nbody { font-family: Body; }\n`,
  );
  // Enough code that compression pays, and a tiny module that stays as it is.
  await writeFile(
    path.join(root, 'main.js'),
    `import './style.css';\nconsole.log(${JSON.stringify('পাঠ '.repeat(2000))});\nimport('./tiny.js');\n`,
  );
  await writeFile(path.join(root, 'tiny.js'), 'export const tiny = 1;\n');
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><head></head><body><script type="module" src="/main.js"></script></body></html>',
  );
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins,
    build: { outDir: 'dist', assetsInlineLimit: 0 },
  });
  return path.join(root, 'dist');
}

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip copies of every compressible file worth it, byte-identical once decoded', async () => {
    const dist = await buildApp([precompress()]);
    const files = await readdir(dist, { recursive: true });
    const mainChunk = files.find((file) => /^assets\/index-.*\.js$/.test(file));
    const tinyChunk = files.find((file) => /^assets\/tiny-.*\.js$/.test(file));
    expect(mainChunk).toBeDefined();
    expect(tinyChunk).toBeDefined();
    const source = await readFile(path.join(dist, mainChunk!));
    expect(brotliDecompressSync(await readFile(path.join(dist, `${mainChunk!}.br`)))).toEqual(source);
    expect(gunzipSync(await readFile(path.join(dist, `${mainChunk!}.gz`)))).toEqual(source);
    // Under 1 kB compression gains nothing; fonts are compressed already.
    expect(files).not.toContain(`${tinyChunk!}.br`);
    expect(files.filter((file) => /\.woff2\.(br|gz)$/.test(file))).toEqual([]);
  });
});

describe('preloadFonts', () => {
  it('preloads the matching font under its hashed name, with the CORS mode fonts are fetched in', async () => {
    const dist = await buildApp([preloadFonts(/font-[^/]*\.woff2$/)]);
    const font = (await readdir(path.join(dist, 'assets'))).find((file) => file.endsWith('.woff2'));
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin="">`);
  });

  it('fails the build when no font matches, instead of silently preloading nothing', async () => {
    await expect(buildApp([preloadFonts(/no-such-font\.woff2$/)])).rejects.toThrow(/no font in the build matches/);
  });
});
