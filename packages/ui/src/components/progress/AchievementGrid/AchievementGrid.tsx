import type { ComponentPropsWithRef } from 'react';
import { formatDate, isoDateTime } from '../../../i18n/date';
import { progressMessages as m } from '../../../i18n/progress';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import { LockIcon } from '../../../icons';
import { ProgressCardFrame } from '../shared/ProgressCardFrame';
import * as frame from '../shared/ProgressCardFrame.css';
import type { CardStatus } from '../shared/types';
import { achievementText } from './achievementCatalog';
import type { AchievementCode } from './achievementCatalog';
import * as styles from './AchievementGrid.css';

/** One badge, earned or not. */
export interface Achievement {
  /** Picks the title, rule and icon from the catalogue (`achievementCodes`). */
  code: AchievementCode | (string & {});
  /** When it was earned, ISO text; null while locked. */
  earnedAt: string | null;
  /** Overrides the catalogue's title (needed for a code the catalogue does not know). */
  title?: string;
  /** Overrides the catalogue's rule text. */
  rule?: string;
}

export interface AchievementGridProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  status?: CardStatus;
  achievements?: readonly Achievement[];
  onRetry?: () => void;
  headingLevel?: HeadingLevel;
}

/**
 * Every badge as an icon, title and rule: earned ones with their date, locked ones greyed with a
 * lock and how to earn them. With none earned yet, a line says which badge comes first.
 */
export function AchievementGrid({
  status = 'ready',
  achievements = [],
  onRetry,
  headingLevel = 2,
  ...props
}: AchievementGridProps) {
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const earned = achievements.filter((achievement) => achievement.earnedAt != null).length;

  return (
    <ProgressCardFrame
      title={m.achievementsTitle}
      headingLevel={headingLevel}
      status={status}
      onRetry={onRetry}
      description={
        status === 'ready' && achievements.length > 0
          ? m.achievementsEarnedCount(earned, achievements.length)
          : undefined
      }
      {...props}
    >
      <Stack space="md">
        {earned === 0 && <p className={styles.hint}>{m.achievementsEmptyHint}</p>}
        <ul className={styles.grid}>
          {achievements.map((achievement) => {
            const { title, rule, Icon } = achievementText(achievement.code, achievement);
            const isEarned = achievement.earnedAt != null;
            return (
              <li key={achievement.code} className={cx(styles.badge, isEarned ? styles.earned : styles.locked)}>
                <Stack space="sm">
                  <Inline space="sm" alignY="center" wrap={false}>
                    <span
                      className={cx(styles.icon, isEarned ? styles.iconEarned : styles.iconLocked)}
                      aria-hidden="true"
                    >
                      {isEarned ? <Icon /> : <LockIcon />}
                    </span>
                    <Heading level={innerLevel} className={styles.title}>
                      {title}
                    </Heading>
                  </Inline>
                  <p className={frame.muted}>
                    {!isEarned && <span className={styles.howTo}>{m.achievementHowTo}: </span>}
                    {rule}
                  </p>
                  {isEarned ? (
                    <p className={styles.date}>
                      {m.achievementEarnedOn}:{' '}
                      <time dateTime={isoDateTime(achievement.earnedAt!)}>{formatDate(achievement.earnedAt!)}</time>
                    </p>
                  ) : (
                    <p className={styles.date}>{m.achievementLocked}</p>
                  )}
                </Stack>
              </li>
            );
          })}
        </ul>
      </Stack>
    </ProgressCardFrame>
  );
}
