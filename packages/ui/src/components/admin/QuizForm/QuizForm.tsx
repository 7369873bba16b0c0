import { adminText } from '../../../i18n/adminMessages';
import { TextField } from '../../auth/FormField/FormField';
import * as styles from '../adminForm.css';
import { EntityForm } from '../EntityForm';
import { ActiveField, DescriptionField } from '../fields/EntityFields';
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
export function QuizForm({ initial, onSubmit, serverErrors, chapters, defaultChapterId, ...frame }: QuizFormProps) {
  const form = useAdminForm({
    initialValues: quizFormValues(initial, { parentId: defaultChapterId }),
    validate: validateQuiz,
    toInput: toQuizInput,
    onSubmit,
    serverErrors,
  });

  return (
    <EntityForm {...frame} form={form}>
      <TextField className={styles.wide} label={adminText.title} {...form.field('title')} />
      <DescriptionField {...form.field('description')} />
      <ParentSelect
        className={styles.wide}
        label={adminText.chapter}
        placeholder={adminText.chooseChapter}
        options={chapters}
        {...form.field('chapterId')}
      />
      <TextField label={adminText.timeLimit} type="number" min={1} step="any" {...form.field('timeLimitMinutes')} />
      <TextField label={adminText.passingScore} type="number" min={0} max={100} {...form.field('passingScore')} />
      <ActiveField {...form.checkbox('isActive')} />
      <QuizQuestionsEditor
        className={styles.wide}
        questions={form.values.questions}
        disabled={frame.disabled}
        errorAt={form.errorAt}
        onChange={(questions, changedPath) => form.set('questions', questions, changedPath)}
      />
    </EntityForm>
  );
}
