import { createContext, Suspense, use, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/**
 * Something that holds a lesson's rendering back for a while, read as an external store: while
 * `pending()` gives a promise, the lesson waits for it. Whoever renders the app may give one
 * (`LessonHoldContext`); nothing holds a lesson otherwise.
 */
export interface LessonHold {
  subscribe(listener: () => void): () => void;
  /** The promise the lesson waits for, or undefined once nothing holds it (the same value until then). */
  pending(): Promise<void> | undefined;
}

const noHold: LessonHold = { subscribe: () => () => {}, pending: () => undefined };

export const LessonHoldContext = createContext<LessonHold>(noHold);

function Held({ hold, children }: { hold: LessonHold; children: ReactNode }) {
  // Read at each render, hydration included: a hold released within an event lets the lesson
  // render within that same event.
  const pending = useSyncExternalStore(hold.subscribe, hold.pending, hold.pending);
  if (pending) use(pending);
  return children;
}

/**
 * A lesson: its own Suspense boundary, which React can hydrate apart from the page around it, and
 * which waits while a `LessonHold` holds it. Hydrating, React keeps the markup already in place
 * meanwhile; rendering anew, the fallback is the lesson too (with its own loading state), so a
 * lesson rendered while the hold lasts shows at once.
 */
export function LessonRenderers({ children }: { children: ReactNode }) {
  const hold = useContext(LessonHoldContext);
  return (
    <Suspense fallback={children}>
      <Held hold={hold}>{children}</Held>
    </Suspense>
  );
}
