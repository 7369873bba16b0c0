import { describe, expect, it } from 'vitest';
import { commonMessages } from './areas/common';
import { relativeTimeLabel } from './relativeTime';

// Noon UTC is evening in Dhaka and still the same calendar day in every time zone from
// UTC-11 to UTC+11, so the date labels do not depend on the machine's zone.
const now = new Date('2026-03-12T12:00:00Z');
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const hoursBefore = (hours: number) => minutesBefore(hours * 60);
const daysBefore = (days: number) => hoursBefore(days * 24);

describe('relativeTimeLabel', () => {
  it('says এইমাত্র under an hour', () => {
    expect(relativeTimeLabel(now, now, commonMessages)).toBe('এইমাত্র');
    expect(relativeTimeLabel(minutesBefore(59), now, commonMessages)).toBe('এইমাত্র');
    expect(relativeTimeLabel(new Date(now.getTime() - 3_599_999), now, commonMessages)).toBe('এইমাত্র');
  });

  it('counts whole hours in Bengali digits from one hour to under a day', () => {
    expect(relativeTimeLabel(hoursBefore(1), now, commonMessages)).toBe('১ ঘণ্টা আগে');
    expect(relativeTimeLabel(minutesBefore(150), now, commonMessages)).toBe('২ ঘণ্টা আগে');
    expect(relativeTimeLabel(minutesBefore(23 * 60 + 59), now, commonMessages)).toBe('২৩ ঘণ্টা আগে');
  });

  it('says গতকাল from 24 to under 48 hours', () => {
    expect(relativeTimeLabel(hoursBefore(24), now, commonMessages)).toBe('গতকাল');
    expect(relativeTimeLabel(hoursBefore(47), now, commonMessages)).toBe('গতকাল');
  });

  it('counts days from two to six', () => {
    expect(relativeTimeLabel(hoursBefore(48), now, commonMessages)).toBe('২ দিন আগে');
    expect(relativeTimeLabel(daysBefore(6), now, commonMessages)).toBe('৬ দিন আগে');
    expect(relativeTimeLabel(hoursBefore(7 * 24 - 1), now, commonMessages)).toBe('৬ দিন আগে');
  });

  it('gives a Bengali date from seven days on', () => {
    expect(relativeTimeLabel(daysBefore(7), now, commonMessages)).toBe('৫ মার্চ, ২০২৬');
    expect(relativeTimeLabel(new Date('2025-12-25T12:00:00Z'), now, commonMessages)).toBe('২৫ ডিসেম্বর, ২০২৫');
  });

  it('treats a future date, from a clock running behind, as এইমাত্র', () => {
    expect(relativeTimeLabel(hoursBefore(-3), now, commonMessages)).toBe('এইমাত্র');
    expect(relativeTimeLabel(daysBefore(-30), now, commonMessages)).toBe('এইমাত্র');
  });

  it('reads ISO strings and epoch milliseconds as the API and Date.now() give them', () => {
    expect(relativeTimeLabel('2026-03-12T09:00:00Z', now.getTime(), commonMessages)).toBe('৩ ঘণ্টা আগে');
    expect(relativeTimeLabel(daysBefore(3).getTime(), now, commonMessages)).toBe('৩ দিন আগে');
  });

  it('gives an empty label for an unreadable date instead of throwing', () => {
    expect(relativeTimeLabel('not a date', now, commonMessages)).toBe('');
  });
});
