import type { ReactNode } from 'react';
import { bn } from '../../../i18n/messages';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Card } from '../../Card/Card';
import { ComingSoonButton } from '../ComingSoonButton/ComingSoonButton';
import { BookmarkIcon, ClockIcon, NoteIcon } from '../icons';
import * as styles from './ChapterSidePanel.css';

export interface ChapterSidePanelProps {
  /** Spec §9: a static '৫-৭ মিনিট'. */
  readingTime?: ReactNode;
  /** Study tips under 'মনে রাখো'; static in the spec. */
  keyPoints?: readonly ReactNode[];
  headingLevel?: HeadingLevel;
  className?: string;
}

const defaultKeyPoints = [bn.keyPoint1, bn.keyPoint2, bn.keyPoint3];

/**
 * The study guide beside a topic: reading time, key points, and bookmark and note actions that
 * are honestly marked as coming soon.
 */
export function ChapterSidePanel({
  readingTime = bn.readingTimeValue,
  keyPoints = defaultKeyPoints,
  headingLevel = 2,
  className,
}: ChapterSidePanelProps) {
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <Card as="section" tone="subtle" title={bn.studyGuideTitle} headingLevel={headingLevel} className={className}>
      <div className={styles.body}>
        <p className={styles.reading}>
          <span className={styles.readingIcon} aria-hidden="true">
            <ClockIcon />
          </span>
          <span>
            {bn.readingTimeLabel}: <strong className={styles.readingValue}>{readingTime}</strong>
          </span>
        </p>
        <div className={styles.points}>
          <Heading level={innerLevel} className={styles.pointsTitle}>
            {bn.keyPointsTitle}
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
          <ComingSoonButton icon={<BookmarkIcon />}>{bn.bookmark}</ComingSoonButton>
          <ComingSoonButton icon={<NoteIcon />}>{bn.writeNote}</ComingSoonButton>
        </div>
      </div>
    </Card>
  );
}
