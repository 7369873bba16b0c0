import { describe, expect, it } from 'vitest';
import { shouldAutoScroll } from './autoScroll';

describe('shouldAutoScroll', () => {
  it('follows when at the bottom', () => {
    expect(shouldAutoScroll(500, 1000, 500, 48)).toBe(true);
  });
  it('follows within the threshold', () => {
    expect(shouldAutoScroll(460, 1000, 500, 48)).toBe(true);
    expect(shouldAutoScroll(452, 1000, 500, 48)).toBe(true);
  });
  it('stops when scrolled up beyond the threshold', () => {
    expect(shouldAutoScroll(451, 1000, 500, 48)).toBe(false);
    expect(shouldAutoScroll(0, 1000, 500, 48)).toBe(false);
  });
  it('follows when the content fits', () => {
    expect(shouldAutoScroll(0, 300, 500, 48)).toBe(true);
  });
});
