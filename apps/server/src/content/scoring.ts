/** A question as stored: its options, and which of them are correct. */
export interface StoredQuestion {
  id: number;
  optionIds: number[];
  correctOptionIds: number[];
}

/** One question of an attempt as the server scored it (saved in quiz_attempts.answers). */
export interface ScoredAnswer {
  questionId: number;
  optionId: number | null;
  correct: boolean;
  timeSpentMs: number;
}

export type ScoreOutcome =
  | { ok: true; correct: number; total: number; score: number; answers: ScoredAnswer[] }
  | { ok: false; problems: { field: string; message: string }[] };

/** An answer as given: to which question, which option (null: none in time), after how long. */
export interface GivenAnswer {
  questionId: number;
  optionId: number | null;
  timeSpentMs: number;
}

export const attemptMessages = {
  foreignQuestion: 'উত্তরের একটি প্রশ্ন এই কুইজের নয়',
  duplicateQuestion: 'একই প্রশ্নের উত্তর একাধিকবার পাঠানো হয়েছে',
  foreignOption: 'উত্তরের বিকল্পটি এই প্রশ্নের নয়',
  alreadyAnswered: 'এই প্রশ্নের উত্তর আগেই দেওয়া হয়েছে',
  attemptFinished: 'এই কুইজটি আগেই শেষ হয়েছে',
} as const;

/**
 * Answers arriving this long after the quiz's time ran out still count: the request was on its
 * way (a slow connection, a reload) when the student's clock showed the last second.
 */
export const answerGraceMs = 15_000;

/** Whether an answer at `now` comes too late for the attempt's time limit. */
export function isPastDeadline(expiresAt: Date, now: Date): boolean {
  return now.getTime() > expiresAt.getTime() + answerGraceMs;
}

/**
 * The time to store for one question: what the client measured, but never more than the server's
 * clock allows, i.e. the time since the attempt's previous answer (or its start). The client
 * shows a question only after the previous verdict came back, so an honest measure always fits.
 */
export function boundTimeSpent(claimedMs: number, windowStart: Date, now: Date): number {
  const windowMs = Math.max(0, now.getTime() - windowStart.getTime());
  return Math.min(Math.max(0, Math.round(claimedMs)), windowMs);
}

/**
 * Scores an attempt from the stored correct options only: whatever the client believes is
 * correct plays no part. A question left out or answered with null counts as wrong. Answers
 * naming a question outside the quiz, the same question twice, or an option of another
 * question are refused (nothing is scored). Score: round(correct / total × 100). Pure.
 */
export function scoreAttempt(questions: readonly StoredQuestion[], answers: readonly GivenAnswer[]): ScoreOutcome {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<number, GivenAnswer>();
  const problems: { field: string; message: string }[] = [];
  answers.forEach((answer, index) => {
    const question = byId.get(answer.questionId);
    if (!question) problems.push({ field: `answers.${index}.questionId`, message: attemptMessages.foreignQuestion });
    else if (given.has(answer.questionId)) {
      problems.push({ field: `answers.${index}.questionId`, message: attemptMessages.duplicateQuestion });
    } else if (answer.optionId !== null && !question.optionIds.includes(answer.optionId)) {
      problems.push({ field: `answers.${index}.optionId`, message: attemptMessages.foreignOption });
    }
    given.set(answer.questionId, answer);
  });
  if (problems.length > 0) return { ok: false, problems };

  const scored = questions.map((question): ScoredAnswer => {
    const answer = given.get(question.id);
    const optionId = answer?.optionId ?? null;
    return {
      questionId: question.id,
      optionId,
      correct: optionId !== null && question.correctOptionIds.includes(optionId),
      timeSpentMs: answer?.timeSpentMs ?? 0,
    };
  });
  const correct = scored.filter((answer) => answer.correct).length;
  const total = questions.length;
  return { ok: true, correct, total, score: total > 0 ? Math.round((correct / total) * 100) : 0, answers: scored };
}
