import { useId, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Button } from '../../Button/Button';
import { Spinner } from '../../Spinner/Spinner';
import { MathText } from '../../math/MathText/MathText';
import * as styles from './QuizConsentCard.css';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

export type QuizConsentResponse = 'accepted' | 'declined';

export interface QuizConsentCardProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  /** The tutor's offer, e.g. 'এতক্ষণ যা শিখলে, চলো ছোট্ট একটা কুইজে যাচাই করি।'. */
  message?: string;
  topic: string;
  expectedMinutes: number;
  questionCount: number;
  onAccept: () => void;
  onDecline: () => void;
  /**
   * The student's answer when the host keeps it; otherwise the card keeps it itself. Once
   * answered, the buttons give way to a spinner until the host moves on.
   */
  response?: QuizConsentResponse | null;
  title?: ReactNode;
  headingLevel?: HeadingLevel;
}

/** The tutor's quiz offer in the chat: what, how long, how many questions, yes or no. */
export function QuizConsentCard({
  message,
  topic,
  expectedMinutes,
  questionCount,
  onAccept,
  onDecline,
  response,
  title: titleProp,
  headingLevel = 3,
  className,
  ...props
}: QuizConsentCardProps) {
  const quizText = useMessages('quiz', quizMessages);
  const title = titleProp ?? quizText.quizConsentTitle;
  const titleId = useId();
  const [ownResponse, setOwnResponse] = useState<QuizConsentResponse | null>(null);
  const answered = response !== undefined ? response : ownResponse;
  const facts: Array<[string, string]> = [
    [quizText.quizConsentTopic, topic],
    [quizText.quizConsentDuration, `${toBengaliDigits(expectedMinutes)} ${quizText.quizMinutes}`],
    [quizText.quizConsentCount, toBengaliDigits(questionCount)],
  ];

  return (
    <section aria-labelledby={titleId} {...props} className={cx(styles.root, className)}>
      <Heading level={headingLevel} id={titleId} className={styles.title}>
        {title}
      </Heading>
      {message && (
        <p className={styles.message}>
          <MathText text={message} />
        </p>
      )}
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {answered ? (
        <Spinner
          showLabel
          label={answered === 'accepted' ? quizText.quizConsentPreparing : quizText.quizConsentDeclining}
          className={styles.pending}
        />
      ) : (
        <div className={styles.actions}>
          <Button
            onClick={() => {
              setOwnResponse('accepted');
              onAccept();
            }}
          >
            {quizText.quizConsentAccept}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setOwnResponse('declined');
              onDecline();
            }}
          >
            {quizText.quizConsentDecline}
          </Button>
        </div>
      )}
    </section>
  );
}
