import type { Language } from '@study/contract';
import { guideTexts } from '../messages/guide';
import { numberIn } from './numbers';
import type { Step } from './types';

// One step of a one-formula calculation, worded like the shapes' steps: "X কত?", the method as the
// first hint, the numbers in place as the second, and the line of the worked solution.

export function formulaStep(
  language: Language,
  what: string,
  method: string,
  expression: string,
  value: number,
  unit = '',
): Step {
  const texts = guideTexts[language];
  return {
    ask: texts.geometry.productAsk(what),
    hints: [method, texts.filled(expression)],
    answer: value,
    done: texts.geometry.done(what, expression, numberIn(language)(value), unit),
  };
}

/** A phrase list as one pattern over normalised text (Bengali spelt as `normalize` leaves it). */
export function words(list: string[]): RegExp {
  return new RegExp(list.map((item) => item.normalize('NFC')).join('|'), 'u');
}
