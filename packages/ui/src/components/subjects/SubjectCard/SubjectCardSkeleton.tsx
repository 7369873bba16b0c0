import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import { Skeleton } from '../../Skeleton/Skeleton';
import * as styles from './SubjectCard.css';

/** The shape of a SubjectCard while subjects load; hidden from screen readers like every Skeleton. */
export function SubjectCardSkeleton({ className, ...props }: Omit<ComponentPropsWithRef<'div'>, 'children'>) {
  return (
    <div {...props} className={cx(styles.card, className)} aria-hidden="true">
      <div className={styles.top}>
        <Skeleton shape="block" width="3rem" height="3rem" />
        <div className={styles.text}>
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="35%" />
        </div>
      </div>
      <Skeleton shape="block" height="0.375rem" />
    </div>
  );
}
