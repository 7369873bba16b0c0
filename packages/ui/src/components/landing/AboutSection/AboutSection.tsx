import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { CurriculumIcon, LanguageIcon, SignalIcon } from '../../../icons';
import * as section from '../section.css';
import * as styles from './AboutSection.css';
import { landingMessages } from '../../../i18n/areas/landing';
import type { LandingMessages } from '../../../i18n/areas/landing';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface AboutSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  headingLevel?: HeadingLevel;
  /** The section's id, for in-page links. */
  id?: string;
  className?: string;
}

const points = (landingText: LandingMessages): ReadonlyArray<{ title: string; text: string; icon: ReactNode }> => [
  { title: landingText.landingAboutBanglaTitle, text: landingText.landingAboutBanglaText, icon: <LanguageIcon /> },
  {
    title: landingText.landingAboutCurriculumTitle,
    text: landingText.landingAboutCurriculumText,
    icon: <CurriculumIcon />,
  },
  { title: landingText.landingAboutLightTitle, text: landingText.landingAboutLightText, icon: <SignalIcon /> },
];

/** Who the platform is for and why it exists. */
export function AboutSection({ headingLevel = 2, id, className, ...props }: AboutSectionProps) {
  const landingText = useMessages('landing', landingMessages);
  const titleId = useId();
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <section {...props} id={id} aria-labelledby={titleId} className={cx(section.section, styles.root, className)}>
      <div className={cx(section.container, styles.inner)}>
        <div className={styles.text}>
          <Heading level={headingLevel} id={titleId} className={section.title}>
            {landingText.landingAboutTitle}
          </Heading>
          <p className={section.lead}>{landingText.landingAboutText}</p>
        </div>
        <ul className={styles.points}>
          {points(landingText).map((point) => (
            <li key={point.title} className={styles.point}>
              <span className={styles.icon} aria-hidden="true">
                {point.icon}
              </span>
              <div>
                <Heading level={innerLevel} className={styles.pointTitle}>
                  {point.title}
                </Heading>
                <p className={styles.pointText}>{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
