import { adminIconTypeLabels, adminText } from '../../../i18n/adminMessages';
import { SelectField, TextField } from '../../auth/FormField/FormField';
import * as styles from '../adminForm.css';
import { CheckboxField, TextAreaField } from '../fields/AdminFields';
import type { AdminEntityFormProps } from '../formProps';
import { adminIconTypes } from '../types';
import type { AdminIconType, AdminSubject, AdminSubjectInput } from '../types';
import { useAdminForm } from '../useAdminForm';
import { subjectFormValues, toSubjectInput, validateSubject } from '../validation';

export type SubjectFormProps = AdminEntityFormProps<AdminSubject, AdminSubjectInput>;

/** Add or edit a subject: name, description, grade level, icon, active, image. */
export function SubjectForm({ id, initial, onSubmit, serverErrors, disabled = false, className }: SubjectFormProps) {
  const { values, set, errorAt, onSubmit: submit, formRef } = useAdminForm({
    initialValues: subjectFormValues(initial),
    validate: validateSubject,
    onValid: (valid) => onSubmit(toSubjectInput(valid)),
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
        <TextAreaField
          className={styles.wide}
          label={adminText.description}
          value={values.description}
          error={errorAt('description')}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        {/* Spec §5: kept as typed text, so a plain text input with a numeric keyboard. */}
        <TextField
          label={adminText.gradeLevel}
          inputMode="numeric"
          value={values.gradeLevel}
          error={errorAt('gradeLevel')}
          onChange={(event) => set('gradeLevel', event.currentTarget.value)}
        />
        <SelectField
          label={adminText.iconType}
          value={values.iconType}
          error={errorAt('iconType')}
          onChange={(event) => set('iconType', event.currentTarget.value as AdminIconType)}
        >
          {adminIconTypes.map((icon) => (
            <option key={icon} value={icon}>
              {adminIconTypeLabels[icon]}
            </option>
          ))}
        </SelectField>
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
