import { describe, expect, it } from 'vitest';
import { childTotal, confirmDeleteMessage, describeChildren } from './children';

describe('delete confirmation wording', () => {
  it.each([
    [{ chapters: 3, topics: 12, quizzes: 2 }, '3 chapters, 12 topics and 2 quizzes'],
    [{ chapters: 1, topics: 1, quizzes: 1 }, '1 chapter, 1 topic and 1 quiz'],
    [{ chapters: 0, topics: 4, quizzes: 1 }, '4 topics and 1 quiz'],
    [{ chapters: 2, topics: 0, quizzes: 0 }, '2 chapters'],
    [{ chapters: 0, topics: 0, quizzes: 0 }, ''],
  ])('describes %j as "%s"', (counts, text) => {
    expect(describeChildren(counts)).toBe(text);
  });

  it('asks about "them", or "it" for a single child', () => {
    expect(confirmDeleteMessage('subject', { chapters: 3, topics: 12, quizzes: 2 })).toBe(
      'This subject has 3 chapters, 12 topics and 2 quizzes. Delete them too?',
    );
    expect(confirmDeleteMessage('chapter', { chapters: 0, topics: 0, quizzes: 1 })).toBe(
      'This chapter has 1 quiz. Delete it too?',
    );
    expect(childTotal({ chapters: 1, topics: 2, quizzes: 3 })).toBe(6);
  });
});
