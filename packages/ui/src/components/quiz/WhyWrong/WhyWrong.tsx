import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Button } from '../../Button/Button';
import { MarkdownContent } from '../../content/MarkdownContent/MarkdownContent';
import type { WhyWrongState } from '../whyWrong';
import * as styles from './WhyWrong.css';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface WhyWrongProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  state: WhyWrongState;
  /** "কেন ভুল হলো?" (or the retry after a failure) was pressed. */
  onAsk: () => void;
  /** Level of the explanation's heading. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * "কেন ভুল হলো?" under a wrong quiz answer: the button, the tutor writing, the tutor's
 * explanation in place (the student keeps their place in the quiz), or why it did not come.
 */
export function WhyWrong({ state, onAsk, headingLevel = 4, className, ...props }: WhyWrongProps) {
  const quizText = useMessages('quiz', quizMessages);
  const titleId = useId();
  return (
    // Polite: the explanation or the failure is read out when it arrives.
    <div {...props} className={cx(styles.root, className)} aria-live="polite">
      {state.status === 'done' ? (
        <section className={styles.panel} aria-labelledby={titleId}>
          <Heading level={headingLevel} id={titleId} className={styles.title}>
            {quizText.whyWrongTitle}
          </Heading>
          <MarkdownContent content={state.text} headingBase={Math.min(headingLevel + 1, 6) as HeadingLevel} />
        </section>
      ) : (
        <>
          {state.status === 'error' && (
            <p className={styles.error} role="alert">
              {state.message}
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            className={styles.button}
            onClick={onAsk}
            loading={state.status === 'loading'}
            loadingText={quizText.whyWrongLoading}
          >
            {state.status === 'error' ? quizText.whyWrongRetry : quizText.whyWrong}
          </Button>
        </>
      )}
    </div>
  );
}
