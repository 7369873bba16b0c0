import type { BadgeId, Streak } from '@study/contract';

// Issue 19's rules as plain functions: the daily streak on Asia/Dhaka calendar days, the badges
// and when a chapter gives a certificate. The service (progress-service.ts) gathers the facts
// from the database and stores what these decide.

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) moved by `delta` calendar days. */
export function addDays(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/**
 * Current and longest run of consecutive counted days. A run still going includes today when
 * today is counted, or ends yesterday when today is not counted yet (the student can still keep
 * it today); a gap of a whole day ends it. Days after `today` (a clock moved back) are ignored.
 */
export function computeStreak(countedDays: Iterable<string>, today: string): Streak {
  const days = [...new Set(countedDays)].filter((day) => day <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const lastDay = days.at(-1) ?? null;
  const todayCounted = lastDay === today;
  const alive = todayCounted || lastDay === addDays(today, -1);
  return { current: alive ? run : 0, longest, todayCounted, lastDay };
}

/** What the badges are decided on; every figure is the student's own. */
export interface BadgeFacts {
  topicsCompleted: number;
  chaptersCompleted: number;
  /** Best score of a finished quiz attempt, or null. */
  bestQuizScore: number | null;
  longestStreak: number;
  /** Subjects with at least one written chapter, all of whose written chapters are completed. */
  subjectsCompleted: number;
  /** Questions asked to the tutor. */
  tutorQuestions: number;
  certificates: number;
}

interface BadgeRule {
  goal: number;
  current: (facts: BadgeFacts) => number;
}

/** Every badge: its goal and how far along the student is. Earned when `current` reaches `goal`. */
export const badgeRules: Record<BadgeId, BadgeRule> = {
  'first-topic': { goal: 1, current: (f) => f.topicsCompleted },
  'first-chapter': { goal: 1, current: (f) => f.chaptersCompleted },
  'first-quiz-80': { goal: 1, current: (f) => (f.bestQuizScore !== null && f.bestQuizScore >= 80 ? 1 : 0) },
  'streak-3': { goal: 3, current: (f) => f.longestStreak },
  'streak-7': { goal: 7, current: (f) => f.longestStreak },
  'streak-30': { goal: 30, current: (f) => f.longestStreak },
  'subject-complete': { goal: 1, current: (f) => f.subjectsCompleted },
  'tutor-10': { goal: 10, current: (f) => f.tutorQuestions },
  'first-certificate': { goal: 1, current: (f) => f.certificates },
};

export interface BadgeProgress {
  id: BadgeId;
  current: number;
  goal: number;
  earned: boolean;
}

/** Each badge's progress, in the order of `badgeRules`. */
export function badgeProgress(facts: BadgeFacts): BadgeProgress[] {
  return (Object.entries(badgeRules) as [BadgeId, BadgeRule][]).map(([id, rule]) => {
    const current = Math.max(0, rule.current(facts));
    return { id, current: Math.min(current, rule.goal), goal: rule.goal, earned: current >= rule.goal };
  });
}

/** The badges the facts earn. */
export function earnedBadgeIds(facts: BadgeFacts): BadgeId[] {
  return badgeProgress(facts)
    .filter((badge) => badge.earned)
    .map((badge) => badge.id);
}

/** Longest one study session counts on one day, whatever the client says: a four-hour sitting. */
export const MAX_STORED_SESSION_SECONDS = 4 * 60 * 60;

/** Most study time a student's day can hold, all sessions together (the rest of the day is sleep and school). */
export const MAX_DAY_STUDY_SECONDS = 16 * 60 * 60;

export interface StoredStudyTime {
  /** The session's largest running total reported before. */
  reported: number;
  /** The session's seconds already stored on today's row. */
  sessionToday: number;
  /** The student's seconds stored today, every session. */
  studentToday: number;
}

/**
 * The seconds a running total of `reported` adds: what goes beyond the session's last total (so a
 * retry adds nothing), within the session's and the student's room left today.
 */
export function studySecondsToAdd(reported: number, stored: StoredStudyTime): number {
  const fresh = Math.floor(reported) - stored.reported;
  const room = Math.min(MAX_STORED_SESSION_SECONDS - stored.sessionToday, MAX_DAY_STUDY_SECONDS - stored.studentToday);
  return Math.max(0, Math.min(fresh, room));
}
