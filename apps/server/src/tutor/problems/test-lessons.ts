import { expect } from 'vitest';
import { guideTexts } from '../messages/guide';
import { writtenLanguage } from '../language';
import { converse } from './conversation';
import { numberIn } from './numbers';

export { lessonText as lesson } from './eval-lessons';

/**
 * Walks a problem with the right answer to every step and checks the final answer, in the
 * question's language (an English question is answered in English); returns the first reply's
 * state (its family, kind and inputs).
 */
export function solves(question: string, answers: (number | string)[], answer: string, lessonText = '') {
  const replies = converse([question, ...answers.map(String)], lessonText);
  const [first] = replies;
  const language = writtenLanguage(question) ?? 'bn';
  const { moves } = guideTexts[language];
  expect(first?.state, `not read: ${question}`).toBeTruthy();
  replies.slice(1, -1).forEach((reply, index) => {
    expect(reply?.text, `step ${index + 1} of ${question}`).toContain(moves.step(numberIn(language)(index + 2)));
  });
  expect(replies.at(-1)?.text).toContain(moves.answer(answer));
  expect(replies.at(-1)?.state?.done).toBe(true);
  return first?.state;
}
