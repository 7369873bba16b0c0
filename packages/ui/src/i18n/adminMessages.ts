// The admin area's texts. The spec keeps the admin area in English (§2, §8), so they live here and
// not in the Bengali `bn` catalogue, whose test forbids Latin letters.

import { adminMessages } from '@study/contract';

/** The records an admin manages; the same names as the server's activity entities. */
export const adminEntities = ['subject', 'class', 'chapter', 'topic', 'quiz'] as const;
export type AdminEntity = (typeof adminEntities)[number];

/** How an entity is named in a sentence: 'Add Subject', 'No subjects found'. */
export const adminEntityNames: Record<AdminEntity, { singular: string; plural: string }> = {
  subject: { singular: 'Subject', plural: 'subjects' },
  class: { singular: 'Class', plural: 'classes' },
  chapter: { singular: 'Chapter', plural: 'chapters' },
  topic: { singular: 'Topic', plural: 'topics' },
  quiz: { singular: 'Quiz', plural: 'quizzes' },
};

const singular = (entity: AdminEntity) => adminEntityNames[entity].singular;
const lower = (entity: AdminEntity) => adminEntityNames[entity].singular.toLowerCase();
const plural = (entity: AdminEntity) => adminEntityNames[entity].plural;

/** '1 chapter', '3 topics'. */
export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listLabel(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const adminText = {
  appName: 'Study Admin',

  // Login (spec §2, §5, §8)
  loginTitle: 'Admin Login',
  loginSubtitle: 'Sign in to manage subjects, chapters, topics and quizzes.',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  adminAccessOnly: 'Admin access only',
  // The app's toasts (spec §8).
  loginSuccess: 'Login successful',
  loginFailed: adminMessages.loginFailed,

  // Password change
  passwordTitle: 'Change password',
  passwordSubtitle:
    'The old password stops working and every other session of yours is signed out; this one stays signed in.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least 6 characters.',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  changingPassword: 'Changing...',
  // The app's toasts.
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  passwordChangeFailed: 'Failed to change password',

  // Shell
  skipToContent: 'Skip to content',
  toggleSidebar: 'Toggle sidebar',
  navLabel: 'Admin menu',
  logout: 'Logout',
  navDashboard: 'Dashboard',
  navSchools: 'Schools',
  navClasses: 'Classes',
  navSubjects: 'Subjects',
  navChapters: 'Chapters',
  navTopics: 'Topics',
  navQuizzes: 'Quizzes',
  navPassword: 'Password',
  schoolsNote: 'Not available yet',

  // Dashboard
  statsLabel: 'Overview',
  statStudents: 'Students',
  statSubjects: 'Subjects',
  statChapters: 'Chapters',
  statTopics: 'Topics',
  statQuizzes: 'Quizzes',
  statTutorQuestionsToday: 'Tutor questions today',
  recentActivity: 'Recent Activity',
  noActivity: 'No recent activity yet',
  noActivityHint: 'Changes to subjects, classes, chapters, topics and quizzes will appear here.',
  dashboardFailed: 'Failed to fetch dashboard',
  dashboardFailedHint: 'The overview could not be loaded. Check the connection and try again.',
  loading: 'Loading...',
  retry: 'Retry',

  // Tables and dialogs
  actions: 'Actions',
  editAction: 'Edit',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  delete: 'Delete',
  deleting: 'Deleting...',
  close: 'Close',
  deleteWarning: 'This action cannot be undone...',
  fetchFailedHint: 'Check the connection and try again.',

  // Fields
  name: 'Name',
  title: 'Title',
  description: 'Description',
  gradeLevel: 'Grade level',
  iconType: 'Icon',
  isActive: 'Active',
  isActiveHint: 'Inactive records are hidden from students.',
  imageUrl: 'Image URL',
  urlHint: 'An https:// address or a /path on this site.',
  capacity: 'Capacity',
  subject: 'Subject',
  chapter: 'Chapter',
  chooseSubject: 'Choose a subject',
  chooseChapter: 'Choose a chapter',
  order: 'Order',
  contentSummary: 'Content summary',
  content: 'Content',
  contentHint: 'Markdown, with $...$ for inline maths and $$...$$ for display maths.',
  contentFormat: 'Content format',
  contentFormatMarkdown: 'Markdown',
  contentType: 'Content type',
  contentTypeHint: 'Worked out by the server from the content, image and video.',
  videoUrl: 'Video URL',
  duration: 'Duration (minutes)',
  timeLimit: 'Time limit (minutes)',
  passingScore: 'Passing score (%)',

  // Markdown editor
  write: 'Write',
  preview: 'Preview',
  previewEmpty: 'Nothing to preview yet.',
  writeOrPreview: 'Write or preview',

  // Quiz questions
  questions: 'Questions',
  noQuestions: 'No questions yet. A quiz without questions is not shown to students.',
  addQuestion: 'Add question',
  addOption: 'Add option',
  explanation: 'Explanation',
  optionsHint: 'Mark the correct answer with the round button.',
} as const;

/** The subject icons' names in the icon select (the contract's `iconTypes`). */
export const adminIconTypeLabels = {
  math: 'Mathematics',
  science: 'Science',
  bangla: 'Bangla',
  english: 'English',
  social: 'Bangladesh & global studies',
  islam: 'Islam & moral education',
  default: 'General',
} as const;

/** The topic content types the server derives (the contract's `topicContentTypes`). */
export const adminContentTypeLabels = {
  video: 'Video',
  text: 'Text',
  mixed: 'Mixed (text with image or video)',
  generic: 'General',
} as const;

/** Messages built from an entity or a record's name. */
export const adminFormat = {
  add: (entity: AdminEntity) => `Add ${singular(entity)}`,
  edit: (entity: AdminEntity) => `Edit ${singular(entity)}`,
  editRow: (name: string) => `Edit ${name}`,
  deleteRow: (name: string) => `Delete ${name}`,
  deleteTitle: (entity: AdminEntity) => `Delete ${singular(entity)}`,
  deleteQuestion: (name: string) => `Delete “${name}”?`,
  alsoRemoves: (parts: readonly string[]) => `This will also remove ${listLabel(parts)}.`,
  fetchFailed: (entity: AdminEntity) => `Failed to fetch ${plural(entity)}`,
  noneFound: (entity: AdminEntity) => `No ${plural(entity)} found`,
  listTitle: (entity: AdminEntity) => `${plural(entity).charAt(0).toUpperCase()}${plural(entity).slice(1)}`,
  loadingList: (entity: AdminEntity) => `Loading ${plural(entity)}...`,
  // The app's toasts after a save or delete (spec §8).
  created: (entity: AdminEntity) => `${singular(entity)} created successfully`,
  updated: (entity: AdminEntity) => `${singular(entity)} updated successfully`,
  deleted: (entity: AdminEntity) => `${singular(entity)} deleted successfully`,
  createFailed: (entity: AdminEntity) => `Failed to create ${lower(entity)}`,
  updateFailed: (entity: AdminEntity) => `Failed to update ${lower(entity)}`,
  deleteFailed: (entity: AdminEntity) => `Failed to delete ${lower(entity)}`,
  question: (n: number) => `Question ${n}`,
  questionText: (n: number) => `Question ${n} text`,
  removeQuestion: (n: number) => `Remove question ${n}`,
  option: (n: number) => `Option ${n}`,
  optionText: (question: number, option: number) => `Question ${question}, option ${option}`,
  markCorrect: (question: number, option: number) => `Question ${question}: option ${option} is correct`,
  removeOption: (question: number, option: number) => `Remove option ${option} of question ${question}`,
  optionsOf: (n: number) => `Options of question ${n}`,
  questionCount: (n: number) => countLabel(n, 'question', 'questions'),
  explanationOf: (n: number) => `Question ${n} explanation`,
} as const;

/** The "Flagged conversations" page: tutor exchanges an adult should see (issue 17 §4). */
export const flagText = {
  navFlags: 'Flagged conversations',
  title: 'Flagged conversations',
  summary: (fresh: number, high: number) => `${fresh} new, ${high} of them high severity`,
  kindFilter: 'Kind',
  statusFilter: 'Status',
  all: 'All',
  listLabel: 'Flags',
  loading: 'Loading flagged conversations…',
  failed: 'Failed to fetch flagged conversations',
  failedHint: 'Check the connection and try again.',
  retry: 'Retry',
  empty: 'No flagged conversations',
  emptyHint: 'Messages the tutor flags for an adult appear here.',
  kinds: {
    self_harm: 'Self-harm',
    abuse: 'Abuse',
    bullying: 'Bullying',
    sexual_exploitation: 'Sexual exploitation',
    online_threat: 'Online threat',
    hopelessness: 'Hopelessness',
    safety: 'Every safety kind',
    low_confidence: 'Low confidence',
  },
  severities: { high: 'High', medium: 'Medium', low: 'Low' },
  statuses: { new: 'New', seen: 'Seen', resolved: 'Resolved' },
  classLevel: (level: string) => `Class ${level}`,
  detailLabel: 'Flag detail',
  detailTitle: (student: string) => `Conversation with ${student}`,
  detailLoading: 'Loading the conversation…',
  detailFailed: 'Failed to fetch the conversation',
  chooseFlag: 'Choose a flag to read its conversation.',
  student: 'Student',
  tutor: 'Tutor',
  flagged: 'Flagged',
  note: 'Note',
  noteHint: 'What was done, and by whom. Needed to resolve.',
  markSeen: 'Mark as seen',
  resolve: 'Resolve',
  reviewed: (who: string, when: string) => `Reviewed by ${who}, ${when}`,
  markedSeen: 'Flag marked as seen',
  resolvedToast: 'Flag resolved',
  updateFailed: 'Failed to update the flag',
  statNewFlags: 'New flagged conversations',
  statHighFlags: (count: number) => `${count} high severity`,
} as const;
