import type { ComponentPropsWithRef } from 'react';
import { formatNumber, formatPercent } from '../../../i18n/format';
import type { HeadingLevel } from '../../../utils/Heading';
import { Card } from '../../Card/Card';
import { ProgressBar } from '../../ProgressBar/ProgressBar';
import * as styles from './ChapterProgressCard.css';
import { chapterMessages } from '../../../i18n/areas/chapter';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface ChapterProgressCardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Topics the student has completed. */
  done: number;
  /** Topics in the chapter. */
  total: number;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** How much of the chapter is done, from the student's real progress (not the spec's static 75%). */
export function ChapterProgressCard({ done, total, headingLevel = 3, className, ...props }: ChapterProgressCardProps) {
  const chapterText = useMessages('chapter', chapterMessages);
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;
  return (
    <Card
      {...props}
      as="section"
      title={chapterText.chapterProgressLabel}
      headingLevel={headingLevel}
      headerAction={
        <span className={styles.percent} aria-hidden="true">
          {formatPercent(percent)}
        </span>
      }
      className={className}
    >
      <div className={styles.body}>
        <ProgressBar
          value={percent}
          label={chapterText.chapterProgressLabel}
          tone={percent === 100 ? 'success' : 'brand'}
        />
        <p className={styles.summary}>
          {formatNumber(total)}
          {chapterText.progressOfTotal} {formatNumber(Math.min(done, total))}
          {chapterText.progressTopicsDone}
        </p>
      </div>
    </Card>
  );
}
