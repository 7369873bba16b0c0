import type { ComponentPropsWithRef, Ref } from 'react';
import { toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import type { HeadingLevel } from '../../../utils/Heading';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { ProgressBar } from '../../ProgressBar/ProgressBar';
import { CheckIcon, StopwatchIcon } from '../../../icons';
import { demoCountdownTone, isLowTime } from '../quizMachine';
import type { QuizId, QuizQuestion } from '../quizMachine';
import { culturalContextKeys, difficultyBadges } from '../quizLabels';
import { formatSeconds } from '../quizFormat';
import { QuizOptions } from '../QuizOptions/QuizOptions';
import * as styles from './QuizQuestionCard.css';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface QuizQuestionCardProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'children' | 'onSubmit' | 'onSelect'
> {
  /** Options lettered in their text ('ক) …'); `timeLimit`, `difficulty` and `culturalContext` shown. */
  question: QuizQuestion;
  /** 1-based. */
  questionNumber: number;
  totalQuestions: number;
  /**
   * Seconds left, counted by the host (useQuizMachine) each second. Without it the question is
   * untimed (the ask page's in-chat quiz): no countdown, no time-over.
   */
  secondsLeft?: number;
  /** The question's limit, for the colour thresholds; the question's own `timeLimit` by default. */
  timeLimit?: number;
  selectedOptionId: QuizId | null;
  /** The answer was submitted: it can no longer change. */
  submitted: boolean;
  onSelect: (optionId: QuizId) => void;
  onSubmit: () => void;
  headingLevel?: HeadingLevel;
  /** The host moves focus here when a new question appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One question of the tutor's demo quiz: a countdown coloured at half and a quarter of its limit,
 * a warning at 30 seconds, 'সময় শেষ' and no more answering at zero, and an answer that locks
 * once submitted. Without `secondsLeft` (the ask page's quiz) it is the same card, untimed.
 */
export function QuizQuestionCard({
  question,
  questionNumber,
  totalQuestions,
  secondsLeft,
  timeLimit,
  selectedOptionId,
  submitted,
  onSelect,
  onSubmit,
  headingLevel = 3,
  headingRef,
  className,
  ...props
}: QuizQuestionCardProps) {
  const quizText = useMessages('quiz', quizMessages);
  const timed = secondsLeft !== undefined;
  const left = secondsLeft ?? 0;
  const limit = timeLimit ?? question.timeLimit ?? left;
  const timeOver = timed && left <= 0 && !submitted;
  const locked = submitted || timeOver;
  const tone = timeOver ? 'danger' : demoCountdownTone(left, limit);
  const difficulty = question.difficulty ? difficultyBadges[question.difficulty] : undefined;
  const context =
    question.culturalContext && question.culturalContext !== 'none'
      ? quizText[culturalContextKeys[question.culturalContext]]
      : undefined;

  return (
    <section
      {...props}
      aria-label={`${quizText.quizQuestion} ${toBengaliDigits(questionNumber)}`}
      className={cx(styles.root, className)}
    >
      <div className={styles.header}>
        <span className={styles.counter}>
          {quizText.quizQuestion} {toBengaliDigits(questionNumber)} / {toBengaliDigits(totalQuestions)}
        </span>
        {timed && (
          <span
            role="timer"
            aria-live="off"
            aria-label={quizText.quizTimeLeft}
            className={cx(styles.timer, styles.timerTone[tone])}
          >
            <StopwatchIcon size="1.25em" />
            {timeOver ? quizText.quizTimeOver : formatSeconds(left)}
          </span>
        )}
      </div>
      <ProgressBar
        value={((questionNumber - (submitted ? 0 : 1)) / totalQuestions) * 100}
        label={quizText.quizProgress}
        size="sm"
      />

      <QuizOptions
        question={question.question}
        headingLevel={headingLevel}
        headingRef={headingRef}
        options={question.options}
        selectedId={selectedOptionId}
        onSelect={onSelect}
        locked={locked}
        reveal={false}
      >
        {(difficulty || context) && (
          <div className={styles.chips}>
            {difficulty && (
              <Badge tone={difficulty.tone} size="sm">
                {quizText.quizDifficulty}: {quizText[difficulty.key]}
              </Badge>
            )}
            {context && (
              <Badge tone="info" size="sm">
                {context}
              </Badge>
            )}
          </div>
        )}
      </QuizOptions>

      {/* Announced politely when the time runs low or out. */}
      <p aria-live="polite" className={styles.notice}>
        {timeOver ? (
          <span className={cx(styles.noticeText, styles.noticeDanger)}>{quizText.quizTimeUp}</span>
        ) : (
          timed &&
          !submitted &&
          isLowTime(left) && <span className={cx(styles.noticeText, styles.noticeWarning)}>{quizText.quizLowTime}</span>
        )}
      </p>

      <div className={styles.actions}>
        {submitted ? (
          <span className={styles.submitted}>
            <CheckIcon size="1.25em" strokeWidth={2.5} />
            {quizText.quizSubmitted}
          </span>
        ) : (
          <Button onClick={onSubmit} disabled={locked || selectedOptionId === null} className={styles.submit}>
            {quizText.quizSubmit}
          </Button>
        )}
      </div>
    </section>
  );
}
