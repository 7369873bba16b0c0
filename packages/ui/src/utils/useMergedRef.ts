import { useCallback } from 'react';
import type { Ref, RefCallback } from 'react';

/** Sets an object ref or calls a callback ref, returning the callback's cleanup if it gave one. */
function fill<T>(ref: Ref<T> | undefined, node: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(node);
  if (ref != null) ref.current = node;
}

/**
 * One ref for a root element that the component reads itself and also hands to its consumer
 * (whose `ref` may be an object, a callback, or a callback returning a cleanup, as React 19 allows).
 */
export function useMergedRef<T>(ownRef: Ref<T> | undefined, forwardedRef: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      const cleanups = [ownRef, forwardedRef].map((ref) => fill(ref, node));
      return () => {
        [ownRef, forwardedRef].forEach((ref, i) => {
          const cleanup = cleanups[i];
          if (typeof cleanup === 'function') cleanup();
          else fill(ref, null);
        });
      };
    },
    [ownRef, forwardedRef],
  );
}
