// The admin API's answers for admin page stories and tests, typed by @study/contract so a change
// of the wire format breaks them at compile time. Curriculum names are Bengali, as students see
// them; everything about the admin area itself is English.
import type {
  AdminChapter,
  AdminClass,
  AdminDashboard,
  AdminFlagDetail,
  AdminQuiz,
  AdminSubject,
  AdminTopic,
} from '@study/contract';

export const adminEmailFixture = 'admin@example.com';
export const adminTokenFixture = 'admin-story-token';
export const adminRefreshTokenFixture = 'admin-story-refresh-token';

export const adminSubjectsFixture: AdminSubject[] = [
  {
    id: 1,
    name: 'গণিত',
    description: 'প্যাটার্ন, মুনাফা, পরিমাপ, বীজগণিত ও জ্যামিতি।',
    gradeLevel: 8,
    iconType: 'math',
    isActive: true,
    imageUrl: null,
    chapterCount: 2,
  },
  {
    id: 2,
    name: 'বিজ্ঞান',
    description: 'জীবের বৃদ্ধি ও বংশগতি, ব্যাপন ও অভিস্রবণ।',
    gradeLevel: 8,
    iconType: 'science',
    isActive: true,
    imageUrl: null,
    chapterCount: 1,
  },
  {
    id: 3,
    name: 'বাংলা',
    description: null,
    gradeLevel: 9,
    iconType: 'bangla',
    isActive: false,
    imageUrl: null,
    chapterCount: 0,
  },
];

export const adminClassesFixture: AdminClass[] = [6, 7, 8, 9, 10].map((grade, index) => ({
  id: index + 1,
  name: `Class ${grade}`,
  gradeLevel: grade,
  description: grade === 8 ? 'Demo curriculum class' : null,
  isActive: true,
  capacity: 30,
}));

export const adminChaptersFixture: AdminChapter[] = [
  {
    id: 11,
    name: 'বীজগণিতীয় রাশি',
    description: 'রাশির যোগ, বিয়োগ, গুণ ও ভাগ।',
    subjectId: 1,
    order: 1,
    isActive: true,
    contentSummary: null,
    imageUrl: null,
    topicCount: 2,
  },
  {
    id: 12,
    name: 'পরিমাপ',
    description: null,
    subjectId: 1,
    order: 2,
    isActive: true,
    contentSummary: null,
    imageUrl: null,
    topicCount: 0,
  },
  {
    id: 21,
    name: 'জীবের বৃদ্ধি ও বংশগতি',
    description: null,
    subjectId: 2,
    order: 1,
    isActive: true,
    contentSummary: null,
    imageUrl: null,
    topicCount: 0,
  },
];

export const adminTopicsFixture: AdminTopic[] = [
  {
    id: 101,
    name: 'বর্গের সূত্র',
    description: 'দুই রাশির যোগফলের বর্গ।',
    chapterId: 11,
    order: 1,
    content: '## বর্গের সূত্র\n\n$(a+b)^2 = a^2 + 2ab + b^2$\n\n$$x^2 - y^2 = (x+y)(x-y)$$',
    contentFormat: 'markdown',
    isActive: true,
    imageUrl: null,
    videoUrl: null,
    durationMinutes: 10,
    contentType: 'text',
  },
  {
    id: 102,
    name: 'উৎপাদকে বিশ্লেষণ',
    description: null,
    chapterId: 11,
    order: 2,
    content: 'একটি রাশিকে কয়েকটি রাশির গুণফল হিসেবে লেখা।',
    contentFormat: 'markdown',
    isActive: true,
    imageUrl: null,
    videoUrl: null,
    durationMinutes: 15,
    contentType: 'text',
  },
];

export const adminQuizzesFixture: AdminQuiz[] = [
  {
    id: 201,
    title: 'বীজগণিতীয় রাশি: অনুশীলন',
    description: 'অধ্যায়ের মূল ধারণা যাচাই।',
    chapterId: 11,
    timeLimit: 600,
    passingScore: 70,
    isActive: true,
    questions: [
      {
        id: 301,
        question: '(a+b)² এর বিস্তৃতি কোনটি?',
        explanation: 'বর্গের প্রথম সূত্র।',
        options: [
          { id: 401, text: 'a² + 2ab + b²', isCorrect: true },
          { id: 402, text: 'a² + b²', isCorrect: false },
          { id: 403, text: 'a² − 2ab + b²', isCorrect: false },
        ],
      },
    ],
  },
];

export const adminDashboardFixture: AdminDashboard = {
  counts: { students: 128, subjects: 30, chapters: 214, topics: 96, quizzes: 24, tutorQuestionsToday: 57 },
  flags: { new: 3, seen: 1, resolved: 4, newHigh: 1 },
  recentActivity: [
    {
      id: 3,
      adminEmail: adminEmailFixture,
      action: 'create',
      entity: 'quiz',
      entityId: 201,
      summary: 'Created quiz "বীজগণিতীয় রাশি: অনুশীলন"',
      at: '2026-11-22T09:40:00.000Z',
    },
    {
      id: 2,
      adminEmail: adminEmailFixture,
      action: 'update',
      entity: 'topic',
      entityId: 101,
      summary: 'Updated topic "বর্গের সূত্র"',
      at: '2026-11-22T08:15:00.000Z',
    },
    {
      id: 1,
      adminEmail: adminEmailFixture,
      action: 'delete',
      entity: 'chapter',
      entityId: 13,
      summary: 'Deleted chapter "পুরোনো অধ্যায়"',
      at: '2026-11-21T16:05:00.000Z',
    },
  ],
};

/** Flagged tutor conversations (contract: adminFlags.ts), high severity first. */
export const adminFlagsFixture: AdminFlagDetail[] = [
  {
    id: 2,
    reason: 'safety',
    safetyKind: 'self_harm',
    severity: 'high',
    status: 'new',
    createdAt: '2026-11-22T08:20:00.000Z',
    student: { id: 31, name: 'রাফি আহমেদ', username: 'rafi_8', classLevel: '8' },
    topic: { id: 12, name: 'কোষ বিভাজন' },
    chapter: { id: 3, name: 'জীবের বৃদ্ধি ও বংশগতি' },
    subject: { id: 2, name: 'বিজ্ঞান' },
    message: 'আমার মরে যেতে ইচ্ছা করে',
    note: null,
    reviewedAt: null,
    reviewedBy: null,
    conversation: [
      {
        id: 40,
        role: 'user',
        content: 'মাইটোসিস কী?',
        timestamp: '2026-11-22T08:15:00.000Z',
        flagged: false,
        safetyKind: null,
      },
      {
        id: 41,
        role: 'assistant',
        content: 'মাইটোসিস এক ধরনের কোষ বিভাজন, যাতে একটি কোষ থেকে দুটি একই রকম কোষ হয়।',
        timestamp: '2026-11-22T08:15:02.000Z',
        flagged: false,
        safetyKind: null,
      },
      {
        id: 42,
        role: 'user',
        content: 'আমার মরে যেতে ইচ্ছা করে',
        timestamp: '2026-11-22T08:20:00.000Z',
        flagged: true,
        safetyKind: null,
      },
      {
        id: 43,
        role: 'assistant',
        content: 'তুমি যা লিখেছ তা খুব গুরুত্বপূর্ণ, আর আমাকে জানিয়েছ বলে ভালো করেছ। তুমি একা নও।',
        timestamp: '2026-11-22T08:20:01.000Z',
        flagged: true,
        safetyKind: 'self_harm',
      },
    ],
  },
  {
    id: 1,
    reason: 'low_confidence',
    safetyKind: null,
    severity: 'low',
    status: 'new',
    createdAt: '2026-11-21T09:00:00.000Z',
    student: { id: 32, name: 'তানিয়া সুলতানা', username: 'tania', classLevel: '8' },
    topic: { id: 12, name: 'কোষ বিভাজন' },
    chapter: { id: 3, name: 'জীবের বৃদ্ধি ও বংশগতি' },
    subject: { id: 2, name: 'বিজ্ঞান' },
    message: 'নিউটনের গতিসূত্র কী?',
    note: null,
    reviewedAt: null,
    reviewedBy: null,
    conversation: [
      {
        id: 30,
        role: 'user',
        content: 'নিউটনের গতিসূত্র কী?',
        timestamp: '2026-11-21T09:00:00.000Z',
        flagged: true,
        safetyKind: null,
      },
      {
        id: 31,
        role: 'assistant',
        content: 'পাঠে এই প্রশ্নের উত্তর নেই।',
        timestamp: '2026-11-21T09:00:01.000Z',
        flagged: true,
        safetyKind: null,
      },
    ],
  },
];
