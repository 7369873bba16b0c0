import type { Language } from '@study/contract';
import { guideTexts } from '../messages/guide';
import { normalize } from '../text';
import { findNumbers, numberIn, tex } from './numbers';
import { formulaStep, words } from './step';
import type { Family, Problem, ReadResult, Reading, Step } from './types';

// The atom's numbers (class 8 science, chapter 6): neutrons = mass number − atomic number, and the
// electron configuration shell by shell (2, 8, 8, … up to 20 electrons, as the lesson does it).

const NEUTRON = words(['নিউট্রন', 'neutron', 'nutron', 'niutron']);
const MASS_NUMBER = words([
  'ভরসংখ্যা',
  'ভর সংখ্যা',
  'mass number',
  'vor ?shon?gkh?a',
  'bhor ?shon?gkh?a',
  'vor ?song?kh?a',
  'bhor ?song?kh?a',
]);
const ATOMIC_NUMBER = words([
  'পারমাণবিক সংখ্যা',
  'পারমানবিক সংখ্যা',
  'atomic number',
  'p[ae]r[oa]?ma?nobik',
  'প্রোটন',
  'proton',
]);
const CONFIGURATION = words(['ইলেকট্রন বিন্যাস', 'বিন্যাস', 'configuration', 'binnash', 'binnas', 'binyas']);
const ELECTRONS = words([
  'ইলেকট্রন',
  'electron',
  'ilektron',
  'elektron',
  'পারমাণবিক সংখ্যা',
  'পারমানবিক সংখ্যা',
  'atomic number',
]);
const near = (pattern: RegExp) => (before: string, after: string) =>
  new RegExp(`(?:${pattern.source})[^\\d]{0,16}$`, 'u').test(before) ||
  new RegExp(`^\\s*(?:[^\\s\\d]+\\s+)?(?:${pattern.source})`, 'u').test(after);

function read(raw: string, language: Language): ReadResult | undefined {
  const text = normalize(raw);
  const say = guideTexts[language].calc.atom;
  const numbers = findNumbers(text);
  if (NEUTRON.test(text) && MASS_NUMBER.test(text) && numbers.length === 2) {
    const isMass = near(MASS_NUMBER);
    const isAtomic = near(ATOMIC_NUMBER);
    const mass =
      numbers.find((n) => isMass(n.before, n.after) && !isAtomic(n.before, n.after)) ??
      numbers.find((n) => isMass(n.before, n.after));
    const atomic = numbers.find((n) => n !== mass && isAtomic(n.before, n.after)) ?? numbers.find((n) => n !== mass);
    if (!mass || !atomic) return undefined;
    if (mass.value <= 0 || atomic.value <= 0) return { issue: say.issueNonPositive };
    if (mass.value < atomic.value) return { issue: say.issueMass };
    return { reading: { family: 'atom', kind: 'neutrons', inputs: { A: mass.value, Z: atomic.value } } };
  }
  if (CONFIGURATION.test(text) && ELECTRONS.test(text) && numbers.length === 1) {
    const e = numbers[0]?.value ?? 0;
    if (!Number.isInteger(e) || e <= 0) return { issue: say.issueNonPositive };
    if (e > 20) return { issue: say.issueShells };
    return { reading: { family: 'atom', kind: 'shells', inputs: { e } } };
  }
  return undefined;
}

/** Electrons shell by shell: 2, then 8, then 8 (the outermost never more than 8), then the rest. */
export function shells(electrons: number): number[] {
  const result: number[] = [];
  let left = electrons;
  for (const max of [2, 8, 8, 2]) {
    if (left <= 0) break;
    const placed = Math.min(max, left);
    result.push(placed);
    left -= placed;
  }
  return result;
}

function build(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.calc.atom;
  const num = numberIn(language);
  const { inputs } = reading;
  if (reading.kind === 'neutrons') {
    const a = inputs.A ?? 0;
    const z = inputs.Z ?? 0;
    const steps: Step[] = [
      {
        ...formulaStep(language, say.neutronWhat, say.neutronHint, `${tex(a)} - ${tex(z)}`, a - z),
        mistakes: [{ answer: a + z, note: say.neutronHint }],
      },
    ];
    return {
      ...reading,
      setup: say.neutronSetup(tex(a), tex(z)),
      steps,
      answer: texts.geometry.answer(say.neutronWhat, num(a - z), ''),
    };
  }
  const e = inputs.e ?? 0;
  const config = shells(e);
  let left = e;
  const steps: Step[] = config.map((placed, index) => {
    const k = num(index + 1);
    const max = [2, 8, 8, 2][index] ?? 2;
    const step: Step = {
      ask: say.shellAsk(k),
      hints: [say.shellHint(k), say.shellFilled(num(left), num(max))],
      answer: placed,
      done: say.shellDone(k, num(placed)),
    };
    left -= placed;
    return step;
  });
  return {
    ...reading,
    setup: say.shellSetup(num(e)),
    steps,
    answer: say.shellAnswer(config.map((value) => num(value)).join(', ')),
  };
}

export const atom: Family = { id: 'atom', read, build };
