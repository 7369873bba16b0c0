import type { ReactNode } from 'react';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import * as styles from './ProgressCardFrame.css';

/** A card's empty state: an icon, what is missing, and what to do first (an action, usually a link). */
export function CardEmpty({
  icon,
  title,
  text,
  action,
  headingLevel,
}: {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  action?: ReactNode;
  headingLevel: HeadingLevel;
}) {
  return (
    <Stack space="md" align="start">
      <Inline space="md" alignY="center" wrap={false}>
        <span className={styles.emptyIcon} aria-hidden="true">
          {icon}
        </span>
        <Heading level={headingLevel} className={styles.emptyTitle}>
          {title}
        </Heading>
      </Inline>
      <p className={styles.muted}>{text}</p>
      {action}
    </Stack>
  );
}
