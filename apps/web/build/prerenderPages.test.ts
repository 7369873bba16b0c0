import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageRoutes, splitStylesheet } from './prerenderPages';

const body = '@font-face{src:url(/assets/body-400.woff2)format("woff2");font-weight:400;font-family:Body}';
const bold = '@font-face{src:url(/assets/body-700.woff2)format("woff2");font-weight:700;font-family:Body}';
const latin = '@font-face{src:url(/assets/latin-400.woff2)format("woff2");font-weight:400;font-family:Body}';
const rules = 'body{font-family:Body;content:"$&"}h1{font-weight:700}';

function bundleWith(css: string): Rollup.OutputBundle {
  return {
    'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css', source: css },
  } as unknown as Rollup.OutputBundle;
}

const template = [
  '<head>',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '<link rel="preload" href="/assets/body-400.woff2" as="font" type="font/woff2" crossorigin="">',
  '</head>',
].join('\n');

describe('splitStylesheet', () => {
  it('writes the stylesheet into the page with only the preloaded font face, and hands back the others as the FontFace API takes them', () => {
    const { html, deferredFaces } = splitStylesheet(template, bundleWith(`${body}${bold}${rules}${latin}`));
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<style>${body}${rules}</style>`);
    expect(deferredFaces).toEqual([
      { family: 'Body', source: 'url(/assets/body-700.woff2)format("woff2")', descriptors: { weight: '700' } },
      { family: 'Body', source: 'url(/assets/latin-400.woff2)format("woff2")', descriptors: { weight: '400' } },
    ]);
  });

  it('keeps every face inline when the page preloads them all, and `$` patterns in the CSS as they are', () => {
    const preloadAll = template.replace(
      '</head>',
      '<link rel="preload" href="/assets/body-700.woff2" as="font">\n</head>',
    );
    const { html, deferredFaces } = splitStylesheet(preloadAll, bundleWith(`${body}${bold}${rules}`));
    expect(html).toContain(`<style>${body}${bold}${rules}</style>`);
    expect(deferredFaces).toEqual([]);
  });

  it('hands over every descriptor a face has, the family without its quotes', () => {
    const described =
      '@font-face{src:url(/assets/bn-700.woff2)format("woff2");font-weight:700;font-style:normal;font-display:swap;unicode-range:U+980-9FE,U+200C-200D;font-family:"Hind Siliguri"}';
    const { deferredFaces } = splitStylesheet(template, bundleWith(`${body}${described}`));
    expect(deferredFaces).toEqual([
      {
        family: 'Hind Siliguri',
        source: 'url(/assets/bn-700.woff2)format("woff2")',
        descriptors: { weight: '700', style: 'normal', display: 'swap', unicodeRange: 'U+980-9FE,U+200C-200D' },
      },
    ]);
  });

  it('fails the build for a face it could not hand over whole', () => {
    const featured = '@font-face{src:url(/assets/x.woff2);font-family:Body;font-feature-settings:"liga"}';
    expect(() => splitStylesheet(template, bundleWith(`${body}${featured}`))).toThrow(/font-feature-settings/);
    expect(() => splitStylesheet(template, bundleWith(`${body}@font-face{font-family:Body}`))).toThrow(
      /without a family or a source/,
    );
  });

  it('fails the build when the page links no built stylesheet', () => {
    expect(() => splitStylesheet('<head></head>', bundleWith(rules))).toThrow(/links no built stylesheet/);
  });
});

describe('pageRoutes', () => {
  it('lists every page route, a redirect without a module of its own included, and no catch-all: the server serves the app on these paths only', async () => {
    const Layout = () => null;
    const Page = () => null;
    const lazy = (Component: () => null) => async () => ({ Component });
    const found = await pageRoutes([
      {
        children: [
          { path: '/', lazy: lazy(Page) },
          { path: '/admin', element: null },
          { lazy: lazy(Layout), children: [{ path: '/subjects/:subjectId', lazy: lazy(Page) }] },
          { path: '*', lazy: lazy(Page) },
        ],
      },
    ]);
    expect(found).toEqual([
      { pattern: '/', components: [Page] },
      { pattern: '/admin', components: [] },
      { pattern: '/subjects/:subjectId', components: [Layout, Page] },
    ]);
  });
});
