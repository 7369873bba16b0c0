import { adminText } from '../../../i18n/adminMessages';
import { TextField } from '../../auth/FormField/FormField';
import * as styles from '../adminForm.css';
import { EntityForm } from '../EntityForm';
import { TextAreaField } from '../fields/AdminFields';
import { ActiveField, DescriptionField, OrderField, UrlField } from '../fields/EntityFields';
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
  initial,
  onSubmit,
  serverErrors,
  subjects,
  existingCount,
  defaultSubjectId,
  ...frame
}: ChapterFormProps) {
  const form = useAdminForm({
    initialValues: chapterFormValues(initial, { existingCount, parentId: defaultSubjectId }),
    validate: validateChapter,
    toInput: toChapterInput,
    onSubmit,
    serverErrors,
  });

  return (
    <EntityForm {...frame} form={form}>
      <TextField className={styles.wide} label={adminText.name} {...form.field('name')} />
      <ParentSelect
        label={adminText.subject}
        placeholder={adminText.chooseSubject}
        options={subjects}
        {...form.field('subjectId')}
      />
      <OrderField {...form.field('order')} />
      <DescriptionField {...form.field('description')} />
      <TextAreaField className={styles.wide} label={adminText.contentSummary} {...form.field('contentSummary')} />
      <UrlField className={styles.wide} label={adminText.imageUrl} {...form.field('imageUrl')} />
      <ActiveField {...form.checkbox('isActive')} />
    </EntityForm>
  );
}
