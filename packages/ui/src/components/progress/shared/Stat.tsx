import type { ReactNode } from 'react';
import * as styles from './Stat.css';

/** One figure with its label above it, as a description-list pair (inside a `<dl>`). */
export function Stat({ label, value, unit }: { label: ReactNode; value: ReactNode; unit?: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {value}
        {unit != null && <span className={styles.unit}> {unit}</span>}
      </dd>
    </div>
  );
}
