import * as fieldStyles from '../../auth/FormField/FormField.css';
import { AlertIcon } from '../../../icons';

/** A field's error under it, in the look of the shared form fields; `id` ties it to the control. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={fieldStyles.error}>
      <span className={fieldStyles.errorIcon} aria-hidden="true">
        <AlertIcon />
      </span>
      {children}
    </p>
  );
}
