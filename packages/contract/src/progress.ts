import { z } from 'zod';
import { bnMessages } from './messages';
import { contentIdSchema, iconTypeSchema, progressStatusSchema } from './content';
import { idSchema, isoDateTimeSchema } from './primitives';

// Issue 19: progress, streaks, achievements and certificates, all computed by the server from
// what it stores (topic progress, quiz attempts, tutor questions) plus study sessions.

const invalid = { error: bnMessages.invalidInput };

/** A calendar day in Asia/Dhaka, `YYYY-MM-DD`. */
export const dhakaDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ---------------------------------------------------------------- study sessions

export const studySessionKinds = ['timer', 'lesson'] as const;
export const studySessionKindSchema = z.enum(studySessionKinds, invalid);
export type StudySessionKind = z.infer<typeof studySessionKindSchema>;

/** The longest a study session may say it lasted (clients send at most this); the server caps what it stores further (see the route). */
export const maxStudySessionSeconds = 24 * 60 * 60;

/**
 * One study session, reported when the study timer is paused or ended (`timer`) or while and when
 * a lesson page is left (`lesson`, with its topic). `sessionId` is made by the client once per
 * session and `seconds` is the session's running total: the server adds only what goes beyond the
 * last total it got, on the Asia/Dhaka day it arrives, so a retry is never counted twice.
 */
export const studySessionRequestSchema = z.object(
  {
    sessionId: z.string(invalid).regex(/^[A-Za-z0-9_-]{8,64}$/, invalid),
    kind: studySessionKindSchema,
    topicId: contentIdSchema.optional(),
    seconds: z.number(invalid).int(invalid).min(1, invalid).max(maxStudySessionSeconds, invalid),
  },
  invalid,
);
export type StudySessionRequest = z.infer<typeof studySessionRequestSchema>;

export const studySessionRecordedSchema = z.object({
  sessionId: z.string(),
  /** The session's seconds counted on `day` (the Asia/Dhaka day of this report), after the caps. */
  seconds: z.number().int().nonnegative(),
  day: dhakaDaySchema,
});
export type StudySessionRecorded = z.infer<typeof studySessionRecordedSchema>;

// ---------------------------------------------------------------- progress report

export const streakSchema = z.object({
  current: z.number().int().nonnegative(),
  longest: z.number().int().nonnegative(),
  /** A topic or quiz was finished today (Asia/Dhaka). */
  todayCounted: z.boolean(),
  /** The last counted day, or null. */
  lastDay: dhakaDaySchema.nullable(),
});
export type Streak = z.infer<typeof streakSchema>;

export const quizAttemptSummarySchema = z.object({
  attemptId: idSchema,
  chapterId: idSchema,
  chapterName: z.string(),
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  finishedAt: isoDateTimeSchema,
});
export type QuizAttemptSummary = z.infer<typeof quizAttemptSummarySchema>;

export const quizStatsSchema = z.object({
  attempts: z.number().int().nonnegative(),
  /** Whole percent; null without a finished attempt. */
  averageScore: z.number().int().min(0).max(100).nullable(),
  bestScore: z.number().int().min(0).max(100).nullable(),
  /** Correct answers over questions, whole percent; null without a finished attempt. */
  accuracy: z.number().int().min(0).max(100).nullable(),
  /** The last 5 finished attempts, newest first. */
  recent: z.array(quizAttemptSummarySchema).max(5),
});
export type QuizStats = z.infer<typeof quizStatsSchema>;

export const chapterProgressSchema = z.object({
  id: idSchema,
  number: z.number().int().positive(),
  name: z.string(),
  /** Has topics to study (a chapter with its title only is not written yet). */
  written: z.boolean(),
  topicCount: z.number().int().nonnegative(),
  topicsCompleted: z.number().int().nonnegative(),
  status: progressStatusSchema,
  /** Best finished quiz score, or null. */
  bestScore: z.number().int().min(0).max(100).nullable(),
});
export type ChapterProgress = z.infer<typeof chapterProgressSchema>;

export const subjectProgressSchema = z.object({
  id: idSchema,
  name: z.string(),
  iconType: iconTypeSchema,
  chaptersWritten: z.number().int().nonnegative(),
  chaptersCompleted: z.number().int().nonnegative(),
  topicCount: z.number().int().nonnegative(),
  topicsCompleted: z.number().int().nonnegative(),
  chapters: z.array(chapterProgressSchema),
});
export type SubjectProgress = z.infer<typeof subjectProgressSchema>;

export const studyDaySchema = z.object({ day: dhakaDaySchema, seconds: z.number().int().nonnegative() });
export type StudyDay = z.infer<typeof studyDaySchema>;

export const progressReportSchema = z.object({
  /** The class the report covers (the student's class, 8 when unset). */
  classLevel: z.number().int(),
  overall: z.object({
    chaptersWritten: z.number().int().nonnegative(),
    chaptersCompleted: z.number().int().nonnegative(),
    percent: z.number().int().min(0).max(100),
  }),
  chaptersCompleted: z.object({
    count: z.number().int().nonnegative(),
    latest: z
      .object({
        id: idSchema,
        name: z.string(),
        subjectId: idSchema,
        subjectName: z.string(),
        completedAt: isoDateTimeSchema,
      })
      .nullable(),
  }),
  quizStats: quizStatsSchema,
  streak: streakSchema,
  /** The last 14 Dhaka days, oldest first, today last. */
  studyTime: z.array(studyDaySchema).length(14),
  subjects: z.array(subjectProgressSchema),
});
export type ProgressReport = z.infer<typeof progressReportSchema>;
