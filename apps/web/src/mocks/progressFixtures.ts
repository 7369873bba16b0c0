// Issue 19's answers for page stories: the progress report, badges and certificates, typed by
// @study/contract. Dates are fixed, so the screenshots do not change with the day.
import type { Achievements, Certificate, CertificateVerification, ProgressReport } from '@study/contract';
import { badgeIds } from '@study/contract';
import { lastDays } from './progressDays';

const today = '2026-11-26';

/** Some study, a completed chapter, three quizzes and a four-day streak. */
export const progressReportFixture: ProgressReport = {
  classLevel: 8,
  overall: { chaptersWritten: 29, chaptersCompleted: 3, percent: 10 },
  chaptersCompleted: {
    count: 3,
    latest: { id: 11, name: 'প্যাটার্ন', subjectId: 1, subjectName: 'গণিত', completedAt: '2026-11-25T10:30:00.000Z' },
  },
  quizStats: {
    attempts: 3,
    averageScore: 77,
    bestScore: 90,
    accuracy: 77,
    recent: [
      {
        attemptId: 3,
        chapterId: 11,
        chapterName: 'প্যাটার্ন',
        score: 90,
        passed: true,
        finishedAt: '2026-11-25T11:00:00.000Z',
      },
      {
        attemptId: 2,
        chapterId: 12,
        chapterName: 'মুনাফা',
        score: 60,
        passed: false,
        finishedAt: '2026-11-24T09:00:00.000Z',
      },
      {
        attemptId: 1,
        chapterId: 21,
        chapterName: 'জীবের বৃদ্ধি ও বংশগতি',
        score: 80,
        passed: true,
        finishedAt: '2026-11-23T08:00:00.000Z',
      },
    ],
  },
  streak: { current: 4, longest: 6, todayCounted: true, lastDay: today },
  studyTime: lastDays(today, 14).map((day, index) => ({
    day,
    seconds: [0, 0, 900, 1200, 0, 600, 2400, 0, 1800, 300, 0, 3000, 1500, 2100][index] ?? 0,
  })),
  subjects: [
    {
      id: 1,
      name: 'গণিত',
      iconType: 'math',
      chaptersWritten: 3,
      chaptersCompleted: 2,
      topicCount: 12,
      topicsCompleted: 9,
      chapters: [
        {
          id: 11,
          number: 1,
          name: 'প্যাটার্ন',
          written: true,
          topicCount: 4,
          topicsCompleted: 4,
          status: 'completed',
          bestScore: 90,
        },
        {
          id: 12,
          number: 2,
          name: 'মুনাফা',
          written: true,
          topicCount: 4,
          topicsCompleted: 4,
          status: 'completed',
          bestScore: 60,
        },
        {
          id: 13,
          number: 3,
          name: 'পরিমাপ',
          written: true,
          topicCount: 4,
          topicsCompleted: 1,
          status: 'in-progress',
          bestScore: null,
        },
        {
          id: 14,
          number: 4,
          name: 'বীজগাণিতিক রাশির গুণ ও ভাগ',
          written: false,
          topicCount: 0,
          topicsCompleted: 0,
          status: 'not-started',
          bestScore: null,
        },
      ],
    },
    {
      id: 2,
      name: 'বিজ্ঞান',
      iconType: 'science',
      chaptersWritten: 2,
      chaptersCompleted: 1,
      topicCount: 9,
      topicsCompleted: 5,
      chapters: [
        {
          id: 21,
          number: 1,
          name: 'জীবের বৃদ্ধি ও বংশগতি',
          written: true,
          topicCount: 5,
          topicsCompleted: 5,
          status: 'completed',
          bestScore: 80,
        },
        {
          id: 22,
          number: 2,
          name: 'পৃথিবী ও মহাকর্ষ',
          written: true,
          topicCount: 4,
          topicsCompleted: 0,
          status: 'not-started',
          bestScore: null,
        },
      ],
    },
  ],
};

/** A new student: nothing studied, no quiz, no streak. */
export const emptyProgressReportFixture: ProgressReport = {
  classLevel: 8,
  overall: { chaptersWritten: 29, chaptersCompleted: 0, percent: 0 },
  chaptersCompleted: { count: 0, latest: null },
  quizStats: { attempts: 0, averageScore: null, bestScore: null, accuracy: null, recent: [] },
  streak: { current: 0, longest: 0, todayCounted: false, lastDay: null },
  studyTime: lastDays(today, 14).map((day) => ({ day, seconds: 0 })),
  subjects: progressReportFixture.subjects.map((subject) => ({
    ...subject,
    chaptersCompleted: 0,
    topicsCompleted: 0,
    chapters: subject.chapters.map((chapter) => ({
      ...chapter,
      topicsCompleted: 0,
      status: 'not-started' as const,
      bestScore: null,
    })),
  })),
};

export const certificateFixture: Certificate = {
  id: 'Qm9vay1jZXJ0LWlkLTAwMDAx',
  chapterId: 11,
  chapterName: 'প্যাটার্ন',
  subjectName: 'গণিত',
  score: 90,
  passingScore: 70,
  issuedAt: '2026-11-25T11:00:00.000Z',
  studentName: 'তাসনিম রহমান',
  classLevel: '8',
};

export const verificationFixture: CertificateVerification = {
  id: certificateFixture.id,
  studentName: certificateFixture.studentName,
  chapterName: certificateFixture.chapterName,
  score: certificateFixture.score,
  issuedAt: certificateFixture.issuedAt,
};

const earnedAt: Partial<Record<(typeof badgeIds)[number], string>> = {
  'first-topic': '2026-11-20T08:00:00.000Z',
  'first-chapter': '2026-11-22T09:00:00.000Z',
  'first-quiz-80': '2026-11-23T08:00:00.000Z',
  'streak-3': '2026-11-25T10:00:00.000Z',
  'first-certificate': '2026-11-25T11:00:00.000Z',
};
const progressOf: Partial<Record<(typeof badgeIds)[number], [number, number]>> = {
  'streak-7': [6, 7],
  'streak-30': [6, 30],
  'subject-complete': [0, 1],
  'tutor-10': [4, 10],
};

export const achievementsFixture: Achievements = {
  badges: badgeIds.map((id) => {
    const at = earnedAt[id] ?? null;
    const [current, goal] = progressOf[id] ?? [1, id.startsWith('streak-3') ? 3 : 1];
    return { id, earnedAt: at, current: at ? goal : current, goal };
  }),
  certificates: [
    {
      id: certificateFixture.id,
      chapterId: 11,
      chapterName: 'প্যাটার্ন',
      subjectName: 'গণিত',
      score: 90,
      issuedAt: certificateFixture.issuedAt,
    },
  ],
};

export const emptyAchievementsFixture: Achievements = {
  badges: achievementsFixture.badges.map((badge) => ({ ...badge, earnedAt: null, current: 0 })),
  certificates: [],
};
