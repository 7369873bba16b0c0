// Issue 19: the progress report and achievements as the server sends them (@study/contract),
// mapped to the props of @study/ui's progress components. Plain functions, tested.
import type { Achievements, BadgeId, Certificate, CertificateVerification, ProgressReport } from '@study/contract';
import { achievementToastText } from '@study/ui';
import type {
  Achievement,
  Certificate as CertificateViewData,
  ChaptersCompleted,
  ProgressSummary,
  QuizStats,
  StudyDay,
  SubjectProgress,
  VerifiedCertificate,
} from '@study/ui';
import { messages } from '../messages';

/** The overall card: written chapters of the class completed, and topics finished. */
export function progressSummary(report: ProgressReport): ProgressSummary {
  return {
    completedChapters: report.overall.chaptersCompleted,
    writtenChapters: report.overall.chaptersWritten,
    completedTopics: report.subjects.reduce((sum, subject) => sum + subject.topicsCompleted, 0),
  };
}

/** Quiz statistics; null (the card's empty state) before the first finished quiz. */
export function quizStats(report: ProgressReport): QuizStats | null {
  const { attempts, averageScore, bestScore, accuracy, recent } = report.quizStats;
  if (attempts === 0 || averageScore === null || bestScore === null) return null;
  return {
    attempts,
    averageScore,
    bestScore,
    accuracy: accuracy ?? 0,
    recentAttempts: recent.map((attempt) => ({
      id: attempt.attemptId,
      quizTitle: attempt.chapterName,
      score: attempt.score,
      passed: attempt.passed,
      takenAt: attempt.finishedAt,
    })),
  };
}

export function chaptersCompleted(report: ProgressReport): ChaptersCompleted {
  const { count, latest } = report.chaptersCompleted;
  return {
    count,
    latest: latest && {
      subjectId: latest.subjectId,
      subjectName: latest.subjectName,
      chapterId: latest.id,
      chapterName: latest.name,
      completedAt: latest.completedAt,
    },
  };
}

/** Study time per Dhaka day, in whole minutes (the server counts seconds). */
export function studyDays(report: ProgressReport): StudyDay[] {
  return report.studyTime.map(({ day, seconds }) => ({ date: day, minutes: Math.round(seconds / 60) }));
}

/** Today's Dhaka day: the report's last day. */
export function reportToday(report: ProgressReport): string | undefined {
  return report.studyTime.at(-1)?.day;
}

/** Per subject: its written chapters (a title-only chapter has nothing to study yet). */
export function subjectProgress(report: ProgressReport): SubjectProgress[] {
  return report.subjects
    .filter((subject) => subject.chaptersWritten > 0)
    .map((subject) => ({
      subjectId: subject.id,
      subjectName: subject.name,
      completedChapters: subject.chaptersCompleted,
      writtenChapters: subject.chaptersWritten,
      completedTopics: subject.topicsCompleted,
      totalTopics: subject.topicCount,
      chapters: subject.chapters
        .filter((chapter) => chapter.written)
        .map((chapter) => ({
          chapterId: chapter.id,
          chapterName: chapter.name,
          number: chapter.number,
          status: chapter.status,
          bestScore: chapter.bestScore,
        })),
    }));
}

/** The server's badge ids and @study/ui's achievement codes (its catalogue has the titles and rules). */
const achievementCodeOf: Record<BadgeId, string> = {
  'first-topic': 'firstTopic',
  'first-chapter': 'firstChapter',
  'first-quiz-80': 'firstQuiz80',
  'streak-3': 'streak3',
  'streak-7': 'streak7',
  'streak-30': 'streak30',
  'subject-complete': 'subjectComplete',
  'tutor-10': 'tutorQuestions10',
  'first-certificate': 'firstCertificate',
};

/** A badge's title and rule where the app knows them better than @study/ui's catalogue. */
function badgeOverrides(id: BadgeId): { title?: string; rule?: string } {
  return id === 'first-certificate'
    ? { title: messages.progress.firstCertificateTitle, rule: messages.progress.firstCertificateRule }
    : {};
}

export function achievements(data: Achievements): Achievement[] {
  return data.badges.map((badge) => ({
    code: achievementCodeOf[badge.id],
    earnedAt: badge.earnedAt,
    ...badgeOverrides(badge.id),
  }));
}

/** The toast's line for a badge just earned. */
export function badgeToastText(id: BadgeId): string {
  return achievementToastText(achievementCodeOf[id], badgeOverrides(id).title);
}

/** The public address where anyone checks a certificate (printed on it). */
export function verificationUrl(id: string, origin: string): string {
  return `${origin}/verify/${id}`;
}

export function certificateView(certificate: Certificate, origin: string): CertificateViewData {
  return {
    id: certificate.id,
    studentName: certificate.studentName,
    classLevel: certificate.classLevel,
    chapterName: certificate.chapterName,
    subjectName: certificate.subjectName,
    score: certificate.score,
    issuedAt: certificate.issuedAt,
    verifyUrl: verificationUrl(certificate.id, origin),
  };
}

/** The public check shows only name, chapter, score and date (the subject is not sent). */
export function verifiedCertificate(verification: CertificateVerification): VerifiedCertificate {
  return {
    studentName: verification.studentName,
    chapterName: verification.chapterName,
    subjectName: '',
    score: verification.score,
    issuedAt: verification.issuedAt,
  };
}
