import { describe, expect, it } from 'vitest';
import { askMessages } from '../../i18n/areas/ask';
import { subjectsMessages } from '../../i18n/areas/subjects';
import { askChapterTitle, engagementLevel, formatMessageTime } from './askPage';

describe('askChapterTitle', () => {
  it('maps ch1-ch5 (or their numbers) to the spec’s names and the rest to অধ্যায়', () => {
    expect(askChapterTitle('ch1', askMessages, subjectsMessages)).toBe('বীজগণিত');
    expect(askChapterTitle('CH2', askMessages, subjectsMessages)).toBe('জ্যামিতি');
    expect(askChapterTitle(3, askMessages, subjectsMessages)).toBe('পরিসংখ্যান');
    expect(askChapterTitle('4', askMessages, subjectsMessages)).toBe('সম্ভাবনা');
    expect(askChapterTitle('ch5', askMessages, subjectsMessages)).toBe('বাস্তব সংখ্যা');
    expect(askChapterTitle('ch6', askMessages, subjectsMessages)).toBe('অধ্যায়');
    expect(askChapterTitle('abc', askMessages, subjectsMessages)).toBe('অধ্যায়');
    expect(askChapterTitle(undefined, askMessages, subjectsMessages)).toBe('অধ্যায়');
  });
});

describe('engagementLevel', () => {
  it('keeps the three known levels and reads anything else as low', () => {
    expect(engagementLevel('highly_engaged')).toBe('highly_engaged');
    expect(engagementLevel('engaged')).toBe('engaged');
    expect(engagementLevel('basic')).toBe('basic');
    expect(engagementLevel('low')).toBe('low');
    expect(engagementLevel('bored')).toBe('low');
  });
});

describe('formatMessageTime', () => {
  it('shows Bangladesh time in Bengali digits on the 24-hour clock', () => {
    expect(formatMessageTime('2026-03-10T09:05:00.000Z')).toBe('১৫:০৫');
    expect(formatMessageTime('not a date')).toBe('');
  });
});
