import { ComingSoonCard, DashboardWelcome, LastActivityCard, StudyTimerCard, SubjectGrid } from '@study/ui';
import { useLastActivity, useSubjects } from '../data/hooks';
import { Stack } from '../layout/Stack';
import { useSessionStudyTimer } from '../layout/studyTimer';
import { messages } from '../messages';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/useSession';
import { useDocumentTitle } from '../useDocumentTitle';
import { loadStatus } from './loadStatus';

/**
 * /dashboard: the greeting, where the student stopped, the session's study timer (the header's,
 * shown in full; there with or without a last activity), and the subjects.
 */
export function DashboardPage() {
  useDocumentTitle(messages.pageTitles.dashboard);
  const { user } = useSession();
  const lastActivity = useLastActivity();
  const subjects = useSubjects();
  const timer = useSessionStudyTimer();

  return (
    <Stack>
      <DashboardWelcome name={user?.name ?? null} classLevel={user?.class} headingLevel={2} />
      <Stack minColumn="18rem" gap="md">
        <Stack gap="md">
          <LastActivityCard status={loadStatus(lastActivity)} activity={lastActivity.data} LinkComponent={RouterLink} />
          <StudyTimerCard {...timer} headingLevel={2} />
        </Stack>
        <Stack gap="md">
          <ComingSoonCard kind="overallProgress" />
          <ComingSoonCard kind="quizStats" />
          <ComingSoonCard kind="chaptersCompleted" />
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
      <ComingSoonCard kind="achievements" headingLevel={2} />
    </Stack>
  );
}
