import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AdminFieldErrors } from './types';
import type { AdminFormErrors } from './validation';

export interface UseAdminFormOptions<Values, Input> {
  initialValues: Values;
  validate: (values: Values) => AdminFormErrors;
  /** The values, once the rules pass, as the form sends them. */
  toInput: (values: Values) => Input;
  /** Called with the converted input when the rules pass. */
  onSubmit: (input: Input) => void;
  /** The server's errors of the last save, shown at their fields until the field is edited. */
  serverErrors?: AdminFieldErrors;
}

/** The keys of `Values` that hold exactly `Type`: what a text input (any string) or a checkbox can set. */
type KeysHolding<Values, Type> = {
  [Key in keyof Values]: [Values[Key]] extends [Type] ? ([Type] extends [Values[Key]] ? Key : never) : never;
}[keyof Values] &
  string;

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * State of an admin form: values, the form's own errors (shown after a submit) and the
 * server's, each cleared when its field is edited. On an invalid submit the first invalid
 * control, in page order, gets the focus.
 */
export function useAdminForm<Values extends object, Input>({
  initialValues,
  validate,
  toInput,
  onSubmit: submit,
  serverErrors,
}: UseAdminFormOptions<Values, Input>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<AdminFormErrors>({});
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<string>>(new Set());
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrors);
  const formRef = useRef<HTMLFormElement>(null);

  // New server errors (a new failed save) show again, even at fields edited before.
  if (seenServerErrors !== serverErrors) {
    setSeenServerErrors(serverErrors);
    setEditedSinceServer(new Set());
  }

  /** Forgets the errors at `path` and below it (a question's options under the question). */
  function clear(path: string) {
    setErrors((current) => {
      const keys = Object.keys(current).filter((key) => key === path || key.startsWith(`${path}.`));
      if (keys.length === 0) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
    setEditedSinceServer((current) => new Set(current).add(path));
  }

  /** Sets one value and clears the errors of what changed (`path`, the field by default). */
  function set<Key extends keyof Values & string>(key: Key, value: Values[Key], path: string = key) {
    setValues((current) => ({ ...current, [key]: value }));
    clear(path);
  }

  /** The message to show at a field: the form's own, else the server's. */
  function errorAt(path: string): string | undefined {
    if (errors[path] !== undefined) return errors[path];
    const edited = [...editedSinceServer].some((key) => path === key || path.startsWith(`${key}.`));
    return edited ? undefined : serverErrors?.[path];
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = validate(values);
    flushSync(() => setErrors(next));
    if (Object.keys(next).length === 0) {
      submit(toInput(values));
      return;
    }
    // After the render, so a screen reader reads the field with its new message.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  /** Value, error and change handler of a text input, textarea or select bound to `key`. */
  function field<Key extends KeysHolding<Values, string>>(key: Key) {
    return {
      // `key` holds a string (a boolean below), but TypeScript cannot narrow `Values[Key]` by it.
      value: values[key] as string,
      error: errorAt(key),
      onChange: (event: ChangeEvent<TextControl>) => set(key, event.currentTarget.value as Values[Key]),
    };
  }

  /** Checked state, error and change handler of a checkbox bound to `key`. */
  function checkbox<Key extends KeysHolding<Values, boolean>>(key: Key) {
    return {
      checked: values[key] as boolean,
      error: errorAt(key),
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.checked as Values[Key]),
    };
  }

  return { values, set, errorAt, field, checkbox, onSubmit, formRef };
}
