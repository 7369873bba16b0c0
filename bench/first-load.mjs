// First load: builds the production web app and prints, per route, the gzip and brotli bytes of
// the JavaScript and CSS loaded before the page is interactive (the entry, its static imports,
// the route's lazy chunks and theirs, followed through Vite's manifest) and of the fonts their
// styles declare. Fails when KaTeX or the markdown pipeline is in the landing, login, dashboard or
// subjects load, or when the built index.html or a pre-rendered page has an inline script (the CSP
// forbids them).
//   FIRST_LOAD_SKIP_BUILD=1 measures the existing apps/web/dist. FIRST_LOAD_JSON=<file> also writes the figures.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { repoRoot, table } from './lib/server.mjs';
import { measuredRoutes, readWebBuild } from './lib/web-build.mjs';

const webDir = path.join(repoRoot, 'apps/web');
const dist = path.join(webDir, 'dist');

if (process.env.FIRST_LOAD_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build', '-w', '@study/contract', '-w', '@study/ui', '-w', '@study/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const { routeFiles } = readWebBuild(dist);

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const source = readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}

/** woff2 faces the route's styles declare; "bn+latin" are the subsets a Bengali page with digits and Latin needs. */
function fonts(cssFiles) {
  const faces = new Map();
  for (const file of cssFiles) {
    const css = readFileSync(path.join(dist, file), 'utf8');
    for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const woff2 = /url\(["']?([^"')]+\.woff2)["']?\)/.exec(face[1])?.[1];
      if (!woff2) continue;
      const range = /unicode-range:\s*([^;]+)/.exec(face[1])?.[1] ?? '';
      const bengaliOrLatin = range === '' || /U\+0?98|U\+0000-00FF|U\+0-FF/i.test(range);
      // Root-relative URLs point into dist; others are relative to the stylesheet.
      faces.set(
        woff2.startsWith('/') ? woff2.slice(1) : path.posix.join(path.posix.dirname(file), woff2),
        bengaliOrLatin,
      );
    }
  }
  let all = 0;
  let needed = 0;
  for (const [url, isNeeded] of faces) {
    const file = url;
    let bytes = 0;
    try {
      bytes = readFileSync(path.join(dist, file)).length;
    } catch {
      continue;
    }
    all += bytes;
    if (isNeeded) needed += bytes;
  }
  return { declared: faces.size, all, needed };
}

// Code that must only arrive with the pages that render maths or markdown.
const heavy = [
  { name: 'KaTeX', pattern: /KaTeX parse error/ },
  { name: 'markdown (unified/micromark)', pattern: /Cannot `(?:process|parse)` without|micromark|mdast-util/ },
  { name: 'sanitizer (hast-util-sanitize)', pattern: /hast-util-sanitize|clobberPrefix/ },
];
const mustBeLight = new Set(['landing', 'login', 'dashboard', 'subjects']);

const routes = measuredRoutes;
const labels = { learn: 'chapter learning page', ask: 'ask page' };
const rows = [];
const report = {};
const problems = [];
for (const key of routes) {
  const { files, placeholder } = routeFiles(key);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const css = [...files].filter((f) => f.endsWith('.css'));
  const sum = (list, kind) => list.reduce((total, f) => total + sizeOf(f)[kind], 0);
  const font = fonts(css);
  const contains = heavy.filter(({ pattern }) =>
    js.some((f) => pattern.test(readFileSync(path.join(dist, f), 'utf8'))),
  );
  if (mustBeLight.has(key) && contains.length > 0)
    problems.push(`${key} loads ${contains.map((h) => h.name).join(', ')}`);
  const figures = {
    jsFiles: js.length,
    jsGzip: sum(js, 'gzip'),
    jsBrotli: sum(js, 'brotli'),
    cssGzip: sum(css, 'gzip'),
    cssBrotli: sum(css, 'brotli'),
    fontFaces: font.declared,
    fontBytesBengaliLatin: font.needed,
    fontBytesAll: font.all,
  };
  report[key] = { ...figures, files: [...files] };
  rows.push({
    route: `${labels[key] ?? key}${placeholder ? ' (placeholder)' : ''}`,
    'JS files': js.length,
    'JS gzip': figures.jsGzip,
    'JS brotli': figures.jsBrotli,
    'CSS gzip': figures.cssGzip,
    'CSS brotli': figures.cssBrotli,
    'woff2 faces': font.declared,
    'font bytes bn+latin': font.needed,
    'font bytes all': font.all,
    'KaTeX/markdown': contains.length ? contains.map((h) => h.name).join(', ') : 'no',
  });
}

// The shell and the pre-rendered pages (apps/web/src/boot/renderPage.tsx) go out under the same CSP.
const htmlFiles = [
  'index.html',
  ...readdirSync(path.join(dist, 'prerendered'), { recursive: true })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join('prerendered', file)),
];
let inlineScriptCount = 0;
for (const file of htmlFiles) {
  const html = readFileSync(path.join(dist, file), 'utf8');
  // A data block (`type="application/json"`, the page data of a page rendered per request) is
  // never run, so the policy has nothing to refuse in it; any other script must be a file.
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes, body]) =>
      !/\btype="application\/json"/.test(attributes) && (!/\bsrc=/.test(attributes) || body.trim() !== ''),
  );
  inlineScriptCount += inlineScripts.length;
  if (inlineScripts.length > 0) problems.push(`${file} has ${inlineScripts.length} inline script(s)`);
}

console.log(`\nFirst load per route (bytes; ${new Date().toISOString()})`);
table(rows);
console.log(`inline scripts in ${htmlFiles.join(', ')}: ${inlineScriptCount}`);
if (process.env.FIRST_LOAD_JSON) writeFileSync(process.env.FIRST_LOAD_JSON, JSON.stringify(report, null, 2));
if (problems.length > 0) {
  console.log(`FAIL: ${problems.join('; ')}`);
  process.exitCode = 1;
}
