import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { initialStudyTimerState, parseStudyTimerState, studyElapsedMs, studyTimerReducer } from './studyTimer';
import type { StudyTimerEvent, StudyTimerState, StudyTimerStatus } from './studyTimer';

export interface UseStudyTimerOptions {
  /** The clock, in ms since the epoch; tests and stories pass a fake one. */
  now?: () => number;
  /**
   * Where the timer is kept between page loads (e.g. `localStorage`), under `storageKey`: the
   * timer then survives a reload and follows other tabs. Without it the timer lives in memory.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  storageKey?: string;
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
export function useStudyTimer({
  now = Date.now,
  storage = null,
  storageKey = 'studyTimer',
}: UseStudyTimerOptions = {}): StudyTimerControls {
  // A ref, so an inline clock function does not restart the ticking on every render.
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  }, [now]);
  const [state, dispatch] = useReducer(studyTimerReducer, initialStudyTimerState);
  const [currentTime, setCurrentTime] = useState(() => now());
  // The actions' starting point: set by each action at once, and from the state after a commit
  // (a timer loaded from storage); never during render, where an older state could undo an action.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  // The saved timer is read after the first render, not during it: a page rendered on the server
  // (or before the app ran) shows a fresh timer, and the app's first render must match it.
  useEffect(() => {
    if (!storage) return undefined;
    const load = () =>
      dispatch({ type: 'load', state: parseStudyTimerState(storage.getItem(storageKey), clock.current()) });
    load();
    // Another tab started or paused it: follow.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage, storageKey]);

  // Saved by the actions themselves, so a render can never write the fresh timer over the saved one.
  const act = useCallback(
    (event: StudyTimerEvent) => {
      const next = studyTimerReducer(latest.current, event);
      latest.current = next;
      dispatch({ type: 'load', state: next });
      save(storage, storageKey, next);
    },
    [storage, storageKey],
  );

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

  const at = useCallback(
    (type: 'start' | 'pause' | 'resume') => {
      const time = clock.current();
      setCurrentTime(time);
      act({ type, now: time });
    },
    [act],
  );

  return {
    status: state.status,
    hasStarted: state.hasStarted,
    elapsedMs: studyElapsedMs(state, currentTime),
    onStart: useCallback(() => at('start'), [at]),
    onPause: useCallback(() => at('pause'), [at]),
    onResume: useCallback(() => at('resume'), [at]),
    onEnd: useCallback(() => act({ type: 'end' }), [act]),
  };
}

function save(storage: UseStudyTimerOptions['storage'], key: string, state: StudyTimerState): void {
  try {
    storage?.setItem(key, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the timer still runs for this page.
  }
}
