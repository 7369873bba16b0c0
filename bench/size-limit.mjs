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
 * Brotli budgets per route: measured 2026-11-22 14:55 UTC, after @study/ui and @study/contract
 * went one module per file and the landing and login pages hydrate pre-rendered HTML
 * (bench/RESULTS.md), plus about 2 %. Measured then: landing 172.9 kB, login 194.2, dashboard
 * 192.3, subjects 188.3, learn 213.0, ask 204.7. React, the router and zod are most of what is left.
 */
const budgets = {
  landing: '176 kB',
  login: '198 kB',
  dashboard: '196 kB',
  subjects: '192 kB',
  learn: '217 kB',
  ask: '209 kB',
};
const labels = { learn: 'chapter learning page', ask: 'ask page' };

const { routeFiles } = readWebBuild(dist);
export default Object.entries(budgets).map(([route, limit]) => ({
  name: `${labels[route] ?? route}: JS before interactive`,
  path: [...routeFiles(route).files].filter((file) => file.endsWith('.js')).map((file) => `../apps/web/dist/${file}`),
  brotli: true,
  limit,
}));
