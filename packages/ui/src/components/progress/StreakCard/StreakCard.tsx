import type { ComponentPropsWithRef } from 'react';
import { formatNumber } from '../../../i18n/format';
import { progressMessages as m } from '../../../i18n/progress';
import type { HeadingLevel } from '../../../utils/Heading';
import { cx } from '../../../utils/cx';
import { Stack } from '../../layout/Stack/Stack';
import { FlameIcon } from '../../../icons';
import { ProgressCardFrame } from '../shared/ProgressCardFrame';
import * as frame from '../shared/ProgressCardFrame.css';
import * as statStyles from '../shared/Stat.css';
import type { CardStatus } from '../shared/types';
import { streakMessage } from './streakMessage';
import type { StreakInput, StreakMessage } from './streakMessage';
import * as styles from './StreakCard.css';

/** The daily streak, in Asia/Dhaka calendar days, as the server counts it. */
export type Streak = StreakInput;

export interface StreakCardProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  status?: CardStatus;
  /** Null or missing when ready: treated as no streak yet. */
  streak?: Streak | null;
  onRetry?: () => void;
  headingLevel?: HeadingLevel;
}

const lines: Record<StreakMessage, string> = {
  startFresh: m.streakStartFresh,
  todayPending: m.streakTodayPending,
  firstDay: m.streakFirstDay,
  newRecord: m.streakNewRecord,
  todayDone: m.streakTodayDone,
};

/**
 * Current and longest streak in days, with one encouraging line: a gentle reminder when today
 * is not counted yet, never a loss. The line is a polite live region, so a streak that grows
 * while the page is open is announced.
 */
export function StreakCard({ status = 'ready', streak, onRetry, headingLevel = 3, ...props }: StreakCardProps) {
  const value = streak ?? { current: 0, longest: 0, todayCounted: false };
  const message = streakMessage(value);
  const calm = message === 'startFresh' || message === 'todayPending';

  return (
    <ProgressCardFrame title={m.streakTitle} headingLevel={headingLevel} status={status} onRetry={onRetry} {...props}>
      <Stack space="md">
        <dl className={statStyles.grid}>
          <div className={cx(statStyles.stat, styles.current)}>
            <dt className={statStyles.label}>{m.streakCurrentLabel}</dt>
            <dd className={statStyles.value}>
              <span className={cx(styles.flame, value.todayCounted && styles.flameLit)} aria-hidden="true">
                <FlameIcon />
              </span>{' '}
              {formatNumber(value.current)}
              <span className={statStyles.unit}> {m.streakDaysUnit}</span>
            </dd>
          </div>
          <div className={statStyles.stat}>
            <dt className={statStyles.label}>{m.streakLongestLabel}</dt>
            <dd className={statStyles.value}>
              {formatNumber(value.longest)}
              <span className={statStyles.unit}> {m.streakDaysUnit}</span>
            </dd>
          </div>
        </dl>
        <p
          aria-live="polite"
          className={cx(styles.message, calm ? styles.messageCalm : styles.messageGlad)}
          data-message={message}
        >
          {lines[message]}
        </p>
        <p className={frame.muted}>{m.streakRule}</p>
      </Stack>
    </ProgressCardFrame>
  );
}
