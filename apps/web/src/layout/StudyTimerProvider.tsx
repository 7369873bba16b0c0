import { StudyTimerButton } from '@study/ui';
import type { ReactNode } from 'react';
import { StudyTimerContext, useSessionStudyTimer, useSessionStudyTimerState } from './studyTimer';

/**
 * Runs the session study timer for the signed-in frame and hands it down. The timer ticks every
 * second while it runs: only this provider and the displays that read it re-render then, not the
 * frame and the page (its children are elements its parent made, which React reuses as they are).
 */
export function StudyTimerProvider({ children }: { children: ReactNode }) {
  const timer = useSessionStudyTimerState();
  return <StudyTimerContext.Provider value={timer}>{children}</StudyTimerContext.Provider>;
}

/** The header's timer button. */
export function HeaderStudyTimer() {
  return <StudyTimerButton {...useSessionStudyTimer()} />;
}
