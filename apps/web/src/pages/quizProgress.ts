import type { QuizQuestion, QuizState } from '@study/ui';
import { createQuizState } from '@study/ui';
import { z } from 'zod';

// Issue 16.4: a reload mid-quiz keeps the student's place (question, answers, remaining time). The
// place is kept in this browser only, per student and chapter, checked with zod when read (it may
// be stale, tampered with or from an older version) and cleared when the quiz is finished. The
// server's attempt goes on meanwhile; its clock and one-answer-per-question rule still hold.

const idSchema = z.union([z.string(), z.number()]);
const timeSchema = z.number().finite().nonnegative();

const savedAnswerSchema = z.object({
  questionId: idSchema,
  optionId: idSchema.nullable(),
  correct: z.boolean(),
  expired: z.boolean(),
  timeSpentMs: timeSchema,
  correctOptionId: idSchema.nullable(),
  explanation: z.string().nullable().optional(),
});

const savedQuizSchema = z.object({
  version: z.literal(1),
  quizId: z.number().int().positive(),
  attemptId: z.number().int().positive(),
  place: z.object({
    index: z.number().int().nonnegative(),
    selectedOptionId: idSchema.nullable(),
    answered: z.boolean(),
    expired: z.boolean(),
    timeUp: z.boolean(),
    correctCount: z.number().int().nonnegative(),
    streak: z.number().int().nonnegative(),
    highestStreak: z.number().int().nonnegative(),
    startedAt: timeSchema,
    questionStartedAt: timeSchema,
    answers: z.array(savedAnswerSchema),
  }),
});
export type SavedQuiz = z.infer<typeof savedQuizSchema>;

/** One place per student and chapter. */
export function quizProgressKey(userId: number, chapterId: number): string {
  return `study.quiz.v1:${userId}:${chapterId}`;
}

/** What to keep of a running quiz; nothing once it is completed (the result is the server's). */
export function toSavedQuiz(quizId: number, attemptId: number, state: QuizState): SavedQuiz | null {
  if (state.completed) return null;
  return {
    version: 1,
    quizId,
    attemptId,
    place: {
      index: state.index,
      // An answer on its way when the page went away is sent again from its selection.
      selectedOptionId: state.pending?.optionId ?? state.selectedOptionId,
      answered: state.answered,
      expired: state.expired,
      timeUp: state.timeUp,
      correctCount: state.correctCount,
      streak: state.streak,
      highestStreak: state.highestStreak,
      startedAt: state.startedAt,
      questionStartedAt: state.questionStartedAt,
      answers: state.answers.map((answer) => ({ ...answer, explanation: answer.explanation ?? null })),
    },
  };
}

/**
 * The quiz state to resume, or null when the saved place does not fit this quiz (another quiz,
 * questions changed since, a broken value). The time left follows from the saved start: the
 * clock ran on while the page was away, as the server's did.
 */
export function restoreQuizState(
  saved: SavedQuiz,
  quiz: { id: number; timeLimit: number; questions: readonly QuizQuestion[] },
  now: number,
): QuizState | null {
  const { place } = saved;
  const ids = new Set(quiz.questions.map((question) => String(question.id)));
  const fits =
    saved.quizId === quiz.id &&
    place.index < quiz.questions.length &&
    place.answers.length === place.index + (place.answered ? 1 : 0) &&
    place.answers.every(
      (answer, index) =>
        String(quiz.questions[index]?.id) === String(answer.questionId) && ids.has(String(answer.questionId)),
    );
  if (!fits) return null;
  const fresh = createQuizState(quiz.questions, { timeLimit: quiz.timeLimit, timing: 'shared', now: place.startedAt });
  const elapsed = Math.max(0, now - place.startedAt);
  return {
    ...fresh,
    ...place,
    secondsLeft: Math.max(0, Math.ceil((quiz.timeLimit * 1000 - elapsed) / 1000)),
    pending: null,
  };
}

/** The saved place, if any and valid; an invalid one is removed. */
export function readSavedQuiz(storage: Storage, key: string): SavedQuiz | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: ReturnType<typeof savedQuizSchema.safeParse>;
  try {
    parsed = savedQuizSchema.safeParse(JSON.parse(raw));
  } catch {
    parsed = savedQuizSchema.safeParse(undefined);
  }
  if (parsed.success) return parsed.data;
  clearSavedQuiz(storage, key);
  return null;
}

export function writeSavedQuiz(storage: Storage, key: string, saved: SavedQuiz | null): void {
  try {
    if (saved) storage.setItem(key, JSON.stringify(saved));
    else storage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the quiz goes on, only a reload would lose the place.
  }
}

export function clearSavedQuiz(storage: Storage, key: string): void {
  writeSavedQuiz(storage, key, null);
}
