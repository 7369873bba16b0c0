import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import type { LinkComponent } from '../../../utils/link';
import { BackLink } from '../../subjects/BackLink/BackLink';
import * as styles from './ChapterQuizShell.css';

export interface ChapterQuizShellProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The quiz's title (or the page's name while it loads or when there is none). */
  title: string;
  /** The chapter the quiz belongs to; omitted while unknown. */
  chapterName?: string | null;
  /** Back to the chapter (or the subject when the chapter is unknown). */
  backHref: string;
  backLabel: string;
  LinkComponent?: LinkComponent;
  /** Level of the title: 1 on a page of its own, 2 under an app shell whose header holds the h1. */
  headingLevel?: HeadingLevel;
  /** The start screen, the quiz, its result, or the page's empty, loading or error state. */
  children: ReactNode;
  className?: string;
}

/**
 * The chapter quiz page's frame: a way back, the chapter's name and the quiz's title as the
 * page's heading, then whatever the page is showing. It stays while the quiz runs.
 */
export function ChapterQuizShell({
  title,
  chapterName,
  backHref,
  backLabel,
  LinkComponent,
  headingLevel = 1,
  children,
  className,
  ...props
}: ChapterQuizShellProps) {
  return (
    <div {...props} className={cx(styles.root, className)}>
      <BackLink href={backHref} LinkComponent={LinkComponent} className={styles.back}>
        {backLabel}
      </BackLink>
      <div className={styles.heading}>
        {chapterName && <p className={styles.chapter}>{chapterName}</p>}
        <Heading level={headingLevel} className={styles.title}>
          {title}
        </Heading>
      </div>
      {children}
    </div>
  );
}
