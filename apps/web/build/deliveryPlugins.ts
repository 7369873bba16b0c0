import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** Text files the server sends compressed; the same list as its on-the-fly fallback. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build. The server sends
 * these copies as they are, so no student's first visit after a deploy waits while it
 * compresses a large chunk at brotli's highest level.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'study:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const filePath = path.join(outDir, file);
          const source = await readFile(filePath);
          if (source.length < COMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${filePath}.br`, br), writeFile(`${filePath}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Adds `<link rel="preload">` for the web-font files whose names match `pattern`. The browser
 * otherwise finds a font only after the styles and the page's script have run, and swapping it
 * in late repaints the largest text on the screen (and moves LCP with it).
 */
export function preloadFonts(pattern: RegExp): Plugin {
  return {
    name: 'study:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => pattern.test(file));
        if (fonts.length === 0) throw new Error(`no font in the build matches ${pattern}`);
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
