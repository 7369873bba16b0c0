import { describe, expect, it } from 'vitest';
import {
  achievementsFixture,
  certificateFixture,
  emptyProgressReportFixture,
  progressReportFixture,
  verificationFixture,
} from '../mocks/progressFixtures';
import {
  achievements,
  certificateView,
  chaptersCompleted,
  progressSummary,
  quizStats,
  reportToday,
  studyDays,
  subjectProgress,
  verifiedCertificate,
} from './progressProps';

describe('the progress report as the progress components take it', () => {
  it('sums topics across subjects for the overall card', () => {
    expect(progressSummary(progressReportFixture)).toEqual({
      completedChapters: 3,
      writtenChapters: 29,
      completedTopics: 14,
    });
  });

  it('gives the quiz card nothing before the first quiz, and the attempts newest first after', () => {
    expect(quizStats(emptyProgressReportFixture)).toBeNull();
    const stats = quizStats(progressReportFixture);
    expect(stats).toMatchObject({ attempts: 3, averageScore: 77, bestScore: 90, accuracy: 77 });
    expect(stats?.recentAttempts[0]).toEqual({
      id: 3,
      quizTitle: 'প্যাটার্ন',
      score: 90,
      passed: true,
      takenAt: '2026-11-25T11:00:00.000Z',
    });
  });

  it('names the latest completed chapter with its subject', () => {
    expect(chaptersCompleted(progressReportFixture).latest).toMatchObject({
      chapterId: 11,
      subjectId: 1,
      chapterName: 'প্যাটার্ন',
    });
    expect(chaptersCompleted(emptyProgressReportFixture)).toEqual({ count: 0, latest: null });
  });

  it('turns seconds into whole minutes per Dhaka day, today last', () => {
    const days = studyDays(progressReportFixture);
    expect(days).toHaveLength(14);
    expect(days.at(-1)).toEqual({ date: '2026-11-26', minutes: 35 });
    expect(reportToday(progressReportFixture)).toBe('2026-11-26');
  });

  it('lists only written chapters, and only subjects that have some', () => {
    const [maths] = subjectProgress(progressReportFixture);
    expect(maths?.chapters.map((chapter) => chapter.chapterName)).toEqual(['প্যাটার্ন', 'মুনাফা', 'পরিমাপ']);
    expect(
      subjectProgress({
        ...progressReportFixture,
        subjects: [{ ...progressReportFixture.subjects[0]!, chaptersWritten: 0 }],
      }),
    ).toEqual([]);
  });
});

describe('badges and certificates as the components take them', () => {
  it('maps the server badge ids to the catalogue codes, with the app text for the certificate badge', () => {
    const mapped = achievements(achievementsFixture);
    expect(mapped.map((badge) => badge.code)).toEqual([
      'firstTopic',
      'firstChapter',
      'firstQuiz80',
      'streak3',
      'streak7',
      'streak30',
      'subjectComplete',
      'tutorQuestions10',
      'firstCertificate',
    ]);
    expect(mapped.at(-1)).toMatchObject({ title: 'প্রথম সনদ', earnedAt: '2026-11-25T11:00:00.000Z' });
  });

  it('prints the public verification address on the certificate, and gives the public check no subject', () => {
    expect(certificateView(certificateFixture, 'https://example.org').verifyUrl).toBe(
      `https://example.org/verify/${certificateFixture.id}`,
    );
    expect(verifiedCertificate(verificationFixture)).toEqual({
      studentName: 'তাসনিম রহমান',
      chapterName: 'প্যাটার্ন',
      subjectName: '',
      score: 90,
      issuedAt: '2026-11-25T11:00:00.000Z',
    });
  });
});
