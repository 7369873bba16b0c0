import type { FormEvent } from 'react';
import { PasswordField } from '../FormField/FormField';
import { useFormFields } from '../useFormFields';
import type { FieldErrors } from '../validation';
import { useSubmitAction } from '../../profile/useSubmitAction';
import type { ActionResult } from '../../profile/useSubmitAction';

/** The three fields of a password change, as the student's profile and the admin's screen ask them. */
export interface PasswordChangeFieldValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type PasswordChangeField = keyof PasswordChangeFieldValues;

const fieldOrder = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty: PasswordChangeFieldValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface PasswordChangeFormOptions {
  /** The form's rules (the profile's in Bengali, the admin's in English). */
  validate: (values: PasswordChangeFieldValues) => FieldErrors<PasswordChangeField>;
  /** A valid change: the fields clear when its promise resolves and keep their values when it rejects. */
  onChangePassword: (values: PasswordChangeFieldValues) => ActionResult;
  submitting?: boolean;
  onValidationError?: (messages: string[]) => void;
}

/** State and submit of a password change form; its fields render with `PasswordChangeFields`. */
export function usePasswordChangeForm({
  validate,
  onChangePassword,
  submitting,
  onValidationError,
}: PasswordChangeFormOptions) {
  const { values, field, check, reset } = useFormFields<PasswordChangeField>(empty, fieldOrder, validate);
  const { pending, run } = useSubmitAction();
  const isSubmitting = submitting ?? pending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const messages = check();
    if (messages.length > 0) onValidationError?.(messages);
    else void run(onChangePassword(values), () => reset(empty));
  }

  return { field, isSubmitting, handleSubmit };
}

export interface PasswordChangeFieldsLabels {
  current: string;
  new: string;
  newHint: string;
  confirm: string;
  /** The show/hide button's name; PasswordField's own (Bengali) when left out. */
  showPassword?: string;
}

export interface PasswordChangeFieldsProps {
  field: ReturnType<typeof usePasswordChangeForm>['field'];
  labels: PasswordChangeFieldsLabels;
  disabled: boolean;
}

/** Current, new (with its rule as a hint) and confirmed password, with the browser's autocomplete hints. */
export function PasswordChangeFields({ field, labels, disabled }: PasswordChangeFieldsProps) {
  return (
    <>
      <PasswordField
        {...field('currentPassword')}
        label={labels.current}
        toggleLabel={labels.showPassword}
        autoComplete="current-password"
        disabled={disabled}
      />
      <PasswordField
        {...field('newPassword')}
        label={labels.new}
        hint={labels.newHint}
        toggleLabel={labels.showPassword}
        autoComplete="new-password"
        disabled={disabled}
      />
      <PasswordField
        {...field('confirmPassword')}
        label={labels.confirm}
        toggleLabel={labels.showPassword}
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}
