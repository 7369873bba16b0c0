import type { Language } from '@study/contract';
import { guideTexts } from '../messages/guide';
import { normalize } from '../text';
import { findNumbers, numberIn, tex, tidy } from './numbers';
import type { FoundNumber } from './numbers';
import { formulaStep, words } from './step';
import type { Family, Problem, ReadResult, Reading, Step } from './types';

// Counting with sets (class 8 maths, chapter 7): a Venn diagram's n(A ∪ B) = n(A) + n(B) − n(A ∩ B)
// and those in neither set, and the 2ⁿ subsets of a set; and the data chapter's (chapter 11)
// mean and median of the student's own list of numbers, and a pie chart's angle.

const SUBSETS = words(['উপসেট', 'subset', 'uposet', 'upo set']);
/** Those in both sets, named just after the number ("১৯ জন দুটোই") or just before it. */
const BOTH_AFTER = words([
  '^\\s*(?:জন|টি|টা|jon|ta|ti|students?|people|of them)?\\s*(?:[^\\s\\d,;।.]+\\s+){0,2}(?:উভয়|দুটোই|দুটিই|দুইটাই|দুটোতেই|দুটিতেই|দুইটিতেই|দুটো|দুটি|দুইটা|duitai|duitay|duto|duita|both|ubhoy)',
]);
const BOTH_BEFORE = words(['(?:উভয়|দুটোই|দুটিতেই|দুটোতেই|দুইটাই|duitai|both|ubhoy|∩|cap)[^\\d]{0,14}$']);
const NEITHER = words([
  'কোনোটিই',
  'কোনটিই',
  'কোনোটাই',
  'কোনটাই',
  'কোনোটিতেই',
  'কোনটিতেই',
  'কোনোটাতেই',
  'কোনোটি না',
  'কোনটা না',
  'kono ?tai',
  'konotai',
  'konotai',
  'kono ?ta ?i',
  'neither',
  'none of',
  'কোনো খেলাই',
  'কোনোটি পছন্দ করে না',
]);
const SETS = words(['সেট', 'ভেন', 'venn', '(?<![a-z])set', 'পছন্দ', 'pochondo', 'like', 'খেলে', 'পড়ে', 'জানে']);

const MEAN = words(['গড়', 'average', '(?<![a-z])mean(?![a-z])', '(?<![a-z])gor(?![a-z])', 'গাণিতিক গড়']);
const MEDIAN = words(['মধ্যক', 'median', 'moddhok', 'moddhyok', 'madhyak', 'moddhak']);
const PIE = words(['পাইচিত্র', 'পাই চিত্র', 'pie', 'pai ?chitro']);
/** A list of numbers: "৭২, ৮৫, ৬৮", "12 ar 15", "3 and 4". */
const LIST = /-?\d+(?:\.\d+)?(?:\s*(?:,|،|;|ও|আর|এবং|and|ar|r|&)\s*-?\d+(?:\.\d+)?)+/gu;

function readSets(raw: string, language: Language): ReadResult | undefined {
  const text = normalize(raw);
  const say = guideTexts[language].calc.sets;
  const numbers = findNumbers(text);
  if (SUBSETS.test(text) && numbers.length === 1) {
    const n = numbers[0]?.value ?? 0;
    if (!Number.isInteger(n) || n < 0 || n > 20) return undefined;
    return { reading: { family: 'sets', kind: 'subsets', inputs: { n } } };
  }
  if (numbers.length < 3 || numbers.length > 4) return undefined;
  const both = numbers.find((n) => BOTH_BEFORE.test(n.before)) ?? numbers.find((n) => BOTH_AFTER.test(n.after));
  if (!both || !(SETS.test(text) || NEITHER.test(text))) return undefined;
  const rest = numbers.filter((n) => n !== both);
  let total: FoundNumber | undefined;
  if (rest.length === 3) {
    total = rest.reduce((big, n) => (n.value > big.value ? n : big));
    rest.splice(rest.indexOf(total), 1);
  }
  const [a, b] = rest as [FoundNumber, FoundNumber];
  if ([a, b, both, total].some((n) => n !== undefined && (n.value < 0 || !Number.isFinite(n.value))))
    return { issue: say.issueBoth };
  if (both.value > Math.min(a.value, b.value)) return { issue: say.issueBoth };
  const union = a.value + b.value - both.value;
  if (total && union > total.value) return { issue: say.issueTotal };
  const inputs: Record<string, number> = { a: a.value, b: b.value, both: both.value };
  if (total && NEITHER.test(text))
    return { reading: { family: 'sets', kind: 'neither', inputs: { ...inputs, total: total.value } } };
  return { reading: { family: 'sets', kind: 'union', inputs } };
}

function buildSets(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.calc.sets;
  const num = numberIn(language);
  const { inputs } = reading;
  const steps: Step[] = [];
  if (reading.kind === 'subsets') {
    const n = inputs.n ?? 0;
    const count = 2 ** n;
    steps.push(formulaStep(language, say.subsetsWhat, say.subsetsHint, `2^{${tex(n)}}`, count));
    return {
      ...reading,
      setup: say.subsetsSetup(num(n)),
      steps,
      answer: texts.geometry.answer(say.subsetsWhat, num(count), ''),
    };
  }
  const a = inputs.a ?? 0;
  const b = inputs.b ?? 0;
  const both = inputs.both ?? 0;
  const sum = a + b;
  const union = sum - both;
  steps.push(formulaStep(language, say.sumWhat, say.sumHint, `${tex(a)} + ${tex(b)}`, sum));
  steps.push({
    ...formulaStep(language, say.unionWhat, say.unionHint, `${tex(sum)} - ${tex(both)}`, union),
    mistakes: [{ answer: sum, note: say.unionHint }],
  });
  if (reading.kind === 'neither') {
    const total = inputs.total ?? 0;
    const neither = total - union;
    steps.push({
      ...formulaStep(language, say.neitherWhat, say.neitherHint, `${tex(total)} - ${tex(union)}`, neither),
      mistakes: [{ answer: total - sum, note: say.unionHint }],
    });
    const answer = `${texts.geometry.answer(say.unionWhat, num(union), '')} ${texts.geometry.answer(say.neitherWhat, num(neither), '')}`;
    return { ...reading, setup: say.neitherSetup(num(total), tex(a), tex(b), tex(both)), steps, answer };
  }
  return {
    ...reading,
    setup: say.unionSetup(tex(a), tex(b), tex(both)),
    steps,
    answer: texts.geometry.answer(say.unionWhat, num(union), ''),
  };
}

export const sets: Family = { id: 'sets', read: readSets, build: buildSets };

/** The longest list of numbers in a text. */
function longestList(text: string): number[] {
  let best: number[] = [];
  for (const match of text.matchAll(LIST)) {
    const values = [...match[0].matchAll(/-?\d+(?:\.\d+)?/gu)].map((m) => Number(m[0]));
    if (values.length > best.length) best = values;
  }
  return best;
}

function readStats(raw: string, _language: Language): ReadResult | undefined {
  const text = normalize(raw);
  const median = MEDIAN.test(text);
  if (PIE.test(text)) {
    const numbers = findNumbers(text)
      .map((n) => n.value)
      .filter((value) => value !== 360);
    if (numbers.length !== 2 || numbers.some((value) => value <= 0)) return undefined;
    return {
      reading: { family: 'stats', kind: 'pie', inputs: { part: Math.min(...numbers), total: Math.max(...numbers) } },
    };
  }
  if (!median && !MEAN.test(text)) return undefined;
  const list = longestList(text);
  if (list.length < 2 || list.length > 12) return undefined;
  const inputs: Record<string, number> = {};
  list.forEach((value, index) => {
    inputs[`x${index}`] = value;
  });
  return { reading: { family: 'stats', kind: median ? 'median' : 'mean', inputs } };
}

function buildStats(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.calc.stats;
  const num = numberIn(language);
  const { inputs } = reading;
  const steps: Step[] = [];
  if (reading.kind === 'pie') {
    const part = inputs.part ?? 0;
    const total = inputs.total ?? 1;
    const angle = tidy((part / total) * 360, 2);
    steps.push(
      formulaStep(
        language,
        texts.calc.angles.missingWhat,
        say.pieHint,
        `\\frac{${tex(part)}}{${tex(total)}} \\times 360`,
        angle,
        texts.calc.angles.degrees,
      ),
    );
    return {
      ...reading,
      setup: say.pieSetup(num(part), num(total)),
      steps,
      answer: texts.geometry.answer(texts.calc.angles.missingWhat, num(angle), texts.calc.angles.degrees),
    };
  }
  const values = Object.keys(inputs)
    .filter((key) => /^x\d+$/.test(key))
    .sort((p, q) => Number(p.slice(1)) - Number(q.slice(1)))
    .map((key) => inputs[key] ?? 0);
  const n = values.length;
  const list = values.map((value) => num(value)).join(', ');
  if (reading.kind === 'mean') {
    const sum = tidy(values.reduce((x, y) => x + y, 0));
    const mean = tidy(sum / n, 2);
    steps.push(formulaStep(language, say.sumWhat, say.sumHint, values.map((value) => tex(value)).join(' + '), sum));
    steps.push(formulaStep(language, say.meanWhat, say.meanHint(num(n)), `${tex(sum)} \\div ${tex(n)}`, mean));
    return {
      ...reading,
      setup: say.meanSetup(list, num(n)),
      steps,
      answer: texts.geometry.answer(say.meanWhat, num(mean), ''),
    };
  }
  const sorted = [...values].sort((x, y) => x - y);
  const even = n % 2 === 0;
  const setup = say.medianSetup(list, sorted.map((value) => num(value)).join(', '), tex(n), even);
  if (even) {
    const i = n / 2;
    const pair = tidy((sorted[i - 1] ?? 0) + (sorted[i] ?? 0));
    const median = tidy(pair / 2, 2);
    steps.push(
      formulaStep(
        language,
        say.middleSumWhat,
        say.middleSumHint(num(i), num(i + 1)),
        `${tex(sorted[i - 1] ?? 0)} + ${tex(sorted[i] ?? 0)}`,
        pair,
      ),
    );
    steps.push(formulaStep(language, say.medianWhat, say.medianHintEven, `${tex(pair)} \\div 2`, median));
    return { ...reading, setup, steps, answer: texts.geometry.answer(say.medianWhat, num(median), '') };
  }
  const position = (n + 1) / 2;
  const median = sorted[position - 1] ?? 0;
  steps.push(formulaStep(language, say.positionWhat, say.positionHint, `\\frac{${tex(n)} + 1}{2}`, position));
  steps.push(formulaStep(language, say.medianWhat, say.medianHintOdd(num(position)), `x_{${tex(position)}}`, median));
  return { ...reading, setup, steps, answer: texts.geometry.answer(say.medianWhat, num(median), '') };
}

export const stats: Family = { id: 'stats', read: readStats, build: buildStats };
