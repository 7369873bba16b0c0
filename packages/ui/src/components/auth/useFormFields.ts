import { useCallback, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { errorMessages, firstInvalidField } from './validation';
import type { FieldErrors } from './validation';

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * Values and errors of a small form whose rules are a pure `validate` function. Errors show
 * only after a submit; editing a field clears that field's error. `fields` is the order of
 * the form, which decides the field focused first.
 */
export function useFormFields<Field extends string>(
  initialValues: Record<Field, string>,
  fields: readonly Field[],
  validate: (values: Record<Field, string>) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const controls = useRef(new Map<Field, Control>());

  /** Props that connect one control of the form: value, change handler, error and ref. */
  function field(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      ref: (element: Control | null) => {
        if (element) controls.current.set(name, element);
        else controls.current.delete(name);
      },
      onChange: (event: ChangeEvent<Control>) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => {
          if (current[name] === undefined) return current;
          const { [name]: _cleared, ...rest } = current;
          return rest as FieldErrors<Field>;
        });
      },
    };
  }

  /**
   * Runs the rules on submit. On errors it shows them, then focuses the first invalid field
   * (after the render, so a screen reader reads the field with its new message), and returns
   * the distinct messages; a valid form returns an empty list.
   */
  function check(): string[] {
    const next = validate(values);
    flushSync(() => setErrors(next));
    const first = firstInvalidField(next, fields);
    if (first !== undefined) controls.current.get(first)?.focus();
    return errorMessages(next, fields);
  }

  /**
   * Shows errors found elsewhere (the server refused a field: a username taken), at their fields,
   * and focuses the first, as a submit's own errors are. Editing a field clears its error.
   * Stable while `fields` is, so an effect can list it and still run only for new errors.
   */
  const show = useCallback(
    (next: FieldErrors<Field>) => {
      flushSync(() => setErrors(next));
      const first = firstInvalidField(next, fields);
      if (first !== undefined) controls.current.get(first)?.focus();
    },
    [fields],
  );

  /** Back to the given values with no errors shown, e.g. after a successful save. */
  function reset(nextValues: Record<Field, string> = initialValues) {
    setValues(nextValues);
    setErrors({});
  }

  return { values, field, check, show, reset };
}
