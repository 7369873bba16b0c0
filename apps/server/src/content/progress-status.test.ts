import { describe, expect, it } from 'vitest';
import { chapterStatus, completedPercent } from './progress-status';

describe('chapterStatus', () => {
  it.each([
    [{ total: 4, completed: 0, started: 0 }, 'not-started'],
    [{ total: 4, completed: 0, started: 1 }, 'in-progress'],
    [{ total: 4, completed: 3, started: 4 }, 'in-progress'],
    [{ total: 4, completed: 4, started: 4 }, 'completed'],
    [{ total: 0, completed: 0, started: 0 }, 'not-started'],
  ] as const)('%o is %s', (counts, status) => {
    expect(chapterStatus(counts)).toBe(status);
  });
});

describe('completedPercent', () => {
  it('is the whole percent of topics completed, 0 without topics', () => {
    expect(completedPercent({ total: 12, completed: 4 })).toBe(33);
    expect(completedPercent({ total: 8, completed: 1 })).toBe(13);
    expect(completedPercent({ total: 3, completed: 3 })).toBe(100);
    expect(completedPercent({ total: 0, completed: 0 })).toBe(0);
  });
});
