import { normalize } from '../text';
import { mistakeText, scienceText as say } from './messages';
import { bn, findNumbers, tex, tidy } from './numbers';
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
const FALL = /পড়|পড়|fall|drop|pore|ছেড়ে|ফেল/u;
const SPEED = /বেগ|দ্রুতি|গতি|speed|velocity|beg|druti|goti/u;
const CURRENT = /প্রবাহ|কারেন্ট|current|probaho/u;
const CHARGE = /আধান|চার্জ|charge|adhan/u;
const VOLTAGE = /বিভব|ভোল্টেজ|voltage|bibhob/u;
const RESISTANCE = /রোধ|resistance|rodh/u;
const SERIES = /শ্রেণি|সিরিজ|series/u;
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

function read(raw: string): ReadResult | undefined {
  const text = normalize(raw);
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
  if (Object.values(values).some((value) => value <= 0) || resistors.some((r) => r <= 0)) {
    return { issue: say.issueNonPositive };
  }
  if (kind === 'bmi' && values.d !== undefined && values.d > 3) return { issue: say.issueHeight(bn(values.d)) };
  return { reading: { family: 'science', kind, inputs } };
}

interface Formula {
  what: string;
  unit: string;
  formula: string;
}

const filled = (expression: string) => `$${expression}$ কত হয়?`;

function step(f: Formula, expression: string, value: number): Step {
  return {
    ask: say.ask(f.what, f.unit),
    hints: [say.formulaHint(f.formula), filled(expression)],
    answer: value,
    done: say.done(f.what, expression, bn(value), f.unit),
  };
}

const F: Record<string, Formula> = {
  weight: { what: 'ওজন', unit: 'নিউটন', formula: '$W = mg$' },
  moon: { what: 'চাঁদে ওজন', unit: 'নিউটন', formula: 'চাঁদে ওজন $= \\frac{W}{6}$' },
  mass: { what: 'ভর', unit: 'কেজি', formula: '$m = \\frac{W}{g}$' },
  fall: { what: 'বেগ', unit: 'মিটার/সেকেন্ড', formula: '$v = gt$' },
  speed: { what: 'বেগ', unit: 'মিটার/সেকেন্ড', formula: 'বেগ $= \\frac{\\text{দূরত্ব}}{\\text{সময়}}$' },
  current: { what: 'তড়িৎ প্রবাহ', unit: 'অ্যাম্পিয়ার', formula: '$I = \\frac{Q}{t}$' },
  charge: { what: 'আধান', unit: 'কুলম্ব', formula: '$Q = I \\times t$' },
  ohmV: { what: 'বিভব পার্থক্য', unit: 'ভোল্ট', formula: '$V = IR$' },
  ohmI: { what: 'তড়িৎ প্রবাহ', unit: 'অ্যাম্পিয়ার', formula: '$I = \\frac{V}{R}$' },
  ohmR: { what: 'রোধ', unit: 'ওহম', formula: '$R = \\frac{V}{I}$' },
  series: { what: 'তুল্য রোধ', unit: 'ওহম', formula: 'শ্রেণিতে $R = R_1 + R_2 + \\cdots$' },
  parallel: { what: 'তুল্য রোধ', unit: 'ওহম', formula: 'সমান্তরালে $\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2} + \\cdots$' },
  square: { what: 'উচ্চতার বর্গ', unit: 'বর্গমিটার', formula: 'উচ্চতা × উচ্চতা' },
  bmi: { what: 'BMI', unit: '', formula: 'BMI $= \\frac{\\text{ওজন (কেজি)}}{\\text{উচ্চতা (মিটার)}^2}$' },
  lens: { what: 'লেন্সের ক্ষমতা', unit: 'ডায়প্টার', formula: '$P = \\frac{1}{f}$ ($f$ মিটারে)' },
  density: { what: 'ঘনত্ব', unit: 'কেজি/ঘনমিটার', formula: 'ঘনত্ব $= \\frac{\\text{ভর}}{\\text{আয়তন}}$' },
  pressure: { what: 'চাপ', unit: 'প্যাসকেল', formula: 'চাপ $= \\frac{\\text{বল}}{\\text{ক্ষেত্রফল}}$' },
};

const GIVEN: Record<string, [string, string]> = {
  m: ['ভর', 'কেজি'],
  F: ['বল/ওজন', 'নিউটন'],
  t: ['সময়', 'সেকেন্ড'],
  tmin: ['সময়', 'মিনিট'],
  V: ['বিভব পার্থক্য', 'ভোল্ট'],
  I: ['তড়িৎ প্রবাহ', 'অ্যাম্পিয়ার'],
  R: ['রোধ', 'ওহম'],
  Q: ['আধান', 'কুলম্ব'],
  d: ['দৈর্ঘ্য/দূরত্ব', 'মিটার'],
  dcm: ['দৈর্ঘ্য', 'সে.মি.'],
  area: ['ক্ষেত্রফল', 'বর্গমিটার'],
  vol: ['আয়তন', 'ঘনমিটার'],
  g: ['$g$', 'm s⁻²'],
};

const HEIGHT: [string, string] = ['উচ্চতা', 'মিটার'];
const FOCAL: [string, string] = ['ফোকাস দূরত্ব', 'সে.মি.'];
const FOCAL_M: [string, string] = ['ফোকাস দূরত্ব', 'মিটার'];

function build(reading: Reading): Problem {
  const { kind, inputs } = reading;
  const steps: Step[] = [];
  const g = inputs.g ?? G;
  const given = Object.entries(inputs)
    .map(([key, value]) => {
      if (/^R\d$/.test(key)) return `রোধ ${bn(value)} ওহম`;
      const label = kind === 'bmi' && key === 'd' ? HEIGHT : kind === 'lens' && key === 'dcm' ? FOCAL : kind === 'lens' && key === 'd' ? FOCAL_M : GIVEN[key];
      return label ? `${label[0]} ${bn(value)} ${label[1]}` : undefined;
    })
    .filter(Boolean)
    .join(', ');
  const seconds = () => {
    if (inputs.t !== undefined) return inputs.t;
    const minutes = inputs.tmin ?? 0;
    const value = tidy(minutes * 60);
    const expression = `${tex(minutes)} \\times 60`;
    steps.push({ ask: say.secondsAsk(bn(minutes)), hints: [say.secondsHint, filled(expression)], answer: value, done: say.done('সময়', expression, bn(value), 'সেকেন্ড') });
    return value;
  };
  const metres = () => {
    if (inputs.d !== undefined) return inputs.d;
    const cm = inputs.dcm ?? 0;
    const value = tidy(cm / 100);
    const expression = `${tex(cm)} \\div 100`;
    steps.push({ ask: say.metresAsk(bn(cm)), hints: [say.metresHint, filled(expression)], answer: value, done: say.done('দৈর্ঘ্য', expression, bn(value), 'মিটার') });
    return value;
  };
  const last = (f: Formula, expression: string, value: number) => {
    steps.push(step(f, expression, value));
    return say.answer(f.what, bn(value), f.unit);
  };
  const divide = (a: number, b: number) => tidy(a / b, 4);
  const slip = (index: number, answer: number, note: string) => {
    const target = steps[index];
    if (target) steps[index] = { ...target, mistakes: [{ answer, note }] };
  };
  let answer: string;
  let formula = F[kind]?.formula ?? '';
  switch (kind) {
    case 'weight': {
      const w = tidy((inputs.m ?? 0) * g);
      answer = last(F.weight as Formula, `${tex(inputs.m ?? 0)} \\times ${tex(g)}`, w);
      slip(0, tidy((inputs.m ?? 0) / g, 2), mistakeText.dividedByG);
      if (inputs.moon === 1) answer = last(F.moon as Formula, `${tex(w)} \\div 6`, tidy(w / 6, 2));
      break;
    }
    case 'mass':
      answer = last(F.mass as Formula, `${tex(inputs.F ?? 0)} \\div ${tex(g)}`, divide(inputs.F ?? 0, g));
      break;
    case 'fall':
      answer = last(F.fall as Formula, `${tex(g)} \\times ${tex(inputs.t ?? 0)}`, tidy(g * (inputs.t ?? 0)));
      break;
    case 'speed': {
      const t = seconds();
      const d = metres();
      answer = last(F.speed as Formula, `${tex(d)} \\div ${tex(t)}`, divide(d, t));
      break;
    }
    case 'current': {
      const t = seconds();
      answer = last(F.current as Formula, `${tex(inputs.Q ?? 0)} \\div ${tex(t)}`, divide(inputs.Q ?? 0, t));
      break;
    }
    case 'charge': {
      const t = seconds();
      answer = last(F.charge as Formula, `${tex(inputs.I ?? 0)} \\times ${tex(t)}`, tidy((inputs.I ?? 0) * t));
      break;
    }
    case 'ohmV':
      answer = last(F.ohmV as Formula, `${tex(inputs.I ?? 0)} \\times ${tex(inputs.R ?? 0)}`, tidy((inputs.I ?? 0) * (inputs.R ?? 0)));
      break;
    case 'ohmI':
      answer = last(F.ohmI as Formula, `${tex(inputs.V ?? 0)} \\div ${tex(inputs.R ?? 0)}`, divide(inputs.V ?? 0, inputs.R ?? 0));
      break;
    case 'ohmR':
      answer = last(F.ohmR as Formula, `${tex(inputs.V ?? 0)} \\div ${tex(inputs.I ?? 0)}`, divide(inputs.V ?? 0, inputs.I ?? 0));
      break;
    case 'series':
    case 'parallel': {
      const rs = Object.keys(inputs).filter((key) => /^R\d$/.test(key)).sort().map((key) => inputs[key] ?? 0);
      const total = kind === 'series' ? tidy(rs.reduce((a, b) => a + b, 0)) : tidy(1 / rs.reduce((a, b) => a + 1 / b, 0), 2);
      const expression = kind === 'series' ? rs.map((r) => tex(r)).join(' + ') : `1 \\div (${rs.map((r) => `\\frac{1}{${tex(r)}}`).join(' + ')})`;
      answer = last(F[kind] as Formula, expression, total);
      if (inputs.V !== undefined) {
        formula = `${formula}, $I = \\frac{V}{R}$`;
        answer = `${answer} ${last(F.ohmI as Formula, `${tex(inputs.V)} \\div ${tex(total)}`, divide(inputs.V, total))}`;
      }
      break;
    }
    case 'bmi': {
      const h = metres();
      const h2 = tidy(h * h);
      steps.push(step(F.square as Formula, `${tex(h)} \\times ${tex(h)}`, h2));
      answer = last(F.bmi as Formula, `${tex(inputs.m ?? 0)} \\div ${tex(h2)}`, tidy((inputs.m ?? 0) / h2, 1));
      slip(steps.length - 1, tidy((inputs.m ?? 0) / h, 2), mistakeText.forgotSquare);
      break;
    }
    case 'lens': {
      const f = metres() * (inputs.concave === 1 ? -1 : 1);
      answer = last(F.lens as Formula, `1 \\div ${f < 0 ? `(${tex(f)})` : tex(f)}`, divide(1, f));
      break;
    }
    case 'density':
      answer = last(F.density as Formula, `${tex(inputs.m ?? 0)} \\div ${tex(inputs.vol ?? 0)}`, divide(inputs.m ?? 0, inputs.vol ?? 0));
      break;
    default:
      answer = last(F.pressure as Formula, `${tex(inputs.F ?? 0)} \\div ${tex(inputs.area ?? 0)}`, divide(inputs.F ?? 0, inputs.area ?? 0));
  }
  if (kind === 'weight' || kind === 'mass' || kind === 'fall') formula = `${formula}, $g = ${tex(g)}$ m s⁻²`;
  return { ...reading, setup: say.setup(given, formula), steps, answer };
}

export const science: Family = { id: 'science', read, build };
