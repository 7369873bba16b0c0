import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the static Storybook build served for the `storybook-static` test project. */
    storybookStaticUrl: string;
    /** Its folder on disk (index.json lists the stories). */
    storybookStaticDir: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = 'storybook-static';

/**
 * Builds Storybook exactly as designers and Chromatic get it (the root `build-storybook` script,
 * a production build) and serves the folder with Vite's static preview server.
 */
export default async function setup(project: TestProject) {
  await promisify(execFile)('npm', ['run', 'build-storybook', '--', '--quiet'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  // No config file: the folder is served as built, on the first free port from 4173.
  const server = await preview({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The Storybook preview server reported no address');
  project.provide('storybookStaticUrl', url);
  project.provide('storybookStaticDir', path.join(root, outDir));
  return () => server.close();
}
