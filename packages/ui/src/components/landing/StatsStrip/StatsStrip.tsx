import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import * as section from '../section.css';
import * as styles from './StatsStrip.css';
import { landingMessages } from '../../../i18n/areas/landing';
import type { LandingMessages } from '../../../i18n/areas/landing';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface Stat {
  /** The figure as shown, e.g. '৯৯%'. */
  value: string;
  label: string;
}

export interface StatsStripProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Spec §1: static marketing claims (99% accuracy, 5+ subjects, 100+ chapters, 24/7), not data. */
  stats?: readonly Stat[];
  className?: string;
}

const defaultStats = (landingText: LandingMessages): readonly Stat[] => [
  { value: landingText.landingStatAccuracyValue, label: landingText.landingStatAccuracyLabel },
  { value: landingText.landingStatSubjectsValue, label: landingText.landingStatSubjectsLabel },
  { value: landingText.landingStatChaptersValue, label: landingText.landingStatChaptersLabel },
  { value: landingText.landingStatAlwaysValue, label: landingText.landingStatAlwaysLabel },
];

/** Four figures in a band under the hero. */
export function StatsStrip({ stats: statsProp, className, ...props }: StatsStripProps) {
  const landingText = useMessages('landing', landingMessages);
  const stats = statsProp ?? defaultStats(landingText);
  return (
    <section {...props} aria-label={landingText.landingStatsLabel} className={cx(styles.root, className)}>
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
