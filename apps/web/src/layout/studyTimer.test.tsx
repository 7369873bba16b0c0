import { useStudyTimer } from '@study/ui';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { studyTimerKey } from '../session/sessionStore';

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
    localStorage.setItem(studyTimerKey, JSON.stringify({ status: 'running', accumulatedMs: -1, startedAt: now, hasStarted: true }));
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
