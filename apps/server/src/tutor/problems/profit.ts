import { guideTexts } from '../messages/guide';
import { numberIn, findNumbers, tex, tidy } from './numbers';
import type { FoundNumber } from './numbers';
import type { Language } from '@study/contract';
import type { Family, Problem, ReadResult, Reading } from './types';

// Profit and loss (class 8 maths, chapter 2, lesson 1): the percentage from cost and selling
// price, the selling price from a percentage, the cost price back from the selling price.

// Buying and selling verbs by their stems, with any ending: কিনলাম, বেচি, kinlam, bechi.
const TOPIC =
  /লাভ|ক্ষতি|লোকসান|ক্রয়মূল্য|বিক্রয়মূল্য|কিন|কেনা|বিক্রি|বেচ|labh|lav|khoti|lokshan|loss|profit|(?<![a-z])(?:kin(?:e|i|l|b|ch)|kena|bikri|bech)|bought|sold|cost price|selling price/u;
const LOSS = /ক্ষতি|লোকসান|khoti|lokshan|loss/u;
const PERCENT_AFTER = /^\s*(%|শতাংশ|percent|পার্সেন্ট|parcent|persent)/u;
const PERCENT_BEFORE = /(শতকরা|shotokora|percent)\s*$/u;
const MONEY = String.raw`\s*(টাকা[য়েরও]*|tk|taka[y]?|৳)?\s*(দিয়ে|diye|দরে|e)?\s*`;
// A word or two may stand between the price and the verb ("৪৫০ টাকায় একটা শার্ট কিনে").
const COST_AFTER = new RegExp(
  `^${MONEY}(?:(?!বিক্রি|বেচ|bikri|bech|sold|sell)[^\\s\\d]+\\s+){0,2}(কিন|কেনা|ক্রয়|kin[a-z]*|kena|bought|buy)`,
  'u',
);
const COST_BEFORE =
  /(ক্রয়মূল্য|ক্রয় মূল্য|কেনা দাম|কেনার দাম|cost price|cost|cp|kroymullo|kroy mullo|kenar dam|kena dam|(?:buy|bought)\D{0,20}\b(?:for|at))\s*[:=]?\s*$/u;
const SELL_AFTER = new RegExp(
  `^${MONEY}(?:(?!কিন|কেনা|ক্রয়|kin|kena|bought|buy)[^\\s\\d]+\\s+){0,2}(বিক্রি|বিক্রয়|বেচ|bikri|bech[a-z]*|sold|sell)`,
  'u',
);
const SELL_BEFORE =
  /(বিক্রয়মূল্য|বিক্রয় মূল্য|বেচার দাম|বিক্রির দাম|selling price|sp|bikroymullo|bikroy mullo|bikri dam|(?:sell|sold)\D{0,20}\b(?:for|at))\s*[:=]?\s*$/u;
const MONEY_AFTER = /^\s*(টাকা|tk|taka|৳)/u;

type Roles = Partial<Record<'cost' | 'sell' | 'rate', number>>;

function rolesOf(numbers: FoundNumber[], text: string): Roles {
  const roles: Roles = {};
  const unnamed: number[] = [];
  for (const n of numbers) {
    // The words just before a price name it more surely than a verb after it: in "sold for 900
    // tk that I bought for 1000 tk", 900 is the selling price.
    if (PERCENT_AFTER.test(n.after) || PERCENT_BEFORE.test(n.before)) roles.rate ??= n.value;
    else if (COST_BEFORE.test(n.before)) roles.cost ??= n.value;
    else if (SELL_BEFORE.test(n.before)) roles.sell ??= n.value;
    else if (COST_AFTER.test(n.after)) roles.cost ??= n.value;
    else if (SELL_AFTER.test(n.after)) roles.sell ??= n.value;
    else if (MONEY_AFTER.test(n.after)) unnamed.push(n.value);
  }
  // "২৫০ টাকার জিনিস ৩০০ টাকা হলে": bought first, sold second.
  if (
    roles.cost === undefined &&
    roles.sell === undefined &&
    unnamed.length === 2 &&
    /কিন|kin|bought|buy|ক্রয়/u.test(text)
  ) {
    [roles.cost, roles.sell] = unnamed;
  } else if (unnamed.length === 1 && roles.rate !== undefined) {
    if (roles.cost === undefined && roles.sell === undefined) {
      // "৮০০ টাকার ছাতা ৫% ক্ষতিতে বিক্রি": the price of the thing is its cost.
      roles.cost = unnamed[0];
    }
  }
  return roles;
}

function kindOf(roles: Roles): string | undefined {
  if (roles.cost !== undefined && roles.sell !== undefined) return 'percent';
  if (roles.cost !== undefined && roles.rate !== undefined) return 'sell';
  if (roles.sell !== undefined && roles.rate !== undefined) return 'cost';
  return undefined;
}

function read(text: string, language: Language, previous?: Reading): ReadResult | undefined {
  const say = guideTexts[language].profit;
  const num = numberIn(language);
  const numbers = findNumbers(text);
  if (numbers.length === 0) return undefined;
  const followUp = previous?.family === 'profit' && !TOPIC.test(text);
  if (!followUp && !TOPIC.test(text)) return undefined;
  const found = rolesOf(numbers, text);
  let roles: Roles = found;
  let loss = LOSS.test(text);
  if (followUp && previous) {
    if (Object.keys(found).length === 0) return undefined;
    const before = previous.inputs;
    roles = { ...pickRoles(before, previous.kind), ...found };
    loss = loss || before.loss === 1;
  }
  const kind = kindOf(roles);
  if (!kind) return undefined;
  const values = Object.values(roles);
  if (values.some((value) => value <= 0)) return { issue: say.issueNonPositive };
  if (kind === 'percent') {
    const cost = roles.cost ?? 0;
    const sell = roles.sell ?? 0;
    if (cost === sell) return { issue: say.issueEqual(num(cost)) };
    return { reading: { family: 'profit', kind, inputs: { cost, sell } } };
  }
  if (loss && (roles.rate ?? 0) >= 100) return { issue: say.issueLoss100 };
  const inputs: Record<string, number> = kind === 'sell' ? { cost: roles.cost ?? 0 } : { sell: roles.sell ?? 0 };
  return { reading: { family: 'profit', kind, inputs: { ...inputs, rate: roles.rate ?? 0, loss: loss ? 1 : 0 } } };
}

/** A previous problem's numbers that a follow-up may keep. */
function pickRoles(inputs: Record<string, number>, kind: string): Roles {
  if (kind === 'percent') return { cost: inputs.cost };
  if (kind === 'sell') return { cost: inputs.cost, rate: inputs.rate };
  return { sell: inputs.sell, rate: inputs.rate };
}

function build(reading: Reading, language: Language): Problem {
  const texts = guideTexts[language];
  const say = texts.profit;
  const num = numberIn(language);
  const { inputs, kind } = reading;
  const loss = inputs.loss === 1;
  if (kind === 'percent') {
    const cost = inputs.cost ?? 0;
    const sell = inputs.sell ?? 0;
    const isLoss = sell < cost;
    const amount = tidy(Math.abs(sell - cost));
    const percent = tidy((amount / cost) * 100, 2);
    const difference = isLoss ? `${tex(cost)} - ${tex(sell)}` : `${tex(sell)} - ${tex(cost)}`;
    return {
      ...reading,
      setup: say.percentSetup(num(cost), num(sell), isLoss),
      steps: [
        {
          ask: say.amountAsk(isLoss),
          hints: [say.amountHint(isLoss), say.amountFilled(difference)],
          answer: amount,
          done: say.amountDone(isLoss, difference, num(amount)),
        },
        {
          ask: say.percentAsk(isLoss),
          hints: [say.percentHint(isLoss), say.percentFilled(tex(amount), tex(cost))],
          answer: percent,
          done: say.percentDone(isLoss, tex(amount), tex(cost), num(percent)),
          mistakes: [{ answer: tidy((amount / sell) * 100, 2), note: texts.mistakes.percentOfSelling }],
        },
      ],
      answer: say.percentAnswer(isLoss, num(percent)),
    };
  }
  const rate = inputs.rate ?? 0;
  if (kind === 'sell') {
    const cost = inputs.cost ?? 0;
    const amount = tidy((cost * rate) / 100);
    const sell = tidy(loss ? cost - amount : cost + amount);
    const amountExpression = `${tex(cost)} \\times \\frac{${tex(rate)}}{100}`;
    const sellExpression = `${tex(cost)} ${loss ? '-' : '+'} ${tex(amount)}`;
    return {
      ...reading,
      setup: say.sellSetup(num(cost), num(rate), loss),
      steps: [
        {
          ask: say.rateAmountAsk(loss),
          hints: [say.rateAmountHint(num(rate)), say.filled(amountExpression)],
          answer: amount,
          done: say.amountDone(loss, amountExpression, num(amount)),
        },
        {
          ask: say.sellAsk,
          hints: [say.sellHint(loss), say.filled(sellExpression)],
          answer: sell,
          done: say.sellDone(sellExpression, num(sell)),
        },
      ],
      answer: say.sellAnswer(num(sell)),
    };
  }
  const sell = inputs.sell ?? 0;
  const per100 = loss ? 100 - rate : 100 + rate;
  const cost = tidy((sell * 100) / per100, 2);
  const per100Expression = `100 ${loss ? '-' : '+'} ${tex(rate)}`;
  const costExpression = `${tex(sell)} \\times \\frac{100}{${tex(per100)}}`;
  return {
    ...reading,
    setup: say.costSetup(num(sell), num(rate), loss),
    steps: [
      {
        ask: say.per100Ask,
        hints: [say.per100Hint(loss), say.filled(per100Expression)],
        answer: per100,
        done: say.per100Done(per100Expression, num(per100)),
      },
      {
        ask: say.costAsk,
        hints: [say.costHint, say.filled(costExpression)],
        answer: cost,
        done: say.costDone(costExpression, num(cost)),
        mistakes: [
          {
            answer: tidy(loss ? sell + (sell * rate) / 100 : sell - (sell * rate) / 100, 2),
            note: texts.mistakes.rateOnSelling,
          },
        ],
      },
    ],
    answer: say.costAnswer(num(cost)),
  };
}

export const profit: Family = { id: 'profit', read, build };
