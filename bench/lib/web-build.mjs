// What each route of the built web app loads before it is interactive, from Vite's manifest
// (apps/web/dist/.vite/manifest.json) and the route table in apps/web/src/routes.tsx.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const measuredRoutes = ['landing', 'login', 'dashboard', 'subjects', 'learn', 'ask'];

/** @param {string} dist the built app folder */
export function readWebBuild(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const routesSource = readFileSync(path.join(dist, '..', 'src/routes.tsx'), 'utf8');

  /** The route modules each page loads, read from routes.tsx so new pages are followed by themselves. */
  function routeModules(key) {
    const start = routesSource.search(new RegExp(`page\\(\\s*'${key}'`));
    if (start === -1) throw new Error(`route ${key} not found in routes.tsx`);
    // The route's own call ends at the next page, or at the next route with a module of its own
    // (login's was read up to the dashboard's and so counted the signed-in frame's chunk).
    const after = routesSource.slice(start + 5).search(/page\(\s*'|lazy:/);
    const segment = routesSource.slice(start, after === -1 ? undefined : start + 5 + after);
    const modules = [...segment.matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => `src/${m[1]}`);
    if (/withMathStyles\(/.test(segment)) modules.push('@study/ui/katex.css');
    const placeholder = /placeholder\('/.test(segment);
    if (placeholder) modules.push('src/pages/UnderConstructionPage');
    // Signed-in pages render inside the authenticated layout, itself a lazy chunk.
    const layoutAt = routesSource.indexOf("import('./layout/AuthenticatedLayout')");
    const layoutEnd = routesSource.indexOf('...adminRoutes');
    if (layoutAt !== -1 && start > layoutAt && start < layoutEnd) modules.push('src/layout/AuthenticatedLayout');
    return { modules, placeholder };
  }

  function manifestKey(module) {
    if (module === '@study/ui/katex.css') {
      const key = Object.keys(manifest).find((k) => k.endsWith('katex.min.css') || k.endsWith('katex.css'));
      if (!key) throw new Error('KaTeX stylesheet not in the manifest (is @study/ui built?)');
      return key;
    }
    const key = Object.keys(manifest).find((k) => k.replace(/\.(tsx?|jsx?)$/, '') === module);
    if (!key) throw new Error(`${module} not in the manifest`);
    return key;
  }

  /** The files a chunk brings with it: itself, its styles, and its static imports, recursively. */
  function closure(key, files = new Set()) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  }

  // The entry (src/main.tsx, src/boot/index.ts) is small: it imports the app (src/boot/startApp.tsx)
  // at once, or, on a pre-rendered page, once the page has been painted.
  const entry = closure(manifestKey('src/boot/startApp'), closure('index.html'));
  /** `{ files, placeholder }`: every JS and CSS file the route loads (relative to dist). */
  function routeFiles(key) {
    const { modules, placeholder } = routeModules(key);
    const files = new Set(entry);
    for (const module of modules) closure(manifestKey(module), files);
    return { files, placeholder };
  }
  return { manifest, routeFiles };
}
