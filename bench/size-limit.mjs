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
 * Brotli budgets per route: measured 2026-11-25 10:30 UTC, after the app's code went into parts
 * that run one per task and load after a pre-rendered page has painted (bench/RESULTS.md), plus
 * about 1.5 %. Measured then: landing 176.0 kB, login 197.9, dashboard 195.7, subjects 191.6,
 * learn 216.6, ask 208.3. React, the router and zod are most of it.
 * Raised 2026-11-26 (measured: landing 179.1, login 204.5, dashboard 201.3, subjects 199.2, learn
 * 223.9, ask 216.3) for the session's study timer in every signed-in header, Back closing dialogs,
 * the server-graded quiz and the chapter-scoped tutor; winning these bytes back is issue 23's work.
 * The ask page raised again that afternoon (measured 219.21 kB) for the in-chat "কেন ভুল হলো?" and
 * the cut reply given back after a reload; the learning page then measured 226.68 of its 227.
 * Raised 2026-11-26 evening (measured: landing 181.08, login 208.55, dashboard 214.54, subjects
 * 203.21, learn 230.2, ask 222.41) for issue 19: the dashboard's progress cards and badge grid, the
 * study-time reports of every signed-in header and lesson page, and the layout primitives'
 * sprinkles runtime.
 * Lowered 2026-11-26 21:30 UTC for issue 23 (measured: landing 181.38, login 179.67, dashboard
 * 209.16, subjects 203.73, learn 230.81, ask 222.94): the dashboard's progress cards, badge grid
 * and their report mapping load once the page is the app's (placeholders of the same markup
 * before), -5.4 kB there. Login's figure had counted the signed-in frame's chunk (a reading of
 * routes.tsx that ran on to the dashboard's route, fixed in lib/web-build.mjs): it never loaded it.
 * The other routes moved by +0.3–0.6 kB with the bundler's chunk boundaries (api/ApiError.ts is
 * a chunk of its own now, apart from the contract's schemas); their budgets stay.
 * Raised 2026-11-26 22:05 UTC (measured: learn 231.12, ask 223.41): a tutor answer now carries the
 * badges it earned (the contract's achievements schemas in the tutor's replies, the toast) and the
 * ask page maps the server's names onto the UI's camelCase props; owed back to issue 23.
 * Lowered 2026-11-27 01:20 UTC for issue 22 (measured: landing 176.82, login 173.12, dashboard
 * 205.05, subjects 198.18): @study/ui's components bundle only their own areas' strings, no longer
 * the whole Bengali catalogue. The learning and ask pages measured 234.71 and 226.97 (over their
 * budgets): one @study/ui chunk there groups the quiz, tutor, ask and content areas, and every
 * component now reads its strings through the provider. Raised by the lead to 235 and 227.3 kB
 * (+3.4 and +3.6 kB against the 22:05 measure, while the four other routes lost 4.1–6.5 kB);
 * owed back to issue 23: give each area its own chunk so the lesson loads only what it shows.
 * Lowered 2026-11-27 09:10 UTC for issue 23 (measured: landing 176.09, login 172.87, dashboard
 * 204.42, subjects 197.35, learn 218.03, ask 222.76): the maths components' strings in a module of
 * their own (importing them from the catalogue's module had bundled every area's strings with each
 * page showing a formula: learn -6.4, ask -4.0 kB), the lesson's tutor chat loaded when its dialog
 * opens (learn -8.9), and the icon base, shared and timer icons in one chunk (-0.3 to -0.8 on each).
 */
const budgets = {
  landing: '177.5 kB',
  login: '174 kB',
  dashboard: '205.5 kB',
  subjects: '198.5 kB',
  learn: '220 kB',
  ask: '224.5 kB',
};
const labels = { learn: 'chapter learning page', ask: 'ask page' };

const { routeFiles } = readWebBuild(dist);
export default Object.entries(budgets).map(([route, limit]) => ({
  name: `${labels[route] ?? route}: JS before interactive`,
  path: [...routeFiles(route).files].filter((file) => file.endsWith('.js')).map((file) => `../apps/web/dist/${file}`),
  brotli: true,
  limit,
}));
