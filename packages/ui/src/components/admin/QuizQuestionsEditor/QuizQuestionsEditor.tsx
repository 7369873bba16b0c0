import type { ComponentPropsWithRef } from 'react';
import { useId } from 'react';
import { adminFormat, adminText } from '../../../i18n/adminMessages';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Button } from '../../Button/Button';
import * as fieldStyles from '../../auth/FormField/FormField.css';
import { CloseIcon, PlusIcon, TrashIcon } from '../../../icons';
import { TextAreaField } from '../fields/AdminFields';
import { FieldError } from '../fields/FieldError';
import {
  addOption,
  addQuestion,
  maxOptions,
  minOptions,
  removeOption,
  removeQuestion,
  setCorrectOption,
  setOptionText,
  setQuestionText,
} from '../quizDraft';
import type { QuizQuestionDraft } from '../quizDraft';
import * as styles from './QuizQuestionsEditor.css';
import { deeperHeading } from '../deeperHeading';

export interface QuizQuestionsEditorProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'onChange'> {
  questions: readonly QuizQuestionDraft[];
  /**
   * The new list, and the error path of what changed ('questions.1.options'), whose errors the
   * form can then clear.
   */
  onChange: (questions: QuizQuestionDraft[], changedPath: string) => void;
  /** The error at a path such as 'questions.0.question' or 'questions.0.options.1.text'. */
  errorAt?: (path: string) => string | undefined;
  disabled?: boolean;
  /** Level of the 'Questions' heading (each question's is one deeper); 2 under a dialog's title. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * A quiz's questions: each with its text, 2 to 8 options of which exactly one is marked
 * correct (radio buttons, so one is all there can be) and an optional explanation.
 */
export function QuizQuestionsEditor({
  questions,
  onChange,
  errorAt = () => undefined,
  disabled = false,
  headingLevel = 2,
  className,
  ...props
}: QuizQuestionsEditorProps) {
  const nextLevel = deeperHeading(headingLevel);
  const titleId = useId();
  const groupName = useId();
  // A problem with the list as a whole, e.g. the server's 'at most 200 questions'.
  const listError = errorAt('questions');

  return (
    <section {...props} aria-labelledby={titleId} className={cx(styles.root, className)}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={titleId} className={styles.title}>
          {adminText.questions}
        </Heading>
        <span className={styles.count}>{adminFormat.questionCount(questions.length)}</span>
      </div>
      {listError && <FieldError id={`${groupName}-error`}>{listError}</FieldError>}
      {questions.length === 0 ? (
        <p className={styles.empty}>{adminText.noQuestions}</p>
      ) : (
        <ol className={styles.list}>
          {questions.map((question, q) => {
            const n = q + 1;
            const path = `questions.${q}`;
            const optionsError = errorAt(`${path}.options`);
            const optionsErrorId = `${groupName}-${question.key}-options-error`;
            const hintId = `${groupName}-${question.key}-hint`;
            return (
              <li key={question.key} className={styles.question}>
                <div className={styles.questionHeader}>
                  <Heading level={nextLevel} className={styles.questionTitle}>
                    {adminFormat.question(n)}
                  </Heading>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={disabled}
                    aria-label={adminFormat.removeQuestion(n)}
                    leadingIcon={<TrashIcon />}
                    // Later questions move up: their errors no longer match, so all are cleared.
                    onClick={() => onChange(removeQuestion(questions, question.key), 'questions')}
                  />
                </div>
                <TextAreaField
                  label={adminFormat.questionText(n)}
                  rows={2}
                  disabled={disabled}
                  value={question.question}
                  error={errorAt(`${path}.question`)}
                  onChange={(event) =>
                    onChange(
                      setQuestionText(questions, question.key, 'question', event.currentTarget.value),
                      `${path}.question`,
                    )
                  }
                />
                <fieldset className={styles.options} aria-describedby={cx(optionsError && optionsErrorId, hintId)}>
                  <legend className={styles.legend}>{adminFormat.optionsOf(n)}</legend>
                  <p id={hintId} className={fieldStyles.hint}>
                    {adminText.optionsHint}
                  </p>
                  {question.options.map((option, o) => {
                    const optionPath = `${path}.options.${o}.text`;
                    const textError = errorAt(optionPath);
                    const textErrorId = `${groupName}-${option.key}-error`;
                    return (
                      <div key={option.key} className={styles.option}>
                        <div className={styles.optionRow}>
                          <input
                            type="radio"
                            name={`${groupName}-${question.key}`}
                            className={styles.radio}
                            disabled={disabled}
                            checked={question.correctKey === option.key}
                            aria-label={adminFormat.markCorrect(n, o + 1)}
                            onChange={() =>
                              onChange(setCorrectOption(questions, question.key, option.key), `${path}.options`)
                            }
                          />
                          <input
                            type="text"
                            className={cx(fieldStyles.input, styles.optionInput)}
                            disabled={disabled}
                            value={option.text}
                            placeholder={adminFormat.option(o + 1)}
                            aria-label={adminFormat.optionText(n, o + 1)}
                            aria-invalid={textError ? true : undefined}
                            aria-describedby={textError ? textErrorId : undefined}
                            onChange={(event) =>
                              onChange(
                                setOptionText(questions, question.key, option.key, event.currentTarget.value),
                                optionPath,
                              )
                            }
                          />
                          <Button
                            variant="ghost"
                            size="sm"
                            disabled={disabled || question.options.length <= minOptions}
                            aria-label={adminFormat.removeOption(n, o + 1)}
                            leadingIcon={<CloseIcon />}
                            onClick={() =>
                              onChange(removeOption(questions, question.key, option.key), `${path}.options`)
                            }
                          />
                        </div>
                        {textError && <FieldError id={textErrorId}>{textError}</FieldError>}
                      </div>
                    );
                  })}
                  {optionsError && <FieldError id={optionsErrorId}>{optionsError}</FieldError>}
                </fieldset>
                <div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={disabled || question.options.length >= maxOptions}
                    leadingIcon={<PlusIcon />}
                    aria-label={`${adminText.addOption} (${adminFormat.question(n)})`}
                    onClick={() => onChange(addOption(questions, question.key), `${path}.options`)}
                  >
                    {adminText.addOption}
                  </Button>
                </div>
                <TextAreaField
                  label={adminFormat.explanationOf(n)}
                  rows={2}
                  disabled={disabled}
                  value={question.explanation}
                  error={errorAt(`${path}.explanation`)}
                  onChange={(event) =>
                    onChange(
                      setQuestionText(questions, question.key, 'explanation', event.currentTarget.value),
                      `${path}.explanation`,
                    )
                  }
                />
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={disabled}
          leadingIcon={<PlusIcon />}
          onClick={() => onChange(addQuestion(questions), `questions.${questions.length}`)}
        >
          {adminText.addQuestion}
        </Button>
      </div>
    </section>
  );
}
