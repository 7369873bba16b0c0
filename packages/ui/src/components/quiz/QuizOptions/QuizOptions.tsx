import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { MathText } from '../../math/MathText/MathText';
import { splitMath } from '../../math/splitMath';
import { CheckIcon, CrossIcon } from '../../../icons';
import type { QuizId, QuizOption } from '../quizMachine';
import { splitOption } from '../quizFormat';
import * as styles from './QuizOptions.css';
import { quizMessages } from '../../../i18n/areas/quiz';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface QuizOptionsProps {
  /** The question; may hold maths. */
  question: string;
  headingLevel: HeadingLevel;
  /** Lets the host move focus to the question when a new one appears. */
  headingRef?: Ref<HTMLHeadingElement>;
  options: readonly QuizOption[];
  selectedId: QuizId | null;
  onSelect: (id: QuizId) => void;
  /** No more choosing: answered or out of time. */
  locked: boolean;
  /** Marks the right option, and the submitted one if it was wrong. */
  reveal: boolean;
  /** The option that was submitted; null when the time ran out first. */
  answeredId?: QuizId | null;
  /** The right option as graded (e.g. by the server); the options' own `isCorrect` when omitted. */
  correctId?: QuizId | null;
  /** Shown above the options, e.g. chips. */
  children?: ReactNode;
}

/**
 * The name of an option with maths. A label's name is computed from its text, and KaTeX's text
 * is MathML, which name computation skips; the TeX source without its dollars is read instead.
 */
function mathLabel(text: string, mark: string | undefined): string | undefined {
  const segments = splitMath(text);
  if (segments.every((segment) => segment.type === 'text')) return undefined;
  const plain = segments
    .map((segment) => segment.value)
    .join('')
    .trim();
  return mark ? `${plain} ${mark}` : plain;
}

/**
 * A question and its options as a native radio group: arrow keys move between options, and a
 * screen reader hears the question as the group's name. Options cannot change once locked.
 */
export function QuizOptions({
  question,
  headingLevel,
  headingRef,
  options,
  selectedId,
  onSelect,
  locked,
  reveal,
  answeredId = null,
  correctId,
  children,
}: QuizOptionsProps) {
  const quizText = useMessages('quiz', quizMessages);
  const id = useId();
  return (
    <div className={styles.root}>
      <Heading level={headingLevel} id={`${id}-question`} ref={headingRef} tabIndex={-1} className={styles.question}>
        <MathText text={question} />
      </Heading>
      {children}
      <div role="radiogroup" aria-labelledby={`${id}-question`} className={styles.list}>
        {options.map((option, index) => {
          const { letter, text } = splitOption(option.text, index);
          const selected = option.id === selectedId;
          const isCorrect = correctId === undefined ? option.isCorrect === true : option.id === correctId;
          const state = reveal
            ? isCorrect
              ? 'correct'
              : option.id === answeredId
                ? 'wrong'
                : 'idle'
            : selected
              ? 'selected'
              : 'idle';
          const mark =
            state === 'correct' ? quizText.quizCorrectAnswers : state === 'wrong' ? quizText.quizYourAnswer : undefined;
          return (
            <label key={option.id} className={cx(styles.option, styles.optionState[state], locked && styles.locked)}>
              <input
                type="radio"
                name={`${id}-options`}
                value={String(option.id)}
                checked={selected}
                disabled={locked}
                onChange={() => onSelect(option.id)}
                aria-label={mathLabel(text, mark)}
                className={styles.input}
              />
              <span className={cx(styles.letter, styles.letterState[state])} aria-hidden="true">
                {letter}
              </span>
              <span className={styles.text}>
                <MathText text={text} />
              </span>
              {mark && (
                <span className={cx(styles.mark, state === 'correct' ? styles.markCorrect : styles.markWrong)}>
                  {state === 'correct' ? <CheckIcon size="1.25em" strokeWidth={2.5} /> : <CrossIcon size="1.25em" />}
                  <VisuallyHidden>{mark}</VisuallyHidden>
                </span>
              )}
            </label>
          );
        })}
      </div>
    </div>
  );
}
