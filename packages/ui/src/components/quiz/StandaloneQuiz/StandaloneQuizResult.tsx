import { useId } from 'react';
import type { Ref } from 'react';
import { formatPercent, toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { LinkButton } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { ProgressBar } from '../../ProgressBar/ProgressBar';
import { CheckIcon, CrossIcon, TargetIcon, TrophyIcon } from '../../../icons';
import { quizPassed, quizResult, resultTone } from '../quizMachine';
import type { QuizState } from '../quizMachine';
import { formatQuizDuration } from '../quizFormat';
import { useWhyWrong } from '../useWhyWrong';
import { quizReview, whyWrongStateOf } from '../whyWrong';
import type { WhyWrongReply, WhyWrongRequest } from '../whyWrong';
import { WhyWrong } from '../WhyWrong/WhyWrong';
import { MathText } from '../../math/MathText/MathText';
import * as styles from './StandaloneQuiz.css';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

interface StandaloneQuizResultProps {
  state: QuizState;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
  studyAgain: { href: string | undefined; LinkComponent: LinkComponent | undefined; onClick: (() => void) | undefined };
  /** The admin's passing score: the card then says passed or not. */
  passingScore?: number | undefined;
  onRestart: () => void;
  /** "কেন ভুল হলো?": with it, the card reviews the answers that were not right, each with the tutor's explanation. */
  explainAnswer?: ((request: WhyWrongRequest) => Promise<WhyWrongReply>) | undefined;
}

/** The result card: trophy above 70 %, counts, highest streak (above 1), score and average time. */
export function StandaloneQuizResult({
  state,
  headingLevel,
  headingRef,
  studyAgain,
  passingScore,
  onRestart,
  explainAnswer,
}: StandaloneQuizResultProps) {
  const quizText = useMessages('quiz', quizMessages);
  const result = quizResult(state);
  const review = explainAnswer ? quizReview(state) : [];
  const whyWrong = useWhyWrong(explainAnswer);
  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const reviewTitleId = useId();
  const passed = passingScore === undefined ? null : quizPassed(result.score, passingScore);
  const great = result.score > 70;
  const stats = [
    { label: quizText.quizTotalQuestions, value: toBengaliDigits(result.total) },
    { label: quizText.quizCorrectAnswers, value: toBengaliDigits(result.correct) },
    ...(result.highestStreak > 1
      ? [{ label: quizText.quizHighestStreak, value: toBengaliDigits(result.highestStreak) }]
      : []),
    ...(passingScore === undefined ? [] : [{ label: quizText.quizPassingScore, value: formatPercent(passingScore) }]),
    { label: quizText.quizAverageTime, value: formatQuizDuration(result.averageTimeMs) },
  ];

  return (
    <div className={styles.result}>
      <span
        className={cx(styles.resultIcon, great ? styles.resultIconGreat : styles.resultIconKeepGoing)}
        aria-hidden="true"
      >
        {great ? <TrophyIcon size="1.25em" /> : <TargetIcon size="1.25em" />}
      </span>
      <Heading level={headingLevel} ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
        {quizText.quizResultTitle}
      </Heading>
      {passed !== null && (
        <Badge
          tone={passed ? 'success' : 'danger'}
          icon={passed ? <CheckIcon size="1.25em" strokeWidth={2.5} /> : <CrossIcon size="1.25em" />}
        >
          {passed ? quizText.quizPassed : quizText.quizNotPassed}
        </Badge>
      )}
      <p className={styles.resultMessage}>{great ? quizText.quizResultGreat : quizText.quizResultKeepGoing}</p>
      <p className={styles.score}>
        <span className={styles.scoreValue}>{formatPercent(result.score)}</span>
        <span className={styles.scoreLabel}>{quizText.quizScore}</span>
      </p>
      <ProgressBar
        value={result.score}
        tone={resultTone(result.score)}
        label={quizText.quizScore}
        size="lg"
        className={styles.scoreBar}
      />
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.resultActions}>
        {studyAgain.href !== undefined ? (
          <LinkButton href={studyAgain.href} LinkComponent={studyAgain.LinkComponent} variant="outline">
            {quizText.quizStudyAgain}
          </LinkButton>
        ) : (
          studyAgain.onClick && (
            <Button variant="outline" onClick={studyAgain.onClick}>
              {quizText.quizStudyAgain}
            </Button>
          )
        )}
        <Button onClick={onRestart}>{quizText.quizTryAgain}</Button>
      </div>
      {review.length > 0 && (
        <section className={styles.review} aria-labelledby={reviewTitleId}>
          <Heading level={subLevel} id={reviewTitleId} className={styles.reviewTitle}>
            {quizText.quizReviewTitle}
          </Heading>
          <ol className={styles.reviewList}>
            {review.map(({ optionId, ...item }) => (
              <li key={String(item.questionId)} className={styles.reviewItem}>
                <p className={styles.reviewQuestion}>
                  <MathText text={item.question} />
                </p>
                <p className={styles.reviewChosen}>
                  {item.chosen === null ? (
                    quizText.quizReviewNoAnswer
                  ) : (
                    <>
                      <strong>{quizText.quizReviewYourAnswer}</strong> <MathText text={item.chosen} />
                    </>
                  )}
                </p>
                {item.correct !== null && (
                  <p className={styles.reviewCorrect}>
                    <strong>{quizText.quizCorrectAnswerIs}</strong> <MathText text={item.correct} />
                  </p>
                )}
                {/* The tutor explains a chosen option; a question left unanswered has none to explain. */}
                {optionId !== null && (
                  <WhyWrong
                    state={whyWrongStateOf(whyWrong.states, item.questionId)}
                    onAsk={() => whyWrong.ask({ questionId: item.questionId, optionId })}
                    headingLevel={Math.min(subLevel + 1, 6) as HeadingLevel}
                  />
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
