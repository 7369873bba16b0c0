import type { FormEvent, ReactNode, Ref } from 'react';
import * as styles from './adminForm.css';
import type { AdminEntityFormProps } from './formProps';

export interface EntityFormProps extends Pick<AdminEntityFormProps<unknown, unknown>, 'id' | 'disabled' | 'className'> {
  /** `useAdminForm`'s submit handler and form ref. */
  form: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; formRef: Ref<HTMLFormElement> };
  children: ReactNode;
}

/** The frame of every entity form: the form the dialog submits, and the fieldset a save disables. */
export function EntityForm({
  id,
  disabled = false,
  className,
  form: { formRef, onSubmit },
  children,
}: EntityFormProps) {
  // Taken apart in the parameters: the compiler reads `form` as a ref once its `formRef` is.
  return (
    <form id={id} ref={formRef} noValidate onSubmit={onSubmit} className={className}>
      <fieldset disabled={disabled} className={styles.form}>
        {children}
      </fieldset>
    </form>
  );
}
