// Issue 19: the progress report and achievements as the server sends them (@study/contract),
// mapped to the props of @study/ui's progress components. Plain functions, tested.
import type { ProgressReport } from '@study/contract';
import type { ChaptersCompleted, ProgressSummary, QuizStats, StudyDay, SubjectProgress } from '@study/ui';

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
