import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { splitStylesheet } from './prerenderPages';

const body = '@font-face{src:url(/assets/body-400.woff2)format("woff2");font-weight:400;font-family:Body}';
const bold = '@font-face{src:url(/assets/body-700.woff2)format("woff2");font-weight:700;font-family:Body}';
const latin = '@font-face{src:url(/assets/latin-400.woff2)format("woff2");font-weight:400;font-family:Body}';
const rules = 'body{font-family:Body;content:"$&"}h1{font-weight:700}';

function bundleWith(css: string): Rollup.OutputBundle {
  return { 'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css', source: css } } as unknown as Rollup.OutputBundle;
}

const template = [
  '<head>',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '<link rel="preload" href="/assets/body-400.woff2" as="font" type="font/woff2" crossorigin="">',
  '</head>',
].join('\n');

describe('splitStylesheet', () => {
  it('writes the stylesheet into the page with only the preloaded font face, and hands back the others', () => {
    const { html, deferredFaces } = splitStylesheet(template, bundleWith(`${body}${bold}${rules}${latin}`));
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<style>${body}${rules}</style>`);
    expect(deferredFaces).toBe(`${bold}\n${latin}`);
  });

  it('keeps every face inline when the page preloads them all, and `$` patterns in the CSS as they are', () => {
    const preloadAll = template.replace('</head>', '<link rel="preload" href="/assets/body-700.woff2" as="font">\n</head>');
    const { html, deferredFaces } = splitStylesheet(preloadAll, bundleWith(`${body}${bold}${rules}`));
    expect(html).toContain(`<style>${body}${bold}${rules}</style>`);
    expect(deferredFaces).toBe('');
  });

  it('fails the build when the page links no built stylesheet', () => {
    expect(() => splitStylesheet('<head></head>', bundleWith(rules))).toThrow(/links no built stylesheet/);
  });
});
