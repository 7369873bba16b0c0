import type { QuizAttemptRequest } from '@study/contract';

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

export const attemptMessages = {
  foreignQuestion: 'উত্তরের একটি প্রশ্ন এই কুইজের নয়',
  duplicateQuestion: 'একই প্রশ্নের উত্তর একাধিকবার পাঠানো হয়েছে',
  foreignOption: 'উত্তরের বিকল্পটি এই প্রশ্নের নয়',
} as const;

/**
 * Scores an attempt from the stored correct options only: whatever the client believes is
 * correct plays no part. A question left out or answered with null counts as wrong. Answers
 * naming a question outside the quiz, the same question twice, or an option of another
 * question are refused (nothing is scored). Score: round(correct / total × 100). Pure.
 */
export function scoreAttempt(questions: readonly StoredQuestion[], answers: QuizAttemptRequest['answers']): ScoreOutcome {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<number, QuizAttemptRequest['answers'][number]>();
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
