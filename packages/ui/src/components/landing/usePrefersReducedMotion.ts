import { useSyncExternalStore } from 'react';
import { mq } from '../../theme/breakpoints';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(mq.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the student asked their device for less motion; follows changes live. Without a
 * window (server rendering) it answers yes, so the first HTML shows finished text, not a
 * half-typed line.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mq.reducedMotion).matches,
    () => true,
  );
}
