import type { Language } from '@study/contract';
import { guideTexts } from '../messages/guide';
import { normalize } from '../text';
import { LENGTH_UNITS } from './geometry';
import { findNumbers, numberIn, tex, tidy } from './numbers';
import type { FoundNumber } from './numbers';
import { formulaStep, words } from './step';
import type { Family, Problem, ReadResult, Reading, Step } from './types';

// Pythagoras' theorem (class 8 maths, chapter 9): the hypotenuse from the two sides of the right
// angle, or a side from the hypotenuse and the other side (the ladder against a wall); and the
// angle sum of a triangle (180°) or a quadrilateral (360°, chapter 8): the missing angle.

const PYTHAGORAS = words([
  'পিথাগোরাস',
  'পীথাগোরাস',
  'অতিভুজ',
  'সমকোণী',
  'সমকোনী',
  'মই',
  'pythagor',
  'pithagor',
  'hypotenuse',
  'right[- ]?angled?',
  'right triangle',
  'otibhuj',
  'otivuj',
  'shomokoni',
  'somokoni',
  'ladder',
  '(?<![a-z])moi(?![a-z])',
]);
const LADDER = words(['মই', 'ladder', '(?<![a-z])moi(?![a-z])']);
/** A number that is the hypotenuse: named right before it, or a ladder's length ("১৭ ফুট মই"). */
const HYP_BEFORE = words(['(?:অতিভুজ|hypotenuse|otivuj|otibhuj|মই|ladder)[^\\d]{0,12}$']);
const HYP_AFTER = /^\s*(?:\S+\s+)?(?:লম্বা\s+)?(?:মই|ladder|moi(?![a-z]))/u;
const ASKS_HYP = words([
  'অতিভুজ\\s*(?:কত|নির্ণয়|বের|koto)',
  'find the hypotenuse',
  'hypotenuse\\s*\\??\\s*$',
  'what is the hypotenuse',
  '(?:otivuj|otibhuj)\\s*(?:koto|ber)',
]);
const ASKS_SIDE = words([
  'উঁচু',
  'উচ্চতা',
  'height',
  'high',
  'uchu',
  'uchchota',
  'অপর বাহু',
  'অন্য বাহু',
  'other side',
  'third side',
  'লম্ব কত',
  'ভূমি কত',
  'onno bahu',
  'opor bahu',
]);
const AREA = words(['ক্ষেত্রফল', 'area', 'khetrofol', 'khetrophol', 'পরিসীমা', 'perimeter']);
const DEGREES = /^\s*(?:°|ডিগ্রি|degree|deg(?![a-z])|\^\s*\\?circ|\^\s*o(?![a-z]))/u;

const QUADRILATERAL = words([
  'চতুর্ভুজ',
  'quadrilateral',
  'cho?[tu]urbhuj',
  'cho?[tu]urvuj',
  'chaturbhuj',
  'choturbhuj',
  'chotur?bhuj',
]);
const TRIANGLE = words(['ত্রিভুজ', 'triangle', 'tribhuj', 'trivuj']);
const ANGLE = words(['কোণ', 'কোন', '(?<![a-z])angles?(?![a-z])', '(?<![a-z])kon(?:e|er|gulo)?(?![a-z])']);
/** A right triangle: one of its angles is 90° without being written. */
const RIGHT = words(['সমকোণী', 'সমকোনী', 'right[- ]?angled', 'right triangle', 'shomokoni', 'somokoni']);

const unitOf = (numbers: FoundNumber[]) =>
  numbers.map((n) => LENGTH_UNITS.findIndex((pattern) => pattern.test(n.after))).find((index) => index >= 0) ?? -1;

function readPythagoras(raw: string, language: Language): ReadResult | undefined {
  const text = normalize(raw);
  if (!PYTHAGORAS.test(text) || AREA.test(text)) return undefined;
  const numbers = findNumbers(text).filter((n) => !DEGREES.test(n.after) && n.value !== 90);
  if (numbers.length !== 2) return undefined;
  const say = guideTexts[language].calc.pythagoras;
  const [first, second] = numbers as [FoundNumber, FoundNumber];
  if (first.value <= 0 || second.value <= 0) return { issue: say.issueNonPositive };
  const unit = unitOf(numbers) + 1;
  const named = numbers.find((n) => HYP_BEFORE.test(n.before) || HYP_AFTER.test(n.after));
  const ladder = LADDER.test(text);
  const leg = !ASKS_HYP.test(text) && (named !== undefined || ladder || ASKS_SIDE.test(text));
  if (!leg)
    return { reading: { family: 'pythagoras', kind: 'hyp', inputs: { a: first.value, b: second.value, unit } } };
  const c = named?.value ?? Math.max(first.value, second.value);
  const a = named ? (named === first ? second.value : first.value) : Math.min(first.value, second.value);
  if (a >= c) return { issue: say.issueLeg };
  return { reading: { family: 'pythagoras', kind: 'leg', inputs: { c, a, unit, ladder: ladder ? 1 : 0 } } };
}

function buildPythagoras(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.calc.pythagoras;
  const num = numberIn(language);
  const { inputs } = reading;
  const unit = texts.geometry.lengthUnits[inputs.unit ?? 0] ?? '';
  const len = (value: number) => (unit ? `${num(value)} ${unit}` : num(value));
  const sq = unit ? texts.geometry.square(unit) : '';
  const squareStep = (x: number) =>
    formulaStep(language, `$${tex(x)}^2$`, say.squareHint, `${tex(x)} \\times ${tex(x)}`, tidy(x * x), sq);
  const steps: Step[] = [];
  if (reading.kind === 'hyp') {
    const a = inputs.a ?? 0;
    const b = inputs.b ?? 0;
    const sum = tidy(a * a + b * b);
    const c = tidy(Math.sqrt(sum), 2);
    steps.push(squareStep(a), squareStep(b));
    steps.push(formulaStep(language, say.sumWhat, say.sumHint, `${tex(a * a)} + ${tex(b * b)}`, sum, sq));
    steps.push(formulaStep(language, say.hyp, say.rootHint, `\\sqrt{${tex(sum)}}`, c, unit));
    return {
      ...reading,
      setup: say.hypSetup(len(a), len(b)),
      steps,
      answer: texts.geometry.answer(say.hyp, num(c), unit),
    };
  }
  const c = inputs.c ?? 0;
  const a = inputs.a ?? 0;
  const diff = tidy(c * c - a * a);
  const b = tidy(Math.sqrt(diff), 2);
  const what = inputs.ladder === 1 ? say.height : say.leg;
  steps.push(squareStep(c), squareStep(a));
  steps.push({
    ...formulaStep(language, say.diffWhat, say.diffHint, `${tex(c * c)} - ${tex(a * a)}`, diff, sq),
    mistakes: [{ answer: tidy(c * c + a * a), note: say.diffHint }],
  });
  steps.push(formulaStep(language, what, say.rootHint, `\\sqrt{${tex(diff)}}`, b, unit));
  return {
    ...reading,
    setup: say.legSetup(len(c), len(a), inputs.ladder === 1),
    steps,
    answer: texts.geometry.answer(what, num(b), unit),
  };
}

export const pythagoras: Family = { id: 'pythagoras', read: readPythagoras, build: buildPythagoras };

function readAngles(raw: string, language: Language): ReadResult | undefined {
  const text = normalize(raw);
  const total = QUADRILATERAL.test(text) ? 360 : TRIANGLE.test(text) ? 180 : undefined;
  if (total === undefined || !ANGLE.test(text) || AREA.test(text)) return undefined;
  const numbers = findNumbers(text);
  // Sides in centimetres are no angles.
  if (numbers.length === 0 || unitOf(numbers) >= 0) return undefined;
  const given = numbers.map((n) => n.value);
  if (total === 180 && RIGHT.test(text) && given.length === 1 && given[0] !== 90) given.unshift(90);
  if (given.length !== (total === 360 ? 3 : 2)) return undefined;
  const say = guideTexts[language].calc.angles;
  const sum = given.reduce((x, y) => x + y, 0);
  if (sum >= total || given.some((value) => value <= 0)) return { issue: say.issue(numberIn(language)(total)) };
  const inputs: Record<string, number> = { total };
  given.forEach((value, index) => {
    inputs[`g${index}`] = value;
  });
  return { reading: { family: 'angles', kind: total === 360 ? 'quadrilateral' : 'triangle', inputs } };
}

function buildAngles(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.calc.angles;
  const num = numberIn(language);
  const total = reading.inputs.total ?? 360;
  const given = Object.keys(reading.inputs)
    .filter((key) => /^g\d$/.test(key))
    .sort()
    .map((key) => reading.inputs[key] ?? 0);
  const sum = tidy(given.reduce((x, y) => x + y, 0));
  const missing = tidy(total - sum);
  const shape = say.shapes[reading.kind === 'triangle' ? 'triangle' : 'quadrilateral'];
  const steps: Step[] = [
    formulaStep(language, say.sumWhat, say.sumHint, given.map((g) => tex(g)).join(' + '), sum, say.degrees),
    formulaStep(
      language,
      say.missingWhat,
      say.missingHint(tex(total)),
      `${tex(total)} - ${tex(sum)}`,
      missing,
      say.degrees,
    ),
  ];
  const list = given.map((g) => `${num(g)}°`).join(', ');
  return {
    ...reading,
    setup: say.setup(shape, list, tex(total)),
    steps,
    answer: texts.geometry.answer(say.missingWhat, num(missing), say.degrees),
  };
}

export const angles: Family = { id: 'angles', read: readAngles, build: buildAngles };
