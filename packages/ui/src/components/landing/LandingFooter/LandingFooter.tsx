import { bn } from '../../../i18n/messages';
import { cx } from '../../../utils/cx';
import { DefaultLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { LandingBrand } from '../LandingBrand/LandingBrand';
import * as section from '../section.css';
import * as styles from './LandingFooter.css';

export interface LandingFooterProps {
  LinkComponent?: LinkComponent;
  className?: string;
}

// Spec §2: the footer links to /subjects, /login and /dashboard.
const links = [
  { href: '/subjects', label: bn.landingFooterSubjects },
  { href: '/login', label: bn.landingFooterLogin },
  { href: '/dashboard', label: bn.landingFooterDashboard },
];

/** The landing page's footer: the brand, the main links, and a word on the beta. */
export function LandingFooter({ LinkComponent: Link = DefaultLink, className }: LandingFooterProps) {
  return (
    <footer className={cx(styles.root, className)}>
      <div className={cx(section.container, styles.inner)}>
        <div className={styles.brand}>
          <LandingBrand />
          <p className={styles.tagline}>{bn.landingFooterTagline}</p>
        </div>
        <nav aria-label={bn.landingFooterNav}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={cx(section.container, styles.note)}>{bn.landingFooterNote}</p>
    </footer>
  );
}
