import { useStudyTimer } from '@study/ui';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudySessionRequest } from '@study/contract';
import { studyTimerKey, studyTimerSessionKey } from '../session/sessionStore';
import { useReportingTimer } from './studyTimer';

let now = 1_700_000_000_000;
const clock = () => now;
const mount = () => renderHook(() => useStudyTimer({ now: clock, storage: localStorage, storageKey: studyTimerKey }));

afterEach(() => {
  localStorage.clear();
  now = 1_700_000_000_000;
});

describe('the session study timer across page loads', () => {
  it('keeps running through a reload, counting the time the page was gone', () => {
    const first = mount();
    act(() => first.result.current.onStart());
    now += 65_000;
    first.unmount();

    now += 10_000;
    const second = mount();
    expect(second.result.current).toMatchObject({ status: 'running', hasStarted: true, elapsedMs: 75_000 });
  });

  it('keeps a paused timer paused, with its time', () => {
    const first = mount();
    act(() => first.result.current.onStart());
    now += 42_000;
    act(() => first.result.current.onPause());
    first.unmount();

    now += 600_000;
    const second = mount();
    expect(second.result.current).toMatchObject({ status: 'paused', hasStarted: true, elapsedMs: 42_000 });
  });

  it('ending it is kept too', () => {
    const first = mount();
    act(() => first.result.current.onStart());
    act(() => first.result.current.onEnd());
    first.unmount();
    expect(mount().result.current).toMatchObject({ status: 'idle', hasStarted: false, elapsedMs: 0 });
  });

  it('starts afresh from a saved value it cannot trust', () => {
    localStorage.setItem(
      studyTimerKey,
      JSON.stringify({ status: 'running', accumulatedMs: -1, startedAt: now, hasStarted: true }),
    );
    expect(mount().result.current).toMatchObject({ status: 'idle', elapsedMs: 0 });
  });

  it('follows another tab that starts the timer', () => {
    const timer = mount();
    const saved = JSON.stringify({ status: 'running', accumulatedMs: 5_000, startedAt: now - 1_000, hasStarted: true });
    act(() => {
      localStorage.setItem(studyTimerKey, saved);
      window.dispatchEvent(new StorageEvent('storage', { key: studyTimerKey, newValue: saved }));
    });
    expect(timer.result.current).toMatchObject({ status: 'running', elapsedMs: 6_000 });
  });
});

describe('the study timer reports its session to the server (issue 19)', () => {
  const mountReporting = (report: (session: StudySessionRequest) => Promise<void>) =>
    renderHook(() =>
      useReportingTimer(
        useStudyTimer({ now: clock, storage: localStorage, storageKey: studyTimerKey }),
        report,
        localStorage,
        clock,
      ),
    );

  it('sends the running total under one id when paused and when ended, and a new id after the end', () => {
    const report = vi.fn(async (_session: StudySessionRequest) => undefined);
    const timer = mountReporting(report);
    act(() => timer.result.current.onStart());
    now += 90_000;
    act(() => timer.result.current.onPause());
    expect(report).toHaveBeenCalledTimes(1);
    const first = report.mock.calls[0]?.[0];
    expect(first).toMatchObject({ kind: 'timer', seconds: 90 });
    expect(first?.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(studyTimerSessionKey)).toBe(first?.sessionId);

    act(() => timer.result.current.onResume());
    now += 30_000;
    act(() => timer.result.current.onEnd());
    expect(report.mock.calls[1]?.[0]).toEqual({ sessionId: first?.sessionId, kind: 'timer', seconds: 120 });
    expect(localStorage.getItem(studyTimerSessionKey)).toBeNull();

    act(() => timer.result.current.onStart());
    now += 5_000;
    act(() => timer.result.current.onPause());
    expect(report.mock.calls[2]?.[0].sessionId).not.toBe(first?.sessionId);
  });

  it('sends nothing for a timer ended before a second went by', () => {
    const report = vi.fn(async (_session: StudySessionRequest) => undefined);
    const timer = mountReporting(report);
    act(() => timer.result.current.onStart());
    act(() => timer.result.current.onEnd());
    expect(report).not.toHaveBeenCalled();
  });
});
