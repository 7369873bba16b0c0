import { adminContentTypeLabels, adminText } from '../../../i18n/adminMessages';
import { cx } from '../../../utils/cx';
import { TextField } from '../../auth/FormField/FormField';
import * as styles from '../adminForm.css';
import { CheckboxField, TextAreaField } from '../fields/AdminFields';
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
  id,
  initial,
  onSubmit,
  serverErrors,
  disabled = false,
  className,
  chapters,
  existingCount,
  defaultChapterId,
  editorLayout,
}: TopicFormProps) {
  const { values, set, errorAt, onSubmit: submit, formRef } = useAdminForm({
    initialValues: topicFormValues(initial, { existingCount, parentId: defaultChapterId }),
    validate: validateTopic,
    onValid: (valid) => onSubmit(toTopicInput(valid)),
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
          label={adminText.chapter}
          placeholder={adminText.chooseChapter}
          options={chapters}
          value={values.chapterId}
          error={errorAt('chapterId')}
          onChange={(event) => set('chapterId', event.currentTarget.value)}
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
        <TopicMarkdownEditor
          className={styles.wide}
          layout={editorLayout}
          value={values.content}
          error={errorAt('content')}
          disabled={disabled}
          onChange={(content) => set('content', content)}
        />
        <TextField label={adminText.contentFormat} value={adminText.contentFormatMarkdown} readOnly />
        <TextField
          label={adminText.duration}
          type="number"
          min={0}
          value={values.durationMinutes}
          error={errorAt('durationMinutes')}
          onChange={(event) => set('durationMinutes', event.currentTarget.value)}
        />
        <TextField
          label={adminText.imageUrl}
          hint={adminText.urlHint}
          type="url"
          value={values.imageUrl}
          error={errorAt('imageUrl')}
          onChange={(event) => set('imageUrl', event.currentTarget.value)}
        />
        <TextField
          label={adminText.videoUrl}
          hint={adminText.urlHint}
          type="url"
          value={values.videoUrl}
          error={errorAt('videoUrl')}
          onChange={(event) => set('videoUrl', event.currentTarget.value)}
        />
        {initial && (
          <p className={cx(styles.wide, styles.note)}>
            {adminText.contentType}: {adminContentTypeLabels[initial.contentType]}. {adminText.contentTypeHint}
          </p>
        )}
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
