import { describe, expect, it } from 'vitest';
import { converse } from './conversation';
import { lesson, solves } from './test-lessons';

describe('number patterns', () => {
  it('guides the next term through the differences (the lesson’s own example, in Banglish)', () => {
    expect(solves('2, 6, 12, 20 er porer ta ki hobe?', [10, 30], 'পরের পদ ৩০।')?.kind).toBe('next');
    expect(solves('৪, ৭, ১০, ১৩, ... পরের পদ কত?', [3, 16], 'পরের পদ ১৬।')?.kind).toBe('next');
  });

  it('guides the general term and the n-th term', () => {
    expect(solves('৯, ১৪, ১৯, ২৪ প্যাটার্নের সাধারণ পদ কত?', [5, 4], 'সাধারণ পদ $T_n = 5n + 4$।')?.kind).toBe('general');
    expect(
      solves('৭, ১১, ১৫, ১৯ প্যাটার্নের ৫০তম পদ কত?', [4, 3, 203], 'সাধারণ পদ $T_n = 4n + 3$; ৫০তম পদ ২০৩।')?.inputs.k,
    ).toBe(50);
    expect(solves('50, 47, 44 er sadharon pod ki?', [-3, 53], 'সাধারণ পদ $T_n = 53 - 3n$।')).toBeTruthy();
    expect(
      solves(
        '৩, ৬, ১১, ১৮, ২৭ প্যাটার্নের দশম পদ, মানে ১০তম পদ কত?',
        [2, 102],
        'সাধারণ পদ $T_n = n^2 + 2$; ১০তম পদ ১০২।',
      ),
    ).toBeTruthy();
  });

  it('asks another term of the same pattern as a follow-up', () => {
    const replies = converse(['৭, ১১, ১৫, ১৯ প্যাটার্নের সাধারণ পদ কত?', 'উত্তর দাও', 'তাহলে ১০০তম পদ?']);
    expect(replies[2]?.state?.inputs.k).toBe(100);
  });

  it('reads the short Bengali ordinals (৫ম, ২য়, ৪র্থ, ৬ষ্ঠ) as the term asked, not a length in metres', () => {
    expect(converse(['৩, ৭, ১১, ১৫, ... এর ১০ম পদ কত?'])[0]?.state).toMatchObject({ kind: 'nth', inputs: { k: 10 } });
    expect(converse(['২, ৫, ৮, ১১ প্যাটার্নের ৪র্থ পদ কত?'])[0]?.state?.inputs.k).toBe(4);
    expect(converse(['২, ৫, ৮, ১১ প্যাটার্নের ৬ষ্ঠ পদ কত?'])[0]?.state?.inputs.k).toBe(6);
    expect(converse(['২, ৫, ৮, ১১ প্যাটার্নের পরের পদ ৫ মিটার?'])[0]?.state?.inputs.k).toBeUndefined();
  });

  it('works a row of matchstick polygons as the pattern of its stick counts (the lesson’s matchstick puzzles)', () => {
    expect(
      solves('পাশাপাশি ২৫টি বর্গ বানাতে কয়টি কাঠি লাগবে?', [3, 1, 76], 'সাধারণ পদ $T_n = 3n + 1$; ২৫তম পদ ৭৬।'),
    ).toMatchObject({ kind: 'nth', inputs: { t0: 4, t1: 7, k: 25 } });
    expect(converse(['pashapashi 20 ta tribhuj banate koyta kathi lage?'])[0]?.state?.inputs).toMatchObject({
      t0: 3,
      t1: 5,
      k: 20,
    });
    expect(converse(['How many matchsticks make 15 pentagons in a row?'], '', 'en')[0]?.state?.inputs).toMatchObject({
      t0: 5,
      t1: 9,
      k: 15,
    });
  });

  it('guides the lesson’s sums: 1 to n, the first n odd and the first n even numbers', () => {
    expect(solves('১ থেকে ৫০ পর্যন্ত স্বাভাবিক সংখ্যার যোগফল কত?', [2550, 1275], 'প্রথম ৫০টির যোগফল ১২৭৫।')?.kind).toBe(
      'sum',
    );
    expect(solves('প্রথম ২০টি বিজোড় সংখ্যার যোগফল কত?', [400], 'প্রথম ২০টির যোগফল ৪০০।')?.kind).toBe('oddSum');
    expect(solves('prothom 10 ta jor shongkhar jogfol koto?', [110], 'প্রথম ১০টির যোগফল ১১০।')?.kind).toBe('evenSum');
  });

  it('reads only the sums the lesson works (1 to n, first n odd, first n even), whatever the phrasing', () => {
    const state = (message: string) => converse([message], '', /[a-z]/.test(message) ? 'en' : 'bn')[0]?.state;
    const read: [string, string, number][] = [
      ['১ থেকে ১০০ পর্যন্ত স্বাভাবিক সংখ্যার যোগফল কত?', 'sum', 100],
      ['১ থেকে ১০০ পর্যন্ত সংখ্যাগুলোর যোগফল কত?', 'sum', 100],
      ['1 theke 50 porjonto shabhabik shongkhar jogfol koto?', 'sum', 50],
      ['sum of the first 30 natural numbers', 'sum', 30],
      ['1+2+...+50 = ?', 'sum', 50],
      ['১ + ২ + ৩ + … + ৪০ কত?', 'sum', 40],
      ['first 10 odd numbers er jogfol koto', 'oddSum', 10],
      ['sum of the first 10 odd numbers', 'oddSum', 10],
      ['প্রথম ১৫টি জোড় সংখ্যার যোগফল', 'evenSum', 15],
      ['sum of first 8 even numbers', 'evenSum', 8],
    ];
    for (const [message, kind, n] of read) expect(state(message), message).toMatchObject({ kind, inputs: { n } });
    const declined = [
      '১ থেকে ১০০ পর্যন্ত বিজোড় সংখ্যার যোগফল কত?',
      '১ থেকে ৫০ পর্যন্ত জোড় সংখ্যাগুলোর যোগফল কত?',
      'sum of odd numbers from 1 to 99',
      '1 theke 99 porjonto bijor shongkhar jogfol',
      'প্রথম ১০টি মৌলিক সংখ্যার যোগফল কত?',
      'sum of the first 5 square numbers',
      'sum of first 10 square numbers',
      'prothom 10 ti borgo shongkhar jogfol',
      'sum of the first 4 cube numbers',
      'sum of first 10 multiples of 3',
      'প্রথম ১০টি ৩-এর গুণিতকের যোগফল',
      'sum of the first 10 terms',
      'sum of first 10 numbers',
      '1+2+4+...+64 koto?',
      '1+3+5+...+99 koto?',
    ];
    for (const message of declined) expect(state(message), message).toBeUndefined();
  });

  it('reads a matchstick pattern only with sticks in a row and the number of figures', () => {
    const state = (message: string, ...before: string[]) => converse([...before, message]).at(-1)?.state;
    expect(state('stick er dorghyo 10 cm, triangle er porimap koto')).toBeUndefined();
    expect(state('একটি ত্রিভুজের বাহু ৩, ৪, ৫ সেমি; ত্রিভুজের পরিসীমা কত?')).toBeUndefined();
    expect(state('৩টি কাঠি দিয়ে ১টি ত্রিভুজ হয়, ১২টি কাঠি দিয়ে কয়টি বর্গ বানানো যায়?')).toBeUndefined();
    expect(state('একটি বর্গের প্রতিটি বাহু ৫টি কাঠি দিয়ে বানানো, মোট কয়টি কাঠি?')).toBeUndefined();
    expect(state('পাশাপাশি বর্গ বানাতে ৩০টি কাঠি লাগলে কয়টি বর্গ হবে?')).toBeUndefined();
    expect(state('আমার কাছে ১০টি কাঠি আছে, পাশাপাশি ৪টি বর্গ বানাতে কয়টি কাঠি লাগবে?')?.inputs).toMatchObject({
      t0: 4,
      k: 4,
    });
    expect(state('আর ৩০টি ত্রিভুজে?', 'পাশাপাশি ২০টি ত্রিভুজ বানাতে কয়টি কাঠি লাগে?')?.inputs).toMatchObject({
      t0: 3,
      k: 30,
    });
    expect(state('আর ৩০টি ত্রিভুজে?', '১ থেকে ১০ পর্যন্ত স্বাভাবিক সংখ্যার যোগফল কত?')?.family).not.toBe('pattern');
  });

  it('says when there is no rule to find', () => {
    expect(converse(['১, ৫, ২, ৯ প্যাটার্নের সাধারণ পদ কত?'])[0]?.text).toContain('কোনো নিয়ম পাচ্ছি না');
  });

  it('treats the lesson’s exercise as an exercise', () => {
    const LESSON = lesson('math/01-pattern/02-general-term.md');
    const [first, second] = converse(
      ['৭, ১৬, ২৫, ৩৪, ৪৩ প্যাটার্নের সাধারণ পদ ও ২০তম পদ নির্ণয় করো', 'সমাধান দেখাও'],
      LESSON,
    );
    expect(first?.state?.exercise).toBe(true);
    expect(second?.text).not.toContain('১৭৮');
  });
});
