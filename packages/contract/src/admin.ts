import { z } from 'zod';
import { iconTypeSchema } from './content';
import { idSchema, isoDateTimeSchema } from './primitives';

// Admin texts are English, as the spec's admin area is.
const name = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(200, `${label} is too long`);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || v.startsWith('/') || /^https:\/\//.test(v), 'Must be an https:// URL or a /path')
  .nullable()
  .optional();

export const adminLoginRequestSchema = z.object({
  email: z.string({ error: 'Please enter both email and password' }).trim().min(1, 'Please enter both email and password').max(200),
  password: z.string({ error: 'Please enter both email and password' }).min(1, 'Please enter both email and password').max(200),
});
export const adminUserSchema = z.object({ id: idSchema, email: z.string(), name: z.string(), role: z.literal('admin') });
export const adminLoginDataSchema = z.object({ accessToken: z.string(), admin: adminUserSchema });

export const adminSubjectInputSchema = z.object({
  name: name('Subject name'),
  description: optionalText(2000),
  gradeLevel: z.coerce.number().int().min(1).max(12),
  iconType: iconTypeSchema.default('default'),
  isActive: z.boolean().default(true),
  imageUrl: optionalUrl,
});
export const adminSubjectSchema = adminSubjectInputSchema.extend({
  id: idSchema,
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  chapterCount: z.number().int().nonnegative(),
});

export const adminClassInputSchema = z.object({
  name: name('Class name'),
  gradeLevel: z.coerce.number().int().min(1).max(12),
  description: optionalText(2000),
  isActive: z.boolean().default(true),
  capacity: z.coerce.number().int().min(1).max(10_000).default(30),
});
export const adminClassSchema = adminClassInputSchema.extend({ id: idSchema, description: z.string().nullable() });

export const adminChapterInputSchema = z.object({
  name: name('Chapter name'),
  description: optionalText(2000),
  subjectId: idSchema,
  order: z.coerce.number().int().min(1).max(1000).optional(),
  isActive: z.boolean().default(true),
  contentSummary: optionalText(5000),
  imageUrl: optionalUrl,
});
export const adminChapterSchema = adminChapterInputSchema.extend({
  id: idSchema,
  order: z.number().int(),
  description: z.string().nullable(),
  contentSummary: z.string().nullable(),
  imageUrl: z.string().nullable(),
  topicCount: z.number().int().nonnegative(),
});

export const adminTopicInputSchema = z.object({
  name: name('Topic name'),
  description: optionalText(2000),
  chapterId: idSchema,
  order: z.coerce.number().int().min(1).max(1000).optional(),
  content: z.string().max(200_000).default(''),
  contentFormat: z.literal('markdown').default('markdown'),
  isActive: z.boolean().default(true),
  imageUrl: optionalUrl,
  videoUrl: optionalUrl,
  durationMinutes: z.coerce.number().int().min(0).max(600).default(10),
});
export const adminTopicSchema = adminTopicInputSchema.extend({
  id: idSchema,
  order: z.number().int(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
});

export const adminQuizOptionInputSchema = z.object({ text: name('Option text'), isCorrect: z.boolean() });
export const adminQuizQuestionInputSchema = z.object({
  question: name('Question'),
  explanation: optionalText(2000),
  options: z
    .array(adminQuizOptionInputSchema)
    .min(2, 'A question needs at least two options')
    .max(8)
    .refine((o) => o.filter((x) => x.isCorrect).length === 1, 'Exactly one option must be correct'),
});
export const adminQuizInputSchema = z.object({
  title: name('Quiz title'),
  description: optionalText(2000),
  chapterId: idSchema,
  timeLimit: z.coerce.number().int().min(10).max(86_400).default(600),
  passingScore: z.coerce.number().int().min(0).max(100).default(70),
  isActive: z.boolean().default(true),
  questions: z.array(adminQuizQuestionInputSchema).max(200).default([]),
});
export const adminQuizSchema = adminQuizInputSchema.extend({
  id: idSchema,
  description: z.string().nullable(),
  questions: z.array(
    adminQuizQuestionInputSchema.extend({
      id: idSchema,
      explanation: z.string().nullable(),
      options: z.array(adminQuizOptionInputSchema.extend({ id: idSchema })),
    }),
  ),
});

export const adminDeleteQuerySchema = z.object({
  /** Deleting an entity with children needs explicit confirmation (decisions.md). */
  cascade: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});

export const adminActivitySchema = z.object({
  id: idSchema,
  adminEmail: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  entity: z.enum(['subject', 'class', 'chapter', 'topic', 'quiz']),
  entityId: z.number().int(),
  summary: z.string(),
  at: isoDateTimeSchema,
});
export const adminDashboardSchema = z.object({
  counts: z.object({
    students: z.number().int(),
    subjects: z.number().int(),
    chapters: z.number().int(),
    topics: z.number().int(),
    quizzes: z.number().int(),
    tutorQuestionsToday: z.number().int(),
  }),
  recentActivity: z.array(adminActivitySchema),
});

export type AdminSubject = z.infer<typeof adminSubjectSchema>;
export type AdminClass = z.infer<typeof adminClassSchema>;
export type AdminChapter = z.infer<typeof adminChapterSchema>;
export type AdminTopic = z.infer<typeof adminTopicSchema>;
export type AdminQuiz = z.infer<typeof adminQuizSchema>;
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
