// Maths rendering: how long @study/ui's MarkdownContent takes to render a topic with 200 formulas
// in Debian's Chromium, against the same topic with the formulas replaced by plain words, and how
// many bytes KaTeX adds to the chunk that needs it. A script that prints figures, not a test.
//
// It builds a one-page Vite bundle of @study/ui (from source, as the tests read it) in
// node_modules/.cache/bench-maths, serves it on a free local port and drives Chromium through
// playwright-core. "Cold" is the first render in a fresh page (KaTeX's lazy chunk is fetched and
// parsed then); "warm" is the median of re-renders in the same page. A render ends when React has
// committed, every formula has left its loading state and the browser has laid the page out.
//   RUNS (default 15 warm renders per content), FORMULAS (default 200), CHROMIUM_PATH.
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 15);
const formulaCount = Number(process.env.FORMULAS ?? 200);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const workDir = path.join(repoRoot, 'node_modules', '.cache', 'bench-maths');
const outDir = path.join(workDir, 'dist');

// ── The topic: Bengali prose around `formulaCount` formulas, one in five of them display maths ──
const formulas = [
  '\\frac{a}{b} + \\frac{c}{d} = \\frac{ad + bc}{bd}',
  '(a + b)^2 = a^2 + 2ab + b^2',
  'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}',
  '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}',
  '\\sqrt{2} \\approx 1.414',
  '\\angle ABC + \\angle BCA + \\angle CAB = 180^\\circ',
  'A = \\pi r^2',
  'P(E) = \\frac{n(E)}{n(S)}',
  '\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}',
  'a^m \\times a^n = a^{m+n}',
];
const prose = ['ধরি একটি রাশি', 'তাহলে আমরা পাই', 'এখান থেকে সহজেই দেখা যায়', 'উদাহরণস্বরূপ', 'অতএব'];

function topic(withMaths) {
  const lines = [`# ${formulaCount}টি সূত্রের পাঠ`, ''];
  for (let i = 0; i < formulaCount; i += 1) {
    const tex = formulas[i % formulas.length];
    // Without maths the formula's place holds Bengali words of about its length.
    const body = withMaths ? tex : 'সূত্র '.repeat(Math.max(1, Math.round(tex.length / 6))).trim();
    const text = prose[i % prose.length];
    if (i % 5 === 4) lines.push(`${text}:`, '', withMaths ? `$$${body}$$` : body, '');
    else lines.push(`${i + 1}. ${text} ${withMaths ? `$${body}$` : body}, যা পরের ধাপে কাজে লাগবে।`, '');
  }
  return lines.join('\n');
}

// ── The page ──
const entry = `
import 'katex/dist/katex.min.css';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MarkdownContent } from '@study/ui';

const contents = ${JSON.stringify({ maths: topic(true), plain: topic(false) })};
const container = document.getElementById('root');
let root;

/** Resolves once no formula is loading any more (at once when none is). */
function mathsSettled() {
  return new Promise((resolve) => {
    const done = () => !container.querySelector('[data-math="loading"]');
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (done()) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(container, { subtree: true, childList: true, attributes: true });
  });
}

window.renderTopic = async (kind) => {
  root?.unmount();
  root = createRoot(container);
  const started = performance.now();
  flushSync(() => root.render(createElement(MarkdownContent, { content: contents[kind] })));
  await mathsSettled();
  void document.body.offsetHeight; // style and layout
  const ms = performance.now() - started;
  return {
    ms,
    rendered: container.querySelectorAll('[data-math="rendered"]').length,
    errors: container.querySelectorAll('[data-math="error"]').length,
  };
};
`;

function buildPage() {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  writeFileSync(path.join(workDir, 'main.js'), entry);
  writeFileSync(
    path.join(workDir, 'index.html'),
    '<!doctype html><html lang="bn"><head><meta charset="utf-8"><title>maths bench</title></head>' +
      '<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  return build({
    root: workDir,
    // The bundle is a measuring rig, not a product: its size and plugin-timing warnings are noise.
    logLevel: 'error',
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { conditions: ['@study/source', ...defaultClientConditions] },
    build: { outDir, target: 'es2022', emptyOutDir: true, reportCompressedSize: false },
  });
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

function serve(dir) {
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    try {
      const target = statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
      res.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
      res.end(readFileSync(target));
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ── Sizes ──
function sizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const row = (label, s) =>
  `  ${label.padEnd(56)} ${kb(s.raw).padStart(11)} ${kb(s.gzip).padStart(11)} ${kb(s.brotli).padStart(11)}`;

/** The JS chunks of a build folder: KaTeX's (it holds KaTeX's parser) and the rest. */
function chunks(assetsDir) {
  const files = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  const read = files.map((name) => ({ name, buffer: readFileSync(path.join(assetsDir, name)) }));
  const katex = read.filter(({ buffer }) => buffer.includes('KaTeX parse error'));
  return { katex, others: read.filter((chunk) => !katex.includes(chunk)) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// ── Run ──
const buildStarted = performance.now();
await buildPage();
console.log(`Built the bench page in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s (${workDir})`);

const server = await serve(outDir);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const version = browser.version();
const results = {};
try {
  for (const kind of ['maths', 'plain']) {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await page.goto(url);
    await page.waitForFunction(() => typeof window.renderTopic === 'function');
    const cold = await page.evaluate((k) => window.renderTopic(k), kind);
    const warm = [];
    for (let i = 0; i < runs; i += 1) warm.push(await page.evaluate((k) => window.renderTopic(k), kind));
    await page.close();
    const last = warm.at(-1) ?? cold;
    if (kind === 'maths' && (last.rendered !== formulaCount || last.errors > 0)) {
      throw new Error(`expected ${formulaCount} typeset formulas, got ${last.rendered} (${last.errors} errors)`);
    }
    results[kind] = {
      cold: cold.ms,
      warm: median(warm.map((r) => r.ms)),
      min: Math.min(...warm.map((r) => r.ms)),
      rendered: last.rendered,
    };
  }
} finally {
  await browser.close();
  server.close();
}

console.log(
  `\nRender time of one topic through MarkdownContent, Chromium ${version} (headless), ${runs} warm runs each`,
);
console.log(
  `  ${'content'.padEnd(34)} ${'cold'.padStart(10)} ${'warm median'.padStart(12)} ${'warm min'.padStart(10)}`,
);
for (const [kind, label] of [
  ['maths', `${formulaCount} formulas (${results.maths.rendered} typeset)`],
  ['plain', 'same text, no maths'],
]) {
  const r = results[kind];
  console.log(
    `  ${label.padEnd(34)} ${`${r.cold.toFixed(1)} ms`.padStart(10)} ${`${r.warm.toFixed(1)} ms`.padStart(12)} ${`${r.min.toFixed(1)} ms`.padStart(10)}`,
  );
}
console.log(
  `  maths costs ${(results.maths.warm - results.plain.warm).toFixed(1)} ms warm (${(results.maths.warm / results.plain.warm).toFixed(1)}× the plain topic)`,
);
// Wall-clock figures: on a busy machine they grow with the load, and the minimum is the best guide.
console.log(
  `  machine: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`,
);

console.log(`\nBytes KaTeX adds (loaded lazily: only a screen that shows maths fetches them)`);
console.log(`  ${''.padEnd(56)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)} ${'brotli'.padStart(11)}`);
const bench = chunks(path.join(outDir, 'assets'));
for (const chunk of bench.katex) console.log(row(`bench page: KaTeX chunk ${chunk.name}`, sizes(chunk.buffer)));
console.log(row('bench page: all other JS', sizes(Buffer.concat(bench.others.map((chunk) => chunk.buffer)))));
const katexDist = path.join(repoRoot, 'node_modules', 'katex', 'dist');
console.log(row('katex.min.css', sizes(readFileSync(path.join(katexDist, 'katex.min.css')))));
const fonts = readdirSync(path.join(katexDist, 'fonts')).filter((name) => name.endsWith('.woff2'));
console.log(
  row(
    `KaTeX woff2 fonts (${fonts.length}; a page loads only those it uses)`,
    sizes(Buffer.concat(fonts.map((name) => readFileSync(path.join(katexDist, 'fonts', name))))),
  ),
);

const webAssets = path.join(repoRoot, 'apps', 'web', 'dist', 'assets');
try {
  const web = chunks(webAssets);
  for (const chunk of web.katex) console.log(row(`apps/web build: ${chunk.name}`, sizes(chunk.buffer)));
  if (web.katex.length === 0) console.log('  apps/web build: no chunk holds KaTeX');
} catch {
  console.log('  apps/web/dist not built (npm run build): its KaTeX chunk is not measured');
}
