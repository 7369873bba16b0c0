import { useId } from 'react';
import type { ComponentPropsWithRef, Ref } from 'react';
import { formatPercent, toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { SparkleIcon } from '../../../icons';
import { gradeFor, resultTone } from '../quizMachine';
import { gradeKeys } from '../quizLabels';
import { formatQuizDuration } from '../quizFormat';
import { useCountUp } from './useCountUp';
import * as styles from './QuizResultCard.css';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

/** The spec's celebration threshold. */
const celebrateFrom = 70;
/** The spec's result animation length. */
const animationMs = 2000;

export interface QuizResultCardProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Percent, 0-100. */
  score: number;
  correctCount: number;
  totalCount: number;
  /** Percent of answered questions that were right; the score by default. */
  accuracy?: number;
  timeTakenMs: number;
  /** The tutor's overall words on the quiz. */
  feedback?: string | null;
  strengths?: readonly string[];
  improvementAreas?: readonly string[];
  recommendations?: readonly string[];
  onContinue?: () => void;
  onRetake?: () => void;
  /** The 2-second count-up of the score; never with reduced motion. */
  animate?: boolean;
  headingLevel?: HeadingLevel;
  headingRef?: Ref<HTMLHeadingElement>;
}

const ringRadius = 52;
const ringLength = 2 * Math.PI * ringRadius;

/**
 * The tutor quiz's results: the score filling a ring over 2 seconds, a celebration from 70, the
 * grade (bands 90/80/70/60), accuracy and time, and what went well, what to practise and what next.
 */
export function QuizResultCard({
  score,
  correctCount,
  totalCount,
  accuracy = score,
  timeTakenMs,
  feedback,
  strengths = [],
  improvementAreas = [],
  recommendations = [],
  onContinue,
  onRetake,
  animate = true,
  headingLevel = 3,
  headingRef,
  className,
  ...props
}: QuizResultCardProps) {
  const quizText = useMessages('quiz', quizMessages);
  const titleId = useId();
  const shown = useCountUp(score, animationMs, animate);
  const celebrate = score >= celebrateFrom;
  const tone = celebrate ? 'success' : resultTone(score);
  const grade = quizText[gradeKeys[gradeFor(score)]];
  const lists = [
    { title: quizText.quizStrengths, items: strengths, marker: styles.markerSuccess },
    { title: quizText.quizImprovements, items: improvementAreas, marker: styles.markerWarning },
    { title: quizText.quizRecommendations, items: recommendations, marker: styles.markerInfo },
  ].filter((list) => list.items.length > 0);
  const listHeadingLevel = Math.min(6, headingLevel + 1) as HeadingLevel;

  return (
    <section aria-labelledby={titleId} {...props} className={cx(styles.root, className)}>
      {celebrate && (
        <div className={styles.celebration} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((index) => (
            <span key={index} className={cx(styles.burst, styles.burstTone[index % 3])}>
              <SparkleIcon size="1.25em" />
            </span>
          ))}
        </div>
      )}
      <Heading level={headingLevel} id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {celebrate ? `${quizText.quizCelebration} ${quizText.quizResultsHeading}` : quizText.quizResultsHeading}
      </Heading>

      <div className={styles.summary}>
        <div className={styles.ring}>
          <svg viewBox="0 0 120 120" className={styles.ringSvg} aria-hidden="true">
            <circle cx="60" cy="60" r={ringRadius} className={styles.ringTrack} />
            <circle
              cx="60"
              cy="60"
              r={ringRadius}
              className={cx(styles.ringFill, styles.ringTone[tone])}
              strokeDasharray={ringLength}
              strokeDashoffset={ringLength * (1 - shown / 100)}
            />
          </svg>
          <span className={styles.ringValue} aria-hidden="true">
            {formatPercent(shown)}
          </span>
          {/* The count-up is for the eyes; screen readers get the final score once. */}
          <VisuallyHidden>
            {quizText.quizScore}: {formatPercent(score)}
          </VisuallyHidden>
        </div>
        <div className={styles.facts}>
          <Badge tone={tone} className={styles.grade}>
            {quizText.quizGrade}: {grade}
          </Badge>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{quizText.quizCorrectAnswers}</dt>
              <dd>
                {toBengaliDigits(correctCount)} / {toBengaliDigits(totalCount)}
              </dd>
            </div>
            <div className={styles.stat}>
              <dt>{quizText.quizAccuracy}</dt>
              <dd>{formatPercent(accuracy)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{quizText.quizTimeTaken}</dt>
              <dd>{formatQuizDuration(timeTakenMs)}</dd>
            </div>
          </dl>
        </div>
      </div>

      {feedback && <p className={styles.feedback}>{feedback}</p>}

      {lists.map((list) => (
        <div key={list.title} className={styles.list}>
          <Heading level={listHeadingLevel} className={styles.listTitle}>
            {list.title}
          </Heading>
          <ul className={styles.items}>
            {list.items.map((item) => (
              <li key={item} className={cx(styles.item, list.marker)}>
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}

      {(onContinue || onRetake) && (
        <div className={styles.actions}>
          {onContinue && <Button onClick={onContinue}>{quizText.quizContinueLearning}</Button>}
          {onRetake && (
            <Button variant="outline" onClick={onRetake}>
              {quizText.quizRetake}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
