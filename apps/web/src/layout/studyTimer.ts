import { useStudyTimer } from '@study/ui';
import type { StudyTimerControls } from '@study/ui';
import { createContext, useContext } from 'react';
import { studyTimerKey } from '../session/sessionStore';

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

/**
 * The session study timer: one for the signed-in frame, so it keeps running from page to page,
 * saved in localStorage so a reload keeps it (logout removes it with the student's data).
 */
export function useSessionStudyTimerState(): StudyTimerControls {
  return useStudyTimer({ storage, storageKey: studyTimerKey });
}

export const StudyTimerContext = createContext<StudyTimerControls | null>(null);

/** The frame's study timer, for a page that shows it in full (the dashboard). */
export function useSessionStudyTimer(): StudyTimerControls {
  const timer = useContext(StudyTimerContext);
  if (!timer) throw new Error('useSessionStudyTimer() needs the signed-in frame (AuthenticatedLayout)');
  return timer;
}
