import type { ComponentPropsWithRef } from 'react';
import { formatPercent } from '../../../i18n/format';
import { progressMessages as m } from '../../../i18n/progress';
import type { HeadingLevel } from '../../../utils/Heading';
import { LinkButton } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { ProgressBar } from '../../ProgressBar/ProgressBar';
import { Stack } from '../../layout/Stack/Stack';
import { CardEmpty } from '../shared/CardEmpty';
import { ChartIcon } from '../../../icons';
import { ProgressCardFrame } from '../shared/ProgressCardFrame';
import * as frame from '../shared/ProgressCardFrame.css';
import { shareOf } from '../shared/share';
import type { CardStatus } from '../shared/types';

/** The class's progress: written chapters completed, across every subject of the student's class. */
export interface ProgressSummary {
  /** Chapters the student has completed (every topic done). */
  completedChapters: number;
  /** Chapters of the class that have content (chapters with only a title do not count). */
  writtenChapters: number;
  /** Topics finished, across the class. */
  completedTopics: number;
}

export interface ProgressSummaryCardProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  status?: CardStatus;
  /** Null or missing when ready: nothing recorded yet (shown as the empty state). */
  summary?: ProgressSummary | null;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Where "see details" goes (the progress page). */
  detailsHref?: string;
  /** Where the empty state's "start studying" goes (the subjects list). */
  startHref?: string;
  headingLevel?: HeadingLevel;
  LinkComponent?: LinkComponent;
}

/**
 * The dashboard's overall progress: how many of the class's written chapters the student has
 * completed, as a bar and in words. With nothing done yet it says where to start.
 */
export function ProgressSummaryCard({
  status = 'ready',
  summary,
  onRetry,
  detailsHref = '/progress',
  startHref = '/subjects',
  headingLevel = 3,
  LinkComponent,
  ...props
}: ProgressSummaryCardProps) {
  const started = summary != null && (summary.completedChapters > 0 || summary.completedTopics > 0);
  const percent = summary ? shareOf(summary.completedChapters, summary.writtenChapters) : 0;
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  return (
    <ProgressCardFrame
      title={m.summaryTitle}
      headingLevel={headingLevel}
      status={status}
      onRetry={onRetry}
      footer={
        started ? (
          <LinkButton href={detailsHref} variant="ghost" size="sm" LinkComponent={LinkComponent}>
            {m.seeDetails}
          </LinkButton>
        ) : undefined
      }
      {...props}
    >
      {summary != null && started ? (
        <Stack space="sm">
          <p className={frame.bigNumber}>{formatPercent(percent)}</p>
          <ProgressBar value={percent} label={m.summaryBarLabel} tone={percent >= 100 ? 'success' : 'brand'} />
          <p className={frame.muted}>{m.summaryChapters(summary.completedChapters, summary.writtenChapters)}</p>
          <p className={frame.muted}>{m.summaryTopics(summary.completedTopics)}</p>
          {percent >= 100 && <p className={frame.muted}>{m.summaryAllDone}</p>}
        </Stack>
      ) : (
        <CardEmpty
          icon={<ChartIcon />}
          headingLevel={innerLevel}
          title={m.summaryEmptyTitle}
          text={summary != null && summary.writtenChapters === 0 ? m.summaryNothingWritten : m.summaryEmptyText}
          action={
            summary != null && summary.writtenChapters === 0 ? undefined : (
              <LinkButton href={startHref} size="sm" LinkComponent={LinkComponent}>
                {m.startStudying}
              </LinkButton>
            )
          }
        />
      )}
    </ProgressCardFrame>
  );
}
