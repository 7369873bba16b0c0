import { describe, expect, it } from 'vitest';
import { chapterProgress, pagerDots, selectedTopicIndex } from './chapterProgress';

describe('chapterProgress', () => {
  it('counts completed topics and rounds the percent', () => {
    expect(chapterProgress([{ status: 'completed' }, { status: 'in-progress' }, { status: 'not-started' }])).toEqual({
      done: 1,
      total: 3,
      percent: 33,
    });
    expect(chapterProgress([{ status: 'completed' }, { status: 'completed' }, {}])).toEqual({
      done: 2,
      total: 3,
      percent: 67,
    });
  });

  it('is 0 % for no topics and 100 % when all are done', () => {
    expect(chapterProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
    expect(chapterProgress([{ status: 'completed' }])).toEqual({ done: 1, total: 1, percent: 100 });
  });
});

describe('pagerDots', () => {
  it('marks the open topic current, completed ones done and the rest upcoming', () => {
    expect(pagerDots([{ status: 'completed' }, { status: 'in-progress' }, { status: 'completed' }, {}], 1)).toEqual([
      'done',
      'current',
      'done',
      'upcoming',
    ]);
  });

  it('shows the current dot even when that topic is already done', () => {
    expect(pagerDots([{ status: 'completed' }], 0)).toEqual(['current']);
  });
});

describe('selectedTopicIndex', () => {
  const topics = [{ id: 11 }, { id: 12 }, { id: 13 }];

  it('finds the selected topic', () => {
    expect(selectedTopicIndex(topics, 13)).toBe(2);
  });

  it('falls back to the first topic, as the spec auto-selects it', () => {
    expect(selectedTopicIndex(topics, undefined)).toBe(0);
    expect(selectedTopicIndex(topics, 99)).toBe(0);
  });

  it('is -1 without topics', () => {
    expect(selectedTopicIndex([], 1)).toBe(-1);
  });
});
