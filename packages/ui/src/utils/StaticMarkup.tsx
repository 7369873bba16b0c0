import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import * as styles from './StaticMarkup.css';

/** One object for every render: React compares it by identity and never writes it to the page. */
const keepServerHtml = { __html: '' };

/** The wrapper rendered by the server (or a pre-rendering build) with this id, if it is in the page. */
function renderedAhead(id: string): boolean {
  if (typeof document === 'undefined') return false;
  for (const element of document.querySelectorAll('[data-static-markup]')) {
    if (element.getAttribute('data-static-markup') === id) return true;
  }
  return false;
}

/**
 * Markup that never changes once rendered (no state, no handlers, no links the app routes): when
 * the app takes over a page rendered ahead, the markup the server sent is kept as it is, and React
 * neither renders nor hydrates what is inside (issue 23: hydrating sections a student cannot
 * interact with was main-thread time on a slow phone). Rendered by the browser first (a page
 * opened from inside the app), its children render as usual. The wrapper is `display: contents`.
 */
export function StaticMarkup({ children }: { children: ReactNode }) {
  const id = useId();
  // Whether this instance took over server HTML: decided once, at its first render (hydration).
  const [keep] = useState(() => renderedAhead(id));
  if (keep)
    return (
      <div
        data-static-markup={id}
        className={styles.root}
        dangerouslySetInnerHTML={keepServerHtml}
        suppressHydrationWarning
      />
    );
  return (
    <div data-static-markup={id} className={styles.root}>
      {children}
    </div>
  );
}
