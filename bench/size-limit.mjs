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
 * Brotli budgets per route: measured 2026-11-22 12:50 UTC, after the Markdown pipeline left the
 * entry chunk (bench/RESULTS.md), plus about 2 %. Measured then: landing 215.3 kB, login 216.0,
 * dashboard 217.5, subjects 217.2, learn 221.3, ask 221.9. Most of it is still the one-file
 * @study/ui build in the entry chunk: lower them when the library ships per-area chunks.
 */
const budgets = {
  landing: '220 kB',
  login: '221 kB',
  dashboard: '222 kB',
  subjects: '222 kB',
  learn: '226 kB',
  ask: '227 kB',
};
const labels = { learn: 'chapter learning page', ask: 'ask page' };

const { routeFiles } = readWebBuild(dist);
export default Object.entries(budgets).map(([route, limit]) => ({
  name: `${labels[route] ?? route}: JS before interactive`,
  path: [...routeFiles(route).files].filter((file) => file.endsWith('.js')).map((file) => `../apps/web/dist/${file}`),
  brotli: true,
  limit,
}));
