import { loadKatex, loadMarkdown } from '@study/ui';

/** A promise React's `use` reads at once when `status` is 'fulfilled' (how React tracks promises). */
type Gate = Promise<void> & { status?: 'fulfilled'; value?: undefined };

let gate: Gate | undefined;
let open = false;

/** What makes the student's first interaction: a tap or click, a key (Tab included), focus moving. */
const interactions = ['click', 'keydown', 'focusin'] as const;

/**
 * Defers the takeover of a lesson the server rendered into `page`. React leaves the lesson's
 * markup as the server sent it (pages/LessonRenderers.tsx waits on `lessonTakeoverPending`) until
 * the code that renders lessons has loaded (the Markdown pipeline, and KaTeX when the page has
 * maths) and the student first interacts with the page; the rest of the page is the app's at once.
 * A slow phone thus spends its first seconds showing the lesson, not parsing and typesetting it
 * again to produce the same markup. The gate opens synchronously in the interaction's capture
 * phase, so React hydrates the lesson within that same event and its handlers (a lesson's links)
 * receive it; before the code has loaded, a link works as a plain link.
 */
export function deferLessonTakeover(page: HTMLElement): void {
  if (gate) return;
  let release: () => void = () => {};
  const pending: Gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  gate = pending;
  let loaded = false;
  let interacted = false;
  const openIfReady = () => {
    if (!loaded || !interacted || open) return;
    open = true;
    pending.status = 'fulfilled';
    pending.value = undefined;
    release();
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
}

/** The gate while a lesson's takeover is deferred; undefined when there is none or it has opened. */
export function lessonTakeoverPending(): Promise<void> | undefined {
  return open ? undefined : gate;
}
