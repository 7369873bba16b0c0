import type { ReactNode } from 'react';

/**
 * The frame of the package's line icons: a 24-unit grid drawn in the text colour and sized by the
 * font size. Always decorative: a visible or accessible label says the same.
 */
export function LineIcon({ children, strokeWidth = 1.8 }: { children: ReactNode; strokeWidth?: number }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
