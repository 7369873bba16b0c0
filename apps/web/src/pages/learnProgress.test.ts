import { describe, expect, it } from 'vitest';
import { isLastTopic, progressForMove, selectTopicId } from './learnProgress';

const topics = [{ id: 7 }, { id: 3 }, { id: 12 }];

describe('selectTopicId', () => {
  it('keeps the topic named in the query when the chapter has it', () => {
    expect(selectTopicId('3', topics)).toBe(3);
    expect(selectTopicId('12', topics)).toBe(12);
  });

  it('falls back to the first topic for a missing, unknown or malformed query', () => {
    expect(selectTopicId(null, topics)).toBe(7);
    expect(selectTopicId('99', topics)).toBe(7);
    expect(selectTopicId('3abc', topics)).toBe(7);
    expect(selectTopicId('-3', topics)).toBe(7);
    expect(selectTopicId('', topics)).toBe(7);
  });

  it('gives nothing for a chapter without topics', () => {
    expect(selectTopicId('3', [])).toBeUndefined();
  });
});

describe('progressForMove', () => {
  it('marks the first topic opened on a visit as in progress only', () => {
    expect(progressForMove(topics, undefined, 3)).toEqual([{ topicId: 3, status: 'in-progress' }]);
  });

  it('completes the topic left behind when moving forward, even past several topics', () => {
    expect(progressForMove(topics, 7, 3)).toEqual([
      { topicId: 7, status: 'completed' },
      { topicId: 3, status: 'in-progress' },
    ]);
    expect(progressForMove(topics, 7, 12)).toEqual([
      { topicId: 7, status: 'completed' },
      { topicId: 12, status: 'in-progress' },
    ]);
  });

  it('completes nothing when moving back', () => {
    expect(progressForMove(topics, 12, 3)).toEqual([{ topicId: 3, status: 'in-progress' }]);
  });

  it('records nothing when the topic does not change or is not in the chapter', () => {
    expect(progressForMove(topics, 3, 3)).toEqual([]);
    expect(progressForMove(topics, 3, 99)).toEqual([]);
  });

  it('ignores a previous topic from another chapter', () => {
    expect(progressForMove(topics, 99, 3)).toEqual([{ topicId: 3, status: 'in-progress' }]);
  });
});

describe('isLastTopic', () => {
  it('is true only for the last topic', () => {
    expect(isLastTopic(topics, 12)).toBe(true);
    expect(isLastTopic(topics, 7)).toBe(false);
    expect(isLastTopic(topics, undefined)).toBe(false);
    expect(isLastTopic([], 12)).toBe(false);
  });
});
