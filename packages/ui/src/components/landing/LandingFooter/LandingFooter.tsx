import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { LandingBrand } from '../LandingBrand/LandingBrand';
import * as section from '../section.css';
import * as styles from './LandingFooter.css';
import { landingMessages } from '../../../i18n/areas/landing';
import type { LandingMessages } from '../../../i18n/areas/landing';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface LandingFooterProps extends Omit<ComponentPropsWithRef<'footer'>, 'children'> {
  LinkComponent?: LinkComponent;
  className?: string;
}

// Spec §2: the footer links to /subjects, /login and /dashboard.
const links = (landingText: LandingMessages) => [
  { href: '/subjects', label: landingText.landingFooterSubjects },
  { href: '/login', label: landingText.landingFooterLogin },
  { href: '/dashboard', label: landingText.landingFooterDashboard },
];

/** The landing page's footer: the brand, the main links, and a word on the beta. */
export function LandingFooter({ LinkComponent: linkOverride, className, ...props }: LandingFooterProps) {
  const landingText = useMessages('landing', landingMessages);
  return (
    <footer {...props} className={cx(styles.root, className)}>
      <div className={cx(section.container, styles.inner)}>
        <div className={styles.brand}>
          <LandingBrand />
          <p className={styles.tagline}>{landingText.landingFooterTagline}</p>
        </div>
        <nav aria-label={landingText.landingFooterNav}>
          <ul className={styles.links}>
            {links(landingText).map((link) => (
              <li key={link.href}>
                <ResolvedLink LinkComponent={linkOverride} href={link.href} className={styles.link}>
                  {link.label}
                </ResolvedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={cx(section.container, styles.note)}>{landingText.landingFooterNote}</p>
    </footer>
  );
}
