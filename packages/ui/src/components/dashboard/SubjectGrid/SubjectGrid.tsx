import type { ComponentPropsWithRef } from 'react';
import { useId } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { EmptyState } from '../../EmptyState/EmptyState';
import { ErrorState } from '../../ErrorState/ErrorState';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { SubjectCard } from '../../subjects/SubjectCard/SubjectCard';
import { SubjectCardSkeleton } from '../../subjects/SubjectCard/SubjectCardSkeleton';
import type { LoadStatus, SubjectSummary } from '../../subjects/types';
import * as styles from './SubjectGrid.css';
import { dashboardMessages } from '../../../i18n/areas/dashboard';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface SubjectGridProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  status: LoadStatus;
  subjects?: readonly SubjectSummary[];
  /** The retry of the error state (the spec reloads the page). */
  onRetry?: () => void;
  retrying?: boolean;
  title?: string;
  headingLevel?: HeadingLevel;
  /** Shows at most this many subjects; 'সব বিষয় দেখো' leads to the rest. */
  limit?: number;
  skeletonCount?: number;
  LinkComponent?: LinkComponent;
  className?: string;
}

/** The dashboard's subjects, with a link to the full list on /subjects. */
export function SubjectGrid({
  status,
  subjects = [],
  onRetry,
  retrying,
  title: titleProp,
  headingLevel = 2,
  limit,
  skeletonCount = 6,
  LinkComponent: linkOverride,
  className,
  ...props
}: SubjectGridProps) {
  const dashboardText = useMessages('dashboard', dashboardMessages);
  const subjectsText = useMessages('subjects', subjectsMessages);
  const title = titleProp ?? dashboardText.subjectGridTitle;
  const titleId = useId();
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const shown = limit === undefined ? subjects : subjects.slice(0, limit);

  let content;
  if (status === 'loading') {
    content = (
      <div className={styles.grid} aria-busy="true">
        <VisuallyHidden role="status">{subjectsText.subjectsLoading}</VisuallyHidden>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <SubjectCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (status === 'error') {
    content = (
      <ErrorState
        title={dashboardText.subjectGridError}
        headingLevel={innerLevel}
        onRetry={onRetry}
        retrying={retrying}
        className={styles.state}
      />
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        tone="neutral"
        title={subjectsText.subjectsNoneTitle}
        description={subjectsText.subjectsNoneText}
        headingLevel={innerLevel}
        className={styles.state}
      />
    );
  } else {
    content = (
      <ul className={styles.grid}>
        {shown.map((subject) => (
          <li key={subject.id} className={styles.item}>
            <SubjectCard subject={subject} headingLevel={innerLevel} LinkComponent={linkOverride} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section {...props} aria-labelledby={titleId} className={cx(styles.root, className)}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={titleId} className={styles.title}>
          {title}
        </Heading>
        <ResolvedLink LinkComponent={linkOverride} href="/subjects" className={styles.seeAll}>
          {subjectsText.subjectsShowAll}
          <svg
            className={styles.seeAllIcon}
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="m8 4.5 5.5 5.5L8 15.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </ResolvedLink>
      </div>
      {content}
    </section>
  );
}
