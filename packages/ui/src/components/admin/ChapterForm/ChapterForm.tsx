import { adminText } from '../../../i18n/adminMessages';
import { TextField } from '../../auth/FormField/FormField';
import * as styles from '../adminForm.css';
import { CheckboxField, TextAreaField } from '../fields/AdminFields';
import { ParentSelect } from '../fields/ParentSelect';
import type { AdminEntityFormProps } from '../formProps';
import type { AdminChapter, AdminChapterInput, AdminOption } from '../types';
import { useAdminForm } from '../useAdminForm';
import { chapterFormValues, toChapterInput, validateChapter } from '../validation';

export interface ChapterFormProps extends AdminEntityFormProps<AdminChapter, AdminChapterInput> {
  /** The subjects to choose from. */
  subjects: readonly AdminOption[];
  /** How many chapters the list has: a new chapter's order defaults to count + 1. */
  existingCount: number;
  /** The subject preselected for a new chapter, e.g. the one the list is filtered by. */
  defaultSubjectId?: number;
}

/** Add or edit a chapter: name, description, subject, order, active, summary, image. */
export function ChapterForm({
  id,
  initial,
  onSubmit,
  serverErrors,
  disabled = false,
  className,
  subjects,
  existingCount,
  defaultSubjectId,
}: ChapterFormProps) {
  const { values, set, errorAt, onSubmit: submit, formRef } = useAdminForm({
    initialValues: chapterFormValues(initial, { existingCount, parentId: defaultSubjectId }),
    validate: validateChapter,
    onValid: (valid) => onSubmit(toChapterInput(valid)),
    serverErrors,
  });

  return (
    <form id={id} ref={formRef} noValidate onSubmit={submit} className={className}>
      <fieldset disabled={disabled} className={styles.form}>
        <TextField
          className={styles.wide}
          label={adminText.name}
          value={values.name}
          error={errorAt('name')}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <ParentSelect
          label={adminText.subject}
          placeholder={adminText.chooseSubject}
          options={subjects}
          value={values.subjectId}
          error={errorAt('subjectId')}
          onChange={(event) => set('subjectId', event.currentTarget.value)}
        />
        <TextField
          label={adminText.order}
          type="number"
          min={1}
          value={values.order}
          error={errorAt('order')}
          onChange={(event) => set('order', event.currentTarget.value)}
        />
        <TextAreaField
          className={styles.wide}
          label={adminText.description}
          value={values.description}
          error={errorAt('description')}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <TextAreaField
          className={styles.wide}
          label={adminText.contentSummary}
          value={values.contentSummary}
          error={errorAt('contentSummary')}
          onChange={(event) => set('contentSummary', event.currentTarget.value)}
        />
        <TextField
          className={styles.wide}
          label={adminText.imageUrl}
          hint={adminText.urlHint}
          type="url"
          value={values.imageUrl}
          error={errorAt('imageUrl')}
          onChange={(event) => set('imageUrl', event.currentTarget.value)}
        />
        <CheckboxField
          className={styles.wide}
          label={adminText.isActive}
          hint={adminText.isActiveHint}
          checked={values.isActive}
          error={errorAt('isActive')}
          onChange={(event) => set('isActive', event.currentTarget.checked)}
        />
      </fieldset>
    </form>
  );
}
