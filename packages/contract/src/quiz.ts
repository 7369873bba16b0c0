import { z } from 'zod';
import { contentIdSchema } from './content';
import { bnMessages } from './messages';
import { idSchema } from './primitives';

export const quizOptionSchema = z.object({ id: idSchema, text: z.string(), isCorrect: z.boolean() });
export const quizQuestionSchema = z.object({
  id: idSchema,
  question: z.string(),
  explanation: z.string().nullable(),
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

/** The client's answers; the server scores them from the stored correct options, never from client claims. */
export const quizAttemptRequestSchema = z.object(
  {
    answers: z
      .array(
        z.object(
          {
            questionId: contentIdSchema,
            /** null when the time ran out before an answer was chosen. */
            optionId: contentIdSchema.nullable(),
            timeSpentMs: z.number(invalid).int(invalid).min(0, invalid).max(3_600_000, invalid),
          },
          invalid,
        ),
        invalid,
      )
      .max(200, invalid),
    startedAt: z.string(invalid).datetime({ offset: true, ...invalid }),
    durationSeconds: z.number(invalid).int(invalid).min(0, invalid).max(86_400, invalid),
  },
  invalid,
);
export type QuizAttemptRequest = z.infer<typeof quizAttemptRequestSchema>;

export const quizAttemptResultSchema = z.object({
  attemptId: idSchema,
  score: z.number().int().min(0).max(100),
  correct: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  passed: z.boolean(),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResultSchema>;
