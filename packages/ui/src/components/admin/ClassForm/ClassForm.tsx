import { adminText } from '../../../i18n/adminMessages';
import { TextField } from '../../auth/FormField/FormField';
import * as styles from '../adminForm.css';
import { EntityForm } from '../EntityForm';
import { ActiveField, DescriptionField } from '../fields/EntityFields';
import type { AdminEntityFormProps } from '../formProps';
import type { AdminClass, AdminClassInput } from '../types';
import { useAdminForm } from '../useAdminForm';
import { classFormValues, toClassInput, validateClass } from '../validation';

export type ClassFormProps = AdminEntityFormProps<AdminClass, AdminClassInput>;

/** Add or edit a class: name, grade level, description, active, capacity (30 by default). */
export function ClassForm({ initial, onSubmit, serverErrors, ...frame }: ClassFormProps) {
  const form = useAdminForm({
    initialValues: classFormValues(initial),
    validate: validateClass,
    toInput: toClassInput,
    onSubmit,
    serverErrors,
  });

  return (
    <EntityForm {...frame} form={form}>
      <TextField className={styles.wide} label={adminText.name} {...form.field('name')} />
      <TextField label={adminText.gradeLevel} type="number" min={1} max={12} {...form.field('gradeLevel')} />
      <TextField label={adminText.capacity} type="number" min={1} {...form.field('capacity')} />
      <DescriptionField {...form.field('description')} />
      <ActiveField {...form.checkbox('isActive')} />
    </EntityForm>
  );
}
