/** Minutes studied on one Asia/Dhaka calendar day ('2026-11-22'). */
export interface StudyDay {
  date: string;
  minutes: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The calendar day `offset` days from `date` (both 'YYYY-MM-DD'), without time-zone drift. */
export function shiftDay(date: string, offset: number): string {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d) + offset * dayMs).toISOString().slice(0, 10);
}

/**
 * The `count` days ending on `today`, oldest first, each with its whole minutes: a day the server
 * did not send is 0, minutes are rounded, negative or invalid values count as 0, and two entries
 * for one day are added up.
 */
export function lastDays(days: readonly StudyDay[], today: string, count = 14): StudyDay[] {
  const byDate = new Map<string, number>();
  for (const { date, minutes } of days) {
    const value = Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
    byDate.set(date, (byDate.get(date) ?? 0) + value);
  }
  return Array.from({ length: count }, (_, index) => {
    const date = shiftDay(today, index - count + 1);
    return { date, minutes: Math.round(byDate.get(date) ?? 0) };
  });
}

/** Steps the y axis may use, in minutes: a line every 5, 10, 15, 30 minutes or 1, 2, 3, 4, 6 hours. */
const steps = [5, 10, 15, 30, 60, 120, 180, 240, 360];

/**
 * The y axis for the largest day: a top that is a whole number of steps (at most 4 lines), so
 * the lines read as round numbers. An empty chart still gets an axis (0-30 minutes).
 */
export function axisFor(maxMinutes: number): { top: number; ticks: number[] } {
  const max = Number.isFinite(maxMinutes) && maxMinutes > 0 ? maxMinutes : 0;
  if (max === 0) return { top: 30, ticks: [0, 15, 30] };
  const step = steps.find((candidate) => max <= candidate * 4) ?? Math.ceil(max / 4 / 60) * 60;
  const lines = Math.max(1, Math.ceil(max / step));
  return { top: lines * step, ticks: Array.from({ length: lines + 1 }, (_, index) => index * step) };
}

/** A bar's height as a share of the plot, 0-1; a day with any minutes shows at least a sliver. */
export function barShare(minutes: number, top: number): number {
  if (minutes <= 0 || top <= 0) return 0;
  return Math.max(0.02, Math.min(1, minutes / top));
}
