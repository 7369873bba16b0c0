import { toBengaliDigits } from '../../i18n/format';
import type { TimerMessages } from '../../i18n/areas/timer';

export type StudyTimerStatus = 'idle' | 'running' | 'paused';

/**
 * The session study timer. Time is measured from timestamps, not by counting ticks: while it
 * runs, elapsed = accumulated + (now − startedAt), so a throttled background tab or a sleeping
 * phone loses nothing.
 */
export interface StudyTimerState {
  status: StudyTimerStatus;
  /** Milliseconds studied before the current run. */
  accumulatedMs: number;
  /** When the current run started (ms since the epoch), while running. */
  startedAt: number | null;
  /** Set by the first start; the start button then reads 'resume'. Cleared by end. */
  hasStarted: boolean;
}

export type StudyTimerEvent =
  { type: 'start'; now: number } | { type: 'pause'; now: number } | { type: 'resume'; now: number } | { type: 'end' };

/** Replaces the whole state: the timer as it was saved (after a reload, or by another tab). */
export type StudyTimerLoad = { type: 'load'; state: StudyTimerState };

export const initialStudyTimerState: StudyTimerState = {
  status: 'idle',
  accumulatedMs: 0,
  startedAt: null,
  hasStarted: false,
};

/** Milliseconds studied at `now`. A clock that went backwards counts as no time. */
export function studyElapsedMs(state: StudyTimerState, now: number): number {
  const running = state.status === 'running' && state.startedAt !== null ? Math.max(0, now - state.startedAt) : 0;
  return state.accumulatedMs + running;
}

/** Events that make no sense in the current state (pause while paused, …) change nothing. */
export function studyTimerReducer(state: StudyTimerState, event: StudyTimerEvent | StudyTimerLoad): StudyTimerState {
  switch (event.type) {
    case 'load':
      return event.state;
    case 'start':
    case 'resume':
      if (state.status === 'running') return state;
      return { ...state, status: 'running', startedAt: event.now, hasStarted: true };
    case 'pause':
      if (state.status !== 'running') return state;
      return { ...state, status: 'paused', accumulatedMs: studyElapsedMs(state, event.now), startedAt: null };
    case 'end':
      return initialStudyTimerState;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** m:ss, or h:mm:ss from an hour on, in Bengali digits: '০:০০', '৫৯:৫৯', '১:০০:০০'. */
export function formatStudyTime(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return toBengaliDigits(hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`);
}

/** Upper bounds in minutes of the spec's encouragement bands, each with its line's key in the timer area. */
const encouragementBands = [
  { underMinutes: 1, key: 'studyEncourageUnder1' },
  { underMinutes: 5, key: 'studyEncourageUnder5' },
  { underMinutes: 15, key: 'studyEncourageUnder15' },
  { underMinutes: 30, key: 'studyEncourageUnder30' },
  { underMinutes: 60, key: 'studyEncourageUnder60' },
  { underMinutes: Infinity, key: 'studyEncourageHourPlus' },
] as const satisfies readonly { underMinutes: number; key: keyof TimerMessages }[];

/**
 * The encouragement line for the time studied, from the timer area's strings as the component
 * resolved them (an app's overrides apply).
 */
export function encouragementFor(elapsedMs: number, words: TimerMessages): string {
  const minutes = elapsedMs / 60_000;
  return words[(encouragementBands.find((band) => minutes < band.underMinutes) ?? encouragementBands[5]).key];
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The timer saved as JSON (local storage), checked before it is trusted: anything that is not a
 * state the reducer could have made (another format, a hand-edited value, a run that starts in
 * the future by `now`'s clock) gives a fresh timer rather than a wrong time.
 */
export function parseStudyTimerState(saved: string | null, now: number): StudyTimerState {
  if (saved === null) return initialStudyTimerState;
  let value: unknown;
  try {
    value = JSON.parse(saved);
  } catch {
    return initialStudyTimerState;
  }
  if (typeof value !== 'object' || value === null) return initialStudyTimerState;
  const { status, accumulatedMs, startedAt, hasStarted } = value as Record<string, unknown>;
  if (!isTime(accumulatedMs) || typeof hasStarted !== 'boolean') return initialStudyTimerState;
  if (status === 'running' && hasStarted && isTime(startedAt) && startedAt <= now) {
    return { status, accumulatedMs, startedAt, hasStarted };
  }
  if (status === 'paused' && hasStarted && startedAt === null) return { status, accumulatedMs, startedAt, hasStarted };
  return initialStudyTimerState;
}
