import {
  ChaptersCompletedCard,
  DashboardWelcome,
  LastActivityCard,
  ProgressSummaryCard,
  QuizStatsCard,
  StreakCard,
  StudyTimerCard,
  SubjectGrid,
} from '@study/ui';
import { useLastActivity, useProgressReport, useSubjects } from '../data/hooks';
import { Stack } from '../layout/Stack';
import { useSessionStudyTimer } from '../layout/studyTimer';
import { messages } from '../messages';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/useSession';
import { useDocumentTitle } from '../useDocumentTitle';
import { loadStatus } from './loadStatus';
import { chaptersCompleted, progressSummary, quizStats } from './progressProps';
import { DashboardAchievements } from './DashboardAchievements';

/**
 * /dashboard: the greeting, where the student stopped, the session's study timer (the header's,
 * shown in full; there with or without a last activity), the streak, overall progress, quiz
 * statistics and chapters completed (issue 19), the subjects and the latest badges.
 */
export function DashboardPage() {
  useDocumentTitle(messages.pageTitles.dashboard);
  const { user } = useSession();
  const lastActivity = useLastActivity();
  const subjects = useSubjects();
  const report = useProgressReport();
  const timer = useSessionStudyTimer();
  const reportStatus = loadStatus(report);
  const retryReport = () => void report.mutate();

  return (
    <Stack>
      <DashboardWelcome name={user?.name ?? null} classLevel={user?.class} headingLevel={2} />
      <Stack minColumn="18rem" gap="md">
        <Stack gap="md">
          <LastActivityCard status={loadStatus(lastActivity)} activity={lastActivity.data} LinkComponent={RouterLink} />
          <StudyTimerCard {...timer} headingLevel={2} />
          <StreakCard status={reportStatus} streak={report.data?.streak} onRetry={retryReport} headingLevel={2} />
        </Stack>
        <Stack gap="md">
          <ProgressSummaryCard
            status={reportStatus}
            summary={report.data && progressSummary(report.data)}
            onRetry={retryReport}
            detailsHref="/progress"
            startHref="/subjects"
            headingLevel={2}
            LinkComponent={RouterLink}
          />
          <QuizStatsCard
            status={reportStatus}
            stats={report.data && quizStats(report.data)}
            onRetry={retryReport}
            startHref="/subjects"
            headingLevel={2}
            LinkComponent={RouterLink}
          />
          <ChaptersCompletedCard
            status={reportStatus}
            chapters={report.data && chaptersCompleted(report.data)}
            onRetry={retryReport}
            startHref="/subjects"
            chapterHref={(chapter) => `/subjects/${chapter.subjectId}/${chapter.chapterId}/learn`}
            headingLevel={2}
            LinkComponent={RouterLink}
          />
        </Stack>
      </Stack>
      <SubjectGrid
        status={loadStatus(subjects)}
        subjects={subjects.data}
        onRetry={() => void subjects.mutate()}
        retrying={subjects.isValidating}
        limit={6}
        LinkComponent={RouterLink}
      />
      <DashboardAchievements />
    </Stack>
  );
}
