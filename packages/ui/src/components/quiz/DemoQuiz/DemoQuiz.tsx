import { useEffect, useRef, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import type { HeadingLevel } from '../../../utils/Heading';
import { demoQuizInsights } from '../demoQuizInsights';
import { demoQuizQuestions } from '../demoQuizQuestions';
import { currentQuestion, questionTimeLimit, quizResult } from '../quizMachine';
import type { QuizQuestion, QuizResult } from '../quizMachine';
import { QuizConsentCard } from '../QuizConsentCard/QuizConsentCard';
import { QuizFeedbackCard } from '../QuizFeedbackCard/QuizFeedbackCard';
import { QuizQuestionCard } from '../QuizQuestionCard/QuizQuestionCard';
import { QuizResultCard } from '../QuizResultCard/QuizResultCard';
import { useQuizMachine } from '../useQuizMachine';
import * as styles from './DemoQuiz.css';

/** The spec's pause on the feedback card after each answer but the last. */
const defaultFeedbackMs = 2000;

interface RunProps {
  questions: readonly QuizQuestion[];
  feedbackMs: number;
  headingLevel: HeadingLevel;
  now: (() => number) | undefined;
  onAnswer: ((correct: boolean) => void) | undefined;
  onExpire: (() => void) | undefined;
  onComplete: ((result: QuizResult) => void) | undefined;
  onContinueLearning: (() => void) | undefined;
  onRetake: () => void;
}

/** The quiz itself, mounted on consent so the first countdown starts then. */
function DemoQuizRun({
  questions,
  feedbackMs,
  headingLevel,
  now,
  onAnswer,
  onExpire,
  onComplete,
  onContinueLearning,
  onRetake,
}: RunProps) {
  const { state, select, check, next } = useQuizMachine({ questions, now, onAnswer, onExpire, onComplete });
  const heading = useRef<HTMLHeadingElement>(null);
  const question = currentQuestion(state);
  const isLast = state.index === state.questions.length - 1;
  const phase = state.completed ? 'completed' : state.answered ? 'feedback' : 'active';

  // Feedback stays 2 seconds, then the next question; after the last answer the results come at once.
  useEffect(() => {
    if (phase !== 'feedback') return undefined;
    if (isLast) {
      next();
      return undefined;
    }
    const timeout = setTimeout(next, feedbackMs);
    return () => clearTimeout(timeout);
  }, [phase, isLast, feedbackMs, next]);

  // Each phase replaces the card under the student's focus: continue from its heading.
  const shown = useRef(`${phase}-${state.index}`);
  useEffect(() => {
    const key = `${phase}-${state.index}`;
    if (shown.current === key) return;
    shown.current = key;
    heading.current?.focus();
  }, [phase, state.index]);

  if (phase === 'completed' || !question) {
    const result = quizResult(state);
    const insights = demoQuizInsights(state);
    return (
      <QuizResultCard
        score={result.score}
        correctCount={result.correct}
        totalCount={result.total}
        accuracy={insights.accuracy}
        timeTakenMs={result.totalTimeMs}
        strengths={insights.strengths}
        improvementAreas={insights.improvementAreas}
        recommendations={insights.recommendations}
        onContinue={onContinueLearning}
        onRetake={onRetake}
        headingLevel={headingLevel}
        headingRef={heading}
      />
    );
  }

  if (phase === 'feedback' && !isLast) {
    const answer = state.answers.at(-1);
    const right = question.options.find((option) => option.isCorrect);
    return (
      <QuizFeedbackCard
        isCorrect={answer?.correct ?? false}
        expired={answer?.expired ?? false}
        explanation={question.explanation}
        correctAnswer={right?.text}
        culturalContext={question.culturalNote}
        nextComing
        headingLevel={headingLevel}
        headingRef={heading}
      />
    );
  }

  return (
    <QuizQuestionCard
      question={question}
      questionNumber={state.index + 1}
      totalQuestions={state.questions.length}
      secondsLeft={state.secondsLeft}
      timeLimit={questionTimeLimit(state)}
      selectedOptionId={state.selectedOptionId}
      submitted={state.answered}
      onSelect={select}
      onSubmit={check}
      headingLevel={headingLevel}
      headingRef={heading}
    />
  );
}

export interface DemoQuizProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The ask page's hard-coded demo questions by default. */
  questions?: readonly QuizQuestion[];
  /** What the quiz is about, shown on the offer. */
  topic: string;
  /** The tutor's offer text. */
  offerMessage?: string;
  /** Pause on the feedback card after each answer but the last. */
  feedbackMs?: number;
  headingLevel?: HeadingLevel;
  /** The clock (ms since the epoch); stories and tests pass a fake one. */
  now?: () => number;
  onAccept?: () => void;
  /** The student said no; the host hides the quiz (phase none). */
  onDecline?: () => void;
  /** The app shows 'সঠিক উত্তর!' or 'ভুল উত্তর!'. */
  onAnswer?: (correct: boolean) => void;
  /** The app shows 'সময় শেষ!'. */
  onExpire?: () => void;
  onComplete?: (result: QuizResult) => void;
  /** 'পড়া চালিয়ে যাও' on the results; the host adds the tutor's next message. */
  onContinueLearning?: () => void;
  /** 'আবার কুইজ দাও'; the quiz starts over unless the host handles it. */
  onRetake?: () => void;
}

/**
 * The tutor's in-chat demo quiz on hard-coded data, through its phases: the offer, one timed
 * question at a time, two seconds of feedback after each answer, then the results.
 */
export function DemoQuiz({
  questions = demoQuizQuestions,
  topic,
  offerMessage,
  feedbackMs = defaultFeedbackMs,
  headingLevel = 3,
  now,
  onAccept,
  onDecline,
  onAnswer,
  onExpire,
  onComplete,
  onContinueLearning,
  onRetake,
  className,
  ...props
}: DemoQuizProps) {
  const [run, setRun] = useState(0);
  const expectedMinutes = Math.max(
    1,
    Math.round(questions.reduce((sum, question) => sum + (question.timeLimit ?? 0), 0) / 60),
  );

  return (
    <div {...props} className={cx(styles.root, className)}>
      {run === 0 ? (
        <QuizConsentCard
          message={offerMessage}
          topic={topic}
          expectedMinutes={expectedMinutes}
          questionCount={questions.length}
          headingLevel={headingLevel}
          onAccept={() => {
            onAccept?.();
            setRun(1);
          }}
          onDecline={() => onDecline?.()}
        />
      ) : (
        <DemoQuizRun
          // A new run (retake) is a new machine, with fresh timers.
          key={run}
          questions={questions}
          feedbackMs={feedbackMs}
          headingLevel={headingLevel}
          now={now}
          onAnswer={onAnswer}
          onExpire={onExpire}
          onComplete={onComplete}
          onContinueLearning={onContinueLearning}
          onRetake={() => (onRetake ? onRetake() : setRun((value) => value + 1))}
        />
      )}
    </div>
  );
}
