/**
 * Clamps a percent to 0-100 and rounds it to a whole number, the value a progress bar shows
 * and announces. NaN (from a 0/0 division) counts as 0.
 */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}
