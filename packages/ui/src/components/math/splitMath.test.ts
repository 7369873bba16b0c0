import { describe, expect, it } from 'vitest';
import { codeToTex, decodeEntities, isMathBalanced, looksLikeMath, splitMath } from './splitMath';

const text = (value: string) => ({ type: 'text', value }) as const;
const inline = (value: string) => ({ type: 'inline', value }) as const;
const display = (value: string) => ({ type: 'display', value }) as const;

describe('splitMath', () => {
  it('returns nothing for empty text and one text segment for text without maths', () => {
    expect(splitMath('')).toEqual([]);
    expect(splitMath('লাভ-ক্ষতির হিসাব শিখি।')).toEqual([text('লাভ-ক্ষতির হিসাব শিখি।')]);
  });

  it('finds inline and display maths between Bengali text', () => {
    expect(splitMath('লাভ $= বিক্রয়মূল্য - ক্রয়মূল্য$, তাই $$\\frac{২০}{১০০} \\times ১০০$$ হলো শতকরা লাভ।')).toEqual([
      text('লাভ '),
      inline('= বিক্রয়মূল্য - ক্রয়মূল্য'),
      text(', তাই '),
      display('\\frac{২০}{১০০} \\times ১০০'),
      text(' হলো শতকরা লাভ।'),
    ]);
  });

  it('lets display maths span lines and trims it', () => {
    expect(splitMath('সূত্র:\n$$\na^2 + b^2 = c^2\n$$\nশেষ')).toEqual([
      text('সূত্র:\n'),
      display('a^2 + b^2 = c^2'),
      text('\nশেষ'),
    ]);
  });

  it('reads $$ before $, so a display formula is not taken for two empty inline ones', () => {
    expect(splitMath('$$x$$ এবং $y$')).toEqual([display('x'), text(' এবং '), inline('y')]);
  });

  it('keeps single dollars nested in a display formula inside it (KaTeX then reports them)', () => {
    expect(splitMath('$$a $b$ c$$')).toEqual([display('a $b$ c')]);
  });

  it('turns escaped dollars into literal dollars in text', () => {
    expect(splitMath('দাম \\$5, আর \\$x\\$ কোনো সূত্র নয়')).toEqual([text('দাম $5, আর $x$ কোনো সূত্র নয়')]);
  });

  it('keeps an escaped dollar inside a formula as TeX, without closing the formula', () => {
    expect(splitMath('$\\$5 + \\$3$')).toEqual([inline('\\$5 + \\$3')]);
    expect(splitMath('$$\\$ ১০০$$')).toEqual([display('\\$ ১০০')]);
  });

  it('leaves money amounts as text', () => {
    expect(splitMath('দাম $5 এবং $10')).toEqual([text('দাম $5 এবং $10')]);
    expect(splitMath('$5-$10 এর মধ্যে')).toEqual([text('$5-$10 এর মধ্যে')]);
    expect(splitMath('মাত্র $ 20 লাগবে, $ 30 নয়')).toEqual([text('মাত্র $ 20 লাগবে, $ 30 নয়')]);
  });

  it('still reads formulas that start with a digit, and maths after a money amount', () => {
    expect(splitMath('$5 + 3 = 8$')).toEqual([inline('5 + 3 = 8')]);
    expect(splitMath('খরচ $5 আর সূত্র $x$')).toEqual([text('খরচ $5 আর সূত্র '), inline('x')]);
  });

  it('leaves unbalanced and unterminated delimiters as text, as while a reply streams in', () => {
    expect(splitMath('ভগ্নাংশ $$\\frac{1}{')).toEqual([text('ভগ্নাংশ $$\\frac{1}{')]);
    expect(splitMath('মান $x^2 + ')).toEqual([text('মান $x^2 + ')]);
    expect(splitMath('$$x$ শেষ')).toEqual([text('$$x$ শেষ')]);
    expect(splitMath('$')).toEqual([text('$')]);
    expect(splitMath('$$$$')).toEqual([text('$$$$')]);
  });

  it('does not join inline maths across a blank line', () => {
    expect(splitMath('$a\n\nb$')).toEqual([text('$a\n\nb$')]);
    expect(splitMath('$a\nb$')).toEqual([inline('a\nb')]);
  });

  it('turns code tags with fractions or roots into display maths', () => {
    expect(splitMath('উত্তর: <code>\\frac{3}{4}</code> অংশ')).toEqual([
      text('উত্তর: '),
      display('\\frac{3}{4}'),
      text(' অংশ'),
    ]);
    expect(splitMath('<code>3/4</code>')).toEqual([display('\\frac{3}{4}')]);
    expect(splitMath('<CODE class="x">√২</CODE>')).toEqual([display('\\sqrt{২}')]);
    expect(splitMath('<code>a &lt; \\sqrt{b}</code>')).toEqual([display('a < \\sqrt{b}')]);
  });

  it('keeps other code tags as text and does not look for maths inside them', () => {
    expect(splitMath('চালাও <code>print($x$)</code> এখন')).toEqual([text('চালাও <code>print($x$)</code> এখন')]);
    expect(splitMath('<code>\\frac{1}{2}')).toEqual([text('<code>\\frac{1}{2}')]);
  });
});

describe('looksLikeMath', () => {
  it('accepts fractions and roots only', () => {
    expect(looksLikeMath('\\frac{a}{b}')).toBe(true);
    expect(looksLikeMath('\\dfrac12')).toBe(true);
    expect(looksLikeMath('\\sqrt{2}')).toBe(true);
    expect(looksLikeMath('√16')).toBe(true);
    expect(looksLikeMath('২ / ৫')).toBe(true);
    expect(looksLikeMath('a/b')).toBe(false);
    expect(looksLikeMath('https://example.com/path')).toBe(false);
    expect(looksLikeMath('x^2')).toBe(false);
  });
});

describe('codeToTex', () => {
  it('draws plain fractions and roots as TeX and keeps TeX as it is', () => {
    expect(codeToTex(' 3/4 + 1/4 ')).toBe('\\frac{3}{4} + \\frac{1}{4}');
    expect(codeToTex('√(a+b) = √x')).toBe('\\sqrt{a+b} = \\sqrt{x}');
    expect(codeToTex('\\frac{1}{2} + 3/4')).toBe('\\frac{1}{2} + 3/4');
  });
});

describe('isMathBalanced', () => {
  it('is true for empty text, plain text and complete formulas', () => {
    expect(isMathBalanced('')).toBe(true);
    expect(isMathBalanced('সাধারণ লেখা')).toBe(true);
    expect(isMathBalanced('$x$ আর $$y$$ আর <code>1/2</code>')).toBe(true);
    expect(isMathBalanced('দাম \\$5')).toBe(true);
    expect(isMathBalanced('এখানে $ চিহ্নটি একা')).toBe(true);
  });

  it('is false while a formula or code tag is still open', () => {
    expect(isMathBalanced('সূত্র $$\\frac{1}{2}')).toBe(false);
    expect(isMathBalanced('মান $x + ')).toBe(false);
    expect(isMathBalanced('<code>3/')).toBe(false);
    expect(isMathBalanced('$x$ এবং $$')).toBe(false);
  });
});

describe('on long text written to hurt', () => {
  // Lessons (admin-written, also rendered on the server) and tutor replies go through these. Each
  // input is 100 kB of what makes a backtracking search retry; quadratic code takes seconds to
  // minutes on it (codeToTex took two minutes on a run of digits), linear code milliseconds, so
  // the generous bound holds on a loaded machine and fails any quadratic.
  const N = 100_000;
  const runs = [
    '1',
    '১',
    '.',
    '1.',
    ' ',
    '/',
    '1/',
    '<code>',
    '<code ',
    '<',
    '&a',
    '$',
    '$1',
    '$$',
    '\\',
    '√',
    '√(',
    '\n \n',
  ];
  const inputs = runs.flatMap((unit) => {
    const long = unit.repeat(Math.ceil(N / unit.length)).slice(0, N);
    return [long, `${long}!`, `1/2 ${long}x`];
  });
  const functions = { splitMath, isMathBalanced, looksLikeMath, codeToTex, decodeEntities } as const;

  it.each(Object.keys(functions) as (keyof typeof functions)[])('%s takes time linear in the text', (name) => {
    for (const input of inputs) {
      const started = performance.now();
      functions[name](input);
      expect(performance.now() - started, `${name}(${JSON.stringify(input.slice(0, 20))}…)`).toBeLessThan(1_000);
    }
  });

  it('still finds what it found before', () => {
    expect(codeToTex('12.5/3 + x1/2')).toBe('\\frac{12.5}{3} + x\\frac{1}{2}');
    expect(splitMath('ক <code>1/2</code> খ <CODE class="x">৩/৪</code > গ')).toEqual([
      text('ক '),
      display('\\frac{1}{2}'),
      text(' খ '),
      display('\\frac{৩}{৪}'),
      text(' গ'),
    ]);
    expect(splitMath('<code>a</code><code x>b</code><codex>1/2</code>')).toEqual([
      text('<code>a</code><code x>b</code><codex>1/2</code>'),
    ]);
    expect(isMathBalanced('<code x>1/2</code> <code>')).toBe(false);
    expect(isMathBalanced('<code x>1/2</code> <code>3</code>')).toBe(true);
  });
});
