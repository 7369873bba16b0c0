import { Suspense, use } from 'react';
import type { ReactNode } from 'react';
import { lessonTakeoverPending } from '../boot/lessonTakeover';

function AfterTakeoverGate({ children }: { children: ReactNode }) {
  const pending = lessonTakeoverPending();
  if (pending) use(pending);
  return children;
}

/**
 * A lesson: its own Suspense boundary, so that when the app takes over a lesson the server
 * rendered, React hydrates the page around it at once and the lesson itself only once
 * boot/lessonTakeover.ts lets it (the server's markup stays in place until then). Anywhere else
 * the lesson renders as it is: the fallback is the lesson too (with its own loading state), for a
 * topic opened while the takeover still waits for the lesson's code.
 */
export function LessonRenderers({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <AfterTakeoverGate>{children}</AfterTakeoverGate>
    </Suspense>
  );
}
