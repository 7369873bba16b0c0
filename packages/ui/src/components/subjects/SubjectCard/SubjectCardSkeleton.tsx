import { Skeleton } from '../../Skeleton/Skeleton';
import * as styles from './SubjectCard.css';

/** The shape of a SubjectCard while subjects load; hidden from screen readers like every Skeleton. */
export function SubjectCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
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
