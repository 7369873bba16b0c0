import { z } from 'zod';
import { newlyEarnedSchema } from './achievements';
import { bnMessages } from './messages';
import { idSchema, isoDateTimeSchema } from './primitives';

// Students see these refusals, so they are Bengali rather than zod's English defaults.
const invalid = { error: bnMessages.invalidInput };

/** A student-facing id (path or body): a positive integer, refused in Bengali otherwise (e.g. `/topics/abc/`). */
export const contentIdSchema = z.coerce.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);
export const contentIdParamSchema = z.object({ id: contentIdSchema });

export const iconTypes = ['math', 'science', 'bangla', 'english', 'social', 'islam', 'default'] as const;
export const iconTypeSchema = z.enum(iconTypes);
export type IconType = z.infer<typeof iconTypeSchema>;

export const progressStatuses = ['not-started', 'in-progress', 'completed'] as const;
export const progressStatusSchema = z.enum(progressStatuses);
export type ProgressStatus = z.infer<typeof progressStatusSchema>;

export const topicContentTypes = ['video', 'text', 'mixed', 'generic'] as const;
export const topicContentTypeSchema = z.enum(topicContentTypes);

export const subjectsQuerySchema = z.object({
  classId: z.coerce.number(invalid).int(invalid).min(1, invalid).max(12, invalid).default(8),
});

export const subjectSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  iconType: iconTypeSchema,
  classLevel: z.number().int(),
  chapterCount: z.number().int().nonnegative(),
  /** Percent of the subject's topics the student has completed. */
  progress: z.number().min(0).max(100).optional(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const chapterSummarySchema = z.object({
  id: idSchema,
  number: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable().optional(),
  topicCount: z.number().int().nonnegative(),
  status: progressStatusSchema,
});
export type ChapterSummary = z.infer<typeof chapterSummarySchema>;

export const subjectDetailSchema = subjectSchema.extend({ chapters: z.array(chapterSummarySchema) });
export type SubjectDetail = z.infer<typeof subjectDetailSchema>;

export const topicSchema = z.object({
  id: idSchema,
  chapterId: idSchema,
  order: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  contentType: topicContentTypeSchema,
  /** Minutes. */
  duration: z.number().int().nonnegative(),
  status: progressStatusSchema,
});
export type Topic = z.infer<typeof topicSchema>;

export const chapterSchema = z.object({
  id: idSchema,
  number: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  subjectId: idSchema,
  subjectName: z.string(),
  chapterCount: z.number().int().nonnegative(),
  status: progressStatusSchema,
  hasQuiz: z.boolean(),
  topics: z.array(topicSchema),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const lastActivitySchema = z.object({
  subjectId: idSchema,
  subjectName: z.string(),
  chapterId: idSchema,
  chapterName: z.string(),
  topicId: idSchema.optional(),
  topicName: z.string().optional(),
  lastStudiedAt: isoDateTimeSchema,
  progress: z.number().min(0).max(100),
});
export type LastActivity = z.infer<typeof lastActivitySchema>;

export const recordProgressRequestSchema = z.object(
  {
    topicId: contentIdSchema,
    status: z.enum(['in-progress', 'completed'], invalid),
  },
  invalid,
);
export type RecordProgressRequest = z.infer<typeof recordProgressRequestSchema>;

export const recordProgressDataSchema = z.object({
  topicId: idSchema,
  topicStatus: progressStatusSchema,
  chapterId: idSchema,
  chapterStatus: progressStatusSchema,
  chapterProgress: z.number().min(0).max(100),
  /** Badges and certificates this call earned (issue 19), for the toast; empty lists otherwise. */
  earned: newlyEarnedSchema.optional(),
});
export type RecordProgressData = z.infer<typeof recordProgressDataSchema>;
