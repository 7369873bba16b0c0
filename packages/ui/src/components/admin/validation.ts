import {
  adminChangePasswordRequestSchema,
  adminChapterInputSchema,
  adminClassInputSchema,
  adminLoginRequestSchema,
  adminQuizInputSchema,
  adminSubjectInputSchema,
  adminTopicInputSchema,
} from '@study/contract';
import { schemaFieldErrors } from '../../utils/schemaFieldErrors';
import type { FieldErrors } from '../auth/validation';
import { draftsFromQuestions, questionInputs } from './quizDraft';
import type { QuizQuestionDraft } from './quizDraft';
import type {
  AdminChapter,
  AdminChapterInput,
  AdminClass,
  AdminClassInput,
  AdminFieldErrors,
  AdminIconType,
  AdminQuiz,
  AdminQuizInput,
  AdminSubject,
  AdminSubjectInput,
  AdminTopic,
  AdminTopicInput,
} from './types';

// The admin forms' rules are the server's schemas (packages/contract/src/admin.ts), run on the
// request each form sends, so a problem reads the same whether the form or the server found it.
// Errors are keyed by the server's field paths ('questions.0.options.1.text'). Number fields go
// to the schema as typed: a blank one is missing, where Number('') would be 0.

export type AdminFormErrors = Partial<Record<string, string>>;

/** Spec §9 and the server's defaults. */
export const adminDefaults = {
  classCapacity: 30,
  quizTimeLimitSeconds: 600,
  quizPassingScore: 70,
  topicDurationMinutes: 10,
  iconType: 'default',
} as const;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

// ── login ─────────────────────────────────────────────────────────────────────────────────

export interface AdminLoginValues {
  email: string;
  password: string;
}

/** Spec §5: both fields are required, with one message for either; and within what the server takes. */
export function validateAdminLogin(values: AdminLoginValues): FieldErrors<keyof AdminLoginValues> {
  return schemaFieldErrors(adminLoginRequestSchema, values);
}

export interface AdminPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The admin's password change: the students' rules (a new password of 6 to 200 characters, confirmed). */
export function validateAdminPasswordChange(values: AdminPasswordValues): FieldErrors<keyof AdminPasswordValues> {
  return schemaFieldErrors(adminChangePasswordRequestSchema, values);
}

// ── subject ───────────────────────────────────────────────────────────────────────────────

export interface SubjectFormValues {
  name: string;
  description: string;
  gradeLevel: string;
  iconType: AdminIconType;
  isActive: boolean;
  imageUrl: string;
}

export function subjectFormValues(subject?: AdminSubject): SubjectFormValues {
  return {
    name: subject?.name ?? '',
    description: subject?.description ?? '',
    gradeLevel: subject ? String(subject.gradeLevel) : '',
    iconType: subject?.iconType ?? adminDefaults.iconType,
    isActive: subject?.isActive ?? true,
    imageUrl: subject?.imageUrl ?? '',
  };
}

export function validateSubject(values: SubjectFormValues): AdminFormErrors {
  return schemaFieldErrors(adminSubjectInputSchema, toSubjectInput(values));
}

/** Spec §5: the grade level goes as typed (trimmed); the server reads it as a number. */
export function toSubjectInput(values: SubjectFormValues): AdminSubjectInput {
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    gradeLevel: values.gradeLevel.trim(),
    iconType: values.iconType,
    isActive: values.isActive,
    imageUrl: orNull(values.imageUrl),
  };
}

// ── class ─────────────────────────────────────────────────────────────────────────────────

export interface ClassFormValues {
  name: string;
  gradeLevel: string;
  description: string;
  isActive: boolean;
  capacity: string;
}

export function classFormValues(row?: AdminClass): ClassFormValues {
  return {
    name: row?.name ?? '',
    gradeLevel: row ? String(row.gradeLevel) : '',
    description: row?.description ?? '',
    isActive: row?.isActive ?? true,
    capacity: String(row?.capacity ?? adminDefaults.classCapacity),
  };
}

export function validateClass(values: ClassFormValues): AdminFormErrors {
  return schemaFieldErrors(adminClassInputSchema, {
    ...toClassInput(values),
    gradeLevel: values.gradeLevel,
    capacity: values.capacity,
  });
}

export function toClassInput(values: ClassFormValues): AdminClassInput {
  return {
    name: values.name.trim(),
    gradeLevel: Number(values.gradeLevel),
    description: orNull(values.description),
    isActive: values.isActive,
    capacity: Number(values.capacity),
  };
}

// ── chapter ───────────────────────────────────────────────────────────────────────────────

export interface ChapterFormValues {
  name: string;
  description: string;
  /** The chosen subject's id, '' until one is chosen. */
  subjectId: string;
  order: string;
  isActive: boolean;
  contentSummary: string;
  imageUrl: string;
}

export interface NewRecordContext {
  /** How many records the list has: a new one goes after them (order = count + 1). */
  existingCount: number;
  /** The parent preselected for a new record, e.g. the subject the list is filtered by. */
  parentId?: number;
}

export function chapterFormValues(row: AdminChapter | undefined, context: NewRecordContext): ChapterFormValues {
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    subjectId: String(row?.subjectId ?? context.parentId ?? ''),
    order: String(row?.order ?? context.existingCount + 1),
    isActive: row?.isActive ?? true,
    contentSummary: row?.contentSummary ?? '',
    imageUrl: row?.imageUrl ?? '',
  };
}

export function validateChapter(values: ChapterFormValues): AdminFormErrors {
  return schemaFieldErrors(adminChapterInputSchema, {
    ...toChapterInput(values),
    subjectId: values.subjectId,
    order: values.order,
  });
}

export function toChapterInput(values: ChapterFormValues): AdminChapterInput {
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    subjectId: Number(values.subjectId),
    order: Number(values.order),
    isActive: values.isActive,
    contentSummary: orNull(values.contentSummary),
    imageUrl: orNull(values.imageUrl),
  };
}

// ── topic ─────────────────────────────────────────────────────────────────────────────────

export interface TopicFormValues {
  name: string;
  description: string;
  chapterId: string;
  order: string;
  /** Markdown. */
  content: string;
  isActive: boolean;
  imageUrl: string;
  videoUrl: string;
  durationMinutes: string;
}

export function topicFormValues(row: AdminTopic | undefined, context: NewRecordContext): TopicFormValues {
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    chapterId: String(row?.chapterId ?? context.parentId ?? ''),
    order: String(row?.order ?? context.existingCount + 1),
    content: row?.content ?? '',
    isActive: row?.isActive ?? true,
    imageUrl: row?.imageUrl ?? '',
    videoUrl: row?.videoUrl ?? '',
    durationMinutes: String(row?.durationMinutes ?? adminDefaults.topicDurationMinutes),
  };
}

export function validateTopic(values: TopicFormValues): AdminFormErrors {
  return schemaFieldErrors(adminTopicInputSchema, {
    ...toTopicInput(values),
    chapterId: values.chapterId,
    order: values.order,
    durationMinutes: values.durationMinutes,
  });
}

export function toTopicInput(values: TopicFormValues): AdminTopicInput {
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    chapterId: Number(values.chapterId),
    order: Number(values.order),
    // Markdown keeps its whitespace: a trailing double space is a line break.
    content: values.content,
    contentFormat: 'markdown',
    isActive: values.isActive,
    imageUrl: orNull(values.imageUrl),
    videoUrl: orNull(values.videoUrl),
    durationMinutes: Number(values.durationMinutes),
  };
}

// ── quiz ──────────────────────────────────────────────────────────────────────────────────

export interface QuizFormValues {
  title: string;
  description: string;
  chapterId: string;
  /** Shown in minutes; the API takes seconds. */
  timeLimitMinutes: string;
  passingScore: string;
  isActive: boolean;
  questions: QuizQuestionDraft[];
}

/** 600 → '10', 90 → '1.5': minutes as a person would type them. */
export function secondsToMinutes(seconds: number): string {
  return String(Math.round((seconds / 60) * 100) / 100);
}

/** The seconds of a minutes field, or NaN when it holds no number. */
export function minutesToSeconds(minutes: string): number {
  const text = minutes.trim();
  return text === '' ? Number.NaN : Math.round(Number(text) * 60);
}

export function quizFormValues(
  row: AdminQuiz | undefined,
  context: Omit<NewRecordContext, 'existingCount'>,
): QuizFormValues {
  return {
    title: row?.title ?? '',
    description: row?.description ?? '',
    chapterId: String(row?.chapterId ?? context.parentId ?? ''),
    timeLimitMinutes: secondsToMinutes(row?.timeLimit ?? adminDefaults.quizTimeLimitSeconds),
    passingScore: String(row?.passingScore ?? adminDefaults.quizPassingScore),
    isActive: row?.isActive ?? true,
    questions: row ? draftsFromQuestions(row.questions) : [],
  };
}

/** Each question: its text, 2–8 options with text, exactly one marked correct. */
export function validateQuestions(questions: readonly QuizQuestionDraft[]): AdminFormErrors {
  return schemaFieldErrors(
    adminQuizInputSchema.shape.questions,
    questionInputs(questions),
    (path) => `questions.${path}`,
  );
}

export function validateQuiz(values: QuizFormValues): AdminFormErrors {
  const request = {
    ...toQuizInput(values),
    chapterId: values.chapterId,
    // Blank is missing; otherwise the seconds of the minutes typed (NaN when they are no number).
    timeLimit: values.timeLimitMinutes.trim() === '' ? '' : minutesToSeconds(values.timeLimitMinutes),
    passingScore: values.passingScore,
  };
  // The form shows the time limit in minutes, in a field of its own name.
  return schemaFieldErrors(adminQuizInputSchema, request, (path) => (path === 'timeLimit' ? 'timeLimitMinutes' : path));
}

export function toQuizInput(values: QuizFormValues): AdminQuizInput {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    chapterId: Number(values.chapterId),
    timeLimit: minutesToSeconds(values.timeLimitMinutes),
    passingScore: Number(values.passingScore),
    isActive: values.isActive,
    questions: questionInputs(values.questions),
  };
}

// ── server errors ─────────────────────────────────────────────────────────────────────────

/**
 * The field errors of a 400 response's `details` (`[{ field, message }]`, the server's
 * validation problems), first message per field. Anything else gives `{}`. The quiz's time
 * limit is shown as `timeLimitMinutes`, so its error goes there.
 */
export function fieldErrorsFromDetails(details: unknown): AdminFieldErrors {
  if (!Array.isArray(details)) return {};
  const errors: Record<string, string> = {};
  for (const item of details as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const key = field === 'timeLimit' ? 'timeLimitMinutes' : field;
    errors[key] ??= message;
  }
  return errors;
}
