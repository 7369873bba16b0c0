import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import * as styles from './LandingBrand.css';
import { commonMessages } from '../../../i18n/areas/common';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface LandingBrandProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The product's name; 'পাঠশালা এআই' by default. */
  name?: string;
  className?: string;
}

/** The product's mark (an open book with a spark) and name, for the landing header and footer. */
export function LandingBrand({ name: nameProp, className, ...props }: LandingBrandProps) {
  const commonText = useMessages('common', commonMessages);
  const name = nameProp ?? commonText.appName;
  return (
    <span {...props} className={cx(styles.root, className)}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" className={styles.tile} />
        <path
          d="M7 12.5c3-1.3 6-1.3 9 .6 3-1.9 6-1.9 9-.6V24c-3-1.3-6-1.3-9 .6-3-1.9-6-1.9-9-.6V12.5Z"
          className={styles.book}
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M16 4.5l1.3 3.2 3.2 1.3-3.2 1.3L16 13.5l-1.3-3.2L11.5 9l3.2-1.3L16 4.5Z" className={styles.spark} />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
