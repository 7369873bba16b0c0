import { describe, expect, it } from 'vitest';
import { builtOnce, classOrdinal, formatNumber, formatPercent, toBengaliDigits } from './format';

describe('toBengaliDigits', () => {
  it('maps every ASCII digit', () => {
    expect(toBengaliDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
  });

  it('keeps signs, separators and letters', () => {
    expect(toBengaliDigits(-12.5)).toBe('-১২.৫');
    expect(toBengaliDigits('2/7 অধ্যায়')).toBe('২/৭ অধ্যায়');
  });

  it('leaves Bengali digits alone', () => {
    expect(toBengaliDigits('৫০')).toBe('৫০');
  });
});

describe('formatNumber', () => {
  it('uses Bengali digits', () => {
    expect(formatNumber(0)).toBe('০');
    expect(formatNumber(42)).toBe('৪২');
  });

  it('groups in lakhs as bn-BD does', () => {
    expect(formatNumber(1234567)).toBe('১২,৩৪,৫৬৭');
  });

  it('keeps at most two decimals', () => {
    expect(formatNumber(3.14159)).toBe('৩.১৪');
  });

  it('writes every whole number below 1,000 as bn-BD formatting does', () => {
    const intl = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 });
    for (let n = 0; n < 1000; n += 1) expect(formatNumber(n)).toBe(toBengaliDigits(intl.format(n)));
    expect(formatNumber(1000)).toBe('১,০০০');
  });

  it('never returns ASCII digits', () => {
    for (const n of [1, 99, 1000, 0.5, -7]) expect(formatNumber(n)).not.toMatch(/[0-9]/);
  });
});

describe('formatPercent', () => {
  it('takes percent points, not a ratio', () => {
    expect(formatPercent(0)).toBe('০%');
    expect(formatPercent(50)).toBe('৫০%');
    expect(formatPercent(100)).toBe('১০০%');
  });

  it('rounds to whole percents', () => {
    expect(formatPercent(33.333)).toBe('৩৩%');
    expect(formatPercent(66.6)).toBe('৬৭%');
    // Half a point rounds up, as read (14.5 / 100 as a ratio would be 0.14499… and give 14).
    expect(formatPercent(14.5)).toBe('১৫%');
  });

  it('groups a large figure', () => {
    expect(formatPercent(1234.4)).toBe('১,২৩৪%');
  });
});

describe('builtOnce', () => {
  it('builds on the first call, not before, and only once', () => {
    let builds = 0;
    const format = builtOnce(() => {
      builds += 1;
      return { builds };
    });
    expect(builds).toBe(0);
    expect(format()).toBe(format());
    expect(builds).toBe(1);
  });
});

describe('classOrdinal', () => {
  const ordinals = ['প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম', 'ষষ্ঠ', 'সপ্তম', 'অষ্টম', 'নবম', 'দশম', 'একাদশ', 'দ্বাদশ'];

  it.each(ordinals.map((ordinal, i) => [i + 1, ordinal] as const))('class %i is %s', (classNo, ordinal) => {
    expect(classOrdinal(classNo)).toBe(ordinal);
    expect(classOrdinal(String(classNo))).toBe(ordinal);
  });

  it('reads the usual ways a class is written', () => {
    expect(classOrdinal(' 9 ')).toBe('নবম');
    expect(classOrdinal('Class 6')).toBe('ষষ্ঠ');
    expect(classOrdinal('class10')).toBe('দশম');
    expect(classOrdinal('7th')).toBe('সপ্তম');
    expect(classOrdinal('৮')).toBe('অষ্টম');
    expect(classOrdinal('১০')).toBe('দশম');
  });

  it('returns a value already in Bengali words as it is', () => {
    expect(classOrdinal('নবম')).toBe('নবম');
    expect(classOrdinal('অষ্টম শ্রেণী')).toBe('অষ্টম শ্রেণী');
  });

  it('defaults to class 8 when empty or unknown', () => {
    for (const value of [null, undefined, '', '   ', 0, 13, -3, 8.5, Number.NaN, 'abc', '8.5', '-3', '100']) {
      expect(classOrdinal(value)).toBe('অষ্টম');
    }
  });
});
