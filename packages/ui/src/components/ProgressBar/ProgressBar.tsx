import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { formatPercent } from '../../i18n/format';
import { cx } from '../../utils/cx';
import { clampPercent } from './clampPercent';
import * as styles from './ProgressBar.css';
import { commonMessages } from '../../i18n/areas/common';
import { useMessages } from '../../provider/StudyUiProvider';

export const progressBarTones = ['brand', 'info', 'success', 'warning', 'danger'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export const progressBarSizes = ['sm', 'md', 'lg'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];

export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Percent done, 0-100. Values outside are clamped; NaN counts as 0. */
  value: number;
  /** Accessible name, e.g. 'অধ্যায়ের অগ্রগতি'. */
  label?: string;
  /** Shows the label above the bar, not only to screen readers. */
  showLabel?: boolean;
  /** Shows the percent (in Bengali digits) above the bar. */
  showValue?: boolean;
  tone?: ProgressBarTone;
  size?: ProgressBarSize;
}

/** How far a student has got, e.g. through a chapter or a quiz. */
export function ProgressBar({
  value,
  label: labelProp,
  showLabel = false,
  showValue = false,
  tone = 'brand',
  size = 'md',
  className,
  ...props
}: ProgressBarProps) {
  const commonText = useMessages('common', commonMessages);
  const label = labelProp ?? commonText.progress;
  const labelId = useId();
  const percent = clampPercent(value);
  const percentText = formatPercent(percent);

  return (
    <div {...props} className={cx(styles.root, className)}>
      {(showLabel || showValue) && (
        <div className={styles.labelRow}>
          {showLabel && (
            <span id={labelId} className={styles.label}>
              {label}
            </span>
          )}
          {/* Hidden from screen readers: the progressbar announces the same value itself. */}
          {showValue && (
            <span className={styles.value} aria-hidden="true">
              {percentText}
            </span>
          )}
        </div>
      )}
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        // Read out in Bengali digits like the visible text, not as an English number.
        aria-valuetext={percentText}
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        className={cx(styles.track, styles.size[size])}
      >
        <div className={cx(styles.fill, styles.tone[tone])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
