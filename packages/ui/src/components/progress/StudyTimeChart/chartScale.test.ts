import { describe, expect, it } from 'vitest';
import { axisFor, barShare, lastDays, shiftDay } from './chartScale';

describe('shiftDay', () => {
  it('moves across month and year ends', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('lastDays', () => {
  it('gives 14 days ending today, oldest first, with missing days as 0', () => {
    const days = lastDays(
      [
        { date: '2026-11-22', minutes: 25 },
        { date: '2026-11-10', minutes: 40 },
      ],
      '2026-11-22',
    );
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-11-09', minutes: 0 });
    expect(days[1]).toEqual({ date: '2026-11-10', minutes: 40 });
    expect(days[13]).toEqual({ date: '2026-11-22', minutes: 25 });
  });

  it('drops days outside the window, adds up duplicates and rounds; negatives count as 0', () => {
    const days = lastDays(
      [
        { date: '2026-11-01', minutes: 90 },
        { date: '2026-11-20', minutes: 10.4 },
        { date: '2026-11-20', minutes: 5 },
        { date: '2026-11-21', minutes: -3 },
        { date: '2026-11-22', minutes: Number.NaN },
      ],
      '2026-11-22',
    );
    expect(days.reduce((sum, day) => sum + day.minutes, 0)).toBe(15);
    expect(days.find((day) => day.date === '2026-11-20')?.minutes).toBe(15);
  });
});

describe('axisFor', () => {
  it('rounds the top up to whole steps, at most four lines', () => {
    expect(axisFor(47)).toEqual({ top: 60, ticks: [0, 15, 30, 45, 60] });
    expect(axisFor(20)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(axisFor(61)).toEqual({ top: 90, ticks: [0, 30, 60, 90] });
    expect(axisFor(200)).toEqual({ top: 240, ticks: [0, 60, 120, 180, 240] });
  });

  it('gives a chart with no minutes an axis of half an hour', () => {
    expect(axisFor(0)).toEqual({ top: 30, ticks: [0, 15, 30] });
  });

  it('goes past the step list for very long days', () => {
    const { top, ticks } = axisFor(2000);
    expect(top).toBeGreaterThanOrEqual(2000);
    expect(ticks.length).toBeLessThanOrEqual(5);
  });
});

describe('barShare', () => {
  it('is the share of the top, with a visible sliver for a short day', () => {
    expect(barShare(30, 60)).toBe(0.5);
    expect(barShare(0, 60)).toBe(0);
    expect(barShare(0.5, 600)).toBe(0.02);
    expect(barShare(90, 60)).toBe(1);
  });
});
