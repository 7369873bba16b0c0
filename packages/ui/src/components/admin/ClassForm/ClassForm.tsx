import { adminText } from '../../../i18n/adminMessages';
import { TextField } from '../../auth/FormField/FormField';
import * as styles from '../adminForm.css';
import { CheckboxField, TextAreaField } from '../fields/AdminFields';
import type { AdminEntityFormProps } from '../formProps';
import type { AdminClass, AdminClassInput } from '../types';
import { useAdminForm } from '../useAdminForm';
import { classFormValues, toClassInput, validateClass } from '../validation';

export type ClassFormProps = AdminEntityFormProps<AdminClass, AdminClassInput>;

/** Add or edit a class: name, grade level, description, active, capacity (30 by default). */
export function ClassForm({ id, initial, onSubmit, serverErrors, disabled = false, className }: ClassFormProps) {
  const { values, set, errorAt, onSubmit: submit, formRef } = useAdminForm({
    initialValues: classFormValues(initial),
    validate: validateClass,
    onValid: (valid) => onSubmit(toClassInput(valid)),
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
        <TextField
          label={adminText.gradeLevel}
          type="number"
          min={1}
          max={12}
          value={values.gradeLevel}
          error={errorAt('gradeLevel')}
          onChange={(event) => set('gradeLevel', event.currentTarget.value)}
        />
        <TextField
          label={adminText.capacity}
          type="number"
          min={1}
          value={values.capacity}
          error={errorAt('capacity')}
          onChange={(event) => set('capacity', event.currentTarget.value)}
        />
        <TextAreaField
          className={styles.wide}
          label={adminText.description}
          value={values.description}
          error={errorAt('description')}
          onChange={(event) => set('description', event.currentTarget.value)}
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
