import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element's content is wider than the element, kept up to date as either changes
 * size. A sideways-scrolling region must then be reachable by keyboard.
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>, watch: unknown): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    // The observer's first report comes after the browser's own layout: measuring here instead
    // would force a layout of the page for every formula of a lesson as it mounts.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, watch]);
  return overflowing;
}
