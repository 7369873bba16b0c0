import { normalize } from '../text';
import { guideTexts } from '../messages/guide';
import { numberIn, findNumbers, tex, tidy } from './numbers';
import type { Language } from '@study/contract';
import { formulaStep } from './step';
import type { Family, Problem, ReadResult, Reading, Step } from './types';

// Area and volume (class 8 maths, chapter 3 lessons 3–4 and chapter 10 lesson 5): rectangle,
// square, triangle, circle (area, circumference), cuboid, cube and cylinder, with π = 3.1416
// as the books take it.

export const PI = 3.1416;
/** Decimal places of a result with π, as the lessons' answers give them. */
const PI_PLACES = 2;

const SHAPES: [string, RegExp][] = [
  ['trapezium', /ট্রাপিজিয়াম|ট্রাপিজিয়াম|trapezium|trapezoid|trapi[sz]ium/u],
  ['rhombus', /রম্বস|rhombus|rombo?s/u],
  ['parallelogram', /সামান্তরিক|parallelogram|sh?amantorik/u],
  ['cylinder', /বেলন|সিলিন্ডার|cylinder|belon|silinder/u],
  ['cube', /ঘনক(?!ে?র? ?বস্তু)|cube(?!oid)|ghonok/u],
  ['cuboid', /ঘনবস্তু|বাক্স|ট্যাংক|চৌবাচ্চা|ইট|cuboid|box|tank|brick|baksho/u],
  ['circle', /বৃত্ত|চাকা|wheel|chaka|circle|circular|br+it+(?:o|er|e)?(?![a-z])|(?<![a-z])bit+(?:o|er|e)(?![a-z])/u],
  ['triangle', /ত্রিভুজ|triangle|tribhuj|tribhuz/u],
  ['square', /বর্গক্ষেত্র|বর্গাকার|square|borgo ?k?kh?etr|borgakar/u],
  [
    'rectangle',
    /আয়তক্ষেত্র|আয়তাকার|rectangle|rectangular|ayot[oa]? ?k?kh?etr|ayot[oa]kar|মেঝে|ঘর|মাঠ|জমি|field|room|floor/u,
  ],
];
const AREA = /ক্ষেত্রফল|area|k?khetr[oa]f[oa]l|khetrophol/u;
const VOLUME =
  /আয়তন|volume|ayoton|ayotan|কত লিটার|ধারণক্ষমতা|how many lit(?:re|er)s|koto lit(?:ar|er|re)|capacity|dhar[oa]n ?kh?omota/u;
const CIRCUMFERENCE =
  /পরিধি|circumference|paridhi|poridhi|perimeter|একবার ঘুর|ঘুরলে|ghurle|one turn|one revolution|once/u;
/** A cube's surface: "সমগ্র তলের ক্ষেত্রফল", "total surface area", "toler khetrofol". */
const SURFACE = /তল|surface|(?<![a-z])tol(?:er|e)?(?![a-z])/u;
const LITRES = /লিটার|liter|litre|ltr/u;
const ROLE_WORDS: [string, string][] = [
  ['r', 'ব্যাসার্ধ|radius|ba?sh?ardh|r(?![a-z])'],
  ['d', 'ব্যাস(?!ার্ধ)|diameter|bash?(?![a-z])|d(?![a-z])'],
  ['h', 'উচ্চতা|উঁচু|গভীর|দূরত্ব|height|high|tall|deep|depth|distance|uc+h?c?h?ot|h(?![a-z])'],
  ['b', 'ভূমি|base|bhumi'],
  ['w', 'প্রস্থ|চওড়া|width|wide|breadth|broad|prosth|chowra'],
  ['l', 'দৈর্ঘ্য|লম্বা|length|long|doirgh|lomba'],
  ['a', 'বাহু|side|bahu'],
];
// Banglish words take Bengali endings ("ayotokkhetrer", "britter"), so they are matched by their
// stems. A one-letter name ("r = 7") must stand alone: "rectangle" or "room" names no radius.
// A role word right before the number ("ব্যাসার্ধ ৭", "r = 7") or right after its unit ("৭ সে.মি. ব্যাসার্ধের").
const ROLES = ROLE_WORDS.map(([role, words]) => ({
  role,
  before: new RegExp(`(?<![\\p{L}\\p{M}])(?:${words})[\\p{L}\\p{M}]*\\s*(?:[:=]|হলো|হল|ছিল|is|of)?\\s*$`, 'u'),
  after: new RegExp(`^\\s*(?:\\S+\\s+)?(?:${words})(?![a-z])`, 'u'),
}));
/** In the order of the catalogue's `lengthUnits` (after its empty first entry): a reading stores the index. */
export const LENGTH_UNITS: RegExp[] = [
  /^\s*(সে\.মি\.|সেমি|সেন্টিমিটার|cm|centimet)/u,
  /^\s*(মি\.মি\.|মিলিমিটার|mm)/u,
  /^\s*(কি\.মি\.|কিলোমিটার|km)/u,
  /^\s*(মিটার|মি\.|m\b|meter|metre)/u,
  /^\s*(ফুট|feet|ft|foot)/u,
  /^\s*(ইঞ্চি|inch)/u,
];

function read(raw: string, language: Language, previous?: Reading): ReadResult | undefined {
  const say = guideTexts[language].geometry;
  const text = normalize(raw);
  const volumeAsked = VOLUME.test(text);
  const surfaceAsked = SURFACE.test(text) && AREA.test(text);
  // A follow-up on the same solid or circle without numbers ("আর সমগ্র তলের ক্ষেত্রফল?").
  if (previous?.family === 'geometry' && findNumbers(text).length === 0) {
    const cube = previous.kind.startsWith('cube');
    if (cube && surfaceAsked) return { reading: { ...previous, kind: 'cubeSurface' } };
    if (cube && volumeAsked) return { reading: { ...previous, kind: 'cube' } };
    const circle = previous.kind === 'circle' || previous.kind === 'circumference';
    if (circle && CIRCUMFERENCE.test(text)) return { reading: { ...previous, kind: 'circumference' } };
    if (circle && AREA.test(text)) return { reading: { ...previous, kind: 'circle' } };
    return undefined;
  }
  let shape = SHAPES.find(([, pattern]) => pattern.test(text))?.[0];
  const target = CIRCUMFERENCE.test(text)
    ? 'circumference'
    : volumeAsked
      ? 'volume'
      : AREA.test(text)
        ? 'area'
        : undefined;
  if (!target) return undefined;
  const withLength = findNumbers(text).filter((n) => LENGTH_UNITS.some((pattern) => pattern.test(n.after)));
  // A container of three measures ("৬০ সে.মি. লম্বা, ৩০ সে.মি. চওড়া, ৪০ সে.মি. উঁচু … কত লিটার"): a cuboid.
  if ((!shape || shape === 'rectangle') && target === 'volume' && withLength.length === 3) shape = 'cuboid';
  if (!shape) return undefined;
  const solid = shape === 'cylinder' || shape === 'cube' || shape === 'cuboid';
  const cubeSurface = shape === 'cube' && surfaceAsked;
  if (!cubeSurface && solid !== (target === 'volume')) return undefined;
  // π given in the question ("π = 3.1416", "22/7") is not a measure.
  const numbers = findNumbers(text).filter(
    (n) => !/(π|pi|পাই)\s*[≈=]?\s*$/u.test(n.before) && !/^\s*\/\s*7/u.test(n.after) && !/\/\s*$/u.test(n.before),
  );
  if (numbers.length === 0) return undefined;
  const unit =
    numbers.map((n) => LENGTH_UNITS.findIndex((pattern) => pattern.test(n.after))).find((index) => index >= 0) ?? -1;
  const named: Record<string, number> = {};
  const unnamed: number[] = [];
  for (const n of numbers) {
    // The word before a number names it more surely than a word after its unit.
    const role = (ROLES.find((r) => r.before.test(n.before)) ?? ROLES.find((r) => r.after.test(n.after)))?.role;
    if (role && named[role] === undefined) named[role] = n.value;
    else unnamed.push(n.value);
  }
  const take = (...keys: string[]) => {
    for (const key of keys) if (named[key] !== undefined) return named[key];
    return unnamed.shift();
  };
  const inputs: Record<string, number> = { unit: unit + 1 };
  if (LITRES.test(text) && solid) inputs.litre = 1;
  const fill = (entries: [string, number | undefined][]) => {
    for (const [key, value] of entries) {
      if (value === undefined) return false;
      inputs[key] = value;
    }
    return true;
  };
  let complete = false;
  let kind = shape;
  if (shape === 'circle' || shape === 'cylinder') {
    const radius = named.r;
    const diameter = radius === undefined ? (named.d ?? undefined) : undefined;
    const size = radius ?? diameter ?? unnamed.shift();
    if (size !== undefined) inputs[diameter !== undefined ? 'd' : 'r'] = size;
    complete = size !== undefined && (shape === 'circle' || fill([['h', take('h', 'l')]]));
    if (shape === 'circle') kind = target === 'circumference' ? 'circumference' : 'circle';
  } else if (shape === 'rectangle')
    complete = fill([
      ['l', take('l', 'a')],
      ['w', take('w', 'b')],
    ]);
  else if (shape === 'square' || shape === 'cube') {
    complete = fill([['a', take('a', 'l')]]);
    if (cubeSurface) kind = volumeAsked ? 'cubeAll' : 'cubeSurface';
  } else if (shape === 'trapezium') {
    // The two parallel sides, then the distance between them.
    const h = named.h;
    const sides = [
      ...unnamed,
      ...['a', 'b', 'l', 'w'].map((key) => named[key]).filter((value): value is number => value !== undefined),
    ];
    complete =
      h !== undefined
        ? fill([
            ['p', sides[0]],
            ['q', sides[1]],
            ['h', h],
          ])
        : fill([
            ['p', sides[0]],
            ['q', sides[1]],
            ['h', sides[2]],
          ]);
  } else if (shape === 'rhombus')
    complete = fill([
      ['p', take('l', 'a')],
      ['q', take('w', 'b')],
    ]);
  else if (shape === 'parallelogram')
    complete = fill([
      ['b', take('b', 'a', 'l')],
      ['h', take('h')],
    ]);
  else if (shape === 'triangle')
    complete = fill([
      ['b', take('b', 'a', 'l')],
      ['h', take('h')],
    ]);
  else
    complete = fill([
      ['l', take('l')],
      ['w', take('w', 'b')],
      ['h', take('h')],
    ]);
  if (!complete) return undefined;
  const { unit: _unit, litre: _litre, ...measures } = inputs;
  if (Object.values(measures).some((value) => value <= 0)) return { issue: say.issueNonPositive };
  return { reading: { family: 'geometry', kind, inputs } };
}

/** A solid's volume in litres too, when the question asks "কত লিটার": cm³ ÷ 1000, m³ × 1000. */
function inLitres(
  language: Language,
  inputs: Record<string, number>,
  volume: number,
  steps: Step[],
): number | undefined {
  const say = guideTexts[language].calc.shapes;
  const unit = inputs.unit ?? 0;
  if (inputs.litre !== 1 || (unit !== 1 && unit !== 4)) return undefined;
  const litres = tidy(unit === 1 ? volume / 1000 : volume * 1000);
  const expression = unit === 1 ? `${tex(volume)} \\div 1000` : `${tex(volume)} \\times 1000`;
  steps.push(
    formulaStep(
      language,
      say.litresWhat,
      `${unit === 1 ? say.litreHintFromCm : say.litreHintFromM} ${say.litreRule}`,
      expression,
      litres,
      say.litres,
    ),
  );
  return litres;
}

function build(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.geometry;
  const num = numberIn(language);
  const { filled } = texts;
  const { kind, inputs } = reading;
  const unit = say.lengthUnits[inputs.unit ?? 0] ?? '';
  const sq = unit ? say.square(unit) : say.unitless.square;
  const cu = unit ? say.cube(unit) : say.unitless.cube;
  const len = unit || say.unitless.length;
  const { measures: m, formulas: fx } = say;
  const extra = texts.calc.shapes;
  const steps: Step[] = [];
  const withPi = kind === 'circle' || kind === 'circumference' || kind === 'cylinder';
  const product = (what: string, formula: string, expression: string, value: number, units: string): Step => ({
    ask: say.productAsk(what),
    hints: [say.productHint(formula), filled(expression)],
    answer: value,
    done: say.done(what, expression, shown(value), units),
  });
  // π makes long decimals: the lessons write the product, then round to two places (≈ 65.97).
  const shown = (value: number) =>
    withPi && tidy(value, PI_PLACES) !== value ? say.approx(num(value), num(value, PI_PLACES)) : num(value);
  const shapeName = (key: keyof typeof say.shapes) => say.shapes[key];
  const given = (entries: [string, number | undefined][]) =>
    entries
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name} ${num(value ?? 0)} ${len}`)
      .join(', ');
  const radiusStep = () => {
    if (inputs.r !== undefined) return inputs.r;
    const r = tidy((inputs.d ?? 0) / 2);
    const expression = `${tex(inputs.d ?? 0)} \\div 2`;
    steps.push({
      ask: say.radiusAsk,
      hints: [say.radiusHint, filled(expression)],
      answer: r,
      done: say.radiusDone(expression, num(r)),
    });
    return r;
  };
  const answer = (what: string, value: number, units: string) =>
    say.answer(what, withPi && tidy(value, PI_PLACES) !== value ? say.about(num(value, PI_PLACES)) : num(value), units);
  switch (kind) {
    case 'rectangle': {
      const value = tidy((inputs.l ?? 0) * (inputs.w ?? 0));
      steps.push(
        product(say.what.area, fx.lengthTimesWidth, `${tex(inputs.l ?? 0)} \\times ${tex(inputs.w ?? 0)}`, value, sq),
      );
      return {
        ...reading,
        setup: say.setup(
          shapeName('rectangle'),
          given([
            [m.l, inputs.l],
            [m.w, inputs.w],
          ]),
          fx.rectangleArea,
        ),
        steps,
        answer: answer(say.what.area, value, sq),
      };
    }
    case 'square': {
      const value = tidy((inputs.a ?? 0) ** 2);
      steps.push(
        product(say.what.area, fx.sideTimesSide, `${tex(inputs.a ?? 0)} \\times ${tex(inputs.a ?? 0)}`, value, sq),
      );
      return {
        ...reading,
        setup: say.setup(shapeName('square'), given([[m.a, inputs.a]]), fx.squareArea),
        steps,
        answer: answer(say.what.area, value, sq),
      };
    }
    case 'triangle': {
      const bh = tidy((inputs.b ?? 0) * (inputs.h ?? 0));
      const value = tidy(bh / 2);
      steps.push(
        product(
          say.what.baseTimesHeight,
          fx.baseTimesHeight,
          `${tex(inputs.b ?? 0)} \\times ${tex(inputs.h ?? 0)}`,
          bh,
          '',
        ),
      );
      steps.push({
        ...product(say.what.area, fx.halfBaseTimesHeight, `\\frac{1}{2} \\times ${tex(bh)}`, value, sq),
        mistakes: [{ answer: bh, note: texts.mistakes.forgotHalf }],
      });
      return {
        ...reading,
        setup: say.setup(
          shapeName('triangle'),
          given([
            [m.b, inputs.b],
            [m.h, inputs.h],
          ]),
          fx.triangleArea,
        ),
        steps,
        answer: answer(say.what.area, value, sq),
      };
    }
    case 'circle':
    case 'circumference': {
      const setupGiven = given([
        [m.r, inputs.r],
        [m.d, inputs.d],
      ]);
      const r = radiusStep();
      if (kind === 'circumference') {
        const value = tidy(2 * PI * r);
        steps.push(product(say.what.circumference, '$2\\pi r$', `2 \\times 3.1416 \\times ${tex(r)}`, value, len));
        return {
          ...reading,
          setup: `${say.setup(shapeName('circle'), setupGiven, fx.circumference)} ${say.piNote}`,
          steps,
          answer: answer(say.what.circumference, value, len),
        };
      }
      const r2 = tidy(r * r);
      const value = tidy(PI * r2);
      steps.push({
        ...product(say.what.rSquared, '$r^2 = r \\times r$', `${tex(r)} \\times ${tex(r)}`, r2, ''),
        ...(inputs.d !== undefined && {
          mistakes: [{ answer: tidy(inputs.d * inputs.d), note: texts.mistakes.diameterSquared }],
        }),
      });
      steps.push({
        ...product(say.what.area, '$\\pi r^2$', `3.1416 \\times ${tex(r2)}`, value, sq),
        mistakes: [{ answer: tidy(2 * PI * r), note: texts.mistakes.circumferenceForArea }],
      });
      return {
        ...reading,
        setup: `${say.setup(shapeName('circle'), setupGiven, fx.circleArea)} ${say.piNote}`,
        steps,
        answer: answer(say.what.area, value, sq),
      };
    }
    case 'cube': {
      const value = tidy((inputs.a ?? 0) ** 3);
      steps.push(product(say.what.volume, '$a^3 = a \\times a \\times a$', `${tex(inputs.a ?? 0)}^3`, value, cu));
      const litres = inLitres(language, inputs, value, steps);
      const result =
        answer(say.what.volume, value, cu) +
        (litres === undefined ? '' : ` ${answer(extra.litresWhat, litres, extra.litres)}`);
      return {
        ...reading,
        setup: say.setup(shapeName('cube'), given([[m.a, inputs.a]]), fx.cubeVolume),
        steps,
        answer: result,
      };
    }
    case 'cubeSurface':
    case 'cubeAll': {
      const a = inputs.a ?? 0;
      const parts: string[] = [];
      if (kind === 'cubeAll') {
        const value = tidy(a ** 3);
        steps.push(product(say.what.volume, '$a^3 = a \\times a \\times a$', `${tex(a)}^3`, value, cu));
        parts.push(answer(say.what.volume, value, cu));
      }
      const face = tidy(a * a);
      const surface = tidy(6 * face);
      steps.push(product(extra.faceWhat, fx.sideTimesSide, `${tex(a)} \\times ${tex(a)}`, face, sq));
      steps.push(product(extra.surfaceWhat, '$6a^2$', `6 \\times ${tex(face)}`, surface, sq));
      parts.push(answer(extra.surfaceWhat, surface, sq));
      const formula = kind === 'cubeAll' ? `${fx.cubeVolume}, ${extra.cubeSurface}` : extra.cubeSurface;
      return {
        ...reading,
        setup: say.setup(shapeName('cube'), given([[m.a, a]]), formula),
        steps,
        answer: parts.join(' '),
      };
    }
    case 'trapezium': {
      const p = inputs.p ?? 0;
      const q = inputs.q ?? 0;
      const h = inputs.h ?? 0;
      const sides = tidy(p + q);
      const value = tidy((sides * h) / 2);
      steps.push(formulaStep(language, extra.sidesWhat, extra.addHint, `${tex(p)} + ${tex(q)}`, sides, len));
      steps.push({
        ...product(
          say.what.area,
          extra.trapeziumArea,
          `\\frac{1}{2} \\times ${tex(sides)} \\times ${tex(h)}`,
          value,
          sq,
        ),
        mistakes: [{ answer: tidy(sides * h), note: texts.mistakes.forgotHalf }],
      });
      const setupGiven = `${extra.measures.p} ${num(p)} ${len}, ${num(q)} ${len}, ${extra.measures.h} ${num(h)} ${len}`;
      return {
        ...reading,
        setup: say.setup(extra.shapes.trapezium, setupGiven, extra.trapeziumArea),
        steps,
        answer: answer(say.what.area, value, sq),
      };
    }
    case 'rhombus': {
      const p = inputs.p ?? 0;
      const q = inputs.q ?? 0;
      const product2 = tidy(p * q);
      const value = tidy(product2 / 2);
      steps.push(
        formulaStep(language, extra.diagonalsWhat, extra.multiplyHint, `${tex(p)} \\times ${tex(q)}`, product2),
      );
      steps.push({
        ...product(say.what.area, extra.rhombusArea, `\\frac{1}{2} \\times ${tex(product2)}`, value, sq),
        mistakes: [{ answer: product2, note: texts.mistakes.forgotHalf }],
      });
      const setupGiven = `${extra.measures.q} ${num(p)} ${len}, ${num(q)} ${len}`;
      return {
        ...reading,
        setup: say.setup(extra.shapes.rhombus, setupGiven, extra.rhombusArea),
        steps,
        answer: answer(say.what.area, value, sq),
      };
    }
    case 'parallelogram': {
      const value = tidy((inputs.b ?? 0) * (inputs.h ?? 0));
      steps.push(
        product(
          say.what.area,
          extra.parallelogramArea,
          `${tex(inputs.b ?? 0)} \\times ${tex(inputs.h ?? 0)}`,
          value,
          sq,
        ),
      );
      return {
        ...reading,
        setup: say.setup(
          extra.shapes.parallelogram,
          given([
            [m.b, inputs.b],
            [m.h, inputs.h],
          ]),
          extra.parallelogramArea,
        ),
        steps,
        answer: answer(say.what.area, value, sq),
      };
    }
    case 'cuboid': {
      const base = tidy((inputs.l ?? 0) * (inputs.w ?? 0));
      const value = tidy(base * (inputs.h ?? 0));
      steps.push(
        product(
          say.what.baseArea,
          fx.lengthTimesWidth,
          `${tex(inputs.l ?? 0)} \\times ${tex(inputs.w ?? 0)}`,
          base,
          sq,
        ),
      );
      steps.push(
        product(say.what.volume, fx.baseAreaTimesHeight, `${tex(base)} \\times ${tex(inputs.h ?? 0)}`, value, cu),
      );
      const litres = inLitres(language, inputs, value, steps);
      const result =
        answer(say.what.volume, value, cu) +
        (litres === undefined ? '' : ` ${answer(extra.litresWhat, litres, extra.litres)}`);
      return {
        ...reading,
        setup: say.setup(
          shapeName('cuboid'),
          given([
            [m.l, inputs.l],
            [m.w, inputs.w],
            [m.h, inputs.h],
          ]),
          fx.cuboidVolume,
        ),
        steps,
        answer: result,
      };
    }
    default: {
      const setupGiven = given([
        [m.r, inputs.r],
        [m.d, inputs.d],
        [m.h, inputs.h],
      ]);
      const r = radiusStep();
      const base = tidy(PI * r * r);
      const value = tidy(base * (inputs.h ?? 0));
      steps.push(product(say.what.baseArea, '$\\pi r^2$', `3.1416 \\times ${tex(r)}^2`, base, sq));
      steps.push(
        product(say.what.volume, fx.baseAreaTimesHeight, `${tex(base)} \\times ${tex(inputs.h ?? 0)}`, value, cu),
      );
      return {
        ...reading,
        setup: `${say.setup(shapeName('cylinder'), setupGiven, fx.cylinderVolume)} ${say.piNote}`,
        steps,
        answer: answer(say.what.volume, value, cu),
      };
    }
  }
}

export const geometry: Family = { id: 'geometry', read, build };
