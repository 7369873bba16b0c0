// The dashboard's progress cards (issue 19), below the first screen on a phone: a chunk of their
// own, loaded once the page is the app's (DashboardPage shows their placeholders meanwhile), so
// the cards, their strings and the report's mapping are not in the dashboard's first load.
import type { Achievements, ProgressReport } from '@study/contract';
import { AchievementGrid, ChaptersCompletedCard, ProgressSummaryCard, QuizStatsCard, StreakCard } from '@study/ui';
import type { ReactElement } from 'react';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../api/ApiError';
import { loadStatus } from './loadStatus';
import { achievements, chaptersCompleted, progressSummary, quizStats } from './progressProps';

type Query<T> = SWRResponse<T, ApiError>;
/** A card of the progress report, given the page's query of it. */
export type ReportCard = (props: { report: Query<ProgressReport> }) => ReactElement;

export const reportCards = {
  streak: ({ report }) => (
    <StreakCard
      status={loadStatus(report)}
      streak={report.data?.streak}
      onRetry={() => void report.mutate()}
      headingLevel={2}
    />
  ),
  summary: ({ report }) => (
    <ProgressSummaryCard
      status={loadStatus(report)}
      summary={report.data && progressSummary(report.data)}
      onRetry={() => void report.mutate()}
      detailsHref="/progress"
      startHref="/subjects"
      headingLevel={2}
    />
  ),
  quiz: ({ report }) => (
    <QuizStatsCard
      status={loadStatus(report)}
      stats={report.data && quizStats(report.data)}
      onRetry={() => void report.mutate()}
      startHref="/subjects"
      headingLevel={2}
    />
  ),
  chapters: ({ report }) => (
    <ChaptersCompletedCard
      status={loadStatus(report)}
      chapters={report.data && chaptersCompleted(report.data)}
      onRetry={() => void report.mutate()}
      startHref="/subjects"
      chapterHref={(chapter) => `/subjects/${chapter.subjectId}/${chapter.chapterId}/learn`}
      headingLevel={2}
    />
  ),
} satisfies Record<string, ReportCard>;

/** The dashboard's badges (issue 19: the achievements card that was coming soon). */
export function AchievementsCard({ query }: { query: Query<Achievements> }) {
  return (
    <AchievementGrid
      status={loadStatus(query)}
      achievements={query.data && achievements(query.data)}
      onRetry={() => void query.mutate()}
      headingLevel={2}
    />
  );
}
