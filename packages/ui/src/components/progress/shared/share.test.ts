import { describe, expect, it } from 'vitest';
import { shareOf } from './share';

describe('shareOf', () => {
  it('is the percent done', () => {
    expect(shareOf(3, 12)).toBe(25);
    expect(shareOf(12, 12)).toBe(100);
  });

  it('is 0 with nothing to do or nothing done, and stays within 0-100', () => {
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(4, 0)).toBe(0);
    expect(shareOf(-1, 10)).toBe(0);
    expect(shareOf(15, 10)).toBe(100);
    expect(shareOf(Number.NaN, 10)).toBe(0);
  });
});
