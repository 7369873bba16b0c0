import { describe, expect, it } from 'vitest';
import { dhakaDay } from '../tutor/usage';
import type { BadgeFacts } from './rules';
import {
  MAX_DAY_STUDY_SECONDS,
  MAX_STORED_SESSION_SECONDS,
  addDays,
  badgeProgress,
  computeStreak,
  earnedBadgeIds,
  lastDays,
  studySecondsToAdd,
} from './rules';

describe('calendar days', () => {
  it('moves across month and year ends and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(lastDays('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('puts an instant on its Asia/Dhaka day (UTC+6): 17:59 and 18:00 UTC are two days there', () => {
    expect(dhakaDay(new Date('2026-11-25T17:59:59Z'))).toBe('2026-11-25');
    expect(dhakaDay(new Date('2026-11-25T18:00:00Z'))).toBe('2026-11-26');
  });
});

describe('computeStreak', () => {
  it('is zero with nothing counted', () => {
    expect(computeStreak([], '2026-11-26')).toEqual({ current: 0, longest: 0, todayCounted: false, lastDay: null });
  });

  it('counts consecutive days up to today, once per day', () => {
    const streak = computeStreak(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-26'], '2026-11-26');
    expect(streak).toEqual({ current: 3, longest: 3, todayCounted: true, lastDay: '2026-11-26' });
  });

  it('keeps a streak that ended yesterday alive (today can still count), not yet counting today', () => {
    expect(computeStreak(['2026-11-24', '2026-11-25'], '2026-11-26')).toMatchObject({
      current: 2,
      todayCounted: false,
    });
  });

  it('ends the current streak after a whole day without study, keeping the longest', () => {
    const streak = computeStreak(['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-24'], '2026-11-26');
    expect(streak).toMatchObject({ current: 0, longest: 4, lastDay: '2026-11-24' });
  });

  it('counts study on both sides of midnight in Dhaka as two days, and two UTC days inside one Dhaka day as one', () => {
    // 23:30 and 00:30 in Dhaka: the same UTC day, two Dhaka days.
    const acrossDhakaMidnight = [new Date('2026-11-25T17:30:00Z'), new Date('2026-11-25T18:30:00Z')].map((at) =>
      dhakaDay(at),
    );
    expect(computeStreak(acrossDhakaMidnight, '2026-11-26')).toMatchObject({
      current: 2,
      longest: 2,
      todayCounted: true,
    });
    // 01:00 and 23:00 in Dhaka on the 26th: two UTC days (25th 19:00 and 26th 17:00), one Dhaka day.
    const oneDhakaDay = [new Date('2026-11-25T19:00:00Z'), new Date('2026-11-26T17:00:00Z')].map((at) => dhakaDay(at));
    expect(computeStreak(oneDhakaDay, '2026-11-26')).toMatchObject({ current: 1, longest: 1 });
  });

  it('ignores days after today', () => {
    expect(computeStreak(['2026-11-26', '2026-11-27'], '2026-11-26')).toMatchObject({
      current: 1,
      lastDay: '2026-11-26',
    });
  });
});

const none: BadgeFacts = {
  topicsCompleted: 0,
  chaptersCompleted: 0,
  bestQuizScore: null,
  longestStreak: 0,
  subjectsCompleted: 0,
  tutorQuestions: 0,
  certificates: 0,
};

describe('badges', () => {
  it('earns nothing from nothing, and shows how far along each locked badge is', () => {
    expect(earnedBadgeIds(none)).toEqual([]);
    const progress = badgeProgress({ ...none, longestStreak: 2, tutorQuestions: 4 });
    expect(progress.find((b) => b.id === 'streak-7')).toEqual({ id: 'streak-7', current: 2, goal: 7, earned: false });
    expect(progress.find((b) => b.id === 'tutor-10')).toMatchObject({ current: 4, goal: 10, earned: false });
  });

  it('earns each badge at its threshold and not one step below', () => {
    const cases: [Partial<BadgeFacts>, Partial<BadgeFacts>, string][] = [
      [{ topicsCompleted: 0 }, { topicsCompleted: 1 }, 'first-topic'],
      [{ chaptersCompleted: 0 }, { chaptersCompleted: 1 }, 'first-chapter'],
      [{ bestQuizScore: 79 }, { bestQuizScore: 80 }, 'first-quiz-80'],
      [{ longestStreak: 2 }, { longestStreak: 3 }, 'streak-3'],
      [{ longestStreak: 6 }, { longestStreak: 7 }, 'streak-7'],
      [{ longestStreak: 29 }, { longestStreak: 30 }, 'streak-30'],
      [{ subjectsCompleted: 0 }, { subjectsCompleted: 1 }, 'subject-complete'],
      [{ tutorQuestions: 9 }, { tutorQuestions: 10 }, 'tutor-10'],
      [{ certificates: 0 }, { certificates: 1 }, 'first-certificate'],
    ];
    for (const [below, at, id] of cases) {
      expect(earnedBadgeIds({ ...none, ...below }), id).not.toContain(id);
      expect(earnedBadgeIds({ ...none, ...at }), id).toContain(id);
    }
  });

  it('caps the shown progress at the goal', () => {
    expect(badgeProgress({ ...none, longestStreak: 12 }).find((b) => b.id === 'streak-7')).toMatchObject({
      current: 7,
      earned: true,
    });
  });
});

describe('studySecondsToAdd', () => {
  const none = { reported: 0, sessionToday: 0, studentToday: 0 };
  it('adds what a running total goes beyond the last one, and nothing for a retry', () => {
    expect(studySecondsToAdd(600, none)).toBe(600);
    expect(studySecondsToAdd(900, { ...none, reported: 600, sessionToday: 600 })).toBe(300);
    expect(studySecondsToAdd(600, { ...none, reported: 600 })).toBe(0);
    expect(studySecondsToAdd(300, { ...none, reported: 600 })).toBe(0);
  });
  it("caps a session's day and the student's day", () => {
    expect(studySecondsToAdd(86_400, none)).toBe(MAX_STORED_SESSION_SECONDS);
    expect(studySecondsToAdd(3_000, { ...none, reported: 1_000, sessionToday: MAX_STORED_SESSION_SECONDS - 500 })).toBe(
      500,
    );
    expect(studySecondsToAdd(3_000, { ...none, studentToday: MAX_DAY_STUDY_SECONDS - 100 })).toBe(100);
    expect(studySecondsToAdd(3_000, { ...none, studentToday: MAX_DAY_STUDY_SECONDS })).toBe(0);
  });
});
