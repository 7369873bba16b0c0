/// <reference types="node" />
import { copyFile, cp, mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // Every source module is an entry, so dist keeps the module graph (like rollup's preserveModules)
  // and an app's bundler puts each component in the chunk of the routes that use it instead of
  // loading the whole library with the first page. Shared code lands in chunk-*.js files.
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories,css}.{ts,tsx}',
    // Story and test material: bundled only where a component really imports it.
    '!src/storybook/**',
    '!src/**/story*.{ts,tsx}',
    '!src/**/*{Fixtures,Corpus}.{ts,tsx}',
  ],
  splitting: true,
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  // Consumers import only the package root, so one declaration file describes it.
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  // The package ships no sources, so maps would point at files consumers do not have.
  sourcemap: false,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@ariakit/react', /^@vanilla-extract\//],
  // Short class names keep dist/index.css small for students on slow mobile data.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // The font files referenced by the @font-face rules are copied next to index.css.
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
    // In the published dist only the CSS has side effects. In the sources the theme (its index and
    // .css.ts modules, also listed in package.json's `sideEffects` for Storybook's build) exists for
    // its side effects (font faces, tokens, global styles), so this build must not prune them.
    options.ignoreAnnotations = true;
  },
  // The OFL requires its text to travel with the font files.
  async onSuccess() {
    // esbuild writes a stylesheet beside every entry that imports styles; the package ships
    // dist/index.css (`@study/ui/styles.css`), which holds the tokens and every component's styles.
    // dist/reset.css (`@study/ui/reset.css`) is the opt-in global stylesheet; its entry's script is empty.
    for (const file of await readdir('dist', { recursive: true })) {
      const kept = file === 'index.css' || file === 'reset.css' || file.startsWith('katex');
      if (file.endsWith('.css') && !kept) await rm(path.join('dist', file));
    }
    await rm('dist/reset.js');
    await mkdir('dist/fonts', { recursive: true });
    await copyFile('src/theme/fonts/OFL.txt', 'dist/fonts/OFL.txt');
    // KaTeX's stylesheet ships as its own export (`@study/ui/katex.css`): importing CSS from the
    // JS entry would break Node, and pages without maths need not load it. Its fonts sit beside
    // it, where the stylesheet's relative URLs expect them, with KaTeX's licence.
    const katex = path.dirname(createRequire(import.meta.url).resolve('katex/package.json'));
    await cp(path.join(katex, 'dist/fonts'), 'dist/katex/fonts', { recursive: true });
    await copyFile(path.join(katex, 'dist/katex.min.css'), 'dist/katex/katex.min.css');
    await copyFile(path.join(katex, 'LICENSE'), 'dist/katex/LICENSE');
  },
});
