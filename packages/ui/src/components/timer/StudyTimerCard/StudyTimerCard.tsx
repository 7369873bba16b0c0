import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import type { HeadingLevel } from '../../../utils/Heading';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import type { CardProps } from '../../Card/Card';
import { LightbulbIcon, PauseIcon, PlayIcon, StopIcon } from '../../../icons';
import { encouragementFor, formatStudyTime } from '../studyTimer';
import type { StudyTimerStatus } from '../studyTimer';
import type { StudyTimerControls } from '../useStudyTimer';
import * as styles from './StudyTimerCard.css';
import { timerMessages } from '../../../i18n/areas/timer';
import type { TimerMessages } from '../../../i18n/areas/timer';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface StudyTimerCardProps
  extends StudyTimerControls, Omit<CardProps, 'title' | 'children' | 'footer' | 'headerAction' | 'as' | 'onPause'> {
  /** Card title; 'পড়ার টাইমার' by default. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
}

const statusBadge = (timerText: TimerMessages): Record<StudyTimerStatus, ReactNode> => ({
  idle: null,
  running: (
    <Badge tone="success" size="sm">
      {timerText.studyTimerRunning}
    </Badge>
  ),
  paused: (
    <Badge tone="warning" size="sm">
      {timerText.studyTimerPaused}
    </Badge>
  ),
});

/**
 * The dashboard's session study timer: the time in Bengali digits, a line of encouragement that
 * changes with the minutes studied, the 25/5 study tip, and start, pause, resume and end. It is
 * driven by props; `useStudyTimer()` supplies them.
 */
export function StudyTimerCard({
  status,
  hasStarted,
  elapsedMs,
  onStart,
  onPause,
  onResume,
  onEnd,
  title: titleProp,
  headingLevel = 3,
  className,
  ...props
}: StudyTimerCardProps) {
  const timerText = useMessages('timer', timerMessages);
  // Built once per set of strings, not on every tick of the clock.
  const badges = useMemo(() => statusBadge(timerText), [timerText]);
  const title = titleProp ?? timerText.studyTimerTitle;
  return (
    <Card
      {...props}
      as="section"
      title={title}
      headingLevel={headingLevel}
      headerAction={badges[status]}
      className={cx(styles.root, className)}
      footer={
        <>
          {status === 'running' ? (
            <Button variant="secondary" leadingIcon={<PauseIcon size="1.25em" />} onClick={onPause}>
              {timerText.studyTimerPause}
            </Button>
          ) : (
            <Button leadingIcon={<PlayIcon size="1.25em" />} onClick={hasStarted ? onResume : onStart}>
              {hasStarted ? timerText.studyTimerResume : timerText.studyTimerStart}
            </Button>
          )}
          {hasStarted && (
            <Button variant="outline" leadingIcon={<StopIcon size="1.25em" />} onClick={onEnd}>
              {timerText.studyTimerEnd}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.body}>
        {/* A timer is not announced every second (aria-live off); its name says what it counts. */}
        <div
          role="timer"
          aria-live="off"
          aria-label={timerText.studyTimerTimeLabel}
          className={cx(styles.time, status === 'running' && styles.timeRunning)}
        >
          {formatStudyTime(elapsedMs)}
        </div>
        <p className={styles.encouragement}>{encouragementFor(elapsedMs, timerText)}</p>
        {elapsedMs > 0 && (
          <p className={styles.tip}>
            <span className={styles.tipIcon}>
              <LightbulbIcon size="1.25em" />
            </span>
            {timerText.studyTip}
          </p>
        )}
      </div>
    </Card>
  );
}
