import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../../../i18n/messages';
import { graphemeEnds, runTypewriter, typedText } from './typewriter';

describe('typedText', () => {
  it('shows whole letters only: a vowel sign appears together with its consonant', () => {
    // 'কি' is ক + ি (two characters, one letter); the pre-base ি must not jump in later.
    expect(typedText('কিছু', 1)).toBe('');
    expect(typedText('কিছু', 2)).toBe('কি');
    expect(typedText('কিছু', 3)).toBe('কি');
    expect(typedText('কিছু', 4)).toBe('কিছু');
  });

  it('shows nothing before the first character and the whole text at or past its length', () => {
    expect(typedText('পড়া', 0)).toBe('');
    expect(typedText('পড়া', 99)).toBe('পড়া');
  });

  it('works for Latin text too', () => {
    expect(typedText('abc', 2)).toBe('ab');
  });
});

describe('graphemeEnds', () => {
  it('ends at the text length', () => {
    const text = 'শিক্ষক';
    expect(graphemeEnds(text).at(-1)).toBe(text.length);
  });
});

describe('the landing headline', () => {
  it('is 56 characters long, as the spec times it (100 ms each, 5.6 s in all)', () => {
    expect(bn.landingHeadline).toHaveLength(56);
  });
});

describe('runTypewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('types one character per interval and stops at the end', () => {
    const onType = vi.fn();
    runTypewriter({ length: 56, msPerChar: 100, onType });
    vi.advanceTimersByTime(99);
    expect(onType).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onType).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(2_800);
    expect(onType).toHaveBeenLastCalledWith(29);
    vi.advanceTimersByTime(2_800);
    expect(onType).toHaveBeenLastCalledWith(56);
    vi.advanceTimersByTime(10_000);
    expect(onType).toHaveBeenCalledTimes(56);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when cancelled', () => {
    const onType = vi.fn();
    const cancel = runTypewriter({ length: 10, msPerChar: 100, onType });
    vi.advanceTimersByTime(300);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(onType).toHaveBeenCalledTimes(3);
  });

  it('schedules nothing for an empty text', () => {
    const onType = vi.fn();
    runTypewriter({ length: 0, msPerChar: 100, onType });
    expect(vi.getTimerCount()).toBe(0);
  });
});
