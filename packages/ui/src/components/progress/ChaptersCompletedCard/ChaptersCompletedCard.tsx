import type { ComponentPropsWithRef } from 'react';
import { formatDate, isoDateTime } from '../../../i18n/date';
import { progressMessages as m } from '../../../i18n/progress';
import type { HeadingLevel } from '../../../utils/Heading';
import { LinkButton, ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import { CardEmpty } from '../shared/CardEmpty';
import { CheckCircleIcon, ChecklistIcon } from '../../../icons';
import { ProgressCardFrame } from '../shared/ProgressCardFrame';
import * as frame from '../shared/ProgressCardFrame.css';
import type { CardStatus } from '../shared/types';
import * as styles from './ChaptersCompletedCard.css';

/** The chapter completed last. */
export interface CompletedChapter {
  subjectId: number;
  subjectName: string;
  chapterId: number;
  chapterName: string;
  /** When its last topic was finished, ISO text. */
  completedAt: string;
}

export interface ChaptersCompleted {
  /** Chapters completed, across the class. */
  count: number;
  /** The latest one; null when none. */
  latest: CompletedChapter | null;
}

export interface ChaptersCompletedCardProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  status?: CardStatus;
  /** Null, missing or a count of 0 when ready: the empty state. */
  chapters?: ChaptersCompleted | null;
  onRetry?: () => void;
  /** Where the empty state's action goes. */
  startHref?: string;
  /** The link of the latest chapter; the chapter's page by default. */
  chapterHref?: (chapter: CompletedChapter) => string;
  headingLevel?: HeadingLevel;
  LinkComponent?: LinkComponent;
}

const defaultChapterHref = ({ subjectId, chapterId }: CompletedChapter) => `/subjects/${subjectId}/${chapterId}`;

/** The dashboard's chapters completed: how many, and the latest one with its date. */
export function ChaptersCompletedCard({
  status = 'ready',
  chapters,
  onRetry,
  startHref = '/subjects',
  chapterHref = defaultChapterHref,
  headingLevel = 3,
  LinkComponent,
  ...props
}: ChaptersCompletedCardProps) {
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const latest = chapters?.latest;

  return (
    <ProgressCardFrame title={m.chaptersTitle} headingLevel={headingLevel} status={status} onRetry={onRetry} {...props}>
      {chapters != null && chapters.count > 0 ? (
        <Stack space="md">
          <Inline space="sm" alignY="center" wrap={false}>
            <span className={styles.icon} aria-hidden="true">
              <CheckCircleIcon />
            </span>
            <p className={frame.bigNumber}>
              {m.countOf(chapters.count)}
              <span className={styles.countWords}> {m.chaptersCountUnit}</span>
            </p>
          </Inline>
          {latest && (
            <Stack space="xxs" className={styles.latest}>
              <p className={frame.muted}>{m.chaptersLatest}</p>
              <ResolvedLink LinkComponent={LinkComponent} href={chapterHref(latest)} className={styles.latestLink}>
                {latest.chapterName}
              </ResolvedLink>
              <p className={frame.muted}>
                {latest.subjectName}
                {' · '}
                <time dateTime={isoDateTime(latest.completedAt)}>{formatDate(latest.completedAt)}</time>
              </p>
            </Stack>
          )}
        </Stack>
      ) : (
        <CardEmpty
          icon={<ChecklistIcon />}
          headingLevel={innerLevel}
          title={m.chaptersEmptyTitle}
          text={m.chaptersEmptyText}
          action={
            <LinkButton href={startHref} size="sm" LinkComponent={LinkComponent}>
              {m.startStudying}
            </LinkButton>
          }
        />
      )}
    </ProgressCardFrame>
  );
}
