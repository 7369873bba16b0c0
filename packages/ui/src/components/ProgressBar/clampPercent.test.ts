import { describe, expect, it } from 'vitest';
import { clampPercent } from './clampPercent';

describe('clampPercent', () => {
  it('keeps values inside 0-100', () => {
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent(50)).toBe(50);
    expect(clampPercent(100)).toBe(100);
  });

  it('clamps values outside the range', () => {
    expect(clampPercent(-20)).toBe(0);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(100);
    expect(clampPercent(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('rounds to whole percents', () => {
    expect(clampPercent(33.4)).toBe(33);
    expect(clampPercent(66.6)).toBe(67);
  });

  it('treats NaN as 0', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
