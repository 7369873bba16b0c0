import { useEffect, useRef } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import type { HeadingLevel } from '../../../utils/Heading';
import type { LinkComponent } from '../../../utils/link';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { EmptyState } from '../../EmptyState/EmptyState';
import { ProgressBar } from '../../ProgressBar/ProgressBar';
import { MathText } from '../../math/MathText/MathText';
import { CheckIcon, CrossIcon, FlameIcon, StopwatchIcon } from '../../../icons';
import { countdownTone, currentQuestion, defaultQuizTimeLimit, demoCountdownTone } from '../quizMachine';
import type { QuizQuestion, QuizResult, QuizState, QuizTiming, QuizVerdict } from '../quizMachine';
import { formatQuizDuration, formatSeconds, splitOption } from '../quizFormat';
import { QuizOptions } from '../QuizOptions/QuizOptions';
import { useQuizMachine } from '../useQuizMachine';
import type { QuizGradeRequest } from '../useQuizMachine';
import type { WhyWrongReply, WhyWrongRequest } from '../whyWrong';
import { StandaloneQuizResult } from './StandaloneQuizResult';
import * as styles from './StandaloneQuiz.css';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface StandaloneQuizProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The quiz's questions (`sampleQuizQuestions` are the built-in three). Read once (see `key`). */
  questions: readonly QuizQuestion[];
  /** Seconds per question; with `timing="shared"`, for the whole quiz. */
  timeLimit?: number;
  /** 'perQuestion' (the spec's 30 s countdown per question) or 'shared' (one clock for the quiz). */
  timing?: QuizTiming;
  /** Grades each answer outside (the server), for questions without `isCorrect`. */
  grade?: (answer: QuizGradeRequest) => Promise<QuizVerdict>;
  /** The admin's passing score (percent): the result card then says passed or not. */
  passingScore?: number;
  /** 'আবার চেষ্টা করো' calls this instead of restarting here (e.g. the server must start a new attempt). */
  onRestart?: () => void;
  /** Every change of state, so the app can keep the student's place across a reload. */
  onStateChange?: (state: QuizState) => void;
  /** Level of the question and result headings, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** 'আবার পড়ো' links here (the chapter's learn route) through the app's router link… */
  studyAgainHref?: string;
  LinkComponent?: LinkComponent;
  /** …or calls this when there is no route to link to. */
  onStudyAgain?: () => void;
  /** A question was checked; the app shows 'সঠিক উত্তর!' or 'ভুল উত্তর!'. */
  onAnswer?: (correct: boolean) => void;
  /** A question's time ran out; the app shows 'সময় শেষ!'. */
  onExpire?: () => void;
  /** The quiz was finished; the app saves the attempt. */
  onComplete?: (result: QuizResult) => void;
  /**
   * "কেন ভুল হলো?": the tutor's explanation of a wrong answer. With it, the result card reviews
   * the answers that were not right, each with the button; offered only once the quiz is over,
   * as a shared clock runs on through each answer's feedback.
   */
  explainAnswer?: (request: WhyWrongRequest) => Promise<WhyWrongReply>;
  /** The clock (ms since the epoch); stories and tests pass a fake or frozen one. */
  now?: () => number;
  /** Start from this state instead of the first question (stories). */
  initialState?: QuizState;
}

/**
 * The timed multiple-choice quiz: one question at a time with a countdown, a correct-answer count,
 * a streak, then a result card. Everything the app must do (toasts, saving) comes out through
 * callbacks.
 */
export function StandaloneQuiz({
  questions,
  timeLimit = defaultQuizTimeLimit,
  timing = 'perQuestion',
  grade,
  passingScore,
  onRestart,
  onStateChange,
  headingLevel = 2,
  studyAgainHref,
  LinkComponent,
  onStudyAgain,
  onAnswer,
  onExpire,
  onComplete,
  explainAnswer,
  now,
  initialState,
  className,
  ...props
}: StandaloneQuizProps) {
  const quizText = useMessages('quiz', quizMessages);
  const { state, select, check, next, restart } = useQuizMachine({
    questions,
    timeLimit,
    timing,
    grade,
    onStateChange,
    now,
    initialState,
    onAnswer,
    onExpire,
    onComplete,
  });
  const questionRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(`${state.index}-${state.completed}-${state.startedAt}`);

  // A new question or the result replaces the content under the keyboard focus: move focus to
  // its heading so keyboard and screen-reader users continue from there (not on first render).
  useEffect(() => {
    const key = `${state.index}-${state.completed}-${state.startedAt}`;
    if (shown.current === key) return;
    shown.current = key;
    (state.completed ? resultRef : questionRef).current?.focus();
  }, [state.index, state.completed, state.startedAt]);

  const studyAgain = { href: studyAgainHref, LinkComponent, onClick: onStudyAgain };
  const question = currentQuestion(state);

  if (!question && state.questions.length === 0) {
    return (
      <div {...props} className={cx(styles.root, className)}>
        <EmptyState title={quizText.quizNoQuestions} headingLevel={headingLevel} tone="neutral" />
      </div>
    );
  }

  if (state.completed || !question) {
    return (
      <div {...props} className={cx(styles.root, className)}>
        <StandaloneQuizResult
          state={state}
          headingLevel={headingLevel}
          headingRef={resultRef}
          studyAgain={studyAgain}
          passingScore={passingScore}
          onRestart={onRestart ?? restart}
          explainAnswer={explainAnswer}
        />
      </div>
    );
  }

  const total = state.questions.length;
  const isLast = state.index === total - 1 || state.timeUp;
  const done = state.index + (state.answered ? 1 : 0);
  const shared = state.timing === 'shared';
  const answer = state.answered ? state.answers.at(-1) : undefined;
  const correctIndex = question.options.findIndex((option) => option.id === answer?.correctOptionId);
  const correctOption = question.options[correctIndex];
  const explanation = answer?.explanation ?? question.explanation;
  // One clock for the whole quiz reads in minutes and colours by the share of time left.
  const tone = shared ? demoCountdownTone(state.secondsLeft, state.timeLimit) : countdownTone(state.secondsLeft);

  return (
    <div {...props} className={cx(styles.root, className)}>
      <div className={styles.header}>
        <span className={styles.counter}>
          {quizText.quizQuestion} {toBengaliDigits(state.index + 1)} / {toBengaliDigits(total)}
        </span>
        <div className={styles.status}>
          <Badge tone="success" icon={<CheckIcon size="1.25em" strokeWidth={2.5} />}>
            {quizText.quizCorrectCount}: {toBengaliDigits(state.correctCount)}
          </Badge>
          {state.streak > 1 && (
            <Badge tone="warning" icon={<FlameIcon size="1.25em" />}>
              {quizText.quizStreak}: {toBengaliDigits(state.streak)}
            </Badge>
          )}
          <span
            role="timer"
            aria-live="off"
            aria-label={shared ? quizText.quizWholeTimeLeft : quizText.quizTimeLeft}
            className={cx(styles.timer, styles.timerTone[tone])}
          >
            <StopwatchIcon size="1.25em" />
            {shared ? formatQuizDuration(state.secondsLeft * 1000) : formatSeconds(state.secondsLeft)}
          </span>
        </div>
      </div>
      <ProgressBar value={(done / total) * 100} label={quizText.quizProgress} size="sm" />

      <QuizOptions
        question={question.question}
        headingLevel={headingLevel}
        headingRef={questionRef}
        options={question.options}
        selectedId={state.selectedOptionId}
        onSelect={select}
        locked={state.answered || state.pending !== null}
        reveal={state.answered}
        answeredId={answer?.optionId ?? null}
        correctId={answer?.correctOptionId ?? null}
      />

      {/* Present from the start, so the verdict is announced when it appears. */}
      <div aria-live="polite" className={styles.feedbackRegion}>
        {answer && (
          <div
            className={cx(
              styles.feedback,
              styles.feedbackTone[state.expired ? 'warning' : answer.correct ? 'success' : 'danger'],
            )}
          >
            <p className={styles.feedbackTitle}>
              {state.expired ? (
                <StopwatchIcon size="1.25em" />
              ) : answer.correct ? (
                <CheckIcon size="1.25em" strokeWidth={2.5} />
              ) : (
                <CrossIcon size="1.25em" />
              )}
              {state.expired ? quizText.quizTimeUp : answer.correct ? quizText.quizCorrect : quizText.quizWrong}
            </p>
            {!answer.correct && correctOption && (
              <p>
                {quizText.quizCorrectAnswerIs} <MathText text={splitOption(correctOption.text, correctIndex).text} />
              </p>
            )}
            {explanation && (
              <p className={styles.explanation}>
                <strong>{quizText.quizExplanation}:</strong> <MathText text={explanation} />
              </p>
            )}
            {state.timeUp && <p>{quizText.quizTimeUpSeeResult}</p>}
          </div>
        )}
      </div>

      <div className={styles.actions}>
        {state.answered ? (
          <Button onClick={next} className={styles.actionButton}>
            {isLast ? quizText.quizFinish : quizText.quizNext}
          </Button>
        ) : (
          <Button
            onClick={check}
            disabled={state.selectedOptionId === null}
            loading={state.pending !== null}
            loadingText={quizText.quizChecking}
            className={styles.actionButton}
          >
            {quizText.quizCheck}
          </Button>
        )}
      </div>
    </div>
  );
}
