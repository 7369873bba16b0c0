import { describe, expect, it } from 'vitest';
import { timerMessages } from '../../i18n/areas/timer';
import {
  encouragementFor,
  formatStudyTime,
  initialStudyTimerState,
  parseStudyTimerState,
  studyElapsedMs,
  studyTimerReducer,
} from './studyTimer';
import type { StudyTimerEvent, StudyTimerState } from './studyTimer';

/** A fake clock: the test moves time by hand. */
function clock(start = 1_700_000_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const run = (state: StudyTimerState, ...events: StudyTimerEvent[]) => events.reduce(studyTimerReducer, state);

describe('studyTimerReducer', () => {
  it('starts idle at zero, not yet started', () => {
    expect(initialStudyTimerState).toEqual({ status: 'idle', accumulatedMs: 0, startedAt: null, hasStarted: false });
    expect(studyElapsedMs(initialStudyTimerState, 123)).toBe(0);
  });

  it('counts from timestamps while running', () => {
    const time = clock();
    const state = studyTimerReducer(initialStudyTimerState, { type: 'start', now: time.now() });
    expect(state).toMatchObject({ status: 'running', hasStarted: true, startedAt: time.now() });
    time.advance(90_500);
    expect(studyElapsedMs(state, time.now())).toBe(90_500);
  });

  it('loses nothing when ticks stop (a throttled background tab): elapsed comes from the clock', () => {
    const time = clock();
    const state = studyTimerReducer(initialStudyTimerState, { type: 'start', now: time.now() });
    time.advance(25 * 60_000);
    expect(studyElapsedMs(state, time.now())).toBe(25 * 60_000);
  });

  it('pause keeps the time so far and stops counting', () => {
    const time = clock();
    let state = studyTimerReducer(initialStudyTimerState, { type: 'start', now: time.now() });
    time.advance(10_000);
    state = studyTimerReducer(state, { type: 'pause', now: time.now() });
    expect(state).toMatchObject({ status: 'paused', accumulatedMs: 10_000, startedAt: null, hasStarted: true });
    time.advance(60_000);
    expect(studyElapsedMs(state, time.now())).toBe(10_000);
  });

  it('resume adds the new run to the time before the pause', () => {
    const time = clock();
    let state = studyTimerReducer(initialStudyTimerState, { type: 'start', now: time.now() });
    time.advance(10_000);
    state = studyTimerReducer(state, { type: 'pause', now: time.now() });
    time.advance(5_000);
    state = studyTimerReducer(state, { type: 'resume', now: time.now() });
    time.advance(2_000);
    expect(state.status).toBe('running');
    expect(studyElapsedMs(state, time.now())).toBe(12_000);
  });

  it('end resets to zero and clears the started flag, from running or paused', () => {
    const time = clock();
    const running = studyTimerReducer(initialStudyTimerState, { type: 'start', now: time.now() });
    expect(studyTimerReducer(running, { type: 'end' })).toEqual(initialStudyTimerState);
    const paused = studyTimerReducer(running, { type: 'pause', now: time.now() + 1000 });
    expect(studyTimerReducer(paused, { type: 'end' })).toEqual(initialStudyTimerState);
  });

  it('ignores events that do not fit the state', () => {
    const time = clock();
    expect(studyTimerReducer(initialStudyTimerState, { type: 'pause', now: time.now() })).toBe(initialStudyTimerState);
    const running = studyTimerReducer(initialStudyTimerState, { type: 'start', now: time.now() });
    expect(studyTimerReducer(running, { type: 'start', now: time.now() + 5000 })).toBe(running);
    expect(studyTimerReducer(running, { type: 'resume', now: time.now() + 5000 })).toBe(running);
    const paused = studyTimerReducer(running, { type: 'pause', now: time.now() + 1000 });
    expect(studyTimerReducer(paused, { type: 'pause', now: time.now() + 9000 })).toBe(paused);
  });

  it('does not count a clock that went backwards', () => {
    const state = studyTimerReducer(initialStudyTimerState, { type: 'start', now: 10_000 });
    expect(studyElapsedMs(state, 5_000)).toBe(0);
  });

  it('can run several start/pause rounds', () => {
    const state = run(
      initialStudyTimerState,
      { type: 'start', now: 0 },
      { type: 'pause', now: 1_000 },
      { type: 'resume', now: 5_000 },
      { type: 'pause', now: 8_000 },
      { type: 'resume', now: 9_000 },
    );
    expect(studyElapsedMs(state, 10_000)).toBe(5_000);
  });
});

describe('parseStudyTimerState (the timer saved across reloads)', () => {
  const now = 1_700_000_000_000;

  it('gives back every state the reducer makes, so a reload keeps a running or paused timer', () => {
    const running = run(initialStudyTimerState, { type: 'start', now: now - 90_000 });
    const paused = run(running, { type: 'pause', now: now - 30_000 });
    for (const state of [initialStudyTimerState, running, paused]) {
      expect(parseStudyTimerState(JSON.stringify(state), now)).toEqual(state);
    }
    // A running timer keeps counting while the page was gone: 90 s since its start.
    expect(studyElapsedMs(parseStudyTimerState(JSON.stringify(running), now), now)).toBe(90_000);
  });

  it('loads into the reducer as a whole', () => {
    const paused = { status: 'paused', accumulatedMs: 5_000, startedAt: null, hasStarted: true } as const;
    expect(studyTimerReducer(initialStudyTimerState, { type: 'load', state: paused })).toEqual(paused);
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{status'],
    ['not an object', '42'],
    ['an unknown status', JSON.stringify({ status: 'done', accumulatedMs: 0, startedAt: null, hasStarted: true })],
    ['negative time', JSON.stringify({ status: 'paused', accumulatedMs: -5, startedAt: null, hasStarted: true })],
    ['time as text', JSON.stringify({ status: 'paused', accumulatedMs: '5000', startedAt: null, hasStarted: true })],
    [
      'running without a start',
      JSON.stringify({ status: 'running', accumulatedMs: 0, startedAt: null, hasStarted: true }),
    ],
    [
      'a start in the future',
      JSON.stringify({ status: 'running', accumulatedMs: 0, startedAt: now + 60_000, hasStarted: true }),
    ],
    [
      'paused but never started',
      JSON.stringify({ status: 'paused', accumulatedMs: 10, startedAt: null, hasStarted: false }),
    ],
    [
      'paused with a start time',
      JSON.stringify({ status: 'paused', accumulatedMs: 10, startedAt: now, hasStarted: true }),
    ],
  ])('starts afresh from %s', (_, saved) => {
    expect(parseStudyTimerState(saved, now)).toEqual(initialStudyTimerState);
  });
});

describe('formatStudyTime', () => {
  it('shows m:ss in Bengali digits under an hour', () => {
    expect(formatStudyTime(0)).toBe('০:০০');
    expect(formatStudyTime(999)).toBe('০:০০');
    expect(formatStudyTime(1_000)).toBe('০:০১');
    expect(formatStudyTime(65_000)).toBe('১:০৫');
    expect(formatStudyTime((59 * 60 + 59) * 1000 + 999)).toBe('৫৯:৫৯');
  });

  it('switches to h:mm:ss at exactly one hour', () => {
    expect(formatStudyTime(3_600_000)).toBe('১:০০:০০');
    expect(formatStudyTime(3_600_000 + 61_000)).toBe('১:০১:০১');
    expect(formatStudyTime(10 * 3_600_000 + 5_000)).toBe('১০:০০:০৫');
  });

  it('never shows negative time', () => {
    expect(formatStudyTime(-5_000)).toBe('০:০০');
  });
});

describe('encouragementFor', () => {
  it('has one line per band: under 1, 5, 15, 30, 60 minutes and 60 or more', () => {
    const minute = 60_000;
    expect(encouragementFor(0, timerMessages)).toBe(timerMessages.studyEncourageUnder1);
    expect(encouragementFor(minute - 1, timerMessages)).toBe(timerMessages.studyEncourageUnder1);
    expect(encouragementFor(minute, timerMessages)).toBe(timerMessages.studyEncourageUnder5);
    expect(encouragementFor(5 * minute - 1, timerMessages)).toBe(timerMessages.studyEncourageUnder5);
    expect(encouragementFor(5 * minute, timerMessages)).toBe(timerMessages.studyEncourageUnder15);
    expect(encouragementFor(15 * minute, timerMessages)).toBe(timerMessages.studyEncourageUnder30);
    expect(encouragementFor(30 * minute, timerMessages)).toBe(timerMessages.studyEncourageUnder60);
    expect(encouragementFor(60 * minute - 1, timerMessages)).toBe(timerMessages.studyEncourageUnder60);
    expect(encouragementFor(60 * minute, timerMessages)).toBe(timerMessages.studyEncourageHourPlus);
    expect(encouragementFor(5 * 60 * minute, timerMessages)).toBe(timerMessages.studyEncourageHourPlus);
  });
});
