import type { FormEvent, ReactNode, Ref } from 'react';
import { useMergedRef } from '../../utils/useMergedRef';
import * as styles from './adminForm.css';
import type { AdminEntityFormProps } from './formProps';

export interface EntityFormProps extends Omit<
  AdminEntityFormProps<unknown, unknown>,
  'initial' | 'onSubmit' | 'serverErrors'
> {
  /** `useAdminForm`'s submit handler and form ref. */
  form: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; formRef: Ref<HTMLFormElement> };
  children: ReactNode;
}

/** The frame of every entity form: the form the dialog submits, and the fieldset a save disables. */
export function EntityForm({
  disabled = false,
  form: { formRef, onSubmit },
  children,
  ref,
  ...props
}: EntityFormProps) {
  const mergedRef = useMergedRef(formRef, ref);
  // Taken apart in the parameters: the compiler reads `form` as a ref once its `formRef` is.
  return (
    <form {...props} ref={mergedRef} noValidate onSubmit={onSubmit}>
      <fieldset disabled={disabled} className={styles.form}>
        {children}
      </fieldset>
    </form>
  );
}
