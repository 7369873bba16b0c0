import { loadKatex, loadMarkdown } from '@study/ui';
import type { ReactNode } from 'react';
import { LessonHoldContext } from '../pages/LessonRenderers';
import type { LessonHold } from '../pages/LessonRenderers';

/** What makes the student's first interaction: a tap or click, a key (Tab included), focus moving. */
const interactions = ['click', 'keydown', 'focusin'] as const;

/**
 * Defers the takeover of a lesson the server rendered into `page`: the returned hold, given to the
 * page's lessons (`LessonHoldContext`), keeps React from hydrating the lesson, which stays as the
 * server sent it, until the code that renders lessons has loaded (the Markdown pipeline, and KaTeX
 * when the page has maths) and the student first interacts with the page; the rest of the page is
 * the app's at once. A slow phone thus spends its first seconds showing the lesson, not parsing
 * and typesetting it again to produce the same markup. The hold is released synchronously in the
 * interaction's capture phase (call this before React listens on `page`), so React hydrates the
 * lesson within that same event and its handlers (a lesson's links) receive it; before the code
 * has loaded, a link works as a plain link.
 */
export function deferLessonTakeover(page: HTMLElement): LessonHold {
  let release: () => void = () => {};
  let pending: Promise<void> | undefined = new Promise<void>((resolve) => {
    release = resolve;
  });
  const listeners = new Set<() => void>();
  let loaded = false;
  let interacted = false;
  const openIfReady = () => {
    if (!loaded || !interacted || !pending) return;
    pending = undefined;
    release();
    for (const listener of listeners) listener();
  };
  const onInteraction = () => {
    for (const type of interactions) page.removeEventListener(type, onInteraction, true);
    interacted = true;
    openIfReady();
  };
  for (const type of interactions) page.addEventListener(type, onInteraction, true);
  void Promise.all([loadMarkdown(), page.querySelector('.katex') ? loadKatex() : undefined]).then(
    () => {
      loaded = true;
      openIfReady();
    },
    // A failed download: the lesson stays as the server rendered it, readable, until a reload.
    () => undefined,
  );
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => pending,
  };
}

/** `app` with its lessons held by `hold` (in this chunk, so that pages without a lesson to take over never load it). */
export function HeldLessons({ hold, children }: { hold: LessonHold; children: ReactNode }) {
  return <LessonHoldContext value={hold}>{children}</LessonHoldContext>;
}
