import { useCallback, useEffect, useRef } from 'react';

/** The key our history entries carry, with a value of their own per opening. */
const overlayKey = 'studyOverlay';

function overlayIdOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[overlayKey] : undefined;
}

let openings = 0;

/**
 * Steps back this module took itself to take a closed overlay's entry away. Their popstate comes
 * later, maybe after another overlay has opened (a dialog closed and the next one opened at once):
 * it must not close that one. One listener, added before any overlay's, marks those events.
 */
let ownBacks = 0;
const ownPops = new WeakSet<Event>();
let countingOwnBacks = false;

function countOwnBacks(): void {
  if (countingOwnBacks) return;
  countingOwnBacks = true;
  window.addEventListener('popstate', (event) => {
    if (ownBacks === 0) return;
    ownBacks -= 1;
    ownPops.add(event);
  });
}

/**
 * Android's Back button (and the browser's) closes an open dialog, drawer or popover instead of
 * leaving the page: while `open`, a history entry for the same address sits on top, and going
 * back to below it calls `onClose`. Closed another way (its close button, Escape, a choice), the
 * entry is taken back, unless the page has moved on since. Nested overlays each hold their own
 * entry, so Back closes the top one.
 *
 * Returns `keepEntry`: call it when the overlay closes because the student follows a link in it
 * (a drawer's menu), so closing does not step back over the navigation the router is making.
 */
export function useCloseOnBack(open: boolean, onClose: () => void): () => void {
  const close = useRef(onClose);
  const kept = useRef(false);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    kept.current = false;
    countOwnBacks();
    openings += 1;
    const id = openings;
    const { history } = window;
    // The router's own fields (its key and index) are kept, so it sees the same entry.
    const current: unknown = history.state;
    history.pushState({ ...(typeof current === 'object' && current !== null ? current : {}), [overlayKey]: id }, '');
    let gone = false;
    const onPopState = (event: PopStateEvent) => {
      if (ownPops.has(event)) return;
      const now = overlayIdOf(event.state);
      // Still on (or above) this overlay's entry: a nested overlay above it closed.
      if (typeof now === 'number' && now >= id) return;
      gone = true;
      close.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!gone && !kept.current && overlayIdOf(history.state) === id) {
        ownBacks += 1;
        history.back();
      }
    };
  }, [open]);

  return useCallback(() => {
    kept.current = true;
  }, []);
}
