import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';
import { commonMessages } from '../../i18n/areas/common';
import { useMessages } from '../../provider/StudyUiProvider';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export const spinnerTones = ['brand', 'inherit'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  size?: SpinnerSize;
  /** `inherit` takes the text colour of the parent, e.g. inside a button. */
  tone?: SpinnerTone;
  /** What is loading, read by screen readers. */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /**
   * Hides the spinner from assistive technology, for when the surrounding control already
   * says it is busy (a loading Button).
   */
  decorative?: boolean;
}

/** A loading indicator announced politely to screen readers; it stands still with reduced motion. */
export function Spinner({
  size = 'md',
  tone = 'brand',
  label: labelProp,
  showLabel = false,
  decorative = false,
  className,
  ...props
}: SpinnerProps) {
  const commonText = useMessages('common', commonMessages);
  const label = labelProp ?? commonText.loading;
  const ring = (
    <svg
      className={cx(styles.ring, styles.size[size], styles.tone[tone])}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  const rootClass = cx(styles.root, className);

  if (decorative) {
    return (
      <span {...props} className={rootClass} aria-hidden="true">
        {ring}
      </span>
    );
  }

  return (
    <span {...props} className={rootClass} role="status">
      {ring}
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
