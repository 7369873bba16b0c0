import { adminIconTypeLabels, adminText } from '../../../i18n/adminMessages';
import { SelectField, TextField } from '../../auth/FormField/FormField';
import * as styles from '../adminForm.css';
import { EntityForm } from '../EntityForm';
import { ActiveField, DescriptionField, UrlField } from '../fields/EntityFields';
import type { AdminEntityFormProps } from '../formProps';
import { adminIconTypes } from '../types';
import type { AdminIconType, AdminSubject, AdminSubjectInput } from '../types';
import { useAdminForm } from '../useAdminForm';
import { subjectFormValues, toSubjectInput, validateSubject } from '../validation';

export type SubjectFormProps = AdminEntityFormProps<AdminSubject, AdminSubjectInput>;

/** Add or edit a subject: name, description, grade level, icon, active, image. */
export function SubjectForm({ initial, onSubmit, serverErrors, ...frame }: SubjectFormProps) {
  const form = useAdminForm({
    initialValues: subjectFormValues(initial),
    validate: validateSubject,
    toInput: toSubjectInput,
    onSubmit,
    serverErrors,
  });

  return (
    <EntityForm {...frame} form={form}>
      <TextField className={styles.wide} label={adminText.name} {...form.field('name')} />
      <DescriptionField {...form.field('description')} />
      {/* Spec §5: kept as typed text, so a plain text input with a numeric keyboard. */}
      <TextField label={adminText.gradeLevel} inputMode="numeric" {...form.field('gradeLevel')} />
      <SelectField
        label={adminText.iconType}
        value={form.values.iconType}
        error={form.errorAt('iconType')}
        onChange={(event) => form.set('iconType', event.currentTarget.value as AdminIconType)}
      >
        {adminIconTypes.map((icon) => (
          <option key={icon} value={icon}>
            {adminIconTypeLabels[icon]}
          </option>
        ))}
      </SelectField>
      <UrlField className={styles.wide} label={adminText.imageUrl} {...form.field('imageUrl')} />
      <ActiveField {...form.checkbox('isActive')} />
    </EntityForm>
  );
}
