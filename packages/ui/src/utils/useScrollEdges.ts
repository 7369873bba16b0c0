import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Whether an element's content is wider than the element, and at which ends it is cut off. */
export interface ScrollEdges {
  overflowing: boolean;
  /** Content hides before the left edge (the element has been scrolled). */
  cutStart: boolean;
  /** Content hides past the right edge. */
  cutEnd: boolean;
}

const none: ScrollEdges = { overflowing: false, cutStart: false, cutEnd: false };

/** The edges of a sideways-scrolling element as they are now (left-to-right content). */
export function measureScrollEdges(
  element: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollLeft'>,
): ScrollEdges {
  // One pixel of slack: sub-pixel widths round differently in scrollWidth and clientWidth.
  const overflowing = element.scrollWidth > element.clientWidth + 1;
  if (!overflowing) return none;
  const scrolled = Math.abs(element.scrollLeft);
  return { overflowing, cutStart: scrolled > 1, cutEnd: scrolled + element.clientWidth < element.scrollWidth - 1 };
}

/**
 * The element's scroll edges, kept up to date as it or its content changes size and as it is
 * scrolled. A sideways-scrolling region must then be reachable by keyboard, and should show
 * where its content goes on (`scrollFade` draws that from `scrollEdgeAttributes`).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, watch: unknown): ScrollEdges {
  const [edges, setEdges] = useState(none);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const next = measureScrollEdges(element);
      // Scrolling reports often; the component renders again only when an edge changes.
      setEdges((previous) =>
        previous.overflowing === next.overflowing &&
        previous.cutStart === next.cutStart &&
        previous.cutEnd === next.cutEnd
          ? previous
          : next,
      );
    };
    element.addEventListener('scroll', measure, { passive: true });
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return () => element.removeEventListener('scroll', measure);
    }
    // The observer's first report comes after the browser's own layout: measuring here instead
    // would force a layout of the page for every formula of a lesson as it mounts.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref, watch]);
  return edges;
}

/** Data attributes for `scrollFade`: present only on the edges where content is cut off. */
export function scrollEdgeAttributes(edges: ScrollEdges): { 'data-cut-start'?: ''; 'data-cut-end'?: '' } {
  return { ...(edges.cutStart ? { 'data-cut-start': '' } : {}), ...(edges.cutEnd ? { 'data-cut-end': '' } : {}) };
}
