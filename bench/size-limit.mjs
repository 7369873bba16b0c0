// size-limit budgets of the web app's first load, per route: the brotli bytes of the JavaScript
// each route loads before it is interactive (the same files bench/first-load.mjs reports, read
// from the Vite manifest). Set from the measured sizes plus a little headroom: a route whose JS
// grows past its budget fails `npx size-limit --config bench/size-limit.mjs` (needs a built
// apps/web/dist with its manifest: `npm run build`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWebBuild } from './lib/web-build.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/**
 * Brotli budgets per route: measured 2026-11-22 12:17 UTC (bench/RESULTS.md) plus about 2 %.
 * Measured then: landing 257.4 kB, login 258.1, dashboard 259.5, subjects 259.3, learn 263.3, ask 263.9.
 * Lower them when the landing, login, dashboard and subjects loads lose the markdown pipeline.
 */
const budgets = {
  landing: '263 kB',
  login: '264 kB',
  dashboard: '265 kB',
  subjects: '265 kB',
  learn: '269 kB',
  ask: '270 kB',
};
const labels = { learn: 'chapter learning page', ask: 'ask page' };

const { routeFiles } = readWebBuild(dist);
export default Object.entries(budgets).map(([route, limit]) => ({
  name: `${labels[route] ?? route}: JS before interactive`,
  path: [...routeFiles(route).files].filter((file) => file.endsWith('.js')).map((file) => `../apps/web/dist/${file}`),
  brotli: true,
  limit,
}));
