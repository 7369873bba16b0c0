import { useId, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Button } from '../../Button/Button';
import { AlertIcon, ChevronDownIcon, EyeIcon, EyeOffIcon } from '../../../icons';
import * as styles from './FormField.css';
import { authMessages } from '../../../i18n/areas/auth';
import { useMessages } from '../../../provider/StudyUiProvider';

interface FieldOwnProps {
  label: ReactNode;
  /** A line under the label: the format expected, a note such as 'ইমেইল পরিবর্তন করা যাবে না'. */
  hint?: ReactNode;
  /** The field's error; marks the control invalid and is read with it. */
  error?: string;
  /** Marks the field '(ঐচ্ছিক)' after its label. */
  optional?: boolean;
  /** Class of the wrapper (label, control, messages). */
  className?: string;
}

interface FieldIds {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error around a control, wired to it by id. */
function Field({
  label,
  hint,
  error,
  optional,
  className,
  id,
  describedBy,
  children,
}: FieldOwnProps & {
  id: string | undefined;
  describedBy: string | undefined;
  children: (ids: FieldIds) => ReactNode;
}) {
  const authText = useMessages('auth', authMessages);
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ids: FieldIds = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    // The error first: it is what the student needs to hear when the field is focused.
    'aria-describedby': cx(error && errorId, hint != null && hintId, describedBy) || undefined,
  };
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {optional && (
          <>
            {' '}
            <span className={styles.optional}>({authText.optionalField})</span>
          </>
        )}
      </label>
      {hint != null && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(ids)}
      {error && (
        <p id={errorId} className={styles.error}>
          <span className={styles.errorIcon} aria-hidden="true">
            <AlertIcon />
          </span>
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, 'children' | 'className'> {}

/** A labelled text input with an optional hint and error. */
export function TextField(props: TextFieldProps) {
  return <InputField {...props} />;
}

/** TextField with something placed on the input's end, inside its box. */
function InputField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  'aria-describedby': describedBy,
  end,
  ...inputProps
}: TextFieldProps & { end?: ReactNode }) {
  return (
    <Field {...{ label, hint, error, optional, className, id, describedBy }}>
      {(ids) => (
        <div className={styles.control}>
          <input type="text" {...inputProps} {...ids} className={cx(styles.input, end != null && styles.withToggle)} />
          {end}
        </div>
      )}
    </Field>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Name of the show/hide toggle; its pressed state tells whether the password shows. */
  toggleLabel?: string;
}

/** A password input with a show/hide toggle, so a student on a phone can check what they typed. */
export function PasswordField({ toggleLabel: toggleLabelProp, disabled, ...props }: PasswordFieldProps) {
  const authText = useMessages('auth', authMessages);
  const toggleLabel = toggleLabelProp ?? authText.showPassword;
  const [visible, setVisible] = useState(false);
  return (
    <InputField
      // Keyboards must not 'correct' or capitalise a password, least of all a shown one.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      end={
        <Button
          variant="ghost"
          size="sm"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          disabled={disabled}
          leadingIcon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}

export interface SelectFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'select'>, 'className'> {}

/** A labelled native select: on a phone it opens the system picker, the easiest to use. */
export function SelectField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  'aria-describedby': describedBy,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field {...{ label, hint, error, optional, className, id, describedBy }}>
      {(ids) => (
        <div className={styles.control}>
          <select {...selectProps} {...ids} className={cx(styles.input, styles.select)}>
            {children}
          </select>
          <span className={styles.selectArrow} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </div>
      )}
    </Field>
  );
}
