import { describe, expect, it } from 'vitest';
import { answerGraceMs, attemptMessages, boundTimeSpent, isPastDeadline, scoreAttempt } from './scoring';
import type { StoredQuestion } from './scoring';

const questions: StoredQuestion[] = [
  { id: 1, optionIds: [11, 12, 13], correctOptionIds: [12] },
  { id: 2, optionIds: [21, 22], correctOptionIds: [21] },
  { id: 3, optionIds: [31, 32, 33, 34], correctOptionIds: [34] },
];
const answer = (questionId: number, optionId: number | null, timeSpentMs = 100) => ({
  questionId,
  optionId,
  timeSpentMs,
});

describe('scoreAttempt', () => {
  it('counts an answer correct only when the stored option is correct', () => {
    expect(scoreAttempt(questions, [answer(1, 12), answer(2, 22), answer(3, 34)])).toEqual({
      ok: true,
      correct: 2,
      total: 3,
      score: 67,
      answers: [
        { questionId: 1, optionId: 12, correct: true, timeSpentMs: 100 },
        { questionId: 2, optionId: 22, correct: false, timeSpentMs: 100 },
        { questionId: 3, optionId: 34, correct: true, timeSpentMs: 100 },
      ],
    });
  });

  it('scores unanswered and timed-out questions as wrong, in the quiz order', () => {
    const outcome = scoreAttempt(questions, [answer(3, 34, 900), answer(1, null, 30_000)]);
    expect(outcome).toMatchObject({ ok: true, correct: 1, total: 3, score: 33 });
    expect(outcome.ok && outcome.answers).toEqual([
      { questionId: 1, optionId: null, correct: false, timeSpentMs: 30_000 },
      { questionId: 2, optionId: null, correct: false, timeSpentMs: 0 },
      { questionId: 3, optionId: 34, correct: true, timeSpentMs: 900 },
    ]);
  });

  it('rounds the percent half up', () => {
    const eight = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      optionIds: [100 + i, 200 + i],
      correctOptionIds: [100 + i],
    }));
    expect(scoreAttempt(eight, [answer(1, 100)])).toMatchObject({ score: 13 }); // 12.5
    expect(scoreAttempt(eight, [answer(1, 100), answer(2, 101), answer(3, 102)])).toMatchObject({ score: 38 }); // 37.5
  });

  it('refuses questions of another quiz, repeated questions and options of another question', () => {
    expect(scoreAttempt(questions, [answer(1, 12), answer(9, 91)])).toEqual({
      ok: false,
      problems: [{ field: 'answers.1.questionId', message: attemptMessages.foreignQuestion }],
    });
    expect(scoreAttempt(questions, [answer(2, 21), answer(2, 22)])).toEqual({
      ok: false,
      problems: [{ field: 'answers.1.questionId', message: attemptMessages.duplicateQuestion }],
    });
    expect(scoreAttempt(questions, [answer(1, 21)])).toEqual({
      ok: false,
      problems: [{ field: 'answers.0.optionId', message: attemptMessages.foreignOption }],
    });
  });

  it('scores an empty quiz 0 rather than dividing by zero', () => {
    expect(scoreAttempt([], [])).toMatchObject({ ok: true, correct: 0, total: 0, score: 0 });
  });
});

describe('boundTimeSpent', () => {
  const start = new Date('2026-01-01T10:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it("keeps the client's measure when the server's clock allows it", () => {
    expect(boundTimeSpent(4_200, start, at(5_000))).toBe(4_200);
  });

  it('cuts a claim down to the time since the previous answer, and never below 0', () => {
    expect(boundTimeSpent(3_600_000, start, at(5_000))).toBe(5_000);
    expect(boundTimeSpent(10, start, at(-50))).toBe(0);
  });
});

describe('isPastDeadline', () => {
  const expiresAt = new Date('2026-01-01T10:10:00Z');
  it('allows the grace after the time limit for answers on their way, then refuses', () => {
    expect(isPastDeadline(expiresAt, new Date(expiresAt.getTime() + answerGraceMs))).toBe(false);
    expect(isPastDeadline(expiresAt, new Date(expiresAt.getTime() + answerGraceMs + 1))).toBe(true);
  });
});
