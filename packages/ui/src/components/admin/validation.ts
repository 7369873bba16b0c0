import { adminFormat, adminText } from '../../i18n/adminMessages';
import type { FieldErrors } from '../auth/validation';
import { draftsFromQuestions, maxOptions, minOptions, questionInputs } from './quizDraft';
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

// Pure rules of the admin forms: the messages are the server's (packages/contract/src/admin.ts)
// wherever it has one, so a problem reads the same whether the form or the server found it.
// Errors are keyed by the server's field paths ('questions.0.options.1.text').

export type AdminFormErrors = Partial<Record<string, string>>;

/** Spec §9 and the server's defaults. */
export const adminDefaults = {
  classCapacity: 30,
  quizTimeLimitSeconds: 600,
  quizPassingScore: 70,
  topicDurationMinutes: 10,
  iconType: 'default',
} as const;

const limits = {
  name: 200,
  description: 2000,
  contentSummary: 5000,
  content: 200_000,
  url: 2000,
  gradeLevel: [1, 12],
  capacity: [1, 10_000],
  order: [1, 1000],
  duration: [0, 600],
  passingScore: [0, 100],
  timeLimitSeconds: [10, 86_400],
  questions: 200,
  id: 2_147_483_647,
  login: 200,
  password: 200,
  newPasswordMin: 6,
} as const;

/** NUL: PostgreSQL text cannot hold it, so the server refuses it; only pasted binary has one. */
const hasNul = (text: string) => text.includes('\u0000');

// ── field rules ───────────────────────────────────────────────────────────────────────────

function nameError(value: string, requiredMessage: string, label: string): string | undefined {
  const text = value.trim();
  if (text === '') return requiredMessage;
  if (text.length > limits.name) return adminFormat.tooLong(label);
  if (hasNul(text)) return adminFormat.invalidCharacter(label);
  return undefined;
}

function optionalTextError(value: string, label: string, max: number): string | undefined {
  const text = value.trim();
  if (text.length > max) return adminFormat.tooLong(label);
  return hasNul(text) ? adminFormat.invalidCharacter(label) : undefined;
}

function urlError(value: string, label: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (text.length > limits.url) return adminFormat.tooLong(label);
  return (text.startsWith('/') || text.startsWith('https://')) && !hasNul(text) ? undefined : adminFormat.badUrl(label);
}

/** A number typed into a field: required, whole, within the server's range. */
function wholeNumberError(value: string, label: string, [min, max]: readonly [number, number]): string | undefined {
  const text = value.trim();
  if (text === '') return adminFormat.required(label);
  const number = Number(text);
  if (!Number.isFinite(number)) return adminFormat.notANumber(label);
  if (!Number.isInteger(number)) return adminFormat.notWhole(label);
  if (number < min) return adminFormat.atLeast(label, min);
  if (number > max) return adminFormat.atMost(label, max);
  return undefined;
}

function selectError(value: string, message: string): string | undefined {
  return /^[1-9]\d*$/.test(value) && Number(value) <= limits.id ? undefined : message;
}

/** Drops the rules that passed, so a valid form gives `{}`. */
function collect(errors: Record<string, string | undefined>): AdminFormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

// ── login ─────────────────────────────────────────────────────────────────────────────────

export interface AdminLoginValues {
  email: string;
  password: string;
}

/** Spec §5: both fields are required, with one message for either; and within what the server takes. */
export function validateAdminLogin(values: AdminLoginValues): FieldErrors<keyof AdminLoginValues> {
  const errors: FieldErrors<keyof AdminLoginValues> = {};
  const email = values.email.trim();
  if (email === '') errors.email = adminText.loginRequired;
  // No account has such an address or password: the server's answer to them, without the trip.
  else if (email.length > limits.login || hasNul(email)) errors.email = adminText.loginFailed;
  if (values.password === '') errors.password = adminText.loginRequired;
  else if (values.password.length > limits.login) errors.password = adminText.loginFailed;
  return errors;
}

export interface AdminPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The admin's password change: the students' rules (a new password of 6 to 200 characters, confirmed). */
export function validateAdminPasswordChange(values: AdminPasswordValues): FieldErrors<keyof AdminPasswordValues> {
  const errors: FieldErrors<keyof AdminPasswordValues> = {};
  if (values.currentPassword === '') errors.currentPassword = adminText.currentPasswordRequired;
  else if (values.currentPassword.length > limits.password) errors.currentPassword = adminText.currentPasswordTooLong;

  if (values.newPassword === '') errors.newPassword = adminText.newPasswordRequired;
  else if (values.newPassword.length > limits.password) errors.newPassword = adminText.newPasswordTooLong;
  else if (values.newPassword.length < limits.newPasswordMin) errors.newPassword = adminText.newPasswordMin6;

  if (values.confirmPassword === '') errors.confirmPassword = adminText.confirmPasswordRequired;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = adminText.passwordMismatch;
  return errors;
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
  return collect({
    name: nameError(values.name, adminText.subjectNameRequired, 'Subject name'),
    description: optionalTextError(values.description, adminText.description, limits.description),
    gradeLevel: wholeNumberError(values.gradeLevel, adminText.gradeLevel, limits.gradeLevel),
    imageUrl: urlError(values.imageUrl, adminText.imageUrl),
  });
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
  return collect({
    name: nameError(values.name, adminText.classNameRequired, 'Class name'),
    gradeLevel: wholeNumberError(values.gradeLevel, adminText.gradeLevel, limits.gradeLevel),
    description: optionalTextError(values.description, adminText.description, limits.description),
    capacity: wholeNumberError(values.capacity, adminText.capacity, limits.capacity),
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
  return collect({
    name: nameError(values.name, adminText.chapterNameRequired, 'Chapter name'),
    description: optionalTextError(values.description, adminText.description, limits.description),
    subjectId: selectError(values.subjectId, adminText.subjectRequired),
    order: wholeNumberError(values.order, adminText.order, limits.order),
    contentSummary: optionalTextError(values.contentSummary, adminText.contentSummary, limits.contentSummary),
    imageUrl: urlError(values.imageUrl, adminText.imageUrl),
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
  return collect({
    name: nameError(values.name, adminText.topicNameRequired, 'Topic name'),
    description: optionalTextError(values.description, adminText.description, limits.description),
    chapterId: selectError(values.chapterId, adminText.chapterRequired),
    order: wholeNumberError(values.order, adminText.order, limits.order),
    content:
      values.content.length > limits.content
        ? adminFormat.tooLong(adminText.content)
        : hasNul(values.content)
          ? adminFormat.invalidCharacter(adminText.content)
          : undefined,
    imageUrl: urlError(values.imageUrl, adminText.imageUrl),
    videoUrl: urlError(values.videoUrl, adminText.videoUrl),
    durationMinutes: wholeNumberError(values.durationMinutes, 'Duration', limits.duration),
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

export function quizFormValues(row: AdminQuiz | undefined, context: Omit<NewRecordContext, 'existingCount'>): QuizFormValues {
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

function timeLimitError(minutes: string): string | undefined {
  const label = 'Time limit';
  if (minutes.trim() === '') return adminFormat.required(label);
  const seconds = minutesToSeconds(minutes);
  if (!Number.isFinite(seconds)) return adminFormat.notANumber(label);
  const [min, max] = limits.timeLimitSeconds;
  if (seconds < min) return adminFormat.atLeastSeconds(label, min);
  if (seconds > max) return adminFormat.atMostMinutes(label, max / 60);
  return undefined;
}

/** Each question: its text, 2–8 options with text, exactly one marked correct. */
export function validateQuestions(questions: readonly QuizQuestionDraft[]): AdminFormErrors {
  const errors: Record<string, string | undefined> = {};
  questions.forEach((draft, q) => {
    errors[`questions.${q}.question`] = nameError(draft.question, adminText.questionRequired, 'Question');
    errors[`questions.${q}.explanation`] = optionalTextError(draft.explanation, adminText.explanation, limits.description);
    draft.options.forEach((option, o) => {
      errors[`questions.${q}.options.${o}.text`] = nameError(option.text, adminText.optionTextRequired, 'Option text');
    });
    errors[`questions.${q}.options`] =
      draft.options.length < minOptions
        ? adminText.tooFewOptions
        : draft.options.length > maxOptions
          ? adminText.tooManyOptions
          : draft.options.some((option) => option.key === draft.correctKey)
            ? undefined
            : adminText.oneCorrectOption;
  });
  return collect(errors);
}

export function validateQuiz(values: QuizFormValues): AdminFormErrors {
  return {
    ...collect({
      title: nameError(values.title, adminText.quizTitleRequired, 'Quiz title'),
      description: optionalTextError(values.description, adminText.description, limits.description),
      chapterId: selectError(values.chapterId, adminText.chapterRequired),
      timeLimitMinutes: timeLimitError(values.timeLimitMinutes),
      passingScore: wholeNumberError(values.passingScore, 'Passing score', limits.passingScore),
      questions: values.questions.length > limits.questions ? adminText.tooManyQuestions : undefined,
    }),
    ...validateQuestions(values.questions),
  };
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
