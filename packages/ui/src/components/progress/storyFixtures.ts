// Sample data for the progress stories only; no component uses it as a default.
import type { ChaptersCompleted } from './ChaptersCompletedCard/ChaptersCompletedCard';
import type { ProgressSummary } from './ProgressSummaryCard/ProgressSummaryCard';
import type { QuizStats } from './QuizStatsCard/QuizStatsCard';

export const longChapterName = 'বাংলাদেশের স্বাধীনতা সংগ্রামের পটভূমি ও মহান মুক্তিযুদ্ধের বিভিন্ন পর্যায়ের বিস্তারিত আলোচনা';
export const longSubjectName = 'বাংলাদেশ ও বিশ্বপরিচয়: ইতিহাস, ভূগোল ও নাগরিকতা';

export const partialSummary: ProgressSummary = { completedChapters: 7, writtenChapters: 29, completedTopics: 38 };
export const fullSummary: ProgressSummary = { completedChapters: 29, writtenChapters: 29, completedTopics: 124 };
export const emptySummary: ProgressSummary = { completedChapters: 0, writtenChapters: 29, completedTopics: 0 };

export const sampleQuizStats: QuizStats = {
  attempts: 12,
  averageScore: 72.5,
  bestScore: 100,
  accuracy: 76,
  recentAttempts: [
    { id: 12, quizTitle: 'বীজগাণিতিক রাশির গুণ ও ভাগ', score: 90, passed: true, takenAt: '2026-11-22T09:10:00+06:00' },
    { id: 11, quizTitle: 'পদার্থের গঠন', score: 60, passed: false, takenAt: '2026-11-21T19:45:00+06:00' },
    { id: 10, quizTitle: 'মূলদ ও অমূলদ সংখ্যা', score: 100, passed: true, takenAt: '2026-11-20T17:00:00+06:00' },
    { id: 9, quizTitle: 'কোষ ও টিস্যু', score: 70, passed: true, takenAt: '2026-11-18T16:30:00+06:00' },
    { id: 8, quizTitle: 'সরল সমীকরণ', score: 40, passed: false, takenAt: '2026-11-15T20:00:00+06:00' },
    { id: 7, quizTitle: 'শব্দ ও শব্দের শ্রেণিবিভাগ', score: 80, passed: true, takenAt: '2026-11-12T18:00:00+06:00' },
  ],
};

export const oneQuizStats: QuizStats = {
  attempts: 1,
  averageScore: 60,
  bestScore: 60,
  accuracy: 60,
  recentAttempts: [{ id: 1, quizTitle: 'পদার্থের গঠন', score: 60, passed: false, takenAt: '2026-11-21T19:45:00+06:00' }],
};

export const sampleChapters: ChaptersCompleted = {
  count: 7,
  latest: {
    subjectId: 1,
    subjectName: 'গণিত',
    chapterId: 103,
    chapterName: 'বীজগাণিতিক রাশির গুণ ও ভাগ',
    completedAt: '2026-11-22T09:05:00+06:00',
  },
};
