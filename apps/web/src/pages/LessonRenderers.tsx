import { Skeleton } from '@study/ui';
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
 * boot/lessonTakeover.ts lets it (the server's markup stays in place until then). Renders the
 * lesson directly otherwise; the skeleton shows only if another topic is opened before then.
 */
export function LessonRenderers({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <Skeleton shape="text" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="60%" />
        </div>
      }
    >
      <AfterTakeoverGate>{children}</AfterTakeoverGate>
    </Suspense>
  );
}
