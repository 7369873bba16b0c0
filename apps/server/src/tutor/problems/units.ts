import { normalize } from '../text';
import { guideTexts } from '../messages/guide';
import type { GuideTexts } from '../messages/guide';
import { numberIn, readNumber, tex, tidy, WRITTEN_NUMBER } from './numbers';
import type { Language } from '@study/contract';
import type { Family, Problem, ReadResult, Reading, Step } from './types';

// Metric units of length, mass and volume (class 8 maths, chapter 3, lessons 1–2): one unit to
// another, and mixed quantities ("৩ কি.মি. ৪ হে.মি. ৫ মিটার") to one unit.

type Dimension = 'length' | 'mass' | 'volume';
type UnitId = keyof GuideTexts['units']['names'];
interface Unit {
  dimension: Dimension;
  /** In metres, grams or millilitres. */
  size: number;
  /** Its name in the reply's language: the catalogue's `units.names`. */
  id: UnitId;
  aliases: string[];
}

const UNITS: Unit[] = [
  {
    dimension: 'length',
    size: 1000,
    id: 'km',
    aliases: ['কিলোমিটার', 'কি.মি.', 'কিমি', 'km', 'kilometer', 'kilometre', 'kilo meter'],
  },
  { dimension: 'length', size: 100, id: 'hm', aliases: ['হেক্টোমিটার', 'হে.মি.', 'hm', 'hectometer'] },
  { dimension: 'length', size: 10, id: 'dam', aliases: ['ডেকামিটার', 'ডেকা.মি.', 'dam', 'decameter', 'dekameter'] },
  { dimension: 'length', size: 1, id: 'm', aliases: ['মিটার', 'মি.', 'meter', 'metre', 'mitar', 'm'] },
  { dimension: 'length', size: 0.1, id: 'dm', aliases: ['ডেসিমিটার', 'ডেসি.মি.', 'dm', 'decimeter'] },
  {
    dimension: 'length',
    size: 0.01,
    id: 'cm',
    aliases: ['সেন্টিমিটার', 'সে.মি.', 'সেমি', 'cm', 'centimeter', 'centimetre'],
  },
  {
    dimension: 'length',
    size: 0.001,
    id: 'mm',
    aliases: ['মিলিমিটার', 'মি.মি.', 'মিমি', 'mm', 'millimeter', 'millimetre'],
  },
  { dimension: 'mass', size: 1_000_000, id: 't', aliases: ['মেট্রিক টন', 'টন', 'metric ton', 'tonne', 'ton'] },
  { dimension: 'mass', size: 100_000, id: 'q', aliases: ['কুইন্টাল', 'quintal'] },
  { dimension: 'mass', size: 1000, id: 'kg', aliases: ['কিলোগ্রাম', 'কেজি', 'কি.গ্রা.', 'kg', 'kilogram', 'kilo'] },
  { dimension: 'mass', size: 100, id: 'hg', aliases: ['হেক্টোগ্রাম', 'hg', 'hectogram'] },
  { dimension: 'mass', size: 10, id: 'dag', aliases: ['ডেকাগ্রাম', 'dag', 'decagram'] },
  { dimension: 'mass', size: 1, id: 'g', aliases: ['গ্রাম', 'gram', 'gm', 'g'] },
  { dimension: 'mass', size: 0.1, id: 'dg', aliases: ['ডেসিগ্রাম', 'dg', 'decigram'] },
  { dimension: 'mass', size: 0.01, id: 'cg', aliases: ['সেন্টিগ্রাম', 'cg', 'centigram'] },
  { dimension: 'mass', size: 0.001, id: 'mg', aliases: ['মিলিগ্রাম', 'mg', 'milligram'] },
  {
    dimension: 'volume',
    size: 1_000_000,
    id: 'm3',
    aliases: ['ঘনমিটার', 'ঘন মিটার', 'cubic meter', 'cubic metre', 'm3'],
  },
  { dimension: 'volume', size: 1000, id: 'l', aliases: ['লিটার', 'liter', 'litre', 'ltr', 'l'] },
  { dimension: 'volume', size: 1, id: 'ml', aliases: ['মিলিলিটার', 'মি.লি.', 'milliliter', 'millilitre', 'ml'] },
  {
    dimension: 'volume',
    size: 1,
    id: 'cm3',
    aliases: ['ঘন সেন্টিমিটার', 'ঘন সে.মি.', 'ঘন সেমি', 'cubic centimeter', 'cm3', 'cc'],
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALIASES = UNITS.flatMap((unit, index) => unit.aliases.map((alias) => ({ alias: normalize(alias), index }))).sort(
  (a, b) => b.alias.length - a.alias.length,
);
// A unit word stands alone: not inside বর্গমিটার or "cm2"; Latin ones may take a plural s.
const MENTION = new RegExp(
  String.raw`(?:(${WRITTEN_NUMBER}|-\d+(?:\.\d+)?)\s*)?(?<![\p{L}\p{M}])(${ALIASES.map((a) => escape(a.alias)).join('|')})(?:s(?![a-z]))?(?![a-z0-9²³])`,
  'gu',
);

function unitOf(alias: string): number {
  return ALIASES.find((entry) => entry.alias === alias)?.index ?? -1;
}

function read(raw: string, language: Language): ReadResult | undefined {
  const say = guideTexts[language].units;
  const text = normalize(raw);
  const quantities: { value: number; unit: number }[] = [];
  const targets: number[] = [];
  for (const match of text.matchAll(MENTION)) {
    const unit = unitOf(match[2] ?? '');
    if (unit < 0) continue;
    if (match[1] !== undefined) quantities.push({ value: readNumber(match[1]), unit });
    else targets.push(unit);
  }
  const first = quantities[0];
  const target = targets.find((unit) => quantities.some((q) => q.unit !== unit)) ?? targets[0];
  if (!first || target === undefined) return undefined;
  const to = UNITS[target];
  const from = UNITS[first.unit];
  if (!to || !from) return undefined;
  if (quantities.length === 1 && first.unit === target) return undefined;
  if (quantities.some((q) => UNITS[q.unit]?.dimension !== to.dimension))
    return { issue: say.issueKinds(say.names[from.id], say.names[to.id]) };
  if (quantities.some((q) => q.value < 0)) return { issue: say.issueNegative };
  const inputs: Record<string, number> = { to: target };
  quantities.slice(0, 4).forEach((q, index) => {
    inputs[`q${index}`] = q.value;
    inputs[`u${index}`] = q.unit;
  });
  return { reading: { family: 'units', kind: quantities.length > 1 ? 'mixed' : 'single', inputs } };
}

function build(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.units;
  const num = numberIn(language);
  const { filled } = texts;
  const { inputs } = reading;
  const to = UNITS[inputs.to ?? 0] ?? UNITS[0];
  const parts: { value: number; unit: Unit }[] = [];
  for (let index = 0; inputs[`q${index}`] !== undefined; index += 1) {
    const unit = UNITS[inputs[`u${index}`] ?? 0];
    if (unit) parts.push({ value: inputs[`q${index}`] ?? 0, unit });
  }
  if (!to) throw new Error('no units');
  const target = say.names[to.id];
  /** "1 metre", "3.5 metres": English has a singular, Bengali does not. */
  const amount = (value: number, unit: Unit) => `${num(value)} ${(value === 1 ? say.one : say.names)[unit.id]}`;
  const given = parts.map((part) => amount(part.value, part.unit)).join(' ');
  const setup = `${say.setup(given, target)} ${say.rule}`;
  const converted = parts.map((part) => {
    const down = part.unit.size >= to.size;
    const factor = tidy(down ? part.unit.size / to.size : to.size / part.unit.size, 6);
    const value = tidy(down ? part.value * factor : part.value / factor, 6);
    const expression = down
      ? `${tex(part.value)} \\times ${tex(factor, 6)}`
      : `${tex(part.value)} \\div ${tex(factor, 6)}`;
    return { ...part, down, factor, value, expression };
  });
  const steps: Step[] = [];
  const one = converted[0];
  if (converted.length === 1 && one) {
    const [bigger, smaller] = one.down ? [one.unit, to] : [to, one.unit];
    const big = say.one[bigger.id];
    const small = say.names[smaller.id];
    steps.push(
      {
        ask: say.factorAsk(big, small),
        hints: [say.factorHint(big), say.factorPrefixes(big, small)],
        answer: one.factor,
        done: say.factorDone(big, small, num(one.factor, 6)),
      },
      {
        ask: say.convertAsk(amount(parts[0]?.value ?? 0, one.unit), target),
        hints: [
          one.down ? say.convertHintDown(num(one.factor, 6)) : say.convertHintUp(num(one.factor, 6)),
          filled(one.expression),
        ],
        answer: one.value,
        done: say.convertDone(amount(parts[0]?.value ?? 0, one.unit), one.expression, num(one.value, 6), target),
        mistakes: [
          one.down
            ? {
                answer: tidy(one.unit.size === to.size ? Number.NaN : (parts[0]?.value ?? 0) / one.factor, 6),
                note: texts.mistakes.divideInstead,
              }
            : { answer: tidy((parts[0]?.value ?? 0) * one.factor, 6), note: texts.mistakes.multiplyInstead },
        ],
      },
    );
    return { ...reading, setup, steps, answer: say.answer(num(one.value, 6), target) };
  }
  for (const [index, part] of converted.entries()) {
    const name = amount(parts[index]?.value ?? 0, part.unit);
    steps.push({
      ask: say.convertAsk(name, target),
      hints: [
        part.down ? say.convertHintDown(num(part.factor, 6)) : say.convertHintUp(num(part.factor, 6)),
        filled(part.expression),
      ],
      answer: part.value,
      done: say.convertDone(name, part.expression, num(part.value, 6), target),
    });
  }
  const total = tidy(
    converted.reduce((sum, part) => sum + part.value, 0),
    6,
  );
  const expression = converted.map((part) => tex(part.value, 6)).join(' + ');
  steps.push({
    ask: say.totalAsk(target),
    hints: [say.totalHint, filled(expression)],
    answer: total,
    done: say.totalDone(expression, num(total, 6), target),
  });
  return { ...reading, setup, steps, answer: say.answer(num(total, 6), target) };
}

export const units: Family = { id: 'units', read, build };
