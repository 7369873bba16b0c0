import { Popover, PopoverDisclosure, usePopoverStore } from '@ariakit/react';
import { useState } from 'react';
import { cx } from '../../../utils/cx';
import { useCloseOnBack } from '../../../utils/useCloseOnBack';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { StopwatchIcon } from '../../../icons';
import { StudyTimerCard } from '../StudyTimerCard/StudyTimerCard';
import { formatStudyTime } from '../studyTimer';
import type { StudyTimerControls } from '../useStudyTimer';
import * as styles from './StudyTimerButton.css';
import { timerMessages } from '../../../i18n/areas/timer';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface StudyTimerButtonProps extends StudyTimerControls {
  /** Opens with the timer shown (stories). */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The session study timer in the header of every signed-in page: a button showing the time
 * once the timer has started (marked while it runs), opening the full timer card beside it.
 * Back (Android's button) closes the card. Driven by props; `useStudyTimer()` supplies them.
 */
export function StudyTimerButton({ defaultOpen = false, className, ...timer }: StudyTimerButtonProps) {
  const timerText = useMessages('timer', timerMessages);
  const [open, setOpen] = useState(defaultOpen);
  const store = usePopoverStore({ open, setOpen, placement: 'bottom-end' });
  useCloseOnBack(open, () => setOpen(false));
  const running = timer.status === 'running';

  return (
    <>
      <PopoverDisclosure store={store} className={cx(styles.button, running && styles.running, className)}>
        <StopwatchIcon size="1.25em" />
        {timer.hasStarted ? (
          <>
            <VisuallyHidden>{timerText.studyTimerTitle}</VisuallyHidden>
            <span className={styles.time}>{formatStudyTime(timer.elapsedMs)}</span>
            {running && <span className={styles.runningDot} aria-hidden="true" />}
          </>
        ) : (
          <span className={styles.label}>{timerText.studyTimerTitle}</span>
        )}
      </PopoverDisclosure>
      <Popover
        store={store}
        aria-label={timerText.studyTimerTitle}
        className={styles.popover}
        gutter={8}
        unmountOnHide
        portal
      >
        <StudyTimerCard {...timer} headingLevel={2} elevation="floating" />
      </Popover>
    </>
  );
}
