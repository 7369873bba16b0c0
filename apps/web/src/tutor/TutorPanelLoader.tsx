import { ErrorState, Spinner } from '@study/ui';
import { Component, Suspense, use, useState } from 'react';
import type { ReactNode } from 'react';
import { messages } from '../messages';

// The tutor's chat (its client, history and panel) is not part of the learning page's first load:
// it downloads when the student opens the dialog (issue 23). On a dropped connection that download
// fails; the student keeps the lesson, reads why inside the dialog and tries again, which fetches
// the chunk anew (React.lazy would keep the failure until a reload).

type PanelModule = typeof import('./TutorPanelContainer');

let pending: Promise<PanelModule> | undefined;

/** The panel's chunk, fetched once; a failed fetch is forgotten so the next try asks again. */
function loadPanel(): Promise<PanelModule> {
  pending ??= import('./TutorPanelContainer').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Panel({ module, topicId }: { module: Promise<PanelModule>; topicId: number }) {
  const { TutorPanelContainer } = use(module);
  return <TutorPanelContainer topicId={topicId} />;
}

/** The tutor chat on a topic, downloaded on first use, with a way back from a failed download. */
export function TutorPanelLoader({ topicId }: { topicId: number }) {
  const [attempt, setAttempt] = useState(() => ({ count: 0, module: loadPanel() }));
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, module: loadPanel() }));
  return (
    <LoadBoundary
      key={attempt.count}
      fallback={<ErrorState message={messages.tutor.panelLoadFailed} onRetry={retry} />}
    >
      <Suspense fallback={<Spinner />}>
        <Panel module={attempt.module} topicId={topicId} />
      </Suspense>
    </LoadBoundary>
  );
}
