import type { ReactNode } from 'react';

/** What every icon of the set takes: how big it is and how heavy its line. */
export interface IconProps {
  /** Any CSS length; the default follows the font size of the text beside it. */
  size?: number | string;
  strokeWidth?: number;
}

/**
 * The frame of the package's line icons: a 24-unit grid drawn in the text colour. Always
 * decorative: a visible or accessible label beside it says the same, so screen readers skip it.
 */
export function Icon({ size = '1em', strokeWidth = 2, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
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
