import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Badge } from '../../Badge/Badge';
import { BadgeIcon, ChartIcon, LessonIcon, QuizIcon, StopwatchIcon, TutorIcon } from '../../../icons';
import * as section from '../section.css';
import * as styles from './FeatureGrid.css';
import { commonMessages } from '../../../i18n/areas/common';
import { landingMessages } from '../../../i18n/areas/landing';
import type { LandingMessages } from '../../../i18n/areas/landing';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface Feature {
  title: string;
  description: string;
  /** Decorative icon. */
  icon: ReactNode;
  /** Marks a feature that is not built yet with 'শীঘ্রই আসছে'. */
  comingSoon?: boolean;
}

export interface FeatureGridProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  features?: readonly Feature[];
  headingLevel?: HeadingLevel;
  /** The section's id, for in-page links. */
  id?: string;
  className?: string;
}

// Spec §1: badges and certificates exist only as "coming soon"; the rest works today.
const defaultFeatures = (landingText: LandingMessages): readonly Feature[] => [
  {
    title: landingText.landingFeatureTutorTitle,
    description: landingText.landingFeatureTutorText,
    icon: <TutorIcon />,
  },
  {
    title: landingText.landingFeatureLessonsTitle,
    description: landingText.landingFeatureLessonsText,
    icon: <LessonIcon />,
  },
  { title: landingText.landingFeatureQuizTitle, description: landingText.landingFeatureQuizText, icon: <QuizIcon /> },
  {
    title: landingText.landingFeatureProgressTitle,
    description: landingText.landingFeatureProgressText,
    icon: <ChartIcon />,
  },
  {
    title: landingText.landingFeatureBadgesTitle,
    description: landingText.landingFeatureBadgesText,
    icon: <BadgeIcon />,
    comingSoon: true,
  },
  {
    title: landingText.landingFeatureScheduleTitle,
    description: landingText.landingFeatureScheduleText,
    icon: <StopwatchIcon />,
  },
];

/** What the platform offers, one card per feature. */
export function FeatureGrid({ features: featuresProp, headingLevel = 2, id, className, ...props }: FeatureGridProps) {
  const commonText = useMessages('common', commonMessages);
  const landingText = useMessages('landing', landingMessages);
  const features = featuresProp ?? defaultFeatures(landingText);
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const titleId = useId();
  return (
    <section {...props} id={id} aria-labelledby={titleId} className={cx(section.section, className)}>
      <div className={section.container}>
        <div className={section.intro}>
          <Heading level={headingLevel} id={titleId} className={section.title}>
            {landingText.landingFeaturesTitle}
          </Heading>
          <p className={section.lead}>{landingText.landingFeaturesLead}</p>
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
                    {commonText.comingSoon}
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
