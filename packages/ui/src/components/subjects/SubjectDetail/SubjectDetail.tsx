import type { ComponentPropsWithRef } from 'react';
import { useId } from 'react';
import { formatNumber } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { LinkButton } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { EmptyState } from '../../EmptyState/EmptyState';
import { ErrorState } from '../../ErrorState/ErrorState';
import { NotFoundState } from '../../NotFoundState/NotFoundState';
import { Spinner } from '../../Spinner/Spinner';
import { BackLink } from '../BackLink/BackLink';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { classLabel } from '../../shell/shellUser';
import type { BreadcrumbItem } from '../Breadcrumb/Breadcrumb';
import type { ChapterSummary, PageLoadStatus, SubjectSummary } from '../types';
import { ChapterRow } from './ChapterRow';
import * as styles from './SubjectDetail.css';
import { commonMessages } from '../../../i18n/areas/common';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface SubjectDetailData extends Pick<SubjectSummary, 'id' | 'name' | 'description'> {
  /** The subject's own class, shown in the heading (a class 8 student may open a class 6 subject). */
  classLevel?: number | null;
  chapters: readonly ChapterSummary[];
}

export interface SubjectDetailProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** 'not-found': the subject does not exist (deleted, hidden, a wrong address); no retry, a way back. */
  status: PageLoadStatus;
  /** The subject with its chapters; null when ready means the API found nothing: the not-found state shows. */
  subject?: SubjectDetailData | null;
  /** The student's class, shown when the subject does not say its own; the spec's default, অষ্টম, when unset. */
  classLevel?: string | number | null;
  /** The reload button of the error state. */
  onRetry?: () => void;
  retrying?: boolean;
  LinkComponent?: LinkComponent;
  className?: string;
}

/** The /subjects/{id} screen: a subject's chapters, each leading to its learning page. */
export function SubjectDetail({
  status,
  subject,
  classLevel,
  onRetry,
  retrying,
  LinkComponent,
  className,
  ...props
}: SubjectDetailProps) {
  const commonText = useMessages('common', commonMessages);
  const subjectsText = useMessages('subjects', subjectsMessages);
  const chaptersTitleId = useId();
  const ready = status === 'ready' && subject != null;
  const written =
    subject?.chapters.filter((chapter) => chapter.topicCount === undefined || chapter.topicCount > 0) ?? [];

  const crumbs: BreadcrumbItem[] = [
    { label: subjectsText.breadcrumbHome, href: '/dashboard' },
    { label: subjectsText.subjectsTitle, href: '/subjects' },
  ];
  if (ready) crumbs.push({ label: subject.name });

  let content;
  if (status === 'loading') {
    content = (
      <div className={styles.loading}>
        <Spinner size="lg" showLabel label={subjectsText.subjectDetailLoading} />
      </div>
    );
  } else if (status === 'not-found' || (status === 'ready' && subject === null)) {
    content = (
      <NotFoundState
        title={subjectsText.subjectNotFound}
        description={subjectsText.subjectNotFoundText}
        backHref="/subjects"
        backLabel={subjectsText.backToSubjects}
        LinkComponent={LinkComponent}
      />
    );
  } else if (!ready) {
    content = (
      <ErrorState
        title={subjectsText.subjectDetailError}
        headingLevel={1}
        message={commonText.retry}
        onRetry={onRetry}
        retryLabel={subjectsText.reload}
        retrying={retrying}
        secondaryAction={
          <LinkButton href="/subjects" variant="outline" LinkComponent={LinkComponent}>
            {subjectsText.backToSubjects}
          </LinkButton>
        }
      />
    );
  } else {
    content = (
      <div className={styles.content}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            {subject.name}{' '}
            <span className={styles.classTag}>{classLabel(subject.classLevel ?? classLevel, commonText)}</span>
          </h1>
          {subject.description && <p className={styles.description}>{subject.description}</p>}
        </header>
        <section aria-labelledby={chaptersTitleId} className={styles.chapters}>
          <div className={styles.chaptersHeader}>
            <h2 id={chaptersTitleId} className={styles.chaptersTitle}>
              {subjectsText.chaptersTitle}
            </h2>
            {subject.chapters.length > 0 && (
              <p className={styles.count}>
                {formatNumber(subject.chapters.length)}
                {subjectsText.chaptersCount}
                {written.length > 0 && written.length < subject.chapters.length && (
                  // Progress over what can be studied: chapters with only a title do not count.
                  <>
                    {' · '}
                    <span>
                      {formatNumber(written.filter((chapter) => chapter.status === 'completed').length)}/
                      {formatNumber(written.length)} {subjectsText.writtenChaptersProgress}
                    </span>
                  </>
                )}
              </p>
            )}
          </div>
          {subject.chapters.length === 0 ? (
            <EmptyState
              tone="neutral"
              icon={<EmptyBookIcon />}
              title={subjectsText.noChapters}
              description={subjectsText.noChaptersNote}
              headingLevel={3}
            />
          ) : (
            <ol className={styles.list}>
              {subject.chapters.map((chapter, index) => (
                <ChapterRow
                  key={chapter.id}
                  chapter={chapter}
                  index={index}
                  href={`/subjects/${subject.id}/${chapter.id}/learn`}
                  askHref={`/subjects/${subject.id}/${chapter.id}/ask`}
                  LinkComponent={LinkComponent}
                />
              ))}
            </ol>
          )}
        </section>
      </div>
    );
  }

  return (
    <div {...props} className={cx(styles.root, className)}>
      <div className={styles.nav}>
        <Breadcrumb items={crumbs} LinkComponent={LinkComponent} />
        <BackLink href="/subjects" LinkComponent={LinkComponent}>
          {subjectsText.backToSubjects}
        </BackLink>
      </div>
      {content}
    </div>
  );
}

function EmptyBookIcon() {
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
      <path
        d="M3 5.5C5.5 4.4 8.5 4.4 12 6c3.5-1.6 6.5-1.6 9-.5V19c-2.5-1.1-5.5-1.1-9 .5-3.5-1.6-6.5-1.6-9-.5V5.5Z"
        strokeLinejoin="round"
      />
      <path d="M12 6v13.5" />
    </svg>
  );
}
