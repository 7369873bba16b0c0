import { describe, expect, it } from 'vitest';
import { formatDate, formatShortDate, isoDateTime } from './date';

describe('formatDate', () => {
  it('writes a day in Bengali with Bengali digits', () => {
    expect(formatDate('2026-11-22')).toBe('২২ নভেম্বর, ২০২৬');
  });

  it('uses the Dhaka calendar: 20:00 UTC is already the next day in Dhaka', () => {
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('২২ নভেম্বর, ২০২৬');
    expect(formatDate('2026-11-21T17:59:00Z')).toBe('২১ নভেম্বর, ২০২৬');
  });

  it('gives empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(isoDateTime('nope')).toBeUndefined();
  });
});

describe('formatShortDate', () => {
  it('gives the day and a short month', () => {
    expect(formatShortDate('2026-11-09')).toMatch(/^৯ নভে/);
  });
});

describe('isoDateTime', () => {
  it('keeps a calendar day as it is and writes an instant in ISO', () => {
    expect(isoDateTime('2026-11-22')).toBe('2026-11-22');
    expect(isoDateTime('2026-11-22T10:00:00+06:00')).toBe('2026-11-22T04:00:00.000Z');
  });
});
