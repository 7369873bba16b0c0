import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Card } from '../../Card/Card';
import { ComingSoonButton } from '../ComingSoonButton/ComingSoonButton';
import { BookmarkIcon, ClockIcon, NoteIcon } from '../../../icons';
import * as styles from './ChapterSidePanel.css';
import { chapterMessages } from '../../../i18n/areas/chapter';
import type { ChapterMessages } from '../../../i18n/areas/chapter';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface ChapterSidePanelProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Spec §9: a static '৫-৭ মিনিট'. */
  readingTime?: ReactNode;
  /** Study tips under 'মনে রাখো'; static in the spec. */
  keyPoints?: readonly ReactNode[];
  headingLevel?: HeadingLevel;
  className?: string;
}

const defaultKeyPoints = (chapterText: ChapterMessages) => [
  chapterText.keyPoint1,
  chapterText.keyPoint2,
  chapterText.keyPoint3,
];

/**
 * The study guide beside a topic: reading time, key points, and bookmark and note actions that
 * are honestly marked as coming soon.
 */
export function ChapterSidePanel({
  readingTime: readingTimeProp,
  keyPoints: keyPointsProp,
  headingLevel = 2,
  className,
  ...props
}: ChapterSidePanelProps) {
  const chapterText = useMessages('chapter', chapterMessages);
  const keyPoints = keyPointsProp ?? defaultKeyPoints(chapterText);
  const readingTime = readingTimeProp ?? chapterText.readingTimeValue;
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <Card
      {...props}
      as="section"
      tone="subtle"
      title={chapterText.studyGuideTitle}
      headingLevel={headingLevel}
      className={className}
    >
      <div className={styles.body}>
        <p className={styles.reading}>
          <span className={styles.readingIcon} aria-hidden="true">
            <ClockIcon />
          </span>
          <span>
            {chapterText.readingTimeLabel}: <strong className={styles.readingValue}>{readingTime}</strong>
          </span>
        </p>
        <div className={styles.points}>
          <Heading level={innerLevel} className={styles.pointsTitle}>
            {chapterText.keyPointsTitle}
          </Heading>
          <ul className={styles.pointList}>
            {keyPoints.map((point, index) => (
              <li key={index} className={styles.point}>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.actions}>
          <ComingSoonButton icon={<BookmarkIcon />}>{chapterText.bookmark}</ComingSoonButton>
          <ComingSoonButton icon={<NoteIcon />}>{chapterText.writeNote}</ComingSoonButton>
        </div>
      </div>
    </Card>
  );
}
