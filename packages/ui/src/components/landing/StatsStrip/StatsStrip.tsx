import { bn } from '../../../i18n/messages';
import { cx } from '../../../utils/cx';
import * as section from '../section.css';
import * as styles from './StatsStrip.css';

export interface Stat {
  /** The figure as shown, e.g. '৯৯%'. */
  value: string;
  label: string;
}

export interface StatsStripProps {
  /** Spec §1: static marketing claims (99% accuracy, 5+ subjects, 100+ chapters, 24/7), not data. */
  stats?: readonly Stat[];
  className?: string;
}

const defaultStats: readonly Stat[] = [
  { value: bn.landingStatAccuracyValue, label: bn.landingStatAccuracyLabel },
  { value: bn.landingStatSubjectsValue, label: bn.landingStatSubjectsLabel },
  { value: bn.landingStatChaptersValue, label: bn.landingStatChaptersLabel },
  { value: bn.landingStatAlwaysValue, label: bn.landingStatAlwaysLabel },
];

/** Four figures in a band under the hero. */
export function StatsStrip({ stats = defaultStats, className }: StatsStripProps) {
  return (
    <section aria-label={bn.landingStatsLabel} className={cx(styles.root, className)}>
      <ul className={cx(section.container, styles.list)}>
        {stats.map((stat) => (
          <li key={stat.label} className={styles.item}>
            <span className={styles.value}>{stat.value}</span>
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
