import { adminText } from '../../../i18n/adminMessages';
import { TextField } from '../../auth/FormField/FormField';
import * as styles from '../adminForm.css';
import { CheckboxField, TextAreaField } from '../fields/AdminFields';
import { ParentSelect } from '../fields/ParentSelect';
import type { AdminEntityFormProps } from '../formProps';
import { QuizQuestionsEditor } from '../QuizQuestionsEditor/QuizQuestionsEditor';
import type { AdminOption, AdminQuiz, AdminQuizInput } from '../types';
import { useAdminForm } from '../useAdminForm';
import { quizFormValues, toQuizInput, validateQuiz } from '../validation';

export interface QuizFormProps extends AdminEntityFormProps<AdminQuiz, AdminQuizInput> {
  /** The chapters to choose from. */
  chapters: readonly AdminOption[];
  /** The chapter preselected for a new quiz, e.g. the one the list is filtered by. */
  defaultChapterId?: number;
}

/**
 * Add or edit a quiz: title, description, chapter, time limit (typed in minutes, sent in
 * seconds; 10 minutes by default), passing score (70% by default), active, and its questions.
 */
export function QuizForm({ id, initial, onSubmit, serverErrors, disabled = false, className, chapters, defaultChapterId }: QuizFormProps) {
  const { values, set, errorAt, onSubmit: submit, formRef } = useAdminForm({
    initialValues: quizFormValues(initial, { parentId: defaultChapterId }),
    validate: validateQuiz,
    onValid: (valid) => onSubmit(toQuizInput(valid)),
    serverErrors,
  });

  return (
    <form id={id} ref={formRef} noValidate onSubmit={submit} className={className}>
      <fieldset disabled={disabled} className={styles.form}>
        <TextField
          className={styles.wide}
          label={adminText.title}
          value={values.title}
          error={errorAt('title')}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
        <TextAreaField
          className={styles.wide}
          label={adminText.description}
          value={values.description}
          error={errorAt('description')}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <ParentSelect
          className={styles.wide}
          label={adminText.chapter}
          placeholder={adminText.chooseChapter}
          options={chapters}
          value={values.chapterId}
          error={errorAt('chapterId')}
          onChange={(event) => set('chapterId', event.currentTarget.value)}
        />
        <TextField
          label={adminText.timeLimit}
          type="number"
          min={1}
          step="any"
          value={values.timeLimitMinutes}
          error={errorAt('timeLimitMinutes')}
          onChange={(event) => set('timeLimitMinutes', event.currentTarget.value)}
        />
        <TextField
          label={adminText.passingScore}
          type="number"
          min={0}
          max={100}
          value={values.passingScore}
          error={errorAt('passingScore')}
          onChange={(event) => set('passingScore', event.currentTarget.value)}
        />
        <CheckboxField
          className={styles.wide}
          label={adminText.isActive}
          hint={adminText.isActiveHint}
          checked={values.isActive}
          error={errorAt('isActive')}
          onChange={(event) => set('isActive', event.currentTarget.checked)}
        />
        <QuizQuestionsEditor
          className={styles.wide}
          questions={values.questions}
          disabled={disabled}
          errorAt={errorAt}
          onChange={(questions, changedPath) => set('questions', questions, changedPath)}
        />
      </fieldset>
    </form>
  );
}
