import { useId } from 'react';
import type { ComponentPropsWithRef, Ref } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Spinner } from '../../Spinner/Spinner';
import { MathText } from '../../math/MathText/MathText';
import { CheckIcon, CrossIcon, StopwatchIcon } from '../../../icons';
import * as styles from './QuizFeedbackCard.css';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface QuizFeedbackCardProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  isCorrect: boolean;
  /** The time ran out before an answer. */
  expired?: boolean;
  /** The tutor's words on the answer. */
  feedback?: string | null;
  explanation?: string | null;
  /** Shown when the answer was not correct. */
  correctAnswer?: string | null;
  /** Where this maths shows up in everyday life. */
  culturalContext?: string | null;
  /** Shows 'পরের প্রশ্ন আসছে...' while the host waits to move on. */
  nextComing?: boolean;
  headingLevel?: HeadingLevel;
  /** The host moves focus here, so the verdict is read out. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The verdict on one answer of the tutor's quiz, with the explanation and the right answer. */
export function QuizFeedbackCard({
  isCorrect,
  expired = false,
  feedback,
  explanation,
  correctAnswer,
  culturalContext,
  nextComing = false,
  headingLevel = 3,
  headingRef,
  className,
  ...props
}: QuizFeedbackCardProps) {
  const quizText = useMessages('quiz', quizMessages);
  const titleId = useId();
  const tone = isCorrect ? 'success' : expired ? 'warning' : 'danger';
  return (
    <section aria-labelledby={titleId} {...props} className={cx(styles.root, styles.tone[tone], className)}>
      <Heading level={headingLevel} id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        <span className={cx(styles.icon, styles.iconTone[tone])}>
          {isCorrect ? (
            <CheckIcon size="1.25em" strokeWidth={2.5} />
          ) : expired ? (
            <StopwatchIcon size="1.25em" />
          ) : (
            <CrossIcon size="1.25em" />
          )}
        </span>
        {isCorrect ? quizText.quizCorrect : expired ? quizText.quizTimeUp : quizText.quizWrong}
      </Heading>
      {feedback && (
        <p className={styles.text}>
          <MathText text={feedback} />
        </p>
      )}
      {!isCorrect && correctAnswer && (
        <p className={styles.answer}>
          <strong>{quizText.quizCorrectAnswerIs}</strong> <MathText text={correctAnswer} />
        </p>
      )}
      {explanation && (
        <div className={styles.block}>
          <p className={styles.blockTitle}>{quizText.quizExplanation}</p>
          <p className={styles.text}>
            <MathText text={explanation} />
          </p>
        </div>
      )}
      {culturalContext && (
        <div className={cx(styles.block, styles.context)}>
          <p className={styles.blockTitle}>{quizText.quizContextHeading}</p>
          <p className={styles.text}>{culturalContext}</p>
        </div>
      )}
      {nextComing && <Spinner size="sm" showLabel label={quizText.quizNextComing} className={styles.next} />}
    </section>
  );
}
