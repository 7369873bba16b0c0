import { describe, expect, it } from 'vitest';
import { converse } from './conversation';
import { solves } from './test-lessons';

describe('metric units', () => {
  it('guides one unit to another: the factor, then the conversion', () => {
    expect(solves('2.5 kg koto gram?', [1000, 2500], '২৫০০ গ্রাম।')?.kind).toBe('single');
    expect(solves('১৫০০ মিলিলিটার কত লিটার?', [1000, 1.5], '১.৫ লিটার।')).toBeTruthy();
    expect(solves('৩৫০ সে.মি. কে মিটারে প্রকাশ করো', [100, 3.5], '৩.৫ মিটার।')).toBeTruthy();
    expect(solves('How many grams are in 0.75 kg?', [1000, 750], '750 grams.')).toBeTruthy();
  });

  it('guides a mixed quantity part by part', () => {
    expect(solves('৩ কি.মি. ৪ হে.মি. ৫ মিটারকে মিটারে প্রকাশ করো', [3000, 400, 5, 3405], '৩৪০৫ মিটার।')?.kind).toBe(
      'mixed',
    );
  });

  it('refuses to turn a mass into a length', () => {
    expect(converse(['৫ কেজি কত মিটার?'])[0]?.text).toContain('ভিন্ন রাশির একক');
  });

  it('does not read an area in square metres as a conversion', () => {
    expect(converse(['৪০ মিটার দৈর্ঘ্য ও ৩০ মিটার প্রস্থের আয়তক্ষেত্রের ক্ষেত্রফল কত বর্গমিটার?'])[0]?.state?.family).toBe(
      'geometry',
    );
  });
});
