import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMarkdown, MarkdownContent } from './MarkdownContent';
import { xssCorpus, xssDocument } from './xssCorpus';

// In Node, KaTeX has not loaded yet, so formulas render as their TeX source with data-math="loading".
const render = (content: string) => renderToStaticMarkup(<MarkdownContent content={content} />);

const dangerous = [
  /<(script|iframe|object|embed|svg|math|style|form|details)\b/i,
  /\son[a-z]+\s*=/i,
  /(href|src|action)\s*=\s*"\s*(javascript|data|vbscript):/i,
  /\sstyle\s*=/i,
];

// The parser loads on first use; once loaded, every later render is synchronous.
beforeAll(async () => {
  await loadMarkdown();
});

describe('MarkdownContent', () => {
  it('shows a busy placeholder, not raw Markdown, before the parser has loaded', async () => {
    vi.resetModules();
    const fresh = await import('./MarkdownContent');
    const html = renderToStaticMarkup(<fresh.MarkdownContent content={'**মোটা** $x$'} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('**');
  });

  it.each(xssCorpus)('lets nothing dangerous through: %s', (attack) => {
    const html = render(attack);
    for (const pattern of dangerous) expect(html).not.toMatch(pattern);
  });

  it('keeps the text of the whole corpus readable', () => {
    const html = render(xssDocument);
    expect(html).toContain('নিরাপত্তা পরীক্ষা');
    expect(html).toContain('মার্কডাউন লিংক');
    for (const pattern of dangerous) expect(html).not.toMatch(pattern);
  });

  it('renders $…$ inline and $$…$$ as display maths, wherever the $$ stands', () => {
    const html = render('লাভ $x$ এবং $$\\frac{1}{2}$$ আর\n\n$$\ny^2\n$$');
    expect(html.match(/data-math="loading"/g)).toHaveLength(3);
    expect(html).toMatch(/<span class="[^"]*"[^>]*data-math="loading">x<\/span>/);
    expect(html).not.toContain('<pre');
  });

  it('leaves money amounts as text', () => {
    const html = render('দাম $5 এবং $10, আর $x$ একটি সূত্র');
    expect(html).toContain('দাম $5 এবং $10, আর ');
    expect(html.match(/data-math/g)).toHaveLength(1);
  });

  it('turns code with fractions into maths and keeps other code as code', () => {
    const html = render('ভগ্নাংশ `3/4` ও <code>\\sqrt{2}</code>, কিন্তু `print(x)` ও <code>a &lt; b</code> কোড।');
    expect(html.match(/data-math="loading"/g)).toHaveLength(2);
    expect(html).toContain('\\frac{3}{4}');
    expect(html).toContain('<code>print(x)</code>');
    expect(html).toContain('<code>a &lt; b</code>');
  });

  it('adds rel and a new-tab note to external links and keeps relative links', () => {
    const html = render('[উইকিপিডিয়া](https://bn.wikipedia.org) ও [বিষয়](/subjects)');
    expect(html).toMatch(
      /<a href="https:\/\/bn.wikipedia.org" target="_blank" rel="noopener noreferrer">উইকিপিডিয়া<span[^>]*> \(নতুন ট্যাবে খুলবে\)<\/span><\/a>/,
    );
    expect(html).toContain('<a href="/subjects">বিষয়</a>');
  });

  it('loads images lazily, only from http(s) or the site root, and never without alt', () => {
    const html = render('![চিত্র ১](/media/a.png) ![](https://cdn.example.com/b.png) ![খারাপ](images/c.png)');
    expect(html).toMatch(/<img src="\/media\/a.png" alt="চিত্র ১" loading="lazy" decoding="async"/);
    expect(html).toMatch(/<img src="https:\/\/cdn.example.com\/b.png" alt="" loading="lazy"/);
    expect(html).not.toContain('images/c.png');
  });

  it('shifts Markdown headings to fit the page outline', () => {
    const html = renderToStaticMarkup(<MarkdownContent content={'# প্রধান\n\n## উপ'} headingBase={3} />);
    expect(html).toContain('<h3>প্রধান</h3>');
    expect(html).toContain('<h4>উপ</h4>');
  });

  it('renders GFM tables', () => {
    const html = render('| পণ্য | দাম |\n|---|---|\n| কলম | ১০ টাকা |');
    expect(html).toContain('<th>পণ্য</th>');
    expect(html).toContain('<td>১০ টাকা</td>');
  });
});
