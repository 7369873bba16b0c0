import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Badge } from '../../Badge/Badge';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { StatusIcon, progressStatusKeys } from '../StatusIcon/StatusIcon';
import type { ChapterSummary } from '../types';
import * as styles from './SubjectDetail.css';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

/** Spec §9: each row starts 0.1 s after the one above it. */
export const chapterRowStaggerMs = 100;

export interface ChapterRowProps extends Omit<ComponentPropsWithRef<'li'>, 'children'> {
  chapter: ChapterSummary;
  href: string;
  /** The chapter's ask page (the tutor on the whole chapter), offered beside a written chapter. */
  askHref?: string;
  /** Position in the list, for the entry animation's stagger. */
  index?: number;
  headingLevel?: HeadingLevel;
  LinkComponent?: LinkComponent;
}

/**
 * One chapter of a subject: number, name, description and status, with an accent colour per
 * status. The name is the link (stretched over the row), so a screen reader hears
 * 'অধ্যায় ৩: …' and not the whole row.
 */
export function ChapterRow({
  chapter,
  href,
  askHref,
  index = 0,
  headingLevel = 3,
  LinkComponent: linkOverride,
  className,
  style,
  ...props
}: ChapterRowProps) {
  const subjectsText = useMessages('subjects', subjectsMessages);
  const status = chapter.status ?? 'not-started';
  const written = chapter.topicCount === undefined || chapter.topicCount > 0;
  const number = toBengaliDigits(chapter.number);
  const delay: CSSProperties = { animationDelay: `${index * chapterRowStaggerMs}ms`, ...style };

  return (
    <li
      {...props}
      className={cx(styles.row, styles.rowStatus[status], !written && styles.rowNotWritten, className)}
      style={delay}
    >
      <span className={cx(styles.number, styles.numberStatus[status])} aria-hidden="true">
        {number}
      </span>
      <div className={styles.rowText}>
        <Heading level={headingLevel} className={styles.rowName}>
          <ResolvedLink LinkComponent={linkOverride} href={href} className={styles.rowLink}>
            <VisuallyHidden>
              {subjectsText.chapterWord} {number}:{' '}
            </VisuallyHidden>
            {chapter.name}
          </ResolvedLink>
        </Heading>
        {chapter.description && <p className={styles.rowDescription}>{chapter.description}</p>}
      </div>
      <div className={styles.rowStatusArea}>
        {written && status === 'in-progress' && (
          <Badge tone="warning" size="sm">
            {subjectsText[progressStatusKeys[status]]}
          </Badge>
        )}
        {written && status === 'completed' && (
          <Badge tone="success" size="sm">
            {subjectsText[progressStatusKeys[status]]}
          </Badge>
        )}
        {written ? (
          <StatusIcon status={status} decorative={status !== 'not-started'} />
        ) : (
          <Badge tone="neutral" size="sm">
            {subjectsText.chapterNotWritten}
          </Badge>
        )}
        {written && askHref && (
          // Above the row's stretched link, so it is a link of its own.
          <ResolvedLink LinkComponent={linkOverride} href={askHref} className={styles.rowAsk}>
            {subjectsText.askChapterShort}
            <VisuallyHidden>: {chapter.name}</VisuallyHidden>
          </ResolvedLink>
        )}
      </div>
    </li>
  );
}
