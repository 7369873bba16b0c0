import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger', 'brand'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  size?: BadgeSize;
  /** Decorative icon before the text; hidden from screen readers. */
  icon?: ReactNode;
}

/** A short status label such as 'চলমান', 'সম্পন্ন' or 'শীঘ্রই আসছে'. */
export function Badge({ tone = 'neutral', size = 'md', icon, className, children, ...props }: BadgeProps) {
  const classes = cx(styles.root, styles.tone[tone], styles.size[size], className);
  return (
    <span {...props} className={classes}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
