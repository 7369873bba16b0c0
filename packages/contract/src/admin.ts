import { z } from 'zod';
import { iconTypes, topicContentTypeSchema } from './content';
import { adminFlagCountsSchema } from './adminFlags';
import { isoDateTimeSchema } from './primitives';

// Admin texts are English, as the spec's admin area is. Every message names its field, so the
// admin form can show the server's first message as it is.

/**
 * Every message the admin schemas give: the rules that take a field's label (`required('Subject name')`)
 * and the fixed texts. Stories and tests that show or expect a rule's message take it from here.
 */
export const adminMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string) => `${label} is too long`,
  notText: (label: string) => `${label} must be text`,
  notANumber: (label: string) => `${label} must be a number`,
  notWhole: (label: string) => `${label} must be a whole number`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  atLeastSeconds: (label: string, min: number) => `${label} must be at least ${min} seconds`,
  atMostMinutes: (label: string, max: number) => `${label} must be at most ${max} minutes`,
  badUrl: (label: string) => `${label} must be an https:// URL or a /path`,
  invalidCharacter: (label: string) => `${label} contains an invalid character`,
  invalidId: (label: string) => `${label} must be a valid id`,
  notTrueOrFalse: (label: string) => `${label} must be true or false`,
  notList: (label: string) => `${label} must be a list`,
  oneOf: (label: string, values: readonly string[]) => `${label} must be one of ${values.join(', ')}`,
  loginRequired: 'Please enter both email and password',
  loginFailed: 'Login failed. Please check your credentials.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordTooLong: 'Current password is too long',
  newPasswordRequired: 'New password is required',
  newPasswordTooLong: 'New password is too long',
  newPasswordMin6: 'New password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm the new password',
  passwordMismatch: 'Passwords do not match',
  contentFormat: 'Content format must be markdown',
  tooFewOptions: 'A question needs at least two options',
  tooManyOptions: 'A question can have at most 8 options',
  oneCorrectOption: 'Exactly one option must be correct',
  tooManyQuestions: 'A quiz can have at most 200 questions',
} as const;
const m = adminMessages;

const MAX_ID = 2_147_483_647;

/** PostgreSQL text cannot hold NUL characters: refuse them as input instead of failing to store them. */
const withoutNul = (value: string) => !value.includes('\u0000');

const name = (label: string) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .max(200, m.tooLong(label))
    .refine(withoutNul, m.invalidCharacter(label));

const optionalText = (label: string, max: number) =>
  z
    .string({ error: m.notText(label) })
    .trim()
    .max(max, m.tooLong(label))
    .refine(withoutNul, m.invalidCharacter(label))
    .nullable()
    .optional();

const optionalUrl = (label: string) =>
  z
    .string({ error: m.notText(label) })
    .trim()
    .max(2000, m.tooLong(label))
    .refine((v) => v === '' || (withoutNul(v) && (v.startsWith('/') || /^https:\/\//.test(v))), m.badUrl(label))
    .nullable()
    .optional();

/**
 * A number as an admin form holds it (the text typed, trimmed) or as JSON carries it: a blank
 * field is missing rather than 0, other text is read as a number. The subject's grade level goes
 * as text (spec §5); the other forms send numbers.
 */
const typedNumber = (value: unknown) =>
  typeof value !== 'string' ? value : value.trim() === '' ? undefined : Number(value);

const number = (label: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? m.required(label) : m.notANumber(label)) });

const wholeNumber = (
  label: string,
  min: number,
  max: number,
  bounds = { min: m.atLeast(label, min), max: m.atMost(label, max) },
) => z.preprocess(typedNumber, number(label).int(m.notWhole(label)).min(min, bounds.min).max(max, bounds.max));

/** A reference to another record by id. */
const ref = (label: string) =>
  z.preprocess(
    typedNumber,
    z
      .number({ error: m.required(label) })
      .int(m.invalidId(label))
      .positive(m.invalidId(label))
      .max(MAX_ID, m.invalidId(label)),
  );

const flag = (label: string) => z.boolean({ error: m.notTrueOrFalse(label) });

const count = z.number().int().nonnegative();

/** `{id}` in admin URLs. */
export const adminIdParamSchema = z.object({ id: ref('Id') });

export const adminLoginRequestSchema = z.object({
  email: z
    .string({ error: m.loginRequired })
    .trim()
    .min(1, m.loginRequired)
    .max(200, m.loginFailed)
    .refine(withoutNul, m.loginFailed),
  password: z.string({ error: m.loginRequired }).min(1, m.loginRequired).max(200, m.loginFailed),
});
export const adminUserSchema = z.object({
  id: ref('Id'),
  email: z.string(),
  name: z.string(),
  role: z.literal('admin'),
});
/**
 * An admin login is a session like a student's: a 60-minute access token and a refresh token of
 * its own family, rotated by `paths.adminRefreshToken` (the bodies of `refreshRequestSchema` and
 * `refreshDataSchema`) and revoked by `paths.adminLogout` (`logoutRequestSchema`).
 */
export const adminLoginDataSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  admin: adminUserSchema,
});

/**
 * An admin's password change, with the students' rules (packages/contract/src/auth.ts: the new
 * password 6 to 200 characters, confirmed) in English. The server checks the current password
 * (wrong guesses throttled like logins), then ends every other login of the admin and keeps the
 * caller's.
 */
export const adminChangePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: m.currentPasswordRequired })
      .min(1, m.currentPasswordRequired)
      .max(200, m.currentPasswordTooLong),
    newPassword: z
      .string({ error: m.newPasswordRequired })
      .min(1, m.newPasswordRequired)
      .max(200, m.newPasswordTooLong)
      .refine((v) => v.length >= 6, m.newPasswordMin6),
    // No length limit of its own: it must equal the new password, which has one.
    confirmPassword: z.string({ error: m.confirmPasswordRequired }).min(1, m.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: m.passwordMismatch, path: ['confirmPassword'] });
export type AdminChangePasswordRequest = z.infer<typeof adminChangePasswordRequestSchema>;

export const adminSubjectInputSchema = z.object({
  name: name('Subject name'),
  description: optionalText('Description', 2000),
  gradeLevel: wholeNumber('Grade level', 1, 12),
  iconType: z.enum(iconTypes, { error: m.oneOf('Icon type', iconTypes) }).default('default'),
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
    .string({ error: m.notText('Content') })
    .max(200_000, m.tooLong('Content'))
    .refine(withoutNul, m.invalidCharacter('Content'))
    .default(''),
  contentFormat: z.literal('markdown', { error: m.contentFormat }).default('markdown'),
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
    .array(adminQuizOptionInputSchema, { error: m.notList('Options') })
    .min(2, m.tooFewOptions)
    .max(8, m.tooManyOptions)
    .refine((o) => o.filter((x) => x.isCorrect).length === 1, m.oneCorrectOption),
});
export const adminQuizInputSchema = z.object({
  title: name('Quiz title'),
  description: optionalText('Description', 2000),
  chapterId: ref('Chapter'),
  /** Seconds. */
  timeLimit: wholeNumber('Time limit', 10, 86_400, {
    // The form shows minutes: the upper bound reads in them.
    min: m.atLeastSeconds('Time limit', 10),
    max: m.atMostMinutes('Time limit', 1440),
  }).default(600),
  /** Percent. */
  passingScore: wholeNumber('Passing score', 0, 100).default(70),
  isActive: flag('Active').default(true),
  questions: z
    .array(adminQuizQuestionInputSchema, { error: m.notList('Questions') })
    .max(200, m.tooManyQuestions)
    .default([]),
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
    .enum(['true', 'false'], { error: m.notTrueOrFalse('cascade') })
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
