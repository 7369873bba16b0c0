import { describe, expect, it } from 'vitest';
import { formatQuizDuration, formatSeconds, splitOption } from './quizFormat';

describe('splitOption', () => {
  it('takes the letter of a lettered option from its first character', () => {
    expect(splitOption('ক) ৪৮ টাকা', 0)).toEqual({ letter: 'ক', text: '৪৮ টাকা' });
    expect(splitOption('A) 48 taka', 0)).toEqual({ letter: 'A', text: '48 taka' });
    expect(splitOption('খ. বারো', 1)).toEqual({ letter: 'খ', text: 'বারো' });
  });

  it('letters other options ক, খ, গ, ঘ by position', () => {
    expect(splitOption('১২০ টাকা', 0)).toEqual({ letter: 'ক', text: '১২০ টাকা' });
    expect(splitOption('২.৫ মিটার', 3)).toEqual({ letter: 'ঘ', text: '২.৫ মিটার' });
    expect(splitOption('$\\frac{3}{4}$', 2)).toEqual({ letter: 'গ', text: '$\\frac{3}{4}$' });
  });
});

describe('formatQuizDuration', () => {
  it('shows seconds under a minute and minutes:seconds from a minute', () => {
    expect(formatSeconds(25)).toBe('২৫ সেকেন্ড');
    expect(formatQuizDuration(0)).toBe('০ সেকেন্ড');
    expect(formatQuizDuration(12_400)).toBe('১২ সেকেন্ড');
    expect(formatQuizDuration(59_400)).toBe('৫৯ সেকেন্ড');
    expect(formatQuizDuration(59_600)).toBe('১:০০ মিনিট');
    expect(formatQuizDuration(65_000)).toBe('১:০৫ মিনিট');
    expect(formatQuizDuration(754_000)).toBe('১২:৩৪ মিনিট');
  });
});
