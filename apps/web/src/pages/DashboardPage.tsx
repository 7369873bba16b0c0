import { DashboardWelcome, LastActivityCard, ProgressCardPlaceholder, StudyTimerCard, SubjectGrid } from '@study/ui';
import { useCallback, useEffect, useState } from 'react';
import { useAchievements, useLastActivity, useProgressReport, useSubjects } from '../data/hooks';
import { Stack } from '../layout/Stack';
import { useSessionStudyTimer } from '../layout/studyTimer';
import { messages } from '../messages';
import { useSession } from '../session/useSession';
import { useDocumentTitle } from '../useDocumentTitle';
import { loadStatus } from './loadStatus';

/**
 * /dashboard: the greeting, where the student stopped, the session's study timer (the header's,
 * shown in full; there with or without a last activity), the streak, overall progress, quiz
 * statistics and chapters completed (issue 19), the subjects and the latest badges.
 *
 * The page itself reads nothing: each part reads its own session, data or timer, so the student's
 * name, each answer and each tick of a running timer re-render that part alone (issue 23).
 */
export function DashboardPage() {
  useDocumentTitle(messages.pageTitles.dashboard);
  return (
    <Stack>
      <Greeting />
      <Stack minColumn="18rem" gap="md">
        <Stack gap="md">
          <LastActivity />
          <StudyTimer />
          <ReportCardSlot card="streak" />
        </Stack>
        <Stack gap="md">
          <ReportCardSlot card="summary" />
          <ReportCardSlot card="quiz" />
          <ReportCardSlot card="chapters" />
        </Stack>
      </Stack>
      <Subjects />
      <AchievementsSlot />
    </Stack>
  );
}

function Greeting() {
  const { user } = useSession();
  return <DashboardWelcome name={user?.name ?? null} classLevel={user?.class} headingLevel={2} />;
}

/** The header's timer, in full; the only part a running timer's ticks re-render. */
function StudyTimer() {
  return <StudyTimerCard {...useSessionStudyTimer()} headingLevel={2} />;
}

function LastActivity() {
  const lastActivity = useLastActivity();
  return <LastActivityCard status={loadStatus(lastActivity)} activity={lastActivity.data} />;
}

function Subjects() {
  const subjects = useSubjects();
  return (
    <SubjectGrid
      status={loadStatus(subjects)}
      subjects={subjects.data}
      onRetry={() => void subjects.mutate()}
      retrying={subjects.isValidating}
      limit={6}
    />
  );
}

type CardsModule = typeof import('./DashboardProgressCards');
let cardsModule: CardsModule | undefined;
let cardsLoading: Promise<CardsModule> | undefined;

function loadCards(): Promise<CardsModule> {
  cardsLoading ??= import('./DashboardProgressCards').then(
    (module) => (cardsModule = module),
    (error: unknown) => {
      cardsLoading = undefined;
      throw error;
    },
  );
  return cardsLoading;
}

/**
 * The progress cards' module: asked for once the page's first commit is done, so neither the
 * pre-rendered page nor its takeover waits for it (a lazy component would make the server give up the page's
 * markup for a fallback, and the takeover re-render it); at once on a later visit.
 */
function useProgressCards(): { cards: CardsModule | undefined; failed: boolean; retry: () => void } {
  const [cards, setCards] = useState(cardsModule);
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    setFailed(false);
    loadCards().then(setCards, () => setFailed(true));
  }, []);
  useEffect(() => {
    if (cards) return undefined;
    // In a task of its own: after the rest of the first commit's effects, which make the page the app's.
    const start = setTimeout(retry, 0);
    return () => clearTimeout(start);
  }, [cards, retry]);
  return { cards, failed, retry };
}

/**
 * Until the card's code is there, its placeholder: the card's own loading look (nothing moves
 * when the card replaces it), or its error with a retry when the answer or the code failed.
 * The query starts here, so the answer does not wait for the code.
 */
function placeholderStatus(
  query: { data?: unknown; error?: unknown; mutate: () => unknown },
  code: { failed: boolean; retry: () => void },
) {
  if (code.failed) return { status: 'error', onRetry: code.retry } as const;
  if (loadStatus(query) === 'error') return { status: 'error', onRetry: () => void query.mutate() } as const;
  return { status: 'loading' } as const;
}

function ReportCardSlot({ card }: { card: keyof CardsModule['reportCards'] }) {
  const report = useProgressReport();
  const code = useProgressCards();
  if (!code.cards) return <ProgressCardPlaceholder card={card} {...placeholderStatus(report, code)} />;
  const Card = code.cards.reportCards[card];
  return <Card report={report} />;
}

function AchievementsSlot() {
  const query = useAchievements();
  const code = useProgressCards();
  if (!code.cards) return <ProgressCardPlaceholder card="achievements" {...placeholderStatus(query, code)} />;
  return <code.cards.AchievementsCard query={query} />;
}
