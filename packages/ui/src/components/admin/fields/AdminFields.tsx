import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import * as fieldStyles from '../../auth/FormField/FormField.css';
import * as styles from './AdminFields.css';
import { FieldError } from './FieldError';

// The admin forms' textarea and checkbox, in the look of the shared TextField and SelectField
// (auth/FormField), which have neither.

interface OwnProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** The ids that tie a control to its hint and error: the error is read first. */
function useDescribedBy(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return {
    controlId,
    hintId,
    errorId,
    describedBy: cx(error && errorId, hint != null && hintId) || undefined,
  };
}

export interface TextAreaFieldProps
  extends OwnProps, Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'children'> {}

/** A labelled multi-line text input with an optional hint and error. */
export function TextAreaField({ label, hint, error, className, id, rows = 3, ...props }: TextAreaFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(id, hint, error);
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={controlId} className={fieldStyles.label}>
        {label}
      </label>
      {hint != null && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <textarea
        {...props}
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(fieldStyles.input, styles.textarea)}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export interface CheckboxFieldProps
  extends OwnProps, Omit<ComponentPropsWithRef<'input'>, 'className' | 'children' | 'type'> {}

/** A checkbox with its label beside it and an optional hint under the label. */
export function CheckboxField({ label, hint, error, className, id, ...props }: CheckboxFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(id, hint, error);
  return (
    <div className={cx(fieldStyles.field, className)}>
      <div className={styles.checkboxRow}>
        <input
          {...props}
          type="checkbox"
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.checkbox}
        />
        <span className={styles.checkboxText}>
          <label htmlFor={controlId} className={styles.checkboxLabel}>
            {label}
          </label>
          {hint != null && (
            <span id={hintId} className={fieldStyles.hint}>
              {hint}
            </span>
          )}
        </span>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
