import { adminContentTypeLabels, adminText } from '../../../i18n/adminMessages';
import { cx } from '../../../utils/cx';
import { TextField } from '../../auth/FormField/FormField';
import * as styles from '../adminForm.css';
import { EntityForm } from '../EntityForm';
import { ActiveField, DescriptionField, OrderField, UrlField } from '../fields/EntityFields';
import { ParentSelect } from '../fields/ParentSelect';
import type { AdminEntityFormProps } from '../formProps';
import { TopicMarkdownEditor } from '../TopicMarkdownEditor/TopicMarkdownEditor';
import type { MarkdownEditorLayout } from '../TopicMarkdownEditor/TopicMarkdownEditor';
import type { AdminOption, AdminTopic, AdminTopicInput } from '../types';
import { useAdminForm } from '../useAdminForm';
import { toTopicInput, topicFormValues, validateTopic } from '../validation';

export interface TopicFormProps extends AdminEntityFormProps<AdminTopic, AdminTopicInput> {
  /** The chapters to choose from. */
  chapters: readonly AdminOption[];
  /** How many topics the list has: a new topic's order defaults to count + 1. */
  existingCount: number;
  /** The chapter preselected for a new topic, e.g. the one the list is filtered by. */
  defaultChapterId?: number;
  /** Layout of the Markdown editor; by screen width when omitted. */
  editorLayout?: MarkdownEditorLayout;
}

/**
 * Add or edit a topic: name, description, chapter, order, Markdown content with a live
 * preview, media, duration, active. The content format is Markdown only (decisions.md).
 */
export function TopicForm({
  initial,
  onSubmit,
  serverErrors,
  chapters,
  existingCount,
  defaultChapterId,
  editorLayout,
  ...frame
}: TopicFormProps) {
  const form = useAdminForm({
    initialValues: topicFormValues(initial, { existingCount, parentId: defaultChapterId }),
    validate: validateTopic,
    toInput: toTopicInput,
    onSubmit,
    serverErrors,
  });

  return (
    <EntityForm {...frame} form={form}>
      <TextField className={styles.wide} label={adminText.name} {...form.field('name')} />
      <ParentSelect
        label={adminText.chapter}
        placeholder={adminText.chooseChapter}
        options={chapters}
        {...form.field('chapterId')}
      />
      <OrderField {...form.field('order')} />
      <DescriptionField {...form.field('description')} />
      <TopicMarkdownEditor
        className={styles.wide}
        layout={editorLayout}
        value={form.values.content}
        error={form.errorAt('content')}
        disabled={frame.disabled}
        onChange={(content) => form.set('content', content)}
      />
      <TextField label={adminText.contentFormat} value={adminText.contentFormatMarkdown} readOnly />
      <TextField label={adminText.duration} type="number" min={0} {...form.field('durationMinutes')} />
      <UrlField label={adminText.imageUrl} {...form.field('imageUrl')} />
      <UrlField label={adminText.videoUrl} {...form.field('videoUrl')} />
      {initial && (
        <p className={cx(styles.wide, styles.note)}>
          {adminText.contentType}: {adminContentTypeLabels[initial.contentType]}. {adminText.contentTypeHint}
        </p>
      )}
      <ActiveField {...form.checkbox('isActive')} />
    </EntityForm>
  );
}
