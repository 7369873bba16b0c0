import type { ComponentPropsWithRef } from 'react';
import { formatPercent, toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Button } from '../../Button/Button';
import { formatQuizDuration } from '../quizFormat';
import * as styles from './QuizIntro.css';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface QuizIntroProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  description?: string | null;
  questionCount: number;
  /** Seconds for the whole quiz (one clock shared by every question). */
  timeLimit: number;
  /** Percent needed to pass. */
  passingScore: number;
  /** The student is ready: the clock starts only now. */
  onStart: () => void;
  /** The attempt is being started (the button waits). */
  starting?: boolean;
}

/**
 * A chapter quiz before its clock runs: the number of questions, the time for the whole quiz,
 * the passing score, the rules, and the start button.
 */
export function QuizIntro({
  description,
  questionCount,
  timeLimit,
  passingScore,
  onStart,
  starting = false,
  className,
  ...props
}: QuizIntroProps) {
  const quizText = useMessages('quiz', quizMessages);
  const facts = [
    { label: quizText.quizIntroQuestions, value: toBengaliDigits(questionCount) },
    { label: quizText.quizIntroTime, value: formatQuizDuration(timeLimit * 1000) },
    { label: quizText.quizPassingScore, value: formatPercent(passingScore) },
  ];
  return (
    <section {...props} className={cx(styles.root, className)}>
      {description && <p className={styles.description}>{description}</p>}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.rules}>{quizText.quizIntroRules}</p>
      <div className={styles.actions}>
        <Button onClick={onStart} loading={starting} loadingText={quizText.quizStarting}>
          {quizText.quizStart}
        </Button>
      </div>
    </section>
  );
}
