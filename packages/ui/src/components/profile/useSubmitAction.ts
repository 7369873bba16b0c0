import { useState } from 'react';

/** What a save or change handler may return: nothing, or a promise of the request. */
export type ActionResult = void | Promise<unknown>;

/**
 * Runs a submit handler that may return a promise. While the promise runs the form is
 * `pending`; when it resolves `onSuccess` runs (a handler returning nothing succeeds at once).
 * A rejection keeps the form as it is: the app reports the failure, e.g. with a toast.
 */
export function useSubmitAction() {
  const [pending, setPending] = useState(false);

  async function run(result: ActionResult, onSuccess: () => void) {
    if (!(result instanceof Promise)) {
      onSuccess();
      return;
    }
    setPending(true);
    try {
      await result;
      onSuccess();
    } catch {
      // Deliberately ignored here: the form keeps the values so the student can try again.
    } finally {
      setPending(false);
    }
  }

  return { pending, run };
}
