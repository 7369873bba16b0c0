import type { ComponentPropsWithRef } from 'react';
import { useId } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { LinkButton, registerHref } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Badge } from '../../Badge/Badge';
import { ArrowRightIcon, CheckIcon } from '../../../icons';
import * as section from '../section.css';
import * as styles from './BetaProgramSection.css';
import { commonMessages } from '../../../i18n/areas/common';
import { landingMessages } from '../../../i18n/areas/landing';
import type { LandingMessages } from '../../../i18n/areas/landing';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface BetaProgramSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  headingLevel?: HeadingLevel;
  /** The section's id, for in-page links. */
  id?: string;
  LinkComponent?: LinkComponent;
  className?: string;
}

const perks = (landingText: LandingMessages) => [
  landingText.landingBetaPoint1,
  landingText.landingBetaPoint2,
  landingText.landingBetaPoint3,
];

/** The closing invitation: the beta is free, and the way in is /login. */
export function BetaProgramSection({
  headingLevel = 2,
  id,
  LinkComponent,
  className,
  ...props
}: BetaProgramSectionProps) {
  const commonText = useMessages('common', commonMessages);
  const landingText = useMessages('landing', landingMessages);
  const titleId = useId();
  return (
    <section {...props} id={id} aria-labelledby={titleId} className={cx(section.section, className)}>
      <div className={section.container}>
        <div className={styles.panel}>
          <div className={styles.text}>
            <Badge tone="brand" className={styles.badge}>
              {landingText.landingBetaBadge}
            </Badge>
            <Heading level={headingLevel} id={titleId} className={section.title}>
              {landingText.landingBetaTitle}
            </Heading>
            <p className={styles.lead}>{landingText.landingBetaText}</p>
          </div>
          <div className={styles.side}>
            <ul className={styles.perks}>
              {perks(landingText).map((perk) => (
                <li key={perk} className={styles.perk}>
                  <span className={styles.check} aria-hidden="true">
                    <CheckIcon />
                  </span>
                  {perk}
                </li>
              ))}
            </ul>
            <LinkButton
              href={registerHref}
              size="lg"
              LinkComponent={LinkComponent}
              trailingIcon={<ArrowRightIcon />}
              className={styles.cta}
            >
              {commonText.landingStartFree}
            </LinkButton>
          </div>
        </div>
      </div>
    </section>
  );
}
