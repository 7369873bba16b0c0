import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import { LinkButton, registerHref } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { LandingBrand } from '../../landing/LandingBrand/LandingBrand';
import * as section from '../../landing/section.css';
import { DemoQuiz } from '../DemoQuiz/DemoQuiz';
import type { DemoQuizProps } from '../DemoQuiz/DemoQuiz';
import * as styles from './DemoQuizScreen.css';
import { commonMessages } from '../../../i18n/areas/common';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface DemoQuizScreenProps
  extends
    Pick<DemoQuizProps, 'questions' | 'feedbackMs' | 'now' | 'onAnswer' | 'onExpire' | 'onContinueLearning'>,
    Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Where 'লগইন' and the sign-up button lead. */
  loginHref?: string;
  signUpHref?: string;
  LinkComponent?: LinkComponent;
  className?: string;
}

/**
 * The spec's demo quiz for visitors, without an account (issue 16.12): six hard-coded questions
 * with their own timers, the offer to start, feedback after each answer and the grade on the
 * result, then the way to sign up.
 */
export function DemoQuizScreen({
  loginHref = '/login',
  signUpHref = registerHref,
  LinkComponent,
  className,
  questions,
  feedbackMs,
  now,
  onAnswer,
  onExpire,
  onContinueLearning,
  ...props
}: DemoQuizScreenProps) {
  const commonText = useMessages('common', commonMessages);
  const quizText = useMessages('quiz', quizMessages);
  return (
    <div {...props} className={cx(styles.root, className)}>
      <header className={styles.header}>
        <div className={cx(section.container, styles.headerInner)}>
          <LandingBrand />
          <LinkButton href={loginHref} variant="outline" size="sm" LinkComponent={LinkComponent}>
            {commonText.landingLogin}
          </LinkButton>
        </div>
      </header>
      <main className={section.section}>
        <div className={cx(section.container, styles.body)}>
          <div className={section.intro}>
            <Heading level={1} className={section.title}>
              {quizText.demoQuizTitle}
            </Heading>
            <p className={section.lead}>{quizText.demoQuizLead}</p>
          </div>
          <DemoQuiz
            topic={quizText.demoQuizTopic}
            headingLevel={2}
            questions={questions}
            feedbackMs={feedbackMs}
            now={now}
            onAnswer={onAnswer}
            onExpire={onExpire}
            onContinueLearning={onContinueLearning}
          />
          <section className={styles.signUp} aria-label={quizText.demoQuizSignUpLabel}>
            <p>{quizText.demoQuizSignUpText}</p>
            <LinkButton href={signUpHref} LinkComponent={LinkComponent}>
              {commonText.landingStartFree}
            </LinkButton>
          </section>
        </div>
      </main>
    </div>
  );
}
