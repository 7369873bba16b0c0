import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from './dashboardTestSupport';

// Issue 23: a running study timer ticks every second. Each tick must re-render the timer's
// displays, not the frame and the dashboard's cards around them.

const { renders, counted } = vi.hoisted(() => ({
  renders: new Map<string, number>(),
  counted: [
    'AppShell',
    'DashboardWelcome',
    'LastActivityCard',
    'SubjectGrid',
    'StreakCard',
    'ProgressSummaryCard',
    'QuizStatsCard',
    'ChaptersCompletedCard',
    'AchievementGrid',
    'StudyTimerCard',
    'StudyTimerButton',
  ] as const,
}));
// The real components, each counting its renders.
vi.mock('@study/ui', async (importOriginal) => {
  const ui = await importOriginal<Record<string, unknown>>();
  const { createElement } = await import('react');
  const counting = (name: string) => {
    const Component = ui[name] as ComponentType<object>;
    return (props: object) => {
      renders.set(name, (renders.get(name) ?? 0) + 1);
      return createElement(Component, props);
    };
  };
  return { ...ui, ...Object.fromEntries(counted.map((name) => [name, counting(name)])) };
});

beforeEach(() => {
  // The answers never come: the cards stay as they are while the timer ticks.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  renders.clear();
});

describe('the dashboard while the study timer runs', () => {
  it('re-renders the timer at each tick, not the frame, the greeting or the cards', async () => {
    renderDashboard();
    // Every counted part is on the page (the progress cards come with their own module, after the first render).
    await vi.waitFor(() => expect(counted.filter((name) => !renders.has(name))).toEqual([]), { timeout: 60_000 });

    // The clock is the test's from here: the timer starts, then one second passes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'শুরু করো' }));
    });
    renders.clear();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(Object.fromEntries(renders)).toEqual({ StudyTimerCard: 1, StudyTimerButton: 1 });
  }, 90_000);
});
