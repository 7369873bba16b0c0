import { parseStudyTimerState, studyElapsedMs, useStudyTimer } from '@study/ui';
import type { StudyTimerControls } from '@study/ui';
import type { StudySessionRequest } from '@study/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useReportStudySession } from '../data/studySessions';
import { newStudySessionId } from '../data/studySessionId';
import { studyTimerKey, studyTimerSessionKey } from '../session/sessionStore';

/** localStorage, where the browser has one (not when a page is rendered on the server). */
function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked by the browser's settings: the timer lives in memory.
    return null;
  }
}

const storage = localStorageOrNull();

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

/**
 * The timer's study session as the server knows it (issue 19): one id from the first pause to the
 * end, kept with the timer in storage (so a reload or another tab reports the same session).
 */
export function timerSessionId(store: SessionStorage, memory: { current: string | null }): string {
  let id: string | null = null;
  try {
    id = store?.getItem(studyTimerSessionKey) ?? memory.current;
  } catch {
    id = memory.current;
  }
  if (!id) {
    id = newStudySessionId();
    try {
      store?.setItem(studyTimerSessionKey, id);
    } catch {
      // Storage blocked: the id lives in memory for this page.
    }
  }
  memory.current = id;
  return id;
}

/**
 * The timer's controls, reporting the session's time to the server when it is paused or ended:
 * the running total under one id, so pausing twice or a retry never counts twice.
 */
export function useReportingTimer(
  timer: StudyTimerControls,
  report: (session: StudySessionRequest) => Promise<void>,
  store: SessionStorage,
  now: () => number = Date.now,
): StudyTimerControls {
  // The controls of the last commit, for the callbacks below (kept in an effect: refs are not written during render).
  const latest = useRef(timer);
  useEffect(() => {
    latest.current = timer;
  });
  const memory = useRef<string | null>(null);
  const send = useCallback(() => {
    // The saved timer, read at this instant (the rendered figure can be a second behind).
    let elapsedMs = latest.current.elapsedMs;
    try {
      const saved = store?.getItem(studyTimerKey);
      if (saved) elapsedMs = studyElapsedMs(parseStudyTimerState(saved, now()), now());
    } catch {
      // Storage blocked: the rendered figure.
    }
    const seconds = Math.floor(elapsedMs / 1000);
    if (seconds < 1) return;
    void report({ sessionId: timerSessionId(store, memory), kind: 'timer', seconds });
  }, [report, store, now]);
  const onPause = useCallback(() => {
    send();
    latest.current.onPause();
  }, [send]);
  const onEnd = useCallback(() => {
    send();
    latest.current.onEnd();
    memory.current = null;
    try {
      store?.removeItem(studyTimerSessionKey);
    } catch {
      // nothing stored
    }
  }, [send, store]);
  return useMemo(() => ({ ...timer, onPause, onEnd }), [timer, onPause, onEnd]);
}

/**
 * The session study timer: one for the signed-in frame, so it keeps running from page to page,
 * saved in localStorage so a reload keeps it (logout removes it with the student's data). Its time
 * goes to the server when it is paused or ended (the progress page's study time).
 */
export function useSessionStudyTimerState(): StudyTimerControls {
  const timer = useStudyTimer({ storage, storageKey: studyTimerKey });
  return useReportingTimer(timer, useReportStudySession(), storage);
}

export const StudyTimerContext = createContext<StudyTimerControls | null>(null);

/** The frame's study timer (StudyTimerProvider's), for its displays. */
export function useSessionStudyTimer(): StudyTimerControls {
  const timer = useContext(StudyTimerContext);
  if (!timer) throw new Error('useSessionStudyTimer() needs a StudyTimerProvider (the signed-in frame)');
  return timer;
}
