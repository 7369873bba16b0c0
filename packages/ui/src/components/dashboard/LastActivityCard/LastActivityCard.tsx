import type { ComponentPropsWithRef, ReactNode } from 'react';
import { formatPercent } from '../../../i18n/format';
import { relativeTimeLabel } from '../../../i18n/relativeTime';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { LinkButton } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Card } from '../../Card/Card';
import { EmptyState } from '../../EmptyState/EmptyState';
import { clampPercent } from '../../ProgressBar/clampPercent';
import { ProgressBar } from '../../ProgressBar/ProgressBar';
import { Skeleton } from '../../Skeleton/Skeleton';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import type { LoadStatus } from '../../subjects/types';
import * as styles from './LastActivityCard.css';
import { chapterMessages } from '../../../i18n/areas/chapter';
import { commonMessages } from '../../../i18n/areas/common';
import { dashboardMessages } from '../../../i18n/areas/dashboard';
import { useMessages } from '../../../provider/StudyUiProvider';

/** Where the student stopped: the API's last-activity object. */
export interface LastActivity {
  subjectId: number;
  subjectName: string;
  chapterId: number;
  chapterName: string;
  /** The topic studied last: "continue" opens it, not the chapter's first topic. */
  topicId?: number | null;
  topicName?: string | null;
  /** When the student last studied, as the API sends it (ISO text) or as a Date. */
  lastStudiedAt: string | number | Date;
  /** Percent of the chapter done, 0-100. */
  progress: number;
}

export interface LastActivityCardProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  status: LoadStatus;
  /** null or missing when ready: the student has not studied anything yet. */
  activity?: LastActivity | null;
  /** The clock for 'এইমাত্র' / '৩ ঘণ্টা আগে'; pass it so a page (and a story) has one clock. */
  now?: Date | number;
  /** The session study timer, built elsewhere, shown under the progress. */
  timerSlot?: ReactNode;
  headingLevel?: HeadingLevel;
  LinkComponent?: LinkComponent;
  className?: string;
}

/**
 * The dashboard's "continue where you stopped" card. With no activity, and also when loading it
 * failed (spec §2), it invites the student to pick a subject instead of showing an error.
 */
export function LastActivityCard({
  status,
  activity,
  now: nowProp,
  timerSlot,
  headingLevel = 2,
  LinkComponent,
  className,
  ...props
}: LastActivityCardProps) {
  const chapterText = useMessages('chapter', chapterMessages);
  const dashboardText = useMessages('dashboard', dashboardMessages);
  const commonText = useMessages('common', commonMessages);
  // Read at the render that shows the activity, not at mount: the card mounts while its data loads,
  // and a clock read then would make "৩ ঘণ্টা আগে" of a visit that ended three hours before it arrived
  // read "২ ঘণ্টা আগে".
  // eslint-disable-next-line react-hooks/purity -- a relative time is against the clock of the render that shows it
  const now = nowProp ?? Date.now();
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const card = (children: ReactNode, footer?: ReactNode) => (
    <Card
      {...props}
      as="section"
      elevation="raised"
      title={dashboardText.lastActivityTitle}
      headingLevel={headingLevel}
      footer={footer}
      className={cx(styles.root, className)}
      aria-busy={status === 'loading' || undefined}
    >
      {children}
    </Card>
  );

  if (status === 'loading') {
    return card(
      <Stack space="lg">
        <VisuallyHidden role="status">{dashboardText.lastActivityLoading}</VisuallyHidden>
        <Skeleton shape="text" width="35%" />
        <Skeleton shape="text" width="70%" height="1.5rem" />
        <Skeleton shape="text" width="50%" />
        <Skeleton shape="block" height="0.625rem" />
      </Stack>,
    );
  }

  if (status === 'error' || activity == null) {
    return card(
      <EmptyState
        className={styles.empty}
        icon={<BookmarkIcon />}
        title={dashboardText.lastActivityEmptyTitle}
        description={dashboardText.lastActivityEmptyText}
        headingLevel={innerLevel}
        action={
          <LinkButton href="/subjects" LinkComponent={LinkComponent}>
            {dashboardText.lastActivityBrowse}
          </LinkButton>
        }
      />,
    );
  }

  const done = clampPercent(activity.progress);
  const studiedAt = new Date(activity.lastStudiedAt);
  const when = relativeTimeLabel(studiedAt, now, commonText);

  return card(
    <Stack space="lg">
      <Stack space="xxs">
        <p className={styles.subject}>{activity.subjectName}</p>
        <Heading level={innerLevel} className={styles.chapter}>
          {activity.chapterName}
        </Heading>
        {activity.topicName && (
          <p className={styles.topic}>
            {dashboardText.lastActivityTopic}: {activity.topicName}
          </p>
        )}
        {when !== '' && (
          <Inline as="p" space="xs" alignY="center" wrap={false} className={styles.time}>
            <ClockIcon />
            <span>
              {dashboardText.lastActivityStudied}:{' '}
              <time dateTime={Number.isNaN(studiedAt.getTime()) ? undefined : studiedAt.toISOString()}>{when}</time>
            </span>
          </Inline>
        )}
      </Stack>
      <Stack space="xs">
        <ProgressBar value={done} label={chapterText.chapterProgressLabel} showLabel />
        <Inline space="sm" align="between" wrap={false} className={styles.progressNumbers}>
          <span className={styles.done}>
            {formatPercent(done)} {dashboardText.percentDone}
          </span>
          <span>
            {formatPercent(100 - done)} {dashboardText.percentLeft}
          </span>
        </Inline>
      </Stack>
      {timerSlot != null && <div className={styles.timer}>{timerSlot}</div>}
    </Stack>,
    <LinkButton
      href={continueHref(activity)}
      LinkComponent={LinkComponent}
      trailingIcon={<ArrowIcon />}
      className={styles.continueLink}
    >
      {dashboardText.continueStudying}
    </LinkButton>,
  );
}

/** The learning page at the topic studied last (the page keeps its open topic in ?topic=). */
function continueHref({ subjectId, chapterId, topicId }: LastActivity): string {
  const chapter = `/subjects/${subjectId}/${chapterId}/learn`;
  return topicId == null ? chapter : `${chapter}?topic=${topicId}`;
}

function ClockIcon() {
  return (
    <svg
      className={styles.inlineIcon}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 6v4.2l2.8 1.8" strokeLinecap="round" />
    </svg>
  );
}

function ArrowIcon() {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function BookmarkIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M6 3h12v18l-6-4-6 4V3Z" strokeLinejoin="round" />
    </svg>
  );
}
