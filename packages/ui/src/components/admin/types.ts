// The admin API's records and request bodies, mirrored from @study/contract (src/admin.ts):
// @study/ui does not depend on the contract, and the shapes are plain data either way.

export const adminIconTypes = ['math', 'science', 'bangla', 'english', 'social', 'islam', 'default'] as const;
export type AdminIconType = (typeof adminIconTypes)[number];

export const adminTopicContentTypes = ['video', 'text', 'mixed', 'generic'] as const;
export type AdminTopicContentType = (typeof adminTopicContentTypes)[number];

export interface AdminSubject {
  id: number;
  name: string;
  description: string | null;
  gradeLevel: number;
  iconType: AdminIconType;
  isActive: boolean;
  imageUrl: string | null;
  chapterCount: number;
}

/** Spec §5: the subject's grade level is sent as typed; the server reads it as a number. */
export interface AdminSubjectInput {
  name: string;
  description: string | null;
  gradeLevel: string;
  iconType: AdminIconType;
  isActive: boolean;
  imageUrl: string | null;
}

export interface AdminClass {
  id: number;
  name: string;
  gradeLevel: number;
  description: string | null;
  isActive: boolean;
  capacity: number;
}

export interface AdminClassInput {
  name: string;
  gradeLevel: number;
  description: string | null;
  isActive: boolean;
  capacity: number;
}

export interface AdminChapter {
  id: number;
  name: string;
  description: string | null;
  subjectId: number;
  order: number;
  isActive: boolean;
  contentSummary: string | null;
  imageUrl: string | null;
  topicCount: number;
}

export interface AdminChapterInput {
  name: string;
  description: string | null;
  subjectId: number;
  order: number;
  isActive: boolean;
  contentSummary: string | null;
  imageUrl: string | null;
}

export interface AdminTopic {
  id: number;
  name: string;
  description: string | null;
  chapterId: number;
  order: number;
  content: string;
  contentFormat: 'markdown';
  isActive: boolean;
  imageUrl: string | null;
  videoUrl: string | null;
  durationMinutes: number;
  /** Derived by the server from the content and media. */
  contentType: AdminTopicContentType;
}

export interface AdminTopicInput {
  name: string;
  description: string | null;
  chapterId: number;
  order: number;
  content: string;
  contentFormat: 'markdown';
  isActive: boolean;
  imageUrl: string | null;
  videoUrl: string | null;
  durationMinutes: number;
}

export interface AdminQuizOption {
  id: number;
  text: string;
  isCorrect: boolean;
}

export interface AdminQuizQuestion {
  id: number;
  question: string;
  explanation: string | null;
  options: AdminQuizOption[];
}

export interface AdminQuiz {
  id: number;
  title: string;
  description: string | null;
  chapterId: number;
  /** Seconds. */
  timeLimit: number;
  /** Percent. */
  passingScore: number;
  isActive: boolean;
  questions: AdminQuizQuestion[];
}

export interface AdminQuizQuestionInput {
  question: string;
  explanation: string | null;
  options: { text: string; isCorrect: boolean }[];
}

export interface AdminQuizInput {
  title: string;
  description: string | null;
  chapterId: number;
  /** Seconds. */
  timeLimit: number;
  /** Percent. */
  passingScore: number;
  isActive: boolean;
  questions: AdminQuizQuestionInput[];
}

/** What a record holds: a delete confirmation says these go with it. */
export interface AdminChildCounts {
  chapters: number;
  topics: number;
  quizzes: number;
}

export interface AdminActivity {
  id: number;
  adminEmail: string;
  action: 'create' | 'update' | 'delete';
  entity: 'subject' | 'class' | 'chapter' | 'topic' | 'quiz';
  entityId: number;
  /** The server's sentence, e.g. 'Created chapter "Algebra" in "Mathematics"'. */
  summary: string;
  /** ISO date-time. */
  at: string;
}

export interface AdminDashboardCounts {
  students: number;
  subjects: number;
  chapters: number;
  topics: number;
  quizzes: number;
  tutorQuestionsToday: number;
}

/** An entry of a select: a subject or chapter to attach a record to. */
export interface AdminOption {
  id: number;
  label: string;
}

/**
 * Field errors from the server, keyed by the field's path ('name', 'questions.0.options'), as
 * `fieldErrorsFromDetails` reads them from a 400 response; shown at the field.
 */
export type AdminFieldErrors = Readonly<Record<string, string>>;

// Flagged tutor conversations (contract: src/adminFlags.ts).
export const adminFlagKinds = [
  'self_harm',
  'abuse',
  'bullying',
  'sexual_exploitation',
  'online_threat',
  'hopelessness',
] as const;
export type AdminFlagKind = (typeof adminFlagKinds)[number];
export const adminFlagKindFilters = [...adminFlagKinds, 'safety', 'low_confidence'] as const;
export type AdminFlagKindFilter = (typeof adminFlagKindFilters)[number];
export const adminFlagStatuses = ['new', 'seen', 'resolved'] as const;
export type AdminFlagStatus = (typeof adminFlagStatuses)[number];
export type AdminFlagSeverity = 'high' | 'medium' | 'low';

export interface AdminFlag {
  id: number;
  reason: 'safety' | 'low_confidence';
  safetyKind: AdminFlagKind | null;
  severity: AdminFlagSeverity;
  status: AdminFlagStatus;
  createdAt: string;
  student: { id: number; name: string; username: string; classLevel: string | null };
  topic: { id: number; name: string };
  chapter: { id: number; name: string };
  subject: { id: number; name: string };
  message: string;
  note: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
}

export interface AdminFlagCounts {
  new: number;
  seen: number;
  resolved: number;
  newHigh: number;
}

export interface AdminFlagMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  flagged: boolean;
  safetyKind: AdminFlagKind | null;
}

export interface AdminFlagDetail extends AdminFlag {
  conversation: AdminFlagMessage[];
}

export interface AdminFlagReview {
  status: 'seen' | 'resolved';
  note?: string;
}
