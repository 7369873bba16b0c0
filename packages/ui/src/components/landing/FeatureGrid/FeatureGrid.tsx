import { useId } from 'react';
import type { ReactNode } from 'react';
import { bn } from '../../../i18n/messages';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Badge } from '../../Badge/Badge';
import { BadgeIcon, LessonIcon, ProgressIcon, QuizIcon, ScheduleIcon, TutorIcon } from '../icons';
import * as section from '../section.css';
import * as styles from './FeatureGrid.css';

export interface Feature {
  title: string;
  description: string;
  /** Decorative icon. */
  icon: ReactNode;
  /** Marks a feature that is not built yet with 'শীঘ্রই আসছে'. */
  comingSoon?: boolean;
}

export interface FeatureGridProps {
  features?: readonly Feature[];
  headingLevel?: HeadingLevel;
  /** The section's id, for in-page links. */
  id?: string;
  className?: string;
}

// Spec §1: badges and certificates exist only as "coming soon"; the rest works today.
const defaultFeatures: readonly Feature[] = [
  { title: bn.landingFeatureTutorTitle, description: bn.landingFeatureTutorText, icon: <TutorIcon /> },
  { title: bn.landingFeatureLessonsTitle, description: bn.landingFeatureLessonsText, icon: <LessonIcon /> },
  { title: bn.landingFeatureQuizTitle, description: bn.landingFeatureQuizText, icon: <QuizIcon /> },
  { title: bn.landingFeatureProgressTitle, description: bn.landingFeatureProgressText, icon: <ProgressIcon /> },
  { title: bn.landingFeatureBadgesTitle, description: bn.landingFeatureBadgesText, icon: <BadgeIcon />, comingSoon: true },
  { title: bn.landingFeatureScheduleTitle, description: bn.landingFeatureScheduleText, icon: <ScheduleIcon /> },
];

/** What the platform offers, one card per feature. */
export function FeatureGrid({ features = defaultFeatures, headingLevel = 2, id, className }: FeatureGridProps) {
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className={cx(section.section, className)}>
      <div className={section.container}>
        <div className={section.intro}>
          <Heading level={headingLevel} id={titleId} className={section.title}>
            {bn.landingFeaturesTitle}
          </Heading>
          <p className={section.lead}>{bn.landingFeaturesLead}</p>
        </div>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title} className={cx(styles.card, feature.comingSoon && styles.soon)}>
              <div className={styles.top}>
                <span className={cx(styles.icon, feature.comingSoon && styles.iconSoon)} aria-hidden="true">
                  {feature.icon}
                </span>
                {feature.comingSoon && (
                  <Badge tone="info" size="sm">
                    {bn.comingSoon}
                  </Badge>
                )}
              </div>
              <Heading level={innerLevel} className={styles.title}>
                {feature.title}
              </Heading>
              <p className={styles.description}>{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
