import { cx } from '../../../utils/cx';
import * as section from '../section.css';
import * as styles from './StatsStrip.css';
import { landingMessages } from '../../../i18n/areas/landing';
import { useMessages } from '../../../provider/StudyUiProvider';

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
  { value: landingMessages.landingStatAccuracyValue, label: landingMessages.landingStatAccuracyLabel },
  { value: landingMessages.landingStatSubjectsValue, label: landingMessages.landingStatSubjectsLabel },
  { value: landingMessages.landingStatChaptersValue, label: landingMessages.landingStatChaptersLabel },
  { value: landingMessages.landingStatAlwaysValue, label: landingMessages.landingStatAlwaysLabel },
];

/** Four figures in a band under the hero. */
export function StatsStrip({ stats = defaultStats, className }: StatsStripProps) {
  const landingText = useMessages('landing', landingMessages);
  return (
    <section aria-label={landingText.landingStatsLabel} className={cx(styles.root, className)}>
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
