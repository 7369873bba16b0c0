import type { ComponentPropsWithRef } from 'react';
import { formatNumber, toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import * as styles from './ChapterHeader.css';
import { chapterMessages } from '../../../i18n/areas/chapter';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface ChapterHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'children'> {
  name: string;
  /** The chapter's number in the textbook: 'অধ্যায় ৩' above the name. */
  number?: number;
  description?: string | null;
  topicCount: number;
  /** Index (from 0) of the open topic, for 'টপিক ২/৭'; none while no topic is open. */
  currentIndex?: number;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** The learning page's title: chapter number and name, description, topic count and position. */
export function ChapterHeader({
  name,
  number,
  description,
  topicCount,
  currentIndex,
  headingLevel = 1,
  className,
  ...props
}: ChapterHeaderProps) {
  const chapterText = useMessages('chapter', chapterMessages);
  const subjectsText = useMessages('subjects', subjectsMessages);
  return (
    <header {...props} className={cx(styles.root, className)}>
      {number !== undefined && (
        <p className={styles.eyebrow}>
          {subjectsText.chapterWord} {toBengaliDigits(number)}
        </p>
      )}
      <Heading level={headingLevel} className={styles.title}>
        {name}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      <ul className={styles.meta}>
        <li className={styles.chip}>
          {formatNumber(topicCount)}
          {chapterText.topicsCount}
        </li>
        {currentIndex !== undefined && currentIndex >= 0 && topicCount > 0 && (
          <li className={styles.chip}>
            {chapterText.topicWord} {toBengaliDigits(`${currentIndex + 1}/${topicCount}`)}
          </li>
        )}
      </ul>
    </header>
  );
}
