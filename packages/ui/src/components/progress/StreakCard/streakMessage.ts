/** What the streak card says under the numbers; each maps to one catalogue string. */
export const streakMessages = ['startFresh', 'todayPending', 'firstDay', 'newRecord', 'todayDone'] as const;
export type StreakMessage = (typeof streakMessages)[number];

export interface StreakInput {
  /** Days in a row, ending today or yesterday (Asia/Dhaka days), as the server counts them. */
  current: number;
  longest: number;
  /** Whether today already counts (a topic finished or a quiz taken today). */
  todayCounted: boolean;
}

/**
 * The encouraging line for a streak, never a scolding one:
 * - no streak running: invite a fresh start (whether or not there was one before);
 * - a streak running but today not yet counted: a gentle reminder of what counts;
 * - today counted: first day, a new record, or plain praise.
 */
export function streakMessage({ current, longest, todayCounted }: StreakInput): StreakMessage {
  if (current <= 0) return 'startFresh';
  if (!todayCounted) return 'todayPending';
  if (current === 1) return 'firstDay';
  if (current >= longest) return 'newRecord';
  return 'todayDone';
}
