import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import * as styles from './Breadcrumb.css';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface BreadcrumbItem {
  label: ReactNode;
  /**
   * Omitted on the last item when it is the page the student is on. A last item with a link
   * (the page's own name is not known yet, e.g. while loading) is not marked current.
   */
  href?: string;
}

export interface BreadcrumbProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** From the top (হোম) down to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
  LinkComponent?: LinkComponent;
  /** Accessible name of the navigation. */
  label?: string;
}

/** Where the page sits: হোম › বিষয়সমূহ › গণিত. A last item without a link is the current page. */
export function Breadcrumb({
  items,
  LinkComponent: linkOverride,
  label: labelProp,
  className,
  ...props
}: BreadcrumbProps) {
  const subjectsText = useMessages('subjects', subjectsMessages);
  const label = labelProp ?? subjectsText.breadcrumbLabel;
  return (
    <nav aria-label={label} {...props} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              {item.href === undefined ? (
                <span className={styles.current} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <ResolvedLink LinkComponent={linkOverride} href={item.href} className={styles.link}>
                  {item.label}
                </ResolvedLink>
              )}
              {!isLast && <ChevronIcon />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function ChevronIcon() {
  return (
    <svg
      className={styles.separator}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="m6 3.5 4.5 4.5L6 12.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
