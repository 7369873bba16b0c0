import type { ComponentPropsWithRef } from 'react';
import { useId } from 'react';
import { formatNumber, toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Badge } from '../../Badge/Badge';
import { StatusIcon, progressStatusKeys } from '../../subjects/StatusIcon/StatusIcon';
import type { ChapterTopic } from '../types';
import * as styles from './TopicList.css';
import { chapterMessages } from '../../../i18n/areas/chapter';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface TopicListProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  topics: readonly ChapterTopic[];
  /** The open topic, marked for sight and for screen readers (aria-current). */
  selectedTopicId?: number;
  onSelectTopic?: (topicId: number) => void;
  title?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** A chapter's topics with their status (শুরু হয়নি / চলমান / সম্পন্ন); choosing one opens it. */
export function TopicList({
  topics,
  selectedTopicId,
  onSelectTopic,
  title: titleProp,
  headingLevel = 2,
  className,
  ...props
}: TopicListProps) {
  const chapterText = useMessages('chapter', chapterMessages);
  const subjectsText = useMessages('subjects', subjectsMessages);
  const title = titleProp ?? chapterText.topicListTitle;
  const titleId = useId();
  return (
    <section {...props} aria-labelledby={titleId} className={cx(styles.root, className)}>
      <Heading level={headingLevel} id={titleId} className={styles.title}>
        {title}
      </Heading>
      <ol className={styles.list}>
        {topics.map((topic, index) => {
          const status = topic.status ?? 'not-started';
          const selected = topic.id === selectedTopicId;
          return (
            <li key={topic.id}>
              <button
                type="button"
                className={cx(styles.item, selected && styles.selected)}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelectTopic?.(topic.id)}
              >
                <span className={cx(styles.index, selected && styles.indexSelected)} aria-hidden="true">
                  {toBengaliDigits(index + 1)}
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{topic.name}</span>
                  {topic.duration !== undefined && topic.duration > 0 && (
                    <span className={styles.duration}>
                      {formatNumber(topic.duration)} {chapterText.minutes}
                    </span>
                  )}
                </span>
                <span className={styles.status}>
                  {status !== 'not-started' && (
                    <Badge tone={status === 'completed' ? 'success' : 'warning'} size="sm">
                      {subjectsText[progressStatusKeys[status]]}
                    </Badge>
                  )}
                  <StatusIcon status={status} decorative={status !== 'not-started'} />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
