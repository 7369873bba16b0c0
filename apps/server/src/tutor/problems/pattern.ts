import { normalize } from '../text';
import { guideTexts } from '../messages/guide';
import { numberIn, tex, tidy } from './numbers';
import type { Language } from '@study/contract';
import type { Family, Problem, ReadResult, Reading, Step } from './types';

// Number patterns (class 8 maths, chapter 1): the next term from the differences, the general
// term T_n = dn + (a − d) of an equal-difference pattern (or n² + c), and its n-th term.

const SEQUENCE = /-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?){2,}/u;
const TOPIC = /প্যাটার্ন|পরের|পরবর্তী|পদ|ধারা|সংখ্যাগুলো|porer|pod|pattern|sequence|series|next|term|তম|\.\.\.|…/u;
const GENERAL = /সাধারণ পদ|সাধারন পদ|general term|sadharon pod|sadharan pod|nth term|n-তম|n তম|n-th|t_?n|টি এন/u;
// "১০তম", "10th", and the short Bengali ordinals "১ম", "২য়", "৪র্থ", "৬ষ্ঠ", "১০ম" (not "৫ মিটার").
const ORDINAL = new RegExp(
  String.raw`(\d+)(?:\s*(?:-|’|')?\s*(?:তম|th|st|nd|rd|tomo|tom|no\.? term)|(?:ম|য়|র্থ|ষ্ঠ)(?![\p{L}\p{M}]))`.normalize(
    'NFC',
  ),
  'u',
);
/** Matchsticks laid as polygons in a row, sharing a side: the n-th figure takes (sides − 1)n + 1 sticks. */
const MATCHSTICK = /কাঠি|kathi|kaathi|matchstick|match stick|sticks/u;
const ROW = /পাশাপাশি|সারি|সারিতে|লাইনে|pashapashi|pasapasi|pashapasi|sari|in a row|row of|side by side/u;
const POLYGON_SIDES: [string, number][] = [
  ['ত্রিভুজ|tribhuj|tribhuz|triangle', 3],
  ['বর্গ|borgo|borgho|square', 4],
  ['পঞ্চভুজ|ponchobhuj|panchabhuj|pentagon', 5],
  ['ষড়ভুজ|ষড়্ভুজ|sorobhuj|shorobhuj|hexagon', 6],
];
// The number that counts the figures ("২৫টি বর্গ", "20 ta tribhuj", "15 pentagons"), not any number.
const COUNTED = POLYGON_SIDES.map(
  ([names, sides]) =>
    [
      new RegExp(String.raw`(?<![\d.])(\d+)\s*(?:টি|টা|ta|ti|khana|khan)?\s*(?:${names})`.normalize('NFC'), 'u'),
      sides,
    ] as const,
);
// "কয়টি বর্গ বানানো যায়": the figures are what is asked, the reverse of the pattern's question.
const ASKS_FIGURES = new RegExp(
  String.raw`(?:কয়টি|কতটি|কয়টা|কতগুলো|koyta|koita|koto gulo|how many)\s*(?:${POLYGON_SIDES.map(([names]) => names).join('|')})`.normalize(
    'NFC',
  ),
  'u',
);
const FIGURES = 4;

// The lesson's sums: 1 + 2 + … + n = n(n + 1)/2; the first n odd numbers n², the first n even n(n + 1).
// Only these: a sum of anything else (primes, squares, multiples …) is left to the lesson, not read as 1 + … + n.
const SUM = /যোগফল|যোগ কত|sum|jogfol|jogphol|jogfal/u;
const SUM_KINDS = new Set(['sum', 'oddSum', 'evenSum']);
const ODD = /বিজোড়|odd|bijor/u;
const EVEN = /জোড়(?!া)|even|(?<!bi)jor(?![a-z])/u;
const NATURAL =
  /স্বাভাবিক|ধারাবাহিক|ক্রমিক|পূর্ণসংখ্যা|natural|counting|consecutive|integer|whole number|shabhabik|sabhabik|swabhabik|shavabik|shababik|sobhabik/u;
const OTHER =
  /মৌলিক|prime|moulik|mowlik|বর্গ|square|borgo|ঘন|cube|cubic|গুণিতক|multiple|gunitok|উৎপাদক|গুণনীয়ক|factor|divisor|ভাজক|বিভাজ্য|divisible|অঙ্ক|digit|reciprocal|বিপরীত|ভগ্নাংশ|fraction|পদ|(?<![a-z])terms?(?![a-z])/u;
const NUMBERS = /সংখ্যা|number|shongkha|songkha|sonkha|shonkha/u;
const UP_TO = /(?<![\d.])1\s*(?:থেকে|to|theke)\s*(\d+)/u;
const FIRST_N = /(?:প্রথম|first|prothom)\s*(\d+)/u;
// "1 + 2 + 3 + ... + 50": written out, the first terms say which numbers.
const SERIES = /(?<![\d.])((?:\d+\s*\+\s*){2,})(?:\.{2,}|…)\s*\+?\s*(\d+)/u;

/**
 * "প্রথম ২০টি বিজোড় সংখ্যার যোগফল", "1 থেকে 100 পর্যন্ত স্বাভাবিক সংখ্যার যোগফল", "1+2+...+50":
 * which sum, and n. Odd or even numbers up to N are declined: n is then not given but counted.
 */
function sumOf(text: string): Reading | undefined {
  const series = SERIES.exec(text);
  if (series) {
    const terms = (series[1] ?? '').split('+').filter((term) => term.trim() !== '');
    const n = Number(series[2]);
    return terms.every((term, index) => Number(term) === index + 1) && n > terms.length
      ? { family: 'pattern', kind: 'sum', inputs: { n } }
      : undefined;
  }
  if (!SUM.test(text) || OTHER.test(text)) return undefined;
  const first = FIRST_N.exec(text)?.[1];
  const odd = ODD.test(text);
  const even = !odd && EVEN.test(text);
  const upTo = UP_TO.exec(text)?.[1];
  // "1 থেকে 100 পর্যন্ত সংখ্যাগুলোর যোগফল": over a range from 1, plain numbers are the natural ones.
  const natural = NATURAL.test(text) || (upTo !== undefined && NUMBERS.test(text));
  const kind = odd ? 'oddSum' : even ? 'evenSum' : natural ? 'sum' : undefined;
  if (kind === undefined) return undefined;
  const n = Number(first ?? (kind === 'sum' ? upTo : undefined));
  if (!Number.isInteger(n) || n < 1) return undefined;
  return { family: 'pattern', kind, inputs: { n } };
}

const stickTerms = (sides: number) => Array.from({ length: FIGURES }, (_, i) => (sides - 1) * (i + 1) + 1);

/**
 * "পাশাপাশি ৫টি বর্গ বানাতে কয়টি কাঠি?", "matchsticks for 8 triangles in a row", or after such a problem
 * "আর ৩০টি বর্গে?": that pattern's first terms and n.
 */
function matchsticks(text: string, previous?: Reading): { terms: number[]; k: number } | undefined {
  if (ASKS_FIGURES.test(text)) return undefined;
  for (const [pattern, sides] of COUNTED) {
    const k = Number(pattern.exec(text)?.[1]);
    if (!Number.isInteger(k) || k < 1) continue;
    const terms = stickTerms(sides);
    const followUp =
      previous?.family === 'pattern' && terms.every((term, index) => previous.inputs[`t${index}`] === term);
    if (followUp || (MATCHSTICK.test(text) && ROW.test(text))) return { terms, k };
  }
  return undefined;
}
const MAX_TERMS = 6;

function termsOf(text: string): number[] | undefined {
  const sequence = text.match(SEQUENCE)?.[0];
  if (!sequence) return undefined;
  return sequence
    .split(',')
    .map((term) => Number(term.trim()))
    .slice(0, MAX_TERMS);
}

function read(raw: string, language: Language, previous?: Reading): ReadResult | undefined {
  const say = guideTexts[language].pattern;
  const text = normalize(raw);
  let terms = termsOf(text);
  const rest = terms ? text.replace(SEQUENCE, ' ') : text;
  const sum = terms ? undefined : sumOf(text);
  if (sum) return { reading: sum };
  const sticks = terms ? undefined : matchsticks(text, previous);
  if (sticks)
    return { reading: { family: 'pattern', kind: 'nth', inputs: { ...termInputs(sticks.terms), k: sticks.k } } };
  const ordinal = rest.match(ORDINAL);
  if (!terms) {
    // "তাহলে ৫০তম পদ?": the last pattern, another term.
    if (previous?.family !== 'pattern' || !ordinal) return undefined;
    terms = Object.keys(previous.inputs)
      .filter((key) => key.startsWith('t'))
      .sort()
      .map((key) => previous.inputs[key] ?? 0);
  } else if (!TOPIC.test(rest)) {
    return undefined;
  }
  const inputs = termInputs(terms);
  if (ordinal) {
    const k = Number(ordinal[1]);
    if (!Number.isInteger(k) || k < 1) return { issue: say.issueTermIndex };
    inputs.k = k;
  }
  const kind = ordinal ? 'nth' : GENERAL.test(rest) ? 'general' : 'next';
  const shape = shapeOf(terms);
  if (!shape || (kind !== 'next' && shape === 'growing')) return { issue: say.issueNoRule };
  return { reading: { family: 'pattern', kind, inputs } };
}

function termInputs(terms: number[]): Record<string, number> {
  const inputs: Record<string, number> = {};
  terms.forEach((term, index) => {
    inputs[`t${index}`] = term;
  });
  return inputs;
}

type Shape = 'equal' | 'square' | 'growing';

const differences = (terms: number[]) => terms.slice(1).map((term, index) => tidy(term - (terms[index] ?? 0)));
const allEqual = (values: number[]) => values.every((value) => value === values[0]);

/** Equal differences; n² + c; or differences that grow by a fixed step. */
function shapeOf(terms: number[]): Shape | undefined {
  const first = differences(terms);
  if (allEqual(first)) return 'equal';
  const c = (terms[0] ?? 0) - 1;
  if (terms.every((term, index) => term === (index + 1) ** 2 + c)) return 'square';
  return allEqual(differences(first)) ? 'growing' : undefined;
}

function formulaOf(d: number, c: number): string {
  const dn = d === 1 ? 'n' : d === -1 ? '-n' : `${tex(d)}n`;
  if (c === 0) return dn;
  if (d < 0) return `${tex(c)} - ${tex(-d)}n`.replace(' - 1n', ' - n');
  return `${dn} ${c < 0 ? '-' : '+'} ${tex(Math.abs(c))}`;
}

function buildSum(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.pattern;
  const num = numberIn(language);
  const n = reading.inputs.n ?? 1;
  if (reading.kind === 'oddSum' || reading.kind === 'evenSum') {
    const odd = reading.kind === 'oddSum';
    const value = odd ? n * n : n * (n + 1);
    const expression = odd ? `${n}^2` : `${n} \\times ${n + 1}`;
    return {
      ...reading,
      setup: say.sumSetup(odd ? say.oddNumbers : say.evenNumbers, num(n), odd ? 'n^2' : 'n(n + 1)'),
      steps: [
        {
          ask: say.sumAsk,
          hints: [say.sumHint(num(n)), texts.filled(expression)],
          answer: value,
          done: say.sumDone(expression, num(value)),
        },
      ],
      answer: say.sumAnswer(num(n), num(value)),
    };
  }
  const product = n * (n + 1);
  const value = product / 2;
  return {
    ...reading,
    setup: say.sumSetup(say.naturalNumbers, num(n), '\\frac{n(n + 1)}{2}'),
    steps: [
      {
        ask: say.productAsk(num(n)),
        hints: [say.sumHint(num(n)), texts.filled(`${n} \\times ${n + 1}`)],
        answer: product,
        done: say.sumDone(`${n} \\times ${n + 1}`, num(product)),
      },
      {
        ask: say.halfAsk,
        hints: [say.halfHint, texts.filled(`${product} \\div 2`)],
        answer: value,
        done: say.sumDone(`${product} \\div 2`, num(value)),
      },
    ],
    answer: say.sumAnswer(num(n), num(value)),
  };
}

function build(reading: Reading, language: Language): Problem {
  if (SUM_KINDS.has(reading.kind)) return buildSum(reading, language);
  const texts = guideTexts[language];
  const say = texts.pattern;
  const num = numberIn(language);
  const { filled } = texts;
  const list = (terms: number[]) => terms.map((term) => num(term)).join(', ');
  const { inputs, kind } = reading;
  const terms = Object.keys(inputs)
    .filter((key) => /^t\d$/.test(key))
    .sort()
    .map((key) => inputs[key] ?? 0);
  const k = inputs.k;
  const first = terms[0] ?? 0;
  const last = terms.at(-1) ?? 0;
  const diffs = differences(terms);
  const shape = shapeOf(terms) ?? 'growing';
  const steps: Step[] = [];
  if (shape === 'square') {
    const c = tidy(first - 1);
    const formula = c === 0 ? 'n^2' : `n^2 ${c < 0 ? '-' : '+'} ${tex(Math.abs(c))}`;
    steps.push({
      ask: say.squareAsk,
      hints: [say.squareHint, filled(`${tex(first)} - 1`)],
      answer: c,
      done: say.squareDone(num(c)),
    });
    const n = kind === 'next' ? terms.length + 1 : k;
    if (n !== undefined) {
      const value = tidy(n * n + c);
      const expression = c === 0 ? `${n}^2` : `${n}^2 ${c < 0 ? '-' : '+'} ${tex(Math.abs(c))}`;
      steps.push({
        ask: say.termAsk(num(n)),
        hints: [say.termHint(formula), filled(expression)],
        answer: value,
        done: say.termDone(num(n), expression, num(value)),
      });
      const answer = kind === 'next' ? say.nextAnswer(num(value)) : say.termAnswer(formula, num(n), num(value));
      return { ...reading, setup: say.squareSetup(list(terms), list(diffs)), steps, answer };
    }
    return { ...reading, setup: say.squareSetup(list(terms), list(diffs)), steps, answer: say.generalAnswer(formula) };
  }
  if (shape === 'growing') {
    const step = tidy((diffs[1] ?? 0) - (diffs[0] ?? 0));
    const nextDiff = tidy((diffs.at(-1) ?? 0) + step);
    const next = tidy(last + nextDiff);
    const expression = `${tex(last)} + ${tex(nextDiff)}`;
    steps.push(
      {
        ask: say.nextDiffAsk,
        hints: [say.nextDiffHint(num(step)), filled(`${tex(diffs.at(-1) ?? 0)} + ${tex(step)}`)],
        answer: nextDiff,
        done: say.nextDiffDone(num(nextDiff)),
      },
      {
        ask: say.nextAsk,
        hints: [say.nextHint, filled(expression)],
        answer: next,
        done: say.nextDone(expression, num(next)),
      },
    );
    return { ...reading, setup: say.diffsSetup(list(terms), list(diffs)), steps, answer: say.nextAnswer(num(next)) };
  }
  const d = diffs[0] ?? 0;
  const diffExpression = `${tex(terms[1] ?? 0)} - ${tex(first)}`;
  steps.push({
    ask: say.diffAsk,
    hints: [say.diffHint, filled(diffExpression)],
    answer: d,
    done: say.diffDone(diffExpression, num(d)),
  });
  if (kind === 'next') {
    const next = tidy(last + d);
    const expression = `${tex(last)} + ${tex(d)}`;
    steps.push({
      ask: say.nextAsk,
      hints: [say.nextHint, filled(expression)],
      answer: next,
      done: say.nextDone(expression, num(next)),
    });
    return { ...reading, setup: say.diffSetup(list(terms)), steps, answer: say.nextAnswer(num(next)) };
  }
  const c = tidy(first - d);
  const constExpression = `${tex(first)} - ${d < 0 ? `(${tex(d)})` : tex(d)}`;
  steps.push({
    ask: say.constAsk,
    hints: [say.constHint, filled(constExpression)],
    answer: c,
    done: say.constDone(constExpression, num(c)),
  });
  const formula = formulaOf(d, c);
  if (k === undefined)
    return { ...reading, setup: say.diffSetup(list(terms)), steps, answer: say.generalAnswer(formula) };
  const value = tidy(d * k + c);
  const expression = `${tex(d)} \\times ${k} ${c < 0 ? '-' : '+'} ${tex(Math.abs(c))}`;
  steps.push({
    ask: say.termAsk(num(k)),
    hints: [say.termHint(formula), filled(expression)],
    answer: value,
    done: say.termDone(num(k), expression, num(value)),
  });
  // The term asked is named: a follow-up for another term never opens with the same words.
  return {
    ...reading,
    setup: say.diffSetup(list(terms), num(k)),
    steps,
    answer: say.termAnswer(formula, num(k), num(value)),
  };
}

export const pattern: Family = { id: 'pattern', read, build };
