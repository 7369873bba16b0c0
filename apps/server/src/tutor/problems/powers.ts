import type { Language } from '@study/contract';
import { guideTexts } from '../messages/guide';
import { normalize } from '../text';
import { findNumbers, numberIn, tex, tidy } from './numbers';
import { formulaStep, words } from './step';
import type { Family, Problem, ReadResult, Reading, Step } from './types';

// Repeated doubling or tenfold steps of the science chapters: cells after n mitoses (2ⁿ, chapter
// 2), how many times more acidic one pH is than another (10 per step, chapter 10), and the energy
// that reaches the end of a food chain by the ten per cent rule (chapter 14).

const MITOSIS = words(['মাইটোসিস', 'mitosis', 'maitosis', 'বিভাজন', 'bivajon', 'bibhajon', 'divide', 'division']);
const CELLS = words(['কোষ', '(?<![a-z])kosh', 'cells?(?![a-z])']);
const TIMES = /^\s*(?:বার|bar(?![a-z])|times|টি বিভাজন|বিভাজন|divisions?)/u;
const PH = /(?<![a-z])ph\s*$/u;
const ACIDIC = words(['অম্ল', 'এসিড', 'acid', 'amlo', 'omlo', 'গুণ', 'gun', 'times']);
const TEN_PERCENT = words(['10\\s*%', '১০\\s*%', 'দশ শতাংশ', 'ten per ?cent', '10 percent', '10 shotangsho']);
const ENERGY = words(['শক্তি', 'energy', 'shokti', 'sokti', 'একক', 'ekok', 'units?']);

function read(raw: string, _language: Language): ReadResult | undefined {
  const text = normalize(raw);
  const numbers = findNumbers(text);
  const phs = numbers.filter((n) => PH.test(n.before));
  if (phs.length === 2 && ACIDIC.test(text)) {
    const [low, high] = phs.map((n) => n.value).sort((a, b) => a - b) as [number, number];
    if (low === high || low < 0 || high > 14 || !Number.isInteger(high - low)) return undefined;
    return { reading: { family: 'powers', kind: 'ph', inputs: { low, high } } };
  }
  if (TEN_PERCENT.test(text) && ENERGY.test(text)) {
    const arrows = (text.match(/→|->|=>/gu) ?? []).length;
    const energy = numbers.find((n) => n.value !== 10 && n.value > 0);
    if (!energy || arrows < 1 || arrows > 6) return undefined;
    return { reading: { family: 'powers', kind: 'energy', inputs: { e: energy.value, levels: arrows } } };
  }
  if (MITOSIS.test(text) && CELLS.test(text)) {
    const times = numbers.find((n) => TIMES.test(n.after));
    if (!times || !Number.isInteger(times.value) || times.value < 1 || times.value > 30) return undefined;
    return { reading: { family: 'powers', kind: 'cells', inputs: { n: times.value } } };
  }
  return undefined;
}

function build(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.calc.powers;
  const num = numberIn(language);
  const { inputs } = reading;
  const steps: Step[] = [];
  if (reading.kind === 'cells') {
    const n = inputs.n ?? 1;
    const cells = 2 ** n;
    steps.push(formulaStep(language, say.cellsWhat, say.cellsHint, `2^{${tex(n)}}`, cells));
    return {
      ...reading,
      setup: say.cellsSetup(num(n)),
      steps,
      answer: texts.geometry.answer(say.cellsWhat, num(cells), ''),
    };
  }
  if (reading.kind === 'ph') {
    const low = inputs.low ?? 0;
    const high = inputs.high ?? 0;
    const diff = high - low;
    const fold = 10 ** diff;
    steps.push(formulaStep(language, say.phDiffWhat, say.phDiffHint, `${tex(high)} - ${tex(low)}`, diff));
    steps.push(formulaStep(language, say.phFoldWhat, say.phFoldHint, `10^{${tex(diff)}}`, fold));
    return {
      ...reading,
      setup: say.phSetup(num(low), num(high)),
      steps,
      answer: texts.geometry.answer(say.phFoldWhat, num(fold), ''),
    };
  }
  const levels = inputs.levels ?? 1;
  let energy = inputs.e ?? 0;
  for (let level = 1; level <= levels; level += 1) {
    const next = tidy(energy / 10);
    steps.push(
      formulaStep(
        language,
        say.energyWhat(num(level)),
        say.energyHint,
        `${tex(energy)} \\times \\frac{10}{100}`,
        next,
        say.unit,
      ),
    );
    energy = next;
  }
  return {
    ...reading,
    setup: say.energySetup(num(inputs.e ?? 0), num(levels)),
    steps,
    answer: `${num(energy)} ${say.unit}`,
  };
}

export const powers: Family = { id: 'powers', read, build };
