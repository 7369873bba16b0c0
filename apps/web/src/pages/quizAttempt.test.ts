import { quizAttemptRequestSchema } from '@study/contract';
import type { QuizResult } from '@study/ui';
import { describe, expect, it } from 'vitest';
import { attemptFromResult } from './quizAttempt';

const result: QuizResult = {
  total: 3,
  correct: 1,
  score: 33,
  highestStreak: 1,
  averageTimeMs: 12_000,
  totalTimeMs: 36_400.6,
  answers: [
    { questionId: 211, optionId: 2112, correct: true, expired: false, timeSpentMs: 8_000.4 },
    { questionId: 212, optionId: 2122, correct: false, expired: false, timeSpentMs: 13_400 },
    { questionId: 213, optionId: null, correct: false, expired: true, timeSpentMs: 15_000.2 },
  ],
};

describe('attemptFromResult', () => {
  it('sends the answers with whole milliseconds and an expired question as null', () => {
    const attempt = attemptFromResult(result, Date.parse('2026-11-22T10:00:00.000Z'));
    expect(attempt.answers).toEqual([
      { questionId: 211, optionId: 2112, timeSpentMs: 8_000 },
      { questionId: 212, optionId: 2122, timeSpentMs: 13_400 },
      { questionId: 213, optionId: null, timeSpentMs: 15_000 },
    ]);
  });

  it('dates the start from the time spent, and passes the contract', () => {
    const attempt = attemptFromResult(result, Date.parse('2026-11-22T10:00:00.000Z'));
    expect(attempt.startedAt).toBe('2026-11-22T09:59:23.599Z');
    expect(attempt.durationSeconds).toBe(36);
    expect(quizAttemptRequestSchema.safeParse(attempt).success).toBe(true);
  });
});
