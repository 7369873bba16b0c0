import type { ComponentPropsWithRef } from 'react';
import { toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Button } from '../../Button/Button';
import { pagerDots } from '../chapterProgress';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../icons';
import type { ChapterTopic } from '../types';
import * as styles from './TopicPager.css';
import { chapterMessages } from '../../../i18n/areas/chapter';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface TopicPagerProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  topics: readonly Pick<ChapterTopic, 'id' | 'status'>[];
  /** Index (from 0) of the open topic. */
  currentIndex: number;
  onPrevious?: () => void;
  onNext?: () => void;
  className?: string;
}

/**
 * Previous and next topic, with one dot per topic (open, done, still to come). Previous is
 * disabled on the first topic and next on the last.
 */
export function TopicPager({ topics, currentIndex, onPrevious, onNext, className, ...props }: TopicPagerProps) {
  const chapterText = useMessages('chapter', chapterMessages);
  const total = topics.length;
  const dots = pagerDots(topics, currentIndex);
  return (
    <nav {...props} aria-label={chapterText.topicPagerLabel} className={cx(styles.root, className)}>
      <div className={styles.layout}>
        <Button
          variant="outline"
          className={styles.previous}
          leadingIcon={<ArrowLeftIcon />}
          disabled={currentIndex <= 0}
          onClick={onPrevious}
        >
          {chapterText.previousTopic}
        </Button>
        <div className={styles.position}>
          <span className={styles.dots} aria-hidden="true">
            {dots.map((dot, index) => (
              <span key={topics[index]?.id ?? index} className={cx(styles.dot, styles.dotState[dot])} />
            ))}
          </span>
          <span className={styles.count}>
            {chapterText.topicWord} {toBengaliDigits(`${currentIndex + 1}/${total}`)}
          </span>
        </div>
        <Button
          className={styles.next}
          trailingIcon={<ArrowRightIcon />}
          disabled={currentIndex >= total - 1}
          onClick={onNext}
        >
          {chapterText.nextTopic}
        </Button>
      </div>
    </nav>
  );
}
