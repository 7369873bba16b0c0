import { describe, expect, it } from 'vitest';
import { loadedKatex, loadKatex, renderTex } from './renderTex';

describe('renderTex', () => {
  it('loads KaTeX once and keeps it for later formulas', async () => {
    const first = loadKatex();
    expect(loadKatex()).toBe(first);
    const katex = await first;
    expect(loadedKatex()).toBe(katex);
  });

  it('renders inline and display maths with MathML for screen readers', async () => {
    const katex = await loadKatex();
    const inline = renderTex(katex, '\\frac{১}{২}', false);
    expect(inline.ok).toBe(true);
    expect(inline.ok && inline.html).toContain('<math');
    const display = renderTex(katex, 'x^2', true);
    expect(display.ok && display.html).toContain('katex-display');
  });

  it('returns the parse error instead of throwing', async () => {
    const katex = await loadKatex();
    const result = renderTex(katex, '\\frac{1}{', false);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/KaTeX parse error/);
  });

  it('never turns untrusted commands into links, classes or raw HTML', async () => {
    const katex = await loadKatex();
    for (const tex of [
      '\\href{javascript:alert(1)}{x}',
      '\\url{javascript:alert(1)}',
      '\\htmlClass{x}{y}',
      '\\htmlData{onclick=alert(1)}{y}',
      '<img src=x onerror=alert(1)>',
    ]) {
      const result = renderTex(katex, tex, false);
      const html = result.ok ? result.html : '';
      // The source may appear escaped, as text of the MathML annotation; never as markup.
      expect(html, tex).not.toMatch(/<(?:a|img|script)\b|<[^>]*\s(?:on[a-z]+|href|src)\s*=|class="x"/i);
    }
  });

  it('stops macro bombs instead of hanging', async () => {
    const katex = await loadKatex();
    const result = renderTex(katex, '\\def\\a{\\a\\a}\\a', false);
    expect(result.ok).toBe(false);
  });
});
