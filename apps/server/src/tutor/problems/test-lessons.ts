import { expect } from 'vitest';
import { converse } from './conversation';

export { lessonText as lesson } from './eval-lessons';

/**
 * Walks a problem with the right answer to every step and checks the final answer; returns the
 * first reply's state (its family, kind and inputs).
 */
export function solves(question: string, answers: (number | string)[], answer: string, lessonText = '') {
  const replies = converse([question, ...answers.map(String)], lessonText);
  const [first] = replies;
  expect(first?.state, `not read: ${question}`).toBeTruthy();
  replies.slice(1, -1).forEach((reply, index) => {
    expect(reply?.text, `step ${index + 1} of ${question}`).toContain(`**ধাপ ${'১২৩৪৫৬৭৮৯'[index + 1]}:**`);
  });
  expect(replies.at(-1)?.text).toContain(`**উত্তর:** ${answer}`);
  expect(replies.at(-1)?.state?.done).toBe(true);
  return first?.state;
}
