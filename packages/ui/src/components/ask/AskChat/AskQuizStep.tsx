import type { Ref } from 'react';
import type { HeadingLevel } from '../../../utils/Heading';
import { Button } from '../../Button/Button';
import { QuizConsentCard } from '../../quiz/QuizConsentCard/QuizConsentCard';
import { QuizFeedbackCard } from '../../quiz/QuizFeedbackCard/QuizFeedbackCard';
import { QuizQuestionCard } from '../../quiz/QuizQuestionCard/QuizQuestionCard';
import { QuizResultCard } from '../../quiz/QuizResultCard/QuizResultCard';
import { askQuizSummary } from '../askQuiz';
import type { AskChatQuiz } from './AskChat';
import * as styles from './AskChat.css';
import { askMessages } from '../../../i18n/areas/ask';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

interface AskQuizStepProps {
  quiz: AskChatQuiz;
  onRetake: () => void;
  /** "কেন ভুল হলো?" under a wrong answer's feedback; absent when it is not offered. */
  onWhyWrong?: (() => void) | undefined;
  /** The tutor is busy with a turn: the button waits. */
  replying?: boolean;
  animateResults: boolean;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The card of the quiz's current phase; every decision is the reducer's. */
export function AskQuizStep({
  quiz,
  onRetake,
  onWhyWrong,
  replying = false,
  animateResults,
  headingLevel,
  headingRef,
}: AskQuizStepProps) {
  const askText = useMessages('ask', askMessages);
  const quizText = useMessages('quiz', quizMessages);
  const { state } = quiz;
  const { run, offer } = state;
  const question = run?.questions[run.index];

  if (state.phase === 'consent' && offer) {
    return (
      <QuizConsentCard
        key={offer.sessionId}
        message={offer.message}
        topic={offer.topic}
        expectedMinutes={offer.expectedDuration}
        questionCount={offer.questionCount}
        response={state.accepted ? 'accepted' : null}
        onAccept={quiz.accept}
        onDecline={quiz.decline}
        headingLevel={headingLevel}
      />
    );
  }

  if (state.phase === 'active' && run && question) {
    return (
      <QuizQuestionCard
        question={question}
        questionNumber={run.index + 1}
        totalQuestions={run.questions.length}
        selectedOptionId={run.selectedOptionId}
        submitted={false}
        onSelect={quiz.select}
        onSubmit={quiz.submit}
        headingLevel={headingLevel}
        headingRef={headingRef}
      />
    );
  }

  if (state.phase === 'feedback' && run && state.feedback) {
    const last = run.index >= run.questions.length - 1;
    return (
      <div className={styles.feedbackStep}>
        <QuizFeedbackCard {...state.feedback} headingLevel={headingLevel} headingRef={headingRef} />
        <div className={styles.feedbackActions}>
          {onWhyWrong && (
            <Button variant="outline" onClick={onWhyWrong} disabled={replying}>
              {quizText.whyWrong}
            </Button>
          )}
          <Button onClick={quiz.next}>{last ? askText.askQuizSeeResults : quizText.quizNext}</Button>
        </div>
      </div>
    );
  }

  const summary = askQuizSummary(state);
  if (state.phase === 'completed' && summary) {
    return (
      <QuizResultCard
        score={summary.score}
        correctCount={summary.correct}
        totalCount={summary.total}
        accuracy={summary.accuracy}
        timeTakenMs={summary.timeTakenMs}
        onContinue={quiz.continueLearning}
        onRetake={onRetake}
        animate={animateResults}
        headingLevel={headingLevel}
        headingRef={headingRef}
      />
    );
  }

  return null;
}
