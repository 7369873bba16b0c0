import type { ComponentPropsWithRef } from 'react';
import { Button as AriakitButton } from '@ariakit/react';
import { useId } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { ComingSoonButton } from '../ComingSoonButton/ComingSoonButton';
import { BookOpenIcon, LightbulbIcon, PencilIcon, TutorIcon } from '../../../icons';
import * as styles from './TopicActionGrid.css';
import { chapterMessages } from '../../../i18n/areas/chapter';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface TopicActionGridProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Opens the AI tutor; the app shows TutorDialog with its chat panel. */
  onOpenTutor?: () => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * What a student can do with a topic. Only the AI tutor works today; read-more, examples and
 * practice are shown as coming soon (spec §2).
 */
export function TopicActionGrid({ onOpenTutor, headingLevel = 3, className, ...props }: TopicActionGridProps) {
  const chapterText = useMessages('chapter', chapterMessages);
  const titleId = useId();
  const hintId = useId();
  return (
    <section {...props} aria-labelledby={titleId} className={cx(styles.root, className)}>
      <Heading level={headingLevel} id={titleId} className={styles.title}>
        {chapterText.topicActionsTitle}
      </Heading>
      <div className={styles.grid}>
        <AriakitButton className={styles.tutor} onClick={onOpenTutor} aria-describedby={hintId}>
          <span className={styles.tutorIcon} aria-hidden="true">
            <TutorIcon />
          </span>
          <span className={styles.tutorText}>
            <span className={styles.tutorLabel}>{chapterText.actionTutor}</span>
            {/* Kept out of the button's name (which stays short) and read as its description. */}
            <span id={hintId} className={styles.tutorHint} aria-hidden="true">
              {chapterText.actionTutorHint}
            </span>
          </span>
        </AriakitButton>
        <ComingSoonButton layout="tile" icon={<BookOpenIcon />}>
          {chapterText.actionReadMore}
        </ComingSoonButton>
        <ComingSoonButton layout="tile" icon={<LightbulbIcon />}>
          {chapterText.actionExamples}
        </ComingSoonButton>
        <ComingSoonButton layout="tile" icon={<PencilIcon />}>
          {chapterText.actionPractice}
        </ComingSoonButton>
      </div>
    </section>
  );
}
