import { ProgressSummaryCard, QuizStatsCard, StreakCard, StudyTimeChart, SubjectProgressList } from '@study/ui';
import { useProgressReport } from '../data/hooks';
import { Stack } from '../layout/Stack';
import { messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';
import { loadStatus } from './loadStatus';
import { progressSummary, quizStats, reportToday, studyDays, subjectProgress } from './progressProps';

/**
 * /progress (issue 19): the streak, overall progress, study time of the last 14 days, quiz
 * statistics, and per subject its written chapters with their status and best quiz score.
 */
export function ProgressPage() {
  useDocumentTitle(messages.pageTitles.progress);
  const report = useProgressReport();
  const status = loadStatus(report);
  const onRetry = () => void report.mutate();
  const data = report.data;

  return (
    <Stack>
      <Stack minColumn="18rem" gap="md">
        <StreakCard status={status} streak={data?.streak} onRetry={onRetry} headingLevel={2} />
        <ProgressSummaryCard
          status={status}
          summary={data && progressSummary(data)}
          onRetry={onRetry}
          startHref="/subjects"
          headingLevel={2}
        />
      </Stack>
      <StudyTimeChart
        status={status}
        days={data && studyDays(data)}
        {...(data && { today: reportToday(data) })}
        onRetry={onRetry}
        headingLevel={2}
      />
      <QuizStatsCard
        status={status}
        stats={data && quizStats(data)}
        onRetry={onRetry}
        startHref="/subjects"
        headingLevel={2}
      />
      <SubjectProgressList
        status={status}
        subjects={data && subjectProgress(data)}
        onRetry={onRetry}
        chapterHref={(subjectId, chapterId) => `/subjects/${subjectId}/${chapterId}/learn`}
        headingLevel={2}
      />
    </Stack>
  );
}
