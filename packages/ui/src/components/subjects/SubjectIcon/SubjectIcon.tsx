import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { subjectIconTypes } from '../types';
import type { SubjectIconType } from '../types';
import * as styles from './SubjectIcon.css';

export const subjectIconSizes = ['sm', 'md', 'lg'] as const;
export type SubjectIconSize = (typeof subjectIconSizes)[number];

export interface SubjectIconProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The subject's iconType from the API; an unknown or missing value shows the default book. */
  type?: string;
  size?: SubjectIconSize;
}

function isIconType(value: string | undefined): value is SubjectIconType {
  return (subjectIconTypes as readonly string[]).includes(value ?? '');
}

/** A subject's picture in a tinted tile. Decorative: the subject's name always stands beside it. */
export function SubjectIcon({ type, size = 'md', className, ...props }: SubjectIconProps) {
  const iconType = isIconType(type) ? type : 'default';
  return (
    <span
      {...props}
      aria-hidden="true"
      className={cx(styles.tile, styles.tone[iconType], styles.size[size], className)}
    >
      <svg
        className={styles.glyph}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {glyphs[iconType]}
      </svg>
    </span>
  );
}

// Drawn rather than lettered where possible: glyphs built from paths render the same with any font.
const glyphs: Record<SubjectIconType, ReactNode> = {
  // + − × ÷ in a square.
  math: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M7.5 6.5v4M5.5 8.5h4M14.5 8.5h4M6 15l3 3M9 15l-3 3M14.5 16.5h4" />
      <circle cx="16.5" cy="14.6" r="0.4" fill="currentColor" />
      <circle cx="16.5" cy="18.4" r="0.4" fill="currentColor" />
    </>
  ),
  // A flask.
  science: (
    <>
      <path d="M9.5 3h5M10.5 3v6l-5.2 9.1A2 2 0 0 0 7 21h10a2 2 0 0 0 1.7-2.9L13.5 9V3" />
      <path d="M7.8 15h8.4" />
      <circle cx="11" cy="18" r="0.6" fill="currentColor" />
      <circle cx="14" cy="17.2" r="0.5" fill="currentColor" />
    </>
  ),
  // The Bengali letter অ (drawn) on an open book.
  bangla: (
    <>
      <path d="M3 5.5C5.5 4.4 8.5 4.4 12 6c3.5-1.6 6.5-1.6 9-.5V19c-2.5-1.1-5.5-1.1-9 .5-3.5-1.6-6.5-1.6-9-.5V5.5Z" />
      <path d="M12 6v13.5" />
      <path d="M5.6 9.4c.9-.8 2.6-.7 2.7.8.1 1.4-1.5 1.6-1.5 1.6s1.9-.3 1.9 1.4c0 1.6-2.2 1.8-3.2.9M8.7 12h1.3v3.6" />
    </>
  ),
  // A speech bubble with 'A'.
  english: (
    <>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-4 3.5V17H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
      <path d="m9.2 14 2.8-6.5 2.8 6.5M10.2 11.8h3.6" />
    </>
  ),
  // A globe.
  social: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3Z" />
    </>
  ),
  // A crescent and a star.
  islam: (
    <>
      <path d="M15.5 19.2A8 8 0 1 1 15.5 4.8a6.5 6.5 0 1 0 0 14.4Z" />
      <path d="m17.5 8.5.8 1.7 1.9.3-1.4 1.3.3 1.9-1.6-.9-1.7.9.4-1.9-1.4-1.3 1.9-.3.8-1.7Z" />
    </>
  ),
  // A closed book.
  default: (
    <>
      <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5v-15Z" />
      <path d="M5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3M9 7h6" />
    </>
  ),
};
