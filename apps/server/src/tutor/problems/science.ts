import { normalize } from '../text';
import { guideTexts } from '../messages/guide';
import { numberIn, findNumbers, tex, tidy } from './numbers';
import type { Language } from '@study/contract';
import type { Family, Problem, ReadResult, Reading, Step } from './types';

// The calculations of the class 8 science chapters: weight and mass with g = 9.8 m/s² (and on
// the Moon), the speed of a falling body (v = gt), current and charge (I = Q/t), Ohm's law and
// resistors in series or parallel, a lens's power (P = 1/f), BMI; and speed, density and
// pressure, which students ask about with the same one-formula method.

const G = 9.8;

const UNIT: [string, RegExp][] = [
  ['m', /^\s*(কেজি|কিলোগ্রাম|kg|kilo)/u],
  ['F', /^\s*(নিউটন|newton|n(?![a-z]))/u],
  ['tmin', /^\s*(মিনিট|minutes?|min(?![a-z]))/u],
  ['t', /^\s*(সেকেন্ড|seconds?|sec(?![a-z])|s(?![a-z⁻-]))/u],
  ['V', /^\s*(ভোল্ট|volts?|v(?![a-z]))/u],
  ['R', /^\s*(ওহম|ohms?|ω|Ω)/u],
  ['I', /^\s*(অ্যাম্পিয়ার|এম্পিয়ার|অ্যাম্পিয়ার|amperes?|amps?|a(?![a-z]))/u],
  ['Q', /^\s*(কুলম্ব|coulombs?|c(?![a-z]))/u],
  ['area', /^\s*(বর্গমিটার|বর্গ মিটার|m2|m²|square met)/u],
  ['vol', /^\s*(ঘনমিটার|ঘন মিটার|m3|m³|cubic met)/u],
  ['dcm', /^\s*(সে\.মি\.|সেমি|সেন্টিমিটার|cm(?![a-z23²³]))/u],
  ['d', /^\s*(মিটার(?!\/)|meters?(?!\/)|metres?|m(?![a-z23²³/]|\s*s))/u],
];
const G_BEFORE = /g\s*=\s*$/u;
const has = (pattern: RegExp, text: string) => pattern.test(text);
const WEIGHT = /ওজন|weight|ojon|ozon|wazan/u;
const MASS = /ভর|mass|vor|bhor/u;
const MOON = /চাঁদ|moon|chad|chand/u;
const BMI = /bmi|বিএমআই/u;
/** Upper ends (exclusive) of the lesson's adult BMI classes: under 18.5, to 24.9, to 29.9, 30 on. */
const BMI_LIMITS = [18.5, 25, 30];
/** "Is that normal?", "ami ki mota?": the student asks which class the value is in. */
const ASKS_CLASS =
  /স্বাভাবিক|ঠিক আছে|ঠিক আছি|সুস্থ|শ্রেণি|মোটা|চিকন|রোগা|কম ওজন|বেশি ওজন|normal|healthy|class|overweight|underweight|obese|fat|thin|category|shreni|sreni|shabhabik|swabhabik|sabhabik|thik ache|mota|chikon/u;
const FALL = /পড়|পড়|fall|drop|pore|ছেড়ে|ফেল/u;
const SPEED = /বেগ|দ্রুতি|গতি|speed|velocity|beg|druti|goti/u;
const CURRENT = /প্রবাহ|কারেন্ট|current|probaho/u;
const CHARGE = /আধান|চার্জ|charge|adhan/u;
const VOLTAGE = /বিভব|ভোল্টেজ|voltage|bibhob/u;
const RESISTANCE = /রোধ|resistance|rodh/u;
const SERIES = /শ্রেণি|শ্রেণী|শ্রেনি|শ্রেনী|সিরিজ|series|shreni|sreni/u;
const PARALLEL = /সমান্তরাল|parallel/u;
const LENS = /লেন্স|lens|ফোকাস|focal/u;
const POWER = /ক্ষমতা|power|ডায়প্টার|ডায়অপ্টার|diopter|dioptre/u;
const CONCAVE = /অবতল|concave|অপসারী|diverging/u;
const DENSITY = /ঘনত্ব|density|ghonotto/u;
const PRESSURE = /চাপ|pressure|chap/u;

function quantities(text: string): { values: Record<string, number>; resistors: number[] } {
  const values: Record<string, number> = {};
  const resistors: number[] = [];
  for (const n of findNumbers(text)) {
    if (G_BEFORE.test(n.before)) {
      values.g = n.value;
      continue;
    }
    const role = UNIT.find(([, pattern]) => pattern.test(n.after))?.[0];
    if (!role) continue;
    if (role === 'R') resistors.push(n.value);
    values[role] ??= n.value;
  }
  return { values, resistors };
}

function kindOf(text: string, q: Record<string, number>, resistors: number): string | undefined {
  const is = (key: string) => q[key] !== undefined;
  const length = is('d') || is('dcm');
  const time = is('t') || is('tmin');
  if (has(BMI, text) && is('m') && length) return 'bmi';
  if (has(POWER, text) && has(LENS, text) && length) return 'lens';
  if (has(DENSITY, text) && is('m') && is('vol')) return 'density';
  if (has(PRESSURE, text) && is('F') && is('area')) return 'pressure';
  if (resistors >= 2 && (has(SERIES, text) || has(PARALLEL, text))) return has(PARALLEL, text) ? 'parallel' : 'series';
  if (has(CHARGE, text) && !is('Q') && is('I') && time) return 'charge';
  if (has(CURRENT, text) && !is('I') && is('Q') && time) return 'current';
  if (has(CURRENT, text) && !is('I') && is('V') && is('R')) return 'ohmI';
  if ((has(VOLTAGE, text) || /ভোল্ট|volt/u.test(text)) && !is('V') && is('I') && is('R')) return 'ohmV';
  if (has(RESISTANCE, text) && !is('R') && is('V') && is('I')) return 'ohmR';
  if (has(WEIGHT, text) && is('m') && !is('F')) return 'weight';
  if (has(MASS, text) && is('F') && !is('m')) return 'mass';
  if (has(SPEED, text) && time && has(FALL, text) && !length) return 'fall';
  if (has(SPEED, text) && time && length) return 'speed';
  return undefined;
}

function read(raw: string, language: Language, previous?: Reading): ReadResult | undefined {
  const say = guideTexts[language].science;
  const num = numberIn(language);
  const text = normalize(raw);
  // "তাহলে চাঁদে কত হবে?" after a weight: the same mass on the Moon.
  if (previous?.family === 'science' && findNumbers(text).length === 0) {
    if (previous.kind === 'weight' && MOON.test(text))
      return { reading: { ...previous, inputs: { ...previous.inputs, moon: 1 } } };
    return undefined;
  }
  const { values, resistors } = quantities(text);
  const kind = kindOf(text, values, resistors.length);
  if (!kind) return undefined;
  const inputs: Record<string, number> = { ...values };
  if (kind === 'series' || kind === 'parallel') {
    delete inputs.R;
    resistors.slice(0, 4).forEach((r, index) => {
      inputs[`R${index}`] = r;
    });
  }
  if (kind === 'weight' && MOON.test(text)) inputs.moon = 1;
  if (kind === 'lens' && CONCAVE.test(text)) inputs.concave = 1;
  if (kind === 'bmi' && ASKS_CLASS.test(text)) inputs.asksClass = 1;
  if (Object.values(values).some((value) => value <= 0) || resistors.some((r) => r <= 0)) {
    return { issue: say.issueNonPositive };
  }
  if (kind === 'bmi' && values.d !== undefined && values.d > 3) return { issue: say.issueHeight(num(values.d)) };
  return { reading: { family: 'science', kind, inputs } };
}

interface Formula {
  what: string;
  unit: string;
  formula: string;
}

function build(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.science;
  const num = numberIn(language);
  const { filled } = texts;
  const F = say.formulas;
  const GIVEN: Record<string, readonly [string, string]> = say.given;
  const step = (f: Formula, expression: string, value: number): Step => ({
    ask: say.ask(f.what, f.unit),
    hints: [say.formulaHint(f.formula), filled(expression)],
    answer: value,
    done: say.done(f.what, expression, num(value), f.unit),
  });
  const { kind, inputs } = reading;
  const steps: Step[] = [];
  const g = inputs.g ?? G;
  const given = Object.entries(inputs)
    .map(([key, value]) => {
      const label = /^R\d$/.test(key)
        ? say.given.R
        : kind === 'bmi' && key === 'd'
          ? say.given.height
          : kind === 'lens' && key === 'dcm'
            ? say.given.focal
            : kind === 'lens' && key === 'd'
              ? say.given.focalM
              : GIVEN[key];
      return label ? `${label[0]} ${num(value)} ${label[1]}` : undefined;
    })
    .filter(Boolean)
    .join(', ');
  const seconds = () => {
    if (inputs.t !== undefined) return inputs.t;
    const minutes = inputs.tmin ?? 0;
    const value = tidy(minutes * 60);
    const expression = `${tex(minutes)} \\times 60`;
    steps.push({
      ask: say.secondsAsk(num(minutes)),
      hints: [say.secondsHint, filled(expression)],
      answer: value,
      done: say.done(say.given.seconds[0], expression, num(value), say.given.seconds[1]),
    });
    return value;
  };
  const metres = () => {
    if (inputs.d !== undefined) return inputs.d;
    const cm = inputs.dcm ?? 0;
    const value = tidy(cm / 100);
    const expression = `${tex(cm)} \\div 100`;
    steps.push({
      ask: say.metresAsk(num(cm)),
      hints: [say.metresHint, filled(expression)],
      answer: value,
      done: say.done(say.given.metres[0], expression, num(value), say.given.metres[1]),
    });
    return value;
  };
  const last = (f: Formula, expression: string, value: number) => {
    steps.push(step(f, expression, value));
    return say.answer(f.what, num(value), f.unit);
  };
  const divide = (a: number, b: number) => tidy(a / b, 4);
  const slip = (index: number, answer: number, note: string) => {
    const target = steps[index];
    if (target) steps[index] = { ...target, mistakes: [{ answer, note }] };
  };
  let answer: string;
  let formula: string = kind in F ? F[kind as keyof typeof F].formula : '';
  switch (kind) {
    case 'weight': {
      const w = tidy((inputs.m ?? 0) * g);
      answer = last(F.weight, `${tex(inputs.m ?? 0)} \\times ${tex(g)}`, w);
      slip(0, tidy((inputs.m ?? 0) / g, 2), texts.mistakes.dividedByG);
      if (inputs.moon === 1) answer = last(F.moon, `${tex(w)} \\div 6`, tidy(w / 6, 2));
      break;
    }
    case 'mass':
      answer = last(F.mass, `${tex(inputs.F ?? 0)} \\div ${tex(g)}`, divide(inputs.F ?? 0, g));
      break;
    case 'fall':
      answer = last(F.fall, `${tex(g)} \\times ${tex(inputs.t ?? 0)}`, tidy(g * (inputs.t ?? 0)));
      break;
    case 'speed': {
      const t = seconds();
      const d = metres();
      answer = last(F.speed, `${tex(d)} \\div ${tex(t)}`, divide(d, t));
      break;
    }
    case 'current': {
      const t = seconds();
      answer = last(F.current, `${tex(inputs.Q ?? 0)} \\div ${tex(t)}`, divide(inputs.Q ?? 0, t));
      break;
    }
    case 'charge': {
      const t = seconds();
      answer = last(F.charge, `${tex(inputs.I ?? 0)} \\times ${tex(t)}`, tidy((inputs.I ?? 0) * t));
      break;
    }
    case 'ohmV':
      answer = last(
        F.ohmV,
        `${tex(inputs.I ?? 0)} \\times ${tex(inputs.R ?? 0)}`,
        tidy((inputs.I ?? 0) * (inputs.R ?? 0)),
      );
      break;
    case 'ohmI':
      answer = last(F.ohmI, `${tex(inputs.V ?? 0)} \\div ${tex(inputs.R ?? 0)}`, divide(inputs.V ?? 0, inputs.R ?? 0));
      break;
    case 'ohmR':
      answer = last(F.ohmR, `${tex(inputs.V ?? 0)} \\div ${tex(inputs.I ?? 0)}`, divide(inputs.V ?? 0, inputs.I ?? 0));
      break;
    case 'series':
    case 'parallel': {
      const rs = Object.keys(inputs)
        .filter((key) => /^R\d$/.test(key))
        .sort()
        .map((key) => inputs[key] ?? 0);
      const total =
        kind === 'series' ? tidy(rs.reduce((a, b) => a + b, 0)) : tidy(1 / rs.reduce((a, b) => a + 1 / b, 0), 2);
      const expression =
        kind === 'series'
          ? rs.map((r) => tex(r)).join(' + ')
          : `1 \\div (${rs.map((r) => `\\frac{1}{${tex(r)}}`).join(' + ')})`;
      answer = last(F[kind], expression, total);
      if (inputs.V !== undefined) {
        formula = `${formula}, $I = \\frac{V}{R}$`;
        answer = `${answer} ${last(F.ohmI, `${tex(inputs.V)} \\div ${tex(total)}`, divide(inputs.V, total))}`;
      }
      break;
    }
    case 'bmi': {
      const h = metres();
      const h2 = tidy(h * h);
      steps.push(step(F.square, `${tex(h)} \\times ${tex(h)}`, h2));
      const bmi = tidy((inputs.m ?? 0) / h2, 1);
      answer = last(F.bmi, `${tex(inputs.m ?? 0)} \\div ${tex(h2)}`, bmi);
      // "…, is that normal?": the lesson's class for the value is the second half of the answer;
      // unasked, an adult's class would only label a growing student.
      const band = BMI_LIMITS.findIndex((limit) => bmi < limit);
      if (inputs.asksClass === 1)
        answer = `${answer} ${say.bmiClass(say.bmiClasses[band === -1 ? BMI_LIMITS.length : band] ?? '')}`;
      slip(steps.length - 1, tidy((inputs.m ?? 0) / h, 2), texts.mistakes.forgotSquare);
      break;
    }
    case 'lens': {
      const f = metres() * (inputs.concave === 1 ? -1 : 1);
      answer = last(F.lens, `1 \\div ${f < 0 ? `(${tex(f)})` : tex(f)}`, divide(1, f));
      break;
    }
    case 'density':
      answer = last(
        F.density,
        `${tex(inputs.m ?? 0)} \\div ${tex(inputs.vol ?? 0)}`,
        divide(inputs.m ?? 0, inputs.vol ?? 0),
      );
      break;
    default:
      answer = last(
        F.pressure,
        `${tex(inputs.F ?? 0)} \\div ${tex(inputs.area ?? 0)}`,
        divide(inputs.F ?? 0, inputs.area ?? 0),
      );
  }
  if (kind === 'weight' || kind === 'mass' || kind === 'fall') formula = `${formula}, $g = ${tex(g)}$ m s⁻²`;
  return { ...reading, setup: say.setup(given, formula), steps, answer };
}

export const science: Family = { id: 'science', read, build };
