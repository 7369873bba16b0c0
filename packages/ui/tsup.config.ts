/// <reference types="node" />
import { copyFile, mkdir } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
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
    // package.json's `sideEffects: ["*.css"]` describes the published dist, where only the CSS
    // has side effects. In the sources the theme's .css.ts modules exist for their side effects
    // (font faces, tokens, global styles), so the build must not prune them.
    options.ignoreAnnotations = true;
  },
  // The OFL requires its text to travel with the font files.
  async onSuccess() {
    await mkdir('dist/fonts', { recursive: true });
    await copyFile('src/theme/fonts/OFL.txt', 'dist/fonts/OFL.txt');
  },
});
