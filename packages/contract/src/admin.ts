import { z } from 'zod';
import { iconTypes, topicContentTypeSchema } from './content';
import { adminFlagCountsSchema } from './adminFlags';
import { isoDateTimeSchema } from './primitives';

// Admin texts are English, as the spec's admin area is. Every message names its field, so the
// admin form can show the server's first message as it is.

const MAX_ID = 2_147_483_647;

/** PostgreSQL text cannot hold NUL characters: refuse them as input instead of failing to store them. */
const withoutNul = (value: string) => !value.includes('\u0000');

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} is too long`)
    .refine(withoutNul, `${label} contains an invalid character`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`)
    .refine(withoutNul, `${label} contains an invalid character`)
    .nullable()
    .optional();

const optionalUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} is too long`)
    .refine((v) => v === '' || (withoutNul(v) && (v.startsWith('/') || /^https:\/\//.test(v))), `${label} must be an https:// URL or a /path`)
    .nullable()
    .optional();

/**
 * A number as an admin form holds it (the text typed, trimmed) or as JSON carries it: a blank
 * field is missing rather than 0, other text is read as a number. The subject's grade level goes
 * as text (spec §5); the other forms send numbers.
 */
const typedNumber = (value: unknown) => (typeof value !== 'string' ? value : value.trim() === '' ? undefined : Number(value));

const number = (label: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) });

const wholeNumber = (label: string, min: number, max: number, bounds = { min: `${label} must be at least ${min}`, max: `${label} must be at most ${max}` }) =>
  z.preprocess(typedNumber, number(label).int(`${label} must be a whole number`).min(min, bounds.min).max(max, bounds.max));

/** A reference to another record by id. */
const ref = (label: string) =>
  z.preprocess(
    typedNumber,
    z
      .number({ error: `${label} is required` })
      .int(`${label} must be a valid id`)
      .positive(`${label} must be a valid id`)
      .max(MAX_ID, `${label} must be a valid id`),
  );

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

const count = z.number().int().nonnegative();

/** `{id}` in admin URLs. */
export const adminIdParamSchema = z.object({ id: ref('Id') });

export const adminLoginRequestSchema = z.object({
  email: z
    .string({ error: 'Please enter both email and password' })
    .trim()
    .min(1, 'Please enter both email and password')
    .max(200, 'Login failed. Please check your credentials.')
    .refine(withoutNul, 'Login failed. Please check your credentials.'),
  password: z
    .string({ error: 'Please enter both email and password' })
    .min(1, 'Please enter both email and password')
    .max(200, 'Login failed. Please check your credentials.'),
});
export const adminUserSchema = z.object({ id: ref('Id'), email: z.string(), name: z.string(), role: z.literal('admin') });
/**
 * An admin login is a session like a student's: a 60-minute access token and a refresh token of
 * its own family, rotated by `paths.adminRefreshToken` (the bodies of `refreshRequestSchema` and
 * `refreshDataSchema`) and revoked by `paths.adminLogout` (`logoutRequestSchema`).
 */
export const adminLoginDataSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1), admin: adminUserSchema });

/**
 * An admin's password change, with the students' rules (packages/contract/src/auth.ts: the new
 * password 6 to 200 characters, confirmed) in English. The server checks the current password
 * (wrong guesses throttled like logins), then ends every other login of the admin and keeps the
 * caller's.
 */
export const adminChangePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200, 'Current password is too long'),
    newPassword: z
      .string({ error: 'New password is required' })
      .min(1, 'New password is required')
      .max(200, 'New password is too long')
      .refine((v) => v.length >= 6, 'New password must be at least 6 characters'),
    // No length limit of its own: it must equal the new password, which has one.
    confirmPassword: z.string({ error: 'Please confirm the new password' }).min(1, 'Please confirm the new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type AdminChangePasswordRequest = z.infer<typeof adminChangePasswordRequestSchema>;

export const adminSubjectInputSchema = z.object({
  name: name('Subject name'),
  description: optionalText('Description', 2000),
  gradeLevel: wholeNumber('Grade level', 1, 12),
  iconType: z.enum(iconTypes, { error: `Icon type must be one of ${iconTypes.join(', ')}` }).default('default'),
  isActive: flag('Active').default(true),
  imageUrl: optionalUrl('Image URL'),
});
export const adminSubjectSchema = adminSubjectInputSchema.extend({
  id: ref('Id'),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  chapterCount: count,
});
export const adminSubjectsQuerySchema = z.object({ gradeLevel: wholeNumber('Grade level', 1, 12).optional() });

export const adminClassInputSchema = z.object({
  name: name('Class name'),
  gradeLevel: wholeNumber('Grade level', 1, 12),
  description: optionalText('Description', 2000),
  isActive: flag('Active').default(true),
  capacity: wholeNumber('Capacity', 1, 10_000).default(30),
});
export const adminClassSchema = adminClassInputSchema.extend({ id: ref('Id'), description: z.string().nullable() });

export const adminChapterInputSchema = z.object({
  name: name('Chapter name'),
  description: optionalText('Description', 2000),
  subjectId: ref('Subject'),
  /** Position within the subject, from 1; when omitted a new chapter goes last. */
  order: wholeNumber('Order', 1, 1000).optional(),
  isActive: flag('Active').default(true),
  contentSummary: optionalText('Content summary', 5000),
  imageUrl: optionalUrl('Image URL'),
});
export const adminChapterSchema = adminChapterInputSchema.extend({
  id: ref('Id'),
  order: z.number().int(),
  description: z.string().nullable(),
  contentSummary: z.string().nullable(),
  imageUrl: z.string().nullable(),
  topicCount: count,
});
export const adminChaptersQuerySchema = z.object({ subjectId: ref('Subject').optional() });

export const adminTopicInputSchema = z.object({
  name: name('Topic name'),
  description: optionalText('Description', 2000),
  chapterId: ref('Chapter'),
  /** Position within the chapter, from 1; when omitted a new topic goes last. */
  order: wholeNumber('Order', 1, 1000).optional(),
  content: z
    .string({ error: 'Content must be text' })
    .max(200_000, 'Content is too long')
    .refine(withoutNul, 'Content contains an invalid character')
    .default(''),
  contentFormat: z.literal('markdown', { error: 'Content format must be markdown' }).default('markdown'),
  isActive: flag('Active').default(true),
  imageUrl: optionalUrl('Image URL'),
  videoUrl: optionalUrl('Video URL'),
  durationMinutes: wholeNumber('Duration', 0, 600).default(10),
});
export const adminTopicSchema = adminTopicInputSchema.extend({
  id: ref('Id'),
  order: z.number().int(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /**
   * Derived by the server from the content and media: `video` when there is a video and little
   * text, `mixed` when an image or video comes with text, `text` otherwise.
   */
  contentType: topicContentTypeSchema,
});
export const adminTopicsQuerySchema = z.object({ chapterId: ref('Chapter').optional() });

export const adminQuizOptionInputSchema = z.object({ text: name('Option text'), isCorrect: flag('Correct') });
export const adminQuizQuestionInputSchema = z.object({
  question: name('Question'),
  explanation: optionalText('Explanation', 2000),
  options: z
    .array(adminQuizOptionInputSchema, { error: 'Options must be a list' })
    .min(2, 'A question needs at least two options')
    .max(8, 'A question can have at most 8 options')
    .refine((o) => o.filter((x) => x.isCorrect).length === 1, 'Exactly one option must be correct'),
});
export const adminQuizInputSchema = z.object({
  title: name('Quiz title'),
  description: optionalText('Description', 2000),
  chapterId: ref('Chapter'),
  /** Seconds. */
  timeLimit: wholeNumber('Time limit', 10, 86_400, {
    // The form shows minutes: the upper bound reads in them.
    min: 'Time limit must be at least 10 seconds',
    max: 'Time limit must be at most 1440 minutes',
  }).default(600),
  /** Percent. */
  passingScore: wholeNumber('Passing score', 0, 100).default(70),
  isActive: flag('Active').default(true),
  questions: z.array(adminQuizQuestionInputSchema, { error: 'Questions must be a list' }).max(200, 'A quiz can have at most 200 questions').default([]),
});
export const adminQuizSchema = adminQuizInputSchema.extend({
  id: ref('Id'),
  description: z.string().nullable(),
  questions: z.array(
    adminQuizQuestionInputSchema.extend({
      id: ref('Id'),
      explanation: z.string().nullable(),
      options: z.array(adminQuizOptionInputSchema.extend({ id: ref('Id') })),
    }),
  ),
});
export const adminQuizzesQuerySchema = z.object({ chapterId: ref('Chapter').optional() });

export const adminDeleteQuerySchema = z.object({
  /** Deleting an entity with children needs explicit confirmation (decisions.md). */
  cascade: z
    .enum(['true', 'false'], { error: 'cascade must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

/** What an entity holds (or held): the `details` of a 409 HAS_CHILDREN and the result of a delete. */
export const adminChildCountsSchema = z.object({ chapters: count, topics: count, quizzes: count });
export const adminDeleteResultSchema = z.object({
  id: ref('Id'),
  /** Children removed with it (`?cascade=true`). */
  removed: adminChildCountsSchema,
});

export const adminActivitySchema = z.object({
  id: ref('Id'),
  adminEmail: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  entity: z.enum(['subject', 'class', 'chapter', 'topic', 'quiz']),
  entityId: z.number().int(),
  summary: z.string(),
  at: isoDateTimeSchema,
});
export const adminDashboardSchema = z.object({
  counts: z.object({
    students: count,
    subjects: count,
    chapters: count,
    topics: count,
    quizzes: count,
    /** Tutor questions asked by students today (calendar day in Asia/Dhaka). */
    tutorQuestionsToday: count,
  }),
  /** Flagged tutor conversations waiting for an admin (see adminFlags.ts). */
  flags: adminFlagCountsSchema,
  recentActivity: z.array(adminActivitySchema),
});

export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;
export type AdminLoginData = z.infer<typeof adminLoginDataSchema>;
export type AdminSubjectInput = z.infer<typeof adminSubjectInputSchema>;
export type AdminSubject = z.infer<typeof adminSubjectSchema>;
export type AdminClassInput = z.infer<typeof adminClassInputSchema>;
export type AdminClass = z.infer<typeof adminClassSchema>;
export type AdminChapterInput = z.infer<typeof adminChapterInputSchema>;
export type AdminChapter = z.infer<typeof adminChapterSchema>;
export type AdminTopicInput = z.infer<typeof adminTopicInputSchema>;
export type AdminTopic = z.infer<typeof adminTopicSchema>;
export type AdminQuizInput = z.infer<typeof adminQuizInputSchema>;
export type AdminQuiz = z.infer<typeof adminQuizSchema>;
export type AdminChildCounts = z.infer<typeof adminChildCountsSchema>;
export type AdminDeleteResult = z.infer<typeof adminDeleteResultSchema>;
export type AdminActivity = z.infer<typeof adminActivitySchema>;
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
