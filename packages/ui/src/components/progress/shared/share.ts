/**
 * Percent of `done` out of `total`, 0-100, for progress bars: 0 when there is nothing to do,
 * never above 100 (a count sent before the total catches up), never negative.
 */
export function shareOf(done: number, total: number): number {
  if (!Number.isFinite(done) || !Number.isFinite(total) || total <= 0 || done <= 0) return 0;
  return Math.min(100, (done / total) * 100);
}
