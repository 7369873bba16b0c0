import { guideTexts } from '../messages/guide';
import { numberIn, findNumbers, tex, tidy } from './numbers';
import type { FoundNumber } from './numbers';
import type { Language } from '@study/contract';
import type { Family, Problem, ReadResult, Reading, Step } from './types';

// Simple and compound interest (class 8 maths, chapter 2, lessons 2–4): interest and amount,
// the rate, the time or the principal from the others, and the compound amount year by year.

const TOPIC = /মুনাফা|সুদ|চক্রবৃদ্ধি|ব্যাংক|interest|munafa|sud|chokro|compound|bank/u;
const COMPOUND = /চক্রবৃদ্ধি|chokro ?briddhi|chokroborddhi|chakrabriddhi|compound/u;
const WANTS_AMOUNT = /মুনাফা-আসল|মুনাফা আসল|সবৃদ্ধি|মোট|কত টাকা পাবে|amount|total|mot|pabe|munafa-asol/u;
const PERCENT = /^\s*(%|শতাংশ|percent|পার্সেন্ট|parcent|persent)/u;
const RATE_BEFORE = /(শতকরা|হারে|হার|rate|hare|harer|shotokora)\s*[:=]?\s*$/u;
const YEARS = /^\s*(বছর|বৎসর|বছরের|years?|yrs?|bochor|bosor|bochore|bosore|bochorer)/u;
const MONTHS = /^\s*(মাস|months?|mash|mas)/u;
const INTEREST_AFTER = /^\s*(টাকা[য়েরও]*|tk|taka)?\s*(মুনাফা|সুদ|interest|munafa|sud)(?!-| আসল)/u;
const INTEREST_BEFORE = /(মুনাফা|সুদ|interest|munafa|sud)\s*[:=]?\s*$/u;
const AMOUNT_BEFORE = /(মুনাফা-আসল\S*|মুনাফা আসল\S*|সবৃদ্ধিমূল\S*|মোট|amount|total|mot|munafa-asol\S*)\s*[:=]?\s*$/u;
const PRINCIPAL_BEFORE = /(আসল|মূলধন|principal|asol)\s*[:=]?\s*$/u;
const MONEY = /^\s*(টাকা|tk|taka|৳)/u;

type Roles = Partial<Record<'p' | 'r' | 'n' | 'i' | 'a', number>>;

function rolesOf(numbers: FoundNumber[]): Roles {
  const roles: Roles = {};
  const plain: number[] = [];
  for (const x of numbers) {
    // The unit after a number names it more surely than a word before it ("হারে ৫ বছরে").
    if (YEARS.test(x.after)) roles.n ??= x.value;
    else if (MONTHS.test(x.after)) roles.n ??= x.value / 12;
    else if (PERCENT.test(x.after) || RATE_BEFORE.test(x.before)) roles.r ??= x.value;
    else if (AMOUNT_BEFORE.test(x.before)) roles.a ??= x.value;
    else if (INTEREST_AFTER.test(x.after) || INTEREST_BEFORE.test(x.before)) roles.i ??= x.value;
    else if (PRINCIPAL_BEFORE.test(x.before) || MONEY.test(x.after)) roles.p ??= x.value;
    else plain.push(x.value);
  }
  // "interest on 6000 at 8% for 2 years": the one number left is the principal.
  if (roles.p === undefined && plain.length === 1) roles.p = plain[0];
  return roles;
}

function kindOf(roles: Roles, compound: boolean): string | undefined {
  const { p, r, n, i, a } = roles;
  const has = (value: number | undefined) => value !== undefined;
  if (compound) return has(p) && has(r) && has(n) ? 'compound' : undefined;
  if (has(p) && has(r) && has(n)) return 'simple';
  if (has(p) && has(n) && (has(i) || has(a))) return 'rate';
  if (has(p) && has(r) && (has(i) || has(a))) return 'time';
  if (has(a) && has(r) && has(n)) return 'principal';
  return undefined;
}

function read(text: string, language: Language, previous?: Reading): ReadResult | undefined {
  const say = guideTexts[language].interest;
  const num = numberIn(language);
  const numbers = findNumbers(text);
  if (numbers.length === 0) return undefined;
  const followUp = previous?.family === 'interest' && !TOPIC.test(text);
  if (!followUp && !TOPIC.test(text)) return undefined;
  let roles = rolesOf(numbers);
  let compound = COMPOUND.test(text);
  let wantsAmount = WANTS_AMOUNT.test(text);
  if (followUp && previous) {
    if (Object.keys(roles).length === 0) return undefined;
    roles = { ...previous.inputs, ...roles };
    delete (roles as Record<string, number>).amount;
    compound = previous.kind === 'compound';
    wantsAmount = wantsAmount || previous.inputs.amount === 1;
  }
  const kind = kindOf(roles, compound);
  if (!kind) return undefined;
  const inputs: Record<string, number> = {};
  for (const [key, value] of Object.entries(roles)) if (value !== undefined) inputs[key] = value;
  if (Object.values(inputs).some((value) => value <= 0)) return { issue: say.issueNonPositive };
  if ((inputs.r ?? 0) > 50) return { issue: say.issueRate(num(inputs.r ?? 0)) };
  if (inputs.a !== undefined && inputs.p !== undefined && inputs.a <= inputs.p) return { issue: say.issueAmount };
  if (kind === 'simple') inputs.amount = wantsAmount ? 1 : 0;
  return { reading: { family: 'interest', kind, inputs } };
}

function interestStep(language: Language, p: number, a: number, i: number): Step {
  const { interest: say, filled } = guideTexts[language];
  const expression = `${tex(a)} - ${tex(p)}`;
  return {
    ask: say.interestAsk,
    hints: [say.interestHint, filled(expression)],
    answer: i,
    done: say.interestDone(expression, numberIn(language)(i)),
  };
}

function build(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.interest;
  const num = numberIn(language);
  const { filled } = texts;
  const { kind, inputs } = reading;
  const p = inputs.p ?? 0;
  const r = inputs.r ?? 0;
  const n = inputs.n ?? 0;
  if (kind === 'simple') {
    const oneYear = tidy((p * r) / 100);
    const interest = tidy(oneYear * n);
    const amount = tidy(p + interest);
    const yearExpression = `${tex(p)} \\times \\frac{${tex(r)}}{100}`;
    const steps: Step[] = [
      {
        ask: say.yearAsk,
        hints: [say.yearHint(num(r)), filled(yearExpression)],
        answer: oneYear,
        done: say.yearDone(yearExpression, num(oneYear)),
      },
    ];
    if (n !== 1) {
      const expression = `${tex(oneYear)} \\times ${tex(n)}`;
      steps.push({
        ask: say.yearsAsk(num(n)),
        hints: [say.yearsHint, filled(expression)],
        answer: interest,
        done: say.yearsDone(expression, num(interest)),
      });
    }
    if (inputs.amount === 1) {
      const expression = `${tex(p)} + ${tex(interest)}`;
      steps.push({
        ask: say.amountAsk,
        hints: [say.amountHint, filled(expression)],
        answer: amount,
        done: say.amountDone(expression, num(amount)),
      });
    }
    const answer =
      inputs.amount === 1 ? say.simpleAnswer(num(interest), num(amount)) : say.interestAnswer(num(interest));
    return { ...reading, setup: say.simpleSetup(tex(p), num(r), tex(n)), steps, answer };
  }
  if (kind === 'rate' || kind === 'time') {
    const interest = inputs.i ?? tidy((inputs.a ?? 0) - p);
    const steps: Step[] = inputs.i === undefined ? [interestStep(language, p, inputs.a ?? 0, interest)] : [];
    if (kind === 'rate') {
      const rate = tidy((interest / (p * n)) * 100, 2);
      const expression = `\\frac{${tex(interest)}}{${tex(p)} \\times ${tex(n)}} \\times 100`;
      steps.push({
        ask: say.rateAsk,
        hints: [say.rateHint, filled(expression)],
        answer: rate,
        done: say.rateDone(expression, num(rate)),
        mistakes: [{ answer: tidy(interest / (p * n), 4), note: texts.mistakes.rateAsFraction }],
      });
      return { ...reading, setup: say.rateSetup(num(p), num(n)), steps, answer: say.rateAnswer(num(rate)) };
    }
    const oneYear = tidy((p * r) / 100);
    const years = tidy(interest / oneYear, 2);
    const yearExpression = `${tex(p)} \\times \\frac{${tex(r)}}{100}`;
    const expression = `\\frac{${tex(interest)}}{${tex(oneYear)}}`;
    steps.push(
      {
        ask: say.yearAsk,
        hints: [say.yearHint(num(r)), filled(yearExpression)],
        answer: oneYear,
        done: say.yearDone(yearExpression, num(oneYear)),
      },
      {
        ask: say.timeAsk,
        hints: [say.timeHint, filled(expression)],
        answer: years,
        done: say.timeDone(expression, num(years)),
      },
    );
    return { ...reading, setup: say.timeSetup(num(p), num(r)), steps, answer: say.timeAnswer(num(years)) };
  }
  if (kind === 'principal') {
    const a = inputs.a ?? 0;
    const per100 = tidy(100 + n * r);
    const principal = tidy((a * 100) / per100, 2);
    const per100Expression = `100 + ${tex(r)} \\times ${tex(n)}`;
    const expression = `${tex(a)} \\times \\frac{100}{${tex(per100)}}`;
    return {
      ...reading,
      setup: say.principalSetup(num(a), num(r), num(n)),
      steps: [
        {
          ask: say.per100Ask(num(n)),
          hints: [say.per100Hint(num(r), num(n)), filled(per100Expression)],
          answer: per100,
          done: say.per100Done(per100Expression, num(per100)),
        },
        {
          ask: say.principalAsk,
          hints: [say.principalHint, filled(expression)],
          answer: principal,
          done: say.principalDone(expression, num(principal)),
        },
      ],
      answer: say.principalAnswer(num(principal)),
    };
  }
  // Compound: year by year for a few whole years (as the lesson's table does), else the formula.
  const factor = tex(1 + r / 100);
  const steps: Step[] = [];
  let amount = p;
  if (Number.isInteger(n) && n <= 3) {
    for (let year = 1; year <= n; year += 1) {
      const expression = `${tex(amount)} \\times ${factor}`;
      const simple = tidy(amount + (p * r) / 100, 2);
      amount = tidy(amount * (1 + r / 100), 2);
      steps.push({
        ask: say.yearEndAsk(num(year)),
        hints: [year === 1 ? say.firstYearHint(num(r)) : say.nextYearHint, filled(expression)],
        answer: amount,
        done: say.yearEndDone(num(year), expression, num(amount)),
        ...(year > 1 && { mistakes: [{ answer: simple, note: texts.mistakes.simpleNotCompound }] }),
      });
    }
  } else {
    const expression = `${tex(p)} \\times (${factor})^{${tex(n)}}`;
    amount = tidy(p * (1 + r / 100) ** n, 2);
    steps.push({
      ask: say.powerAsk(num(n)),
      hints: [say.powerHint(factor), filled(expression)],
      answer: amount,
      done: say.yearEndDone(num(n), expression, num(amount)),
    });
  }
  const interest = tidy(amount - p, 2);
  const expression = `${tex(amount)} - ${tex(p)}`;
  steps.push({
    ask: say.compoundInterestAsk,
    hints: [say.compoundInterestHint, filled(expression)],
    answer: interest,
    done: say.compoundInterestDone(expression, num(interest)),
  });
  return {
    ...reading,
    setup: say.compoundSetup(num(p), num(r), num(n)),
    steps,
    answer: say.compoundAnswer(num(amount), num(interest)),
  };
}

export const interest: Family = { id: 'interest', read, build };
