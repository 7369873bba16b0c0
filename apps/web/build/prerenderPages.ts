import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import { createServer } from 'vite';
import type { Plugin, Rollup } from 'vite';

import { renderedPageSlots } from '@study/contract';
import type { PageFontFace } from '../src/boot/fontFaces';
import type { PageAudience } from '../src/boot/renderedSession';

type PrerenderModule = typeof import('../src/boot/renderPage');
type RoutesModule = typeof import('../src/routes');
type Route = RoutesModule['routes'][number];

/**
 * Every page route's full path pattern, with the components of its lazy route modules, outermost
 * first. Routes without a module of their own (the `/admin` redirect) are pages too: the server
 * answers only the paths of this list with the app (apps/server/src/http/web-app.ts).
 */
export async function pageRoutes(
  routes: readonly Route[],
  parentPath = '',
  outer: unknown[] = [],
): Promise<{ pattern: string; components: unknown[] }[]> {
  const found: { pattern: string; components: unknown[] }[] = [];
  for (const route of routes) {
    const own = typeof route.lazy === 'function' ? (await route.lazy()).Component : undefined;
    const components = own ? [...outer, own] : outer;
    const pattern =
      route.path === undefined ? parentPath : route.path.startsWith('/') ? route.path : `${parentPath}/${route.path}`;
    if (route.children) found.push(...(await pageRoutes(route.children, pattern, components)));
    else if (route.path !== undefined && !route.path.includes('*')) found.push({ pattern, components });
  }
  return found;
}

/** `:name` path parameters become `$name` folder names (a colon is not portable in a file name). */
function folderOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, '$$$1');
}

/** The chunk of `moduleId` and every chunk it imports statically: what the page runs first. */
function chunkClosure(bundle: Rollup.OutputBundle, moduleId: string): string[] {
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId === moduleId);
  if (!entry || entry.type !== 'chunk') throw new Error(`no chunk for ${moduleId}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  return [...files];
}

function preloadLinks(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
}

/** The descriptors a page's font face may carry, by their CSS names. */
const faceDescriptors: Record<string, keyof PageFontFace['descriptors']> = {
  'font-weight': 'weight',
  'font-style': 'style',
  'unicode-range': 'unicodeRange',
  'font-display': 'display',
};

/** An `@font-face` rule as the FontFace API takes it; a descriptor it does not know fails the build. */
function pageFontFace(rule: postcss.AtRule): PageFontFace {
  const face: PageFontFace = { family: '', source: '', descriptors: {} };
  rule.walkDecls((declaration) => {
    const descriptor = faceDescriptors[declaration.prop];
    if (declaration.prop === 'font-family') face.family = declaration.value.replace(/^(["'])(.*)\1$/, '$2');
    else if (declaration.prop === 'src') face.source = declaration.value;
    else if (descriptor) face.descriptors[descriptor] = declaration.value;
    else throw new Error(`@font-face descriptor ${declaration.prop} is not handed to the page`);
  });
  if (!face.family || !face.source) throw new Error(`@font-face without a family or a source: ${rule.toString()}`);
  return face;
}

/**
 * The app's stylesheet written into the page instead of linked: a pre-rendered page then paints
 * with the HTML alone, not after a second request that shares a slow link with the scripts and
 * fonts (measured on emulated slow 4G: first paint ~1.6 s → ~0.8 s). The CSP allows inline styles.
 * Only the font faces the page preloads stay in it; the others (headings' weights, Latin) are
 * handed back as `deferredFaces`, which the entry loads once the page has painted and adds when
 * all have arrived (src/boot/fontFaces.ts): until then the body face has the link to itself, and
 * the rest of the text shows in the fallback font, as `font-display: swap` would show it anyway
 * while those faces download.
 */
export function splitStylesheet(
  template: string,
  bundle: Rollup.OutputBundle,
): { html: string; deferredFaces: PageFontFace[] } {
  const link = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/.exec(template);
  const stylesheet = link?.[1] ? bundle[link[1]] : undefined;
  if (!link || !stylesheet || stylesheet.type !== 'asset') throw new Error('index.html links no built stylesheet');
  const preloaded = [...template.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]);
  const root = postcss.parse(String(stylesheet.source));
  const deferredFaces: PageFontFace[] = [];
  root.walkAtRules('font-face', (rule) => {
    const face = pageFontFace(rule);
    if (preloaded.some((href) => face.source.includes(`url(${href})`))) return;
    deferredFaces.push(face);
    rule.remove();
  });
  // A function as replacement: `$` in the CSS must stay as it is.
  return { html: template.replace(link[0], () => `<style>${root.toString()}</style>`), deferredFaces };
}

/**
 * Writes, under `prerendered/`, one copy of the built index.html per page route, named by its path
 * pattern (`/subjects/:subjectId` → `subjects/$subjectId/index.html`), with modulepreload links
 * for the route's chunks: the browser fetches them beside the entry instead of after it has run
 * (one round trip and more on a slow link). The pages listed in src/boot/renderPage.tsx are rendered
 * into theirs (`/` → index.html, `/login` → login/index.html). The server picks the copy whose
 * pattern matches the request (apps/server/src/http/web-app.ts).
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'study:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (!shell || shell.type !== 'asset') throw new Error('index.html is not in the build');
      const template = String(shell.source);
      if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
      // Vite's server-side module loading, open while the pages render (their routes load lazily).
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule('/src/boot/renderPage.tsx')) as PrerenderModule;
        const { routes } = (await server.ssrLoadModule('/src/routes.tsx')) as RoutesModule;
        // Which module exports each route component: its client chunk is the one to preload.
        const moduleOf = (component: unknown) => {
          for (const node of server.environments.ssr.moduleGraph.idToModuleMap.values()) {
            if (node.ssrModule && node.id && Object.values(node.ssrModule).includes(component)) return node.id;
          }
          throw new Error('a route component was not found in the module graph');
        };
        // What every page runs: the app (src/boot/startApp.tsx, imported by the small entry) and its imports.
        const appFiles = chunkClosure(bundle, path.join(root, 'src/boot/startApp.tsx'));
        const shells = (await pageRoutes(routes)).map(({ pattern, components }) => ({
          pattern,
          files: [
            ...new Set([...appFiles, ...components.flatMap((component) => chunkClosure(bundle, moduleOf(component)))]),
          ],
        }));
        await writeShells(shells, template);
        const page = await writePages(module, bundle, template, appFiles);
        // KaTeX's stylesheet, for the pages that render maths on the server.
        const katexCss = (await this.resolve('@study/ui/katex.css'))?.id;
        if (!katexCss) throw new Error('@study/ui/katex.css does not resolve');
        const contentRenderers = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' &&
          item.isDynamicEntry &&
          item.facadeModuleId &&
          /\/(?:markdownPipeline\.js|katex\.mjs)$/.test(item.facadeModuleId)
            ? [item.facadeModuleId]
            : [],
        );
        if (contentRenderers.length !== 2)
          throw new Error('the Markdown pipeline and KaTeX are not chunks of their own');
        const templateFiles = (pattern: string) => {
          const shell = shells.find((candidate) => candidate.pattern === pattern);
          if (!shell) throw new Error(`${pattern} is not a page route`);
          // The lesson becomes the app's once its Markdown pipeline and KaTeX have loaded, which the
          // takeover's own module waits for (src/boot/lessonTakeover.tsx).
          const lessonModules = [...contentRenderers, path.join(root, 'src/boot/lessonTakeover.tsx')];
          const files = [...shell.files, ...lessonModules.flatMap((moduleId) => chunkClosure(bundle, moduleId))];
          return [...new Set(files)]
            .filter((file) => !appFiles.includes(file) && !template.includes(`/${file}"`))
            .map((file) => `/${file}`);
        };
        await writeTemplates(module, page, templateFiles, stylesheetsOf(bundle, katexCss));
      } finally {
        await server.close();
      }
    },
  };

  /** Every other page route: the empty shell, naming the route's chunks so they load with the entry. */
  async function writeShells(shells: { pattern: string; files: string[] }[], template: string) {
    for (const { pattern, files } of shells) {
      const preloads = files.filter((file) => !template.includes(`/${file}"`));
      await writePage(
        path.join('prerendered', folderOf(pattern), 'index.html'),
        template.replace('</head>', `  ${preloadLinks(preloads)}\n  </head>`),
      );
    }
  }

  /**
   * The pre-rendered pages name their route's modules in `data-modules` instead of preload links,
   * and their other font faces in `data-font-faces`: the entry (src/boot/index.ts) fetches them with the
   * app once the page has been painted, so that the HTML and the body font have a slow link to
   * themselves until then.
   */
  async function writePages(
    module: PrerenderModule,
    bundle: Rollup.OutputBundle,
    template: string,
    appFiles: string[],
  ): Promise<PageTemplate> {
    const split = splitStylesheet(template, bundle);
    const page = { html: split.html, fontFaces: split.deferredFaces };
    for (const [pagePath, { module: moduleFile, audience }] of Object.entries(module.prerenderedPages)) {
      const markup = await module.renderPage(pagePath, audience);
      const html = rootFor(
        page,
        audience,
        pageModules(bundle, path.join(root, moduleFile), appFiles, template),
        markup,
      );
      await writePage(path.join('prerendered', pagePath, 'index.html'), html);
    }
    return page;
  }

  /**
   * For each page the server renders per request (src/boot/renderPage.tsx), `rendered.html` beside its
   * shell: the pre-rendered pages' frame, with `<!--page-markup-->` where the server puts the
   * rendered page and `<!--page-data-->` in the script that carries the page's data to the app.
   * Its route's stylesheets are written in too (KaTeX's), so its formulas are laid out at once.
   */
  async function writeTemplates(
    module: PrerenderModule,
    page: PageTemplate,
    modulesOf: (pattern: string) => string[],
    mathsCss: string,
  ) {
    for (const pattern of module.pagesRenderedPerRequest) {
      const html = rootFor(page, 'student', modulesOf(pattern), renderedPageSlots.markup)
        .replace('</head>', () => `<style>${mathsCss}</style>\n  </head>`)
        .replace(
          '</body>',
          () =>
            `  <script type="application/json" id="${renderedPageSlots.dataScriptId}">${renderedPageSlots.data}</script>\n  </body>`,
        );
      await writePage(path.join('prerendered', folderOf(pattern), 'rendered.html'), html);
    }
  }

  async function writePage(file: string, html: string) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
  }
}

interface PageTemplate {
  /** index.html with the app's stylesheet written in (see `splitStylesheet`). */
  html: string;
  /** The font faces left out of it. */
  fontFaces: PageFontFace[];
}

/** The page's `#root`, filled with `markup`, naming what the entry loads once it has painted. */
function rootFor(page: PageTemplate, audience: PageAudience, modules: string[], markup: string): string {
  return page.html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" data-rendered-for="${audience}" data-modules="${modules.join(' ')}" data-font-faces='${attributeText(JSON.stringify(page.fontFaces))}'>${markup}</div>`,
  );
}

/** `text` as a single-quoted attribute's value (JSON has few single quotes to escape). */
function attributeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
}

/** The page module's chunks that the app's own do not include (those are preloaded by the entry's import of it). */
function pageModules(bundle: Rollup.OutputBundle, moduleId: string, appFiles: string[], template: string): string[] {
  return chunkClosure(bundle, moduleId)
    .filter((file) => !appFiles.includes(file) && !template.includes(`/${file}"`))
    .map((file) => `/${file}`);
}

/** The CSS the chunk of `moduleId` (a stylesheet imported as a module) brought into the build. */
function stylesheetsOf(bundle: Rollup.OutputBundle, moduleId: string): string {
  const chunk = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId === moduleId);
  const files = chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  if (files.length === 0) throw new Error(`${moduleId} brought no stylesheet into the build`);
  return files
    .map((file) => {
      const asset = bundle[file];
      if (!asset || asset.type !== 'asset') throw new Error(`${file} is not in the build`);
      return String(asset.source);
    })
    .join('\n');
}
