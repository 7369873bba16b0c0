import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/migrate.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  // Workspace packages are bundled from their source (the `@study/source` condition), so the
  // server build needs no prior build of them; everything in node_modules stays external.
  noExternal: ['@study/contract'],
  esbuildOptions(options) {
    options.conditions = ['@study/source'];
  },
});
