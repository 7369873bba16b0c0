import { readFileSync } from 'node:fs';

const UI_DIST = /(?:packages|@study)[\\/]ui[\\/]dist[\\/]/;
// @study/ui's every source module is an entry of its build, so the code sits in files named by
// hash (dist/chunk-*.js); esbuild heads each module's code in them with its source path.
const SOURCE = /^\/\/ src\/(\S+)$/gm;

/**
 * Whether a module of the build is @study/ui's code of only the given icon modules (e.g.
 * `['Icon', 'shared']` for src/icons/Icon.tsx and src/icons/shared.tsx).
 */
export function isUiIconModule(id: string, modules: readonly string[]): boolean {
  if (!UI_DIST.test(id) || !id.endsWith('.js')) return false;
  const sources = [...readFileSync(id, 'utf8').matchAll(SOURCE)].map((match) => match[1]);
  return sources.length > 0 && sources.every((source) => modules.some((name) => source === `icons/${name}.tsx`));
}
