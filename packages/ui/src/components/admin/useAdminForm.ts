import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AdminFieldErrors } from './types';
import type { AdminFormErrors } from './validation';

export interface UseAdminFormOptions<Values> {
  initialValues: Values;
  validate: (values: Values) => AdminFormErrors;
  /** Called with the values when the rules pass. */
  onValid: (values: Values) => void;
  /** The server's errors of the last save, shown at their fields until the field is edited. */
  serverErrors?: AdminFieldErrors;
}

/**
 * State of an admin form: values, the form's own errors (shown after a submit) and the
 * server's, each cleared when its field is edited. On an invalid submit the first invalid
 * control, in page order, gets the focus.
 */
export function useAdminForm<Values extends object>({ initialValues, validate, onValid, serverErrors }: UseAdminFormOptions<Values>) {
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
      onValid(values);
      return;
    }
    // After the render, so a screen reader reads the field with its new message.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  return { values, set, errorAt, onSubmit, formRef };
}
