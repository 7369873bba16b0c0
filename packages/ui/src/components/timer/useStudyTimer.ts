import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { initialStudyTimerState, studyElapsedMs, studyTimerReducer } from './studyTimer';
import type { StudyTimerStatus } from './studyTimer';

export interface UseStudyTimerOptions {
  /** The clock, in ms since the epoch; tests and stories pass a fake one. */
  now?: () => number;
}

export interface StudyTimerControls {
  status: StudyTimerStatus;
  hasStarted: boolean;
  elapsedMs: number;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onEnd: () => void;
}

/**
 * The session study timer's state and actions, shaped to spread onto StudyTimerCard:
 * `<StudyTimerCard {...useStudyTimer()} />`. It re-renders once per displayed second while
 * running, at the second's edge, and not at all otherwise.
 */
export function useStudyTimer({ now = Date.now }: UseStudyTimerOptions = {}): StudyTimerControls {
  // A ref, so an inline clock function does not restart the ticking on every render.
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  }, [now]);
  const [state, dispatch] = useReducer(studyTimerReducer, initialStudyTimerState);
  const [currentTime, setCurrentTime] = useState(() => now());

  useEffect(() => {
    if (state.status !== 'running') return undefined;
    let timeout: ReturnType<typeof setTimeout>;
    const tick = () => {
      const time = clock.current();
      setCurrentTime(time);
      timeout = setTimeout(tick, 1000 - (studyElapsedMs(state, time) % 1000));
    };
    tick();
    return () => clearTimeout(timeout);
  }, [state]);

  const at = useCallback((type: 'start' | 'pause' | 'resume') => {
    const time = clock.current();
    setCurrentTime(time);
    dispatch({ type, now: time });
  }, []);

  return {
    status: state.status,
    hasStarted: state.hasStarted,
    elapsedMs: studyElapsedMs(state, currentTime),
    onStart: useCallback(() => at('start'), [at]),
    onPause: useCallback(() => at('pause'), [at]),
    onResume: useCallback(() => at('resume'), [at]),
    onEnd: useCallback(() => dispatch({ type: 'end' }), []),
  };
}
