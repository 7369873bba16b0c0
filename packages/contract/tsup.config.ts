import { defineConfig } from 'tsup';

export default defineConfig({
  // One output file per source module (shared code in chunks): a bundler then builds only the
  // schemas a page uses, so the web app's first load does not construct the admin and tutor ones.
  entry: ['src/*.ts', '!src/*.test.ts'],
  splitting: true,
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  target: 'es2022',
});
