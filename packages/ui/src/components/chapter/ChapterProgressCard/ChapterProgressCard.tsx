import { formatNumber, formatPercent } from '../../../i18n/format';
import { bn } from '../../../i18n/messages';
import type { HeadingLevel } from '../../../utils/Heading';
import { Card } from '../../Card/Card';
import { ProgressBar } from '../../ProgressBar/ProgressBar';
import * as styles from './ChapterProgressCard.css';

export interface ChapterProgressCardProps {
  /** Topics the student has completed. */
  done: number;
  /** Topics in the chapter. */
  total: number;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** How much of the chapter is done, from the student's real progress (not the spec's static 75%). */
export function ChapterProgressCard({ done, total, headingLevel = 3, className }: ChapterProgressCardProps) {
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;
  return (
    <Card
      as="section"
      title={bn.chapterProgressLabel}
      headingLevel={headingLevel}
      headerAction={
        <span className={styles.percent} aria-hidden="true">
          {formatPercent(percent)}
        </span>
      }
      className={className}
    >
      <div className={styles.body}>
        <ProgressBar value={percent} label={bn.chapterProgressLabel} tone={percent === 100 ? 'success' : 'brand'} />
        <p className={styles.summary}>
          {formatNumber(total)}
          {bn.progressOfTotal} {formatNumber(Math.min(done, total))}
          {bn.progressTopicsDone}
        </p>
      </div>
    </Card>
  );
}
