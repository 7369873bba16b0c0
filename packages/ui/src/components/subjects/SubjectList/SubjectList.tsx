import type { ComponentPropsWithRef } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import { classOrdinal, formatNumber } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import type { LinkComponent } from '../../../utils/link';
import { Button } from '../../Button/Button';
import { EmptyState } from '../../EmptyState/EmptyState';
import { ErrorState } from '../../ErrorState/ErrorState';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { SubjectCard } from '../SubjectCard/SubjectCard';
import { SubjectCardSkeleton } from '../SubjectCard/SubjectCardSkeleton';
import type { LoadStatus, SubjectSummary } from '../types';
import { filterSubjects } from './filterSubjects';
import * as styles from './SubjectList.css';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface SubjectListProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  status: LoadStatus;
  subjects?: readonly SubjectSummary[];
  /** The reload button of the error state. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The student's class, for the line under the title: 'অষ্টম শ্রেণির সব বিষয়'. */
  classLevel?: string | number | null;
  /** The search text, when the app keeps it (e.g. in the URL); the list keeps it itself otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  title?: string;
  /** Level of the title; the subject names are one level below. */
  headingLevel?: HeadingLevel;
  /** Placeholder cards while loading. */
  skeletonCount?: number;
  LinkComponent?: LinkComponent;
  className?: string;
}

/** The /subjects screen: the class's subjects as cards, with a search by name. */
export function SubjectList({
  status,
  subjects = [],
  onRetry,
  retrying,
  classLevel,
  query: controlledQuery,
  onQueryChange,
  title: titleProp,
  headingLevel = 1,
  skeletonCount = 6,
  LinkComponent,
  className,
  ...props
}: SubjectListProps) {
  const subjectsText = useMessages('subjects', subjectsMessages);
  const title = titleProp ?? subjectsText.subjectsTitle;
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownQuery, setOwnQuery] = useState('');
  const query = controlledQuery ?? ownQuery;
  const setQuery = (next: string) => {
    setOwnQuery(next);
    onQueryChange?.(next);
  };
  const clearSearch = () => {
    setQuery('');
    inputRef.current?.focus();
  };
  const visible = useMemo(() => filterSubjects(subjects, query), [subjects, query]);
  const searching = query.trim() !== '';
  const cardLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

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
        title={subjectsText.subjectsError}
        headingLevel={cardLevel}
        onRetry={onRetry}
        retryLabel={subjectsText.reload}
        retrying={retrying}
      />
    );
  } else if (subjects.length === 0) {
    content = (
      <EmptyState
        tone="neutral"
        icon={<ShelfIcon />}
        title={subjectsText.subjectsNoneTitle}
        description={subjectsText.subjectsNoneText}
        headingLevel={cardLevel}
      />
    );
  } else {
    content = (
      <>
        <div role="search" className={styles.search}>
          <VisuallyHidden>
            <label htmlFor={inputId}>{subjectsText.subjectsSearchLabel}</label>
          </VisuallyHidden>
          <div className={styles.field}>
            <SearchIcon />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              className={styles.input}
              placeholder={subjectsText.subjectsSearchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            {query !== '' && (
              <button
                type="button"
                className={styles.clear}
                aria-label={subjectsText.subjectsSearchClear}
                onClick={clearSearch}
              >
                <ClearIcon />
              </button>
            )}
          </div>
        </div>
        {/* Announces how many subjects match while the student types. */}
        <VisuallyHidden role="status">
          {searching &&
            (visible.length === 0
              ? subjectsText.subjectsNoMatchTitle
              : `${formatNumber(visible.length)}${subjectsText.subjectsFound}`)}
        </VisuallyHidden>
        {visible.length === 0 ? (
          <EmptyState
            tone="neutral"
            icon={<SearchIcon />}
            title={subjectsText.subjectsNoMatchTitle}
            description={subjectsText.subjectsNoMatchText}
            headingLevel={cardLevel}
            action={<Button onClick={clearSearch}>{subjectsText.subjectsShowAll}</Button>}
          />
        ) : (
          <ul className={styles.grid}>
            {visible.map((subject) => (
              <li key={subject.id} className={styles.item}>
                <SubjectCard subject={subject} headingLevel={cardLevel} LinkComponent={LinkComponent} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section {...props} aria-labelledby={titleId} className={cx(styles.root, className)}>
      <header className={styles.header}>
        <Heading level={headingLevel} id={titleId} className={styles.title}>
          {title}
        </Heading>
        {classLevel !== undefined && (
          <p className={styles.subtitle}>{`${classOrdinal(classLevel)} ${subjectsText.subjectsOfClass}`}</p>
        )}
      </header>
      {content}
    </section>
  );
}

function SearchIcon() {
  return (
    <svg
      className={styles.searchIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

function ClearIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}

function ShelfIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M4 20h16M6 20V6h3v14M10 20V4h3v16M15.5 20l-1.8-12.6 2.9-.4L18.4 19.6" strokeLinejoin="round" />
    </svg>
  );
}
