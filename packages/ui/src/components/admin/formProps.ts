import type { ComponentPropsWithRef } from 'react';
import type { AdminFieldErrors } from './types';

/** What every entity form takes; the dialog around it holds the Cancel and Save buttons. */
// The form element's own attributes pass through (`ref` merged with the form's own).
export interface AdminEntityFormProps<Row, Input> extends Omit<ComponentPropsWithRef<'form'>, 'children' | 'onSubmit'> {
  /** Id of the form element: the dialog's Save button submits it by this id. */
  id: string;
  /** The record being edited; a new record when omitted. */
  initial?: Row;
  /** Called with the converted input when the form's rules pass. */
  onSubmit: (input: Input) => void;
  /** The server's field errors of the last save (`fieldErrorsFromDetails`). */
  serverErrors?: AdminFieldErrors;
  /** While a save runs: every field is disabled. */
  disabled?: boolean;
  className?: string;
}
