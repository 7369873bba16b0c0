import type { ComponentPropsWithRef } from 'react';
import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useId } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import * as section from '../section.css';
import * as styles from './AnswerComparison.css';
import { landingMessages } from '../../../i18n/areas/landing';
import type { LandingMessages } from '../../../i18n/areas/landing';
import { useMessages } from '../../../provider/StudyUiProvider';

export const comparisonSubjects = ['math', 'science'] as const;
export type ComparisonSubject = (typeof comparisonSubjects)[number];

export interface ComparisonExample {
  /** The switcher's label: 'গণিত'. */
  label: string;
  question: string;
  basicAnswer: string;
  aiAnswer: string;
}

export interface AnswerComparisonProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The subject shown first. */
  defaultSubject?: ComparisonSubject;
  /** The canned examples; the spec's maths and science by default. */
  examples?: Record<ComparisonSubject, ComparisonExample>;
  headingLevel?: HeadingLevel;
  /** The section's id, for in-page links. */
  id?: string;
  className?: string;
}

const defaultExamples = (landingText: LandingMessages): Record<ComparisonSubject, ComparisonExample> => ({
  math: {
    label: landingText.compareMath,
    question: landingText.compareMathQuestion,
    basicAnswer: landingText.compareMathBasic,
    aiAnswer: landingText.compareMathAi,
  },
  science: {
    label: landingText.compareScience,
    question: landingText.compareScienceQuestion,
    basicAnswer: landingText.compareScienceBasic,
    aiAnswer: landingText.compareScienceAi,
  },
});

/** One question, a bare answer beside the AI tutor's explained one, for maths or science. */
export function AnswerComparison({
  defaultSubject = 'math',
  examples: examplesProp,
  headingLevel = 2,
  id,
  className,
  ...props
}: AnswerComparisonProps) {
  const landingText = useMessages('landing', landingMessages);
  const examples = examplesProp ?? defaultExamples(landingText);
  const baseId = useId();
  const tabId = (subject: ComparisonSubject) => `${baseId}-${subject}`;
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  return (
    <section {...props} id={id} aria-labelledby={`${baseId}-title`} className={cx(section.section, className)}>
      <div className={section.container}>
        <div className={section.intro}>
          <Heading level={headingLevel} id={`${baseId}-title`} className={section.title}>
            {landingText.landingCompareTitle}
          </Heading>
          <p className={section.lead}>{landingText.landingCompareLead}</p>
        </div>
        <TabProvider defaultSelectedId={tabId(defaultSubject)}>
          <TabList aria-label={landingText.compareSubjectsLabel} className={styles.switcher}>
            {comparisonSubjects.map((subject) => (
              <Tab key={subject} id={tabId(subject)} className={styles.tab}>
                {examples[subject].label}
              </Tab>
            ))}
          </TabList>
          {comparisonSubjects.map((subject) => {
            const example = examples[subject];
            return (
              <TabPanel key={subject} tabId={tabId(subject)} className={styles.panel}>
                <p className={styles.question}>
                  <span className={styles.questionLabel}>{landingText.compareQuestionLabel}:</span> {example.question}
                </p>
                <div className={styles.answers}>
                  <article className={cx(styles.answer, styles.basic)}>
                    <div className={styles.answerHeader}>
                      <span className={cx(styles.answerIcon, styles.basicIcon)} aria-hidden="true">
                        <MinusIcon />
                      </span>
                      <Heading level={innerLevel} className={styles.answerTitle}>
                        {landingText.compareBasicTitle}
                      </Heading>
                    </div>
                    <p className={styles.answerText}>{example.basicAnswer}</p>
                    <p className={styles.caption}>{landingText.compareBasicCaption}</p>
                  </article>
                  <article className={cx(styles.answer, styles.ai)}>
                    <div className={styles.answerHeader}>
                      <span className={cx(styles.answerIcon, styles.aiIcon)} aria-hidden="true">
                        <SparkIcon />
                      </span>
                      <Heading level={innerLevel} className={styles.answerTitle}>
                        {landingText.compareAiTitle}
                      </Heading>
                    </div>
                    <p className={styles.answerText}>{example.aiAnswer}</p>
                    <p className={cx(styles.caption, styles.aiCaption)}>{landingText.compareAiCaption}</p>
                  </article>
                </div>
              </TabPanel>
            );
          })}
        </TabProvider>
      </div>
    </section>
  );
}

function MinusIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="M6 12h12" strokeLinecap="round" />
    </svg>
  );
}

function SparkIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 2.5l2.2 6.3 6.3 2.2-6.3 2.2L12 19.5l-2.2-6.3L3.5 11l6.3-2.2L12 2.5Z" />
    </svg>
  );
}
