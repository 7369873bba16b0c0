import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Heading } from '../../utils/Heading';
import type { HeadingLevel } from '../../utils/Heading';
import * as styles from './EmptyState.css';

export const emptyStateTones = ['neutral', 'brand', 'danger'] as const;
export type EmptyStateTone = (typeof emptyStateTones)[number];

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** Decorative icon shown in a circle above the title; hidden from screen readers. */
  icon?: ReactNode;
  /** Colour of the icon circle. */
  tone?: EmptyStateTone;
  title: ReactNode;
  /** Heading level of the title, to fit the page outline: 1 on a page of its own (404). */
  headingLevel?: HeadingLevel;
  description?: ReactNode;
  /** What the student can do next, e.g. a Button or a link. */
  action?: ReactNode;
}

/** Shown where a list or page has nothing to show yet, and what to do about it. */
export function EmptyState({
  icon,
  tone = 'brand',
  title,
  headingLevel = 2,
  description,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div {...props} className={cx(styles.root, className)}>
      {icon != null && (
        <div className={cx(styles.icon, styles.tone[tone])} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      {description != null && <p className={styles.description}>{description}</p>}
      {action != null && <div className={styles.actions}>{action}</div>}
    </div>
  );
}
