import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import type { ProgressStatus } from '../types';
import * as styles from './StatusIcon.css';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import type { SubjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

/**
 * The statuses' names ('শুরু হয়নি', 'চলমান', 'সম্পন্ন') as keys into the subjects area: a component
 * reads them from the strings it resolved with useMessages, so an app's overrides apply.
 */
export const progressStatusKeys: Record<ProgressStatus, keyof SubjectsMessages> = {
  'not-started': 'statusNotStarted',
  'in-progress': 'statusInProgress',
  completed: 'statusCompleted',
};

export interface StatusIconProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  status: ProgressStatus;
  /** Hides the icon from screen readers, when a visible badge already says the status. */
  decorative?: boolean;
}

/** An empty ring, a half-filled ring or a tick: how far a chapter or topic has got. */
export function StatusIcon({ status, decorative = false, className, ...props }: StatusIconProps) {
  const subjectsText = useMessages('subjects', subjectsMessages);
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': subjectsText[progressStatusKeys[status]] } as const);
  return (
    <span {...props} {...a11y} className={cx(styles.root, styles.tone[status], className)}>
      <svg viewBox="0 0 20 20" className={styles.svg} aria-hidden="true">
        {status === 'completed' ? (
          <>
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path
              d="m6 10.2 2.7 2.7L14.2 7.4"
              className={styles.tick}
              fill="none"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </>
        ) : (
          <>
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            {status === 'in-progress' && <path d="M10 4a6 6 0 0 1 0 12Z" fill="currentColor" />}
          </>
        )}
      </svg>
    </span>
  );
}
