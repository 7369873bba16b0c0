import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import * as styles from './BackLink.css';

export interface BackLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'children'> {
  href: string;
  children: ReactNode;
  LinkComponent?: LinkComponent;
  className?: string;
}

/** '← বিষয়সমূহে ফিরে যাও': one step up, with a touch target big enough for a thumb. */
export function BackLink({ href, children, LinkComponent: linkOverride, className, ...props }: BackLinkProps) {
  return (
    <ResolvedLink {...props} LinkComponent={linkOverride} href={href} className={cx(styles.root, className)}>
      <svg
        className={styles.icon}
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d="M16 10H4.5M9 5l-5 5 5 5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{children}</span>
    </ResolvedLink>
  );
}
