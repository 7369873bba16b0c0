import type { ComponentPropsWithRef, ReactNode } from 'react';
import { adminText, flagText } from '../../../i18n/adminMessages';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { EmptyState } from '../../EmptyState/EmptyState';
import { ErrorState } from '../../ErrorState/ErrorState';
import { Skeleton } from '../../Skeleton/Skeleton';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { BookOpenIcon, BooksIcon, NoteIcon, QuizIcon, TutorIcon, UsersIcon } from '../../../icons';
import type { AdminActivity, AdminDashboardCounts, AdminFlagCounts } from '../types';
import { formatActivityTime, formatCount } from './formatActivity';
import * as styles from './AdminDashboard.css';
import { deeperHeading } from '../deeperHeading';

const statCards: { key: keyof AdminDashboardCounts; label: string; icon: ReactNode }[] = [
  { key: 'students', label: adminText.statStudents, icon: <UsersIcon /> },
  { key: 'subjects', label: adminText.statSubjects, icon: <BooksIcon /> },
  { key: 'chapters', label: adminText.statChapters, icon: <BookOpenIcon /> },
  { key: 'topics', label: adminText.statTopics, icon: <NoteIcon /> },
  { key: 'quizzes', label: adminText.statQuizzes, icon: <QuizIcon /> },
  { key: 'tutorQuestionsToday', label: adminText.statTutorQuestionsToday, icon: <TutorIcon /> },
];

export interface AdminDashboardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The six numbers; undefined while loading. */
  counts?: AdminDashboardCounts;
  /** The latest admin changes, newest first. */
  activity?: readonly AdminActivity[];
  /** Flagged tutor conversations waiting for an admin: a seventh card when given. */
  flags?: AdminFlagCounts;
  loading?: boolean;
  /** The dashboard failed to load: shows the error with Retry. */
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  /** Time zone of the activity times; Asia/Dhaka by default. */
  timeZone?: string;
  /** Level of the section headings, under the page's h1. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Six stat cards (students, subjects, chapters, topics, quizzes, tutor questions today) and Recent Activity. */
export function AdminDashboard({
  counts,
  activity,
  flags,
  loading = false,
  error = false,
  onRetry,
  retrying = false,
  timeZone,
  headingLevel = 2,
  className,
  ...props
}: AdminDashboardProps) {
  if (error && !loading) {
    return (
      <ErrorState
        {...props}
        className={className}
        headingLevel={headingLevel}
        title={adminText.dashboardFailed}
        message={adminText.dashboardFailedHint}
        onRetry={onRetry}
        retryLabel={adminText.retry}
        retrying={retrying}
      />
    );
  }

  const busy = loading || counts === undefined;
  return (
    <div {...props} className={cx(styles.root, className)}>
      {busy && <VisuallyHidden role="status">{adminText.loading}</VisuallyHidden>}
      <section aria-label={adminText.statsLabel} aria-busy={busy || undefined}>
        <ul className={styles.stats}>
          {statCards.map((card) => (
            <li key={card.key} className={styles.stat}>
              <span className={styles.statIcon} aria-hidden="true">
                {card.icon}
              </span>
              <span className={styles.statText}>
                <span className={styles.statLabel}>{card.label}</span>
                <span className={styles.statValue}>
                  {busy ? <Skeleton shape="text" width="3.5rem" height="2rem" /> : formatCount(counts[card.key])}
                </span>
              </span>
            </li>
          ))}
          {flags && !busy && (
            <li className={styles.stat}>
              <span className={styles.statIcon} aria-hidden="true">
                <TutorIcon />
              </span>
              <span className={styles.statText}>
                <span className={styles.statLabel}>
                  {flagText.statNewFlags}
                  {flags.newHigh > 0 && (
                    <strong className={styles.statAlert}> · {flagText.statHighFlags(flags.newHigh)}</strong>
                  )}
                </span>
                <span className={styles.statValue}>{formatCount(flags.new)}</span>
              </span>
            </li>
          )}
        </ul>
      </section>
      <section aria-label={adminText.recentActivity} aria-busy={busy || undefined}>
        <Heading level={headingLevel} className={styles.sectionTitle}>
          {adminText.recentActivity}
        </Heading>
        <RecentActivity
          activity={busy ? undefined : (activity ?? [])}
          timeZone={timeZone}
          headingLevel={headingLevel}
        />
      </section>
    </div>
  );
}

function RecentActivity({
  activity,
  timeZone,
  headingLevel,
}: {
  activity: readonly AdminActivity[] | undefined;
  timeZone: string | undefined;
  headingLevel: HeadingLevel;
}) {
  if (activity === undefined) {
    return (
      <ul className={styles.activity}>
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className={styles.activityItem}>
            <span className={styles.activityMain}>
              <Skeleton shape="text" width="70%" />
              <Skeleton shape="text" width="40%" />
            </span>
            <Skeleton shape="text" width="8rem" />
          </li>
        ))}
      </ul>
    );
  }
  if (activity.length === 0) {
    return (
      <EmptyState
        tone="neutral"
        headingLevel={deeperHeading(headingLevel)}
        title={adminText.noActivity}
        description={adminText.noActivityHint}
      />
    );
  }
  return (
    <ul className={styles.activity}>
      {activity.map((entry) => (
        <li key={entry.id} className={styles.activityItem}>
          <span className={styles.activityMain}>
            <span className={styles.activitySummary}>{entry.summary}</span>
            <span className={styles.activityWho}>{entry.adminEmail}</span>
          </span>
          <time dateTime={entry.at} className={styles.activityWhen}>
            {formatActivityTime(entry.at, timeZone)}
          </time>
        </li>
      ))}
    </ul>
  );
}
