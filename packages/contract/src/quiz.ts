import { z } from 'zod';
import { contentIdSchema } from './content';
import { newlyEarnedSchema } from './achievements';
import { bnMessages } from './messages';
import { idSchema } from './primitives';

// The chapter quiz (issue 20.8): the questions go out without their key, and the server grades.
// A student starts an attempt (the server's clock starts), answers each question once (the
// verdict, the right option and the explanation come back for the quiz's feedback, and that
// question's answer is then fixed), and finishes: the score is counted from the stored answers.

/** An option as the student sees it: no `isCorrect`. */
export const quizOptionSchema = z.object({ id: idSchema, text: z.string() });
export type QuizOption = z.infer<typeof quizOptionSchema>;

/** A question as the student sees it: no key and no explanation (both come with the verdict). */
export const quizQuestionSchema = z.object({
  id: idSchema,
  question: z.string(),
  options: z.array(quizOptionSchema).min(2),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  id: idSchema,
  chapterId: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  /** Seconds for the whole quiz. */
  timeLimit: z.number().int().positive(),
  /** Percent needed to pass. */
  passingScore: z.number().int().min(0).max(100),
  questions: z.array(quizQuestionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

const invalid = { error: bnMessages.invalidInput };

/**
 * Starting an attempt takes no input: the server takes the time. Strict, so a body carrying
 * answers (the old all-at-once attempt) is refused rather than silently dropped.
 */
export const quizAttemptStartRequestSchema = z.strictObject({}, invalid);
export type QuizAttemptStartRequest = z.infer<typeof quizAttemptStartRequestSchema>;

export const quizAttemptStartedSchema = z.object({
  attemptId: idSchema,
  quizId: idSchema,
  /** The server's clock: when the attempt started and when the quiz's time limit runs out. */
  startedAt: z.string(),
  expiresAt: z.string(),
  /** Seconds for the whole quiz. */
  timeLimit: z.number().int().positive(),
  questionCount: z.number().int().nonnegative(),
});
export type QuizAttemptStarted = z.infer<typeof quizAttemptStartedSchema>;

/** The longest time one question can be said to have taken (the server bounds it again by its own clock). */
export const maxQuestionTimeMs = 3_600_000;

export const quizAnswerRequestSchema = z.object(
  {
    questionId: contentIdSchema,
    /** null when the time ran out before an answer was chosen. */
    optionId: contentIdSchema.nullable(),
    /** The time the student spent on this question, measured by the client. */
    timeSpentMs: z.number(invalid).int(invalid).min(0, invalid).max(maxQuestionTimeMs, invalid),
  },
  invalid,
);
export type QuizAnswerRequest = z.infer<typeof quizAnswerRequestSchema>;

/** The server's verdict on one answer, as stored: sent again unchanged if the same answer is retried. */
export const quizAnswerVerdictSchema = z.object({
  questionId: idSchema,
  /** The stored answer; null when none was given in time. */
  optionId: idSchema.nullable(),
  correct: z.boolean(),
  correctOptionId: idSchema,
  explanation: z.string().nullable(),
  /** The time stored: the client's measure, bounded by the server's clock. */
  timeSpentMs: z.number().int().nonnegative(),
  /** The answer came after the quiz's time ran out, so it counts as wrong. */
  expired: z.boolean(),
});
export type QuizAnswerVerdict = z.infer<typeof quizAnswerVerdictSchema>;

export const quizAttemptResultSchema = z.object({
  attemptId: idSchema,
  score: z.number().int().min(0).max(100),
  correct: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  passed: z.boolean(),
  passingScore: z.number().int().min(0).max(100),
  /** From the attempt's start to its finish, by the server's clock. */
  durationSeconds: z.number().int().nonnegative(),
  /** Badges and certificates finishing this attempt earned (issue 19), for the toast. */
  earned: newlyEarnedSchema.optional(),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResultSchema>;
