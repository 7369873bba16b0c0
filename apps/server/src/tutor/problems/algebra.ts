import type { Language } from '@study/contract';
import { guideTexts } from '../messages/guide';
import { normalize } from '../text';
import { findNumbers, numberIn, tex } from './numbers';
import { formulaStep, words } from './step';
import type { Family, Problem, ReadResult, Reading, Step } from './types';

// The algebra chapters' calculations with the student's numbers: a square by the formula
// (a ± b)² = a² ± 2ab + b² (chapter 4: 105² = (100 + 5)²), a² + b² from a ± b and ab, and a pair
// x + y = p, x − y = q solved by elimination (chapter 6).

const SQUARE = words(['বর্গ', '(?<![a-z])borgo?(?![a-z])', 'square(?![a-z ]*root)', 'squared']);
const NOT_SQUARE = words([
  'বর্গমূল',
  'বর্গক্ষেত্র',
  'বর্গাকার',
  'বর্গ ?মিটার',
  'বর্গ ?সে',
  'বর্গ ?একক',
  'borgomul',
  'borgo ?mul',
  'borgokhetro',
  'square root',
  'root',
  'ক্ষেত্রফল',
  'area',
  'khetrofol',
  'বর্গসংখ্যা',
  'square number',
  'পদ',
  'pattern',
  'প্যাটার্ন',
  // Squares built of matchsticks are figures of a pattern, not a number squared.
  'কাঠি',
  'kathi',
  'matchsticks?',
]);
const SUM_OR_DIFF = /(?<![a-z])a\s*([+-])\s*b\s*=\s*(-?\d+(?:\.\d+)?)/u;
const PRODUCT = /(?<![a-z])ab\s*=\s*(-?\d+(?:\.\d+)?)/u;
const SUM_SQUARES = /a\s*(?:\^|²)\s*2?\s*\+\s*b\s*(?:\^|²)/u;
const X_PLUS_Y = /(?<![a-z\d])x\s*\+\s*y\s*=\s*(-?\d+(?:\.\d+)?)/u;
const X_MINUS_Y = /(?<![a-z\d])x\s*-\s*y\s*=\s*(-?\d+(?:\.\d+)?)/u;

function read(raw: string, _language: Language): ReadResult | undefined {
  const text = normalize(raw).replace(/−/g, '-');
  const plusY = X_PLUS_Y.exec(text);
  const minusY = X_MINUS_Y.exec(text);
  if (plusY && minusY)
    return {
      reading: { family: 'algebra', kind: 'simultaneous', inputs: { p: Number(plusY[1]), q: Number(minusY[1]) } },
    };
  const sum = SUM_OR_DIFF.exec(text);
  const product = PRODUCT.exec(text);
  if (sum && product && SUM_SQUARES.test(text)) {
    return {
      reading: {
        family: 'algebra',
        kind: 'sumSquares',
        inputs: { s: Number(sum[2]), p: Number(product[1]), plus: sum[1] === '+' ? 1 : 0 },
      },
    };
  }
  if (!SQUARE.test(text) || NOT_SQUARE.test(text)) return undefined;
  // "(a+b)^2 er formula diye 103 er borgo": the formula's own 2 is no number of the question.
  const numbers = findNumbers(text.replace(/\([a-z]\s*[+-]\s*[a-z]\)\s*(?:\^|²)\s*2?/gu, ' ')).filter(
    (n) => !/^\s*(?:সে|cm|মি|m(?![a-z])|ফুট|ft|একক)/u.test(n.after),
  );
  if (numbers.length !== 1) return undefined;
  const n = numbers[0]?.value ?? 0;
  if (!Number.isInteger(n) || n < 11 || n > 9999) return undefined;
  return { reading: { family: 'algebra', kind: 'square', inputs: { n } } };
}

/** The round number nearest n (a hundred when it is within 10, else a ten) and what is left. */
export function split(n: number): { a: number; b: number } {
  const hundred = Math.round(n / 100) * 100;
  const a = hundred > 0 && Math.abs(n - hundred) <= 10 ? hundred : Math.round(n / 10) * 10;
  return { a, b: n - a };
}

function build(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.calc.algebra;
  const num = numberIn(language);
  const { inputs } = reading;
  const steps: Step[] = [];
  if (reading.kind === 'simultaneous') {
    const p = inputs.p ?? 0;
    const q = inputs.q ?? 0;
    const twoX = p + q;
    const x = twoX / 2;
    const y = p - x;
    steps.push(formulaStep(language, say.twoXWhat, say.twoXHint, `${tex(p)} + ${tex(q)}`, twoX));
    steps.push(formulaStep(language, say.xWhat, say.xHint, `${tex(twoX)} \\div 2`, x));
    steps.push(formulaStep(language, say.yWhat, say.yHint(tex(p)), `${tex(p)} - ${tex(x)}`, y));
    return { ...reading, setup: say.simultaneousSetup(tex(p), tex(q)), steps, answer: say.solution(num(x), num(y)) };
  }
  if (reading.kind === 'sumSquares') {
    const s = inputs.s ?? 0;
    const p = inputs.p ?? 0;
    const plus = inputs.plus === 1;
    const squared = s * s;
    const value = plus ? squared - 2 * p : squared + 2 * p;
    steps.push(
      formulaStep(language, `$(a ${plus ? '+' : '-'} b)^2$`, say.powerHint, `${tex(s)} \\times ${tex(s)}`, squared),
    );
    steps.push(formulaStep(language, say.twoAbWhat, say.twoAbHint, `2 \\times ${tex(p)}`, 2 * p));
    steps.push({
      ...formulaStep(
        language,
        say.sumSquaresWhat,
        say.sumSquaresHint(plus),
        `${tex(squared)} ${plus ? '-' : '+'} ${tex(2 * p)}`,
        value,
      ),
      mistakes: [{ answer: plus ? squared + 2 * p : squared - 2 * p, note: say.sumSquaresHint(plus) }],
    });
    return {
      ...reading,
      setup: say.sumSquaresSetup(tex(s), tex(p), plus),
      steps,
      answer: texts.geometry.answer(say.sumSquaresWhat, num(value), ''),
    };
  }
  const n = inputs.n ?? 0;
  const { a, b: signed } = split(n);
  const plus = signed >= 0;
  const b = Math.abs(signed);
  const square = (x: number) =>
    formulaStep(language, `$${tex(x)}^2$`, say.powerHint, `${tex(x)} \\times ${tex(x)}`, x * x);
  if (b === 0) {
    steps.push(square(n));
  } else {
    steps.push(square(a));
    steps.push(formulaStep(language, say.twoAbWhat, say.twoAbHint, `2 \\times ${tex(a)} \\times ${tex(b)}`, 2 * a * b));
    steps.push(square(b));
    steps.push(
      formulaStep(
        language,
        say.squareWhat(tex(n)),
        say.squareHint(plus),
        `${tex(a * a)} ${plus ? '+' : '-'} ${tex(2 * a * b)} + ${tex(b * b)}`,
        n * n,
      ),
    );
  }
  // In a formula, as the lesson writes its results: Latin digits, no grouping.
  return {
    ...reading,
    setup: say.squareSetup(tex(n), tex(a), tex(b), plus),
    steps,
    answer: `$${tex(n)}^2 = ${tex(n * n)}$`,
  };
}

export const algebra: Family = { id: 'algebra', read, build };
