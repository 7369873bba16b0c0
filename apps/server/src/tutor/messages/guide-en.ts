import { calcEn } from './calc-en';
import type { GuideTexts } from './guide';

// The guided-steps tutor's English texts, for a student who asks in English (the request's
// `language: 'en'`): the same keys as guide-bn.ts. The maths and science lessons are written in
// Bengali, so a term the student will meet there is given once in Bengali beside the English
// ("simple interest (সরল মুনাফা)"): the student can find it in the lesson. Numbers are Latin
// digits, in prose and in formulas.

const taka = (value: string) => `${value} taka`;
/** A solution line starts with a capital letter: "Weight $= …$". */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A value with its unit, if it has one (a BMI has none). */
const measure = (value: string, unit: string) => (unit ? `${value} ${unit}` : value);

const moves: GuideTexts['moves'] = {
  open: [
    "Let's work it out step by step with your own numbers.",
    "Good question! Let's do the calculation with the numbers you gave.",
    "Let's go through it together, one step at a time.",
  ],
  openExercise: [
    "This is one of the lesson's exercises (অনুশীলনী), so you will find the answer yourself; I will give you the steps and hints.",
    "This question is in the lesson's exercises. I won't tell you the answer, but I'm with you at every step.",
    "This is an exercise from your book! You do it, and I'll just show you the way.",
  ],
  step: (n: string) => `**Step ${n}:**`,
  right: ["That's right!", 'Exactly right!', 'Great, it matches!', 'Well done, you got it!'],
  rightAll: [
    'Great! You worked out the whole answer.',
    'Exactly right, that is the final answer!',
    'Excellent! You got all the way to the end.',
  ],
  wrong: (given: string) => [
    `${given} is not it; have another look.`,
    `${given} doesn't match; mistakes are part of learning.`,
    `A good try, but ${given} is not right.`,
  ],
  stuck: ["No problem, here's a hint.", 'All right, let me help a little more.', "OK, let's break it down a bit more."],
  retry: ['What do you get now? Write it to me.', 'Work it out and write the number.', 'Try it now: what do you get?'],
  solution: ['Here is the whole solution:', "Let's look at it all together:", 'Here is the solution step by step:'],
  /** Ends a sentence that a step's line closes. */
  stop: '.',
  answer: (text: string) => `**Answer:** ${text}`,
  close: [
    'Now change the numbers, make up a question of your own and send it; I will check it.',
    'Will you put the answer back into the question to check it? Send me another question if you have one.',
    "Try a question from the lesson's exercises (অনুশীলনী) the same way; write to me if you get stuck.",
  ],
  closeAfterSolution: [
    'Which step was hard? Tell me, or try one yourself with new numbers.',
    'Now close your notebook and do it once on your own; send me a question with other numbers and I will check it step by step.',
    'If a step is not clear, write that step to me as a question.',
  ],
  exerciseFirst: [
    'This is an exercise from the book, so try to find the answer yourself first; here is a hint.',
    "Looking at an exercise's answer first doesn't teach much! Try with this hint.",
    "You'll remember it if you do it yourself. Here's the hint:",
  ],
  tryFirst: (hint: string) => [
    `This is an exercise from the book, so have one try yourself before I show the whole answer. Last hint: ${hint}\n\nWhat do you get? Send it even if it may be wrong, then I will show the whole solution.`,
    `Nearly there! Only this is left in this step: ${hint}\n\nSend whatever you get (wrong is fine); then I will show the whole solution to compare.`,
    `Work it out in your notebook: ${hint}\n\nAs soon as you send a number, I will show the whole solution for you to check.`,
  ],
  issueEnd: [
    'Will you look at the numbers again and write them correctly?',
    'Check the question again, and send the right numbers.',
    'Was something mistyped? Correct it and send it again.',
  ],
};

const mistakes: GuideTexts['mistakes'] = {
  percentOfSelling:
    'It looks as if you divided by the selling price; profit or loss per cent is always on the **cost price**.',
  rateOnSelling:
    'It looks as if you took the per cent on the selling price; the rate is on the cost price, so take the cost price as 100.',
  rateAsFraction: 'That is the rate as a fraction; multiply by 100 to write it as a per cent.',
  simpleNotCompound:
    'That is what simple interest gives; with compound interest, the interest is on the **whole** amount at the end of the year before.',
  forgotSquare: 'It looks as if you forgot to square the height (height × height).',
  forgotHalf: "It looks as if you forgot to take half: a triangle's area is half of base × height.",
  circumferenceForArea: 'That is the circumference ($2\\pi r$)! The area is $\\pi r^2$.',
  diameterSquared: 'It looks as if you squared the diameter; the formula needs the radius, half the diameter.',
  multiplyInstead: 'You are going from a smaller unit to a bigger one, so divide, not multiply.',
  divideInstead: 'You are going from a bigger unit to a smaller one, so multiply, not divide.',
  dividedByG: 'Weight = mass × $g$; multiply here, do not divide.',
};

const word = (loss: boolean) => (loss ? 'loss' : 'profit');

const profit: GuideTexts['profit'] = {
  percentSetup: (cost: string, sell: string, loss: boolean) =>
    `Cost price (ক্রয়মূল্য) ${taka(cost)}, selling price (বিক্রয়মূল্য) ${taka(sell)}. The selling price is ${loss ? 'lower, so it is a loss (ক্ষতি)' : 'higher, so it is a profit (লাভ)'}; the per cent is always worked out on the **cost price**.`,
  amountAsk: (loss: boolean) => `How many taka is the ${word(loss)}?`,
  amountHint: (loss: boolean) => (loss ? 'Loss = cost price − selling price.' : 'Profit = selling price − cost price.'),
  amountFilled: (expression: string) => `What is $${expression}$?`,
  amountDone: (loss: boolean, expression: string, value: string) =>
    `${loss ? 'Loss' : 'Profit'} $= ${expression}$ $=$ ${taka(value)}`,
  percentAsk: (loss: boolean) => `Now, what is the ${word(loss)} per cent?`,
  percentHint: (loss: boolean) => `${loss ? 'Loss' : 'Profit'} per cent = (${word(loss)} ÷ cost price) × 100.`,
  percentFilled: (amount: string, cost: string) => `What is $\\frac{${amount}}{${cost}} \\times 100$?`,
  percentDone: (loss: boolean, amount: string, cost: string, value: string) =>
    `${loss ? 'Loss' : 'Profit'} per cent $= \\frac{${amount}}{${cost}} \\times 100$ $=$ ${value}`,
  percentAnswer: (loss: boolean, value: string) => `${value}% ${word(loss)}.`,
  sellSetup: (cost: string, rate: string, loss: boolean) =>
    `Cost price (ক্রয়মূল্য) ${taka(cost)}, sold at ${rate}% ${word(loss)} (${loss ? 'ক্ষতি' : 'লাভ'}). First we find the ${word(loss)} in taka, then the selling price.`,
  rateAmountAsk: (loss: boolean) => `How many taka will the ${word(loss)} be?`,
  rateAmountHint: (rate: string) => `${rate}% means ${rate} taka on every 100 taka: cost price × ${rate} ÷ 100.`,
  sellAsk: 'So what is the selling price?',
  sellHint: (loss: boolean) => (loss ? 'Selling price = cost price − loss.' : 'Selling price = cost price + profit.'),
  sellDone: (expression: string, value: string) => `Selling price $= ${expression}$ $=$ ${taka(value)}`,
  sellAnswer: (value: string) => `The selling price is ${taka(value)}.`,
  costSetup: (sell: string, rate: string, loss: boolean) =>
    `Selling price (বিক্রয়মূল্য) ${taka(sell)}, at ${rate}% ${word(loss)}. It is easier to take the cost price as 100 taka first.`,
  per100Ask: 'If the cost price is 100 taka, what is the selling price?',
  per100Hint: (loss: boolean) =>
    loss ? 'For a loss, subtract the rate from 100.' : 'For a profit, add the rate to 100.',
  per100Done: (expression: string, value: string) =>
    `With a cost price of 100 taka, the selling price is $${expression}$ $=$ ${taka(value)}`,
  costAsk: 'Now, what is the real cost price?',
  costHint:
    'When the selling price is some other amount than for 100, cost price = selling price × 100 ÷ (selling price for 100).',
  costDone: (expression: string, value: string) => `Cost price $= ${expression}$ $=$ ${taka(value)}`,
  costAnswer: (value: string) => `The cost price is ${taka(value)}.`,
  filled: (expression: string) => `What is $${expression}$?`,
  issueNonPositive: 'A price cannot be zero or negative.',
  issueLoss100: 'With a loss of 100% or more the selling price would be zero or negative, which cannot be.',
  issueEqual: (value: string) =>
    `The cost price and the selling price are both ${taka(value)}, so there is no profit and no loss (0%).`,
};

const interest: GuideTexts['interest'] = {
  simpleSetup: (p: string, r: string, n: string) =>
    `Principal (আসল) $P = ${p}$ taka, rate ${r}% a year, time $n = ${n}$ years. Simple interest (সরল মুনাফা) is the same every year, on the principal only: $I = Pnr$.`,
  yearAsk: 'What is the interest for 1 year, in taka?',
  yearHint: (r: string) => `${r}% means ${r} taka a year on every 100 taka: principal × ${r} ÷ 100.`,
  yearDone: (expression: string, value: string) => `Interest for 1 year $= ${expression}$ $=$ ${taka(value)}`,
  yearsAsk: (n: string) => `So what is the total interest for ${n} years?`,
  yearsHint: 'Simple interest is the same every year, so multiply the interest for 1 year by the number of years.',
  yearsDone: (expression: string, value: string) => `Interest $I = ${expression}$ $=$ ${taka(value)}`,
  amountAsk: 'Now, what is the amount (মুনাফা-আসল, the total money)?',
  amountHint: 'Amount = principal + interest.',
  amountDone: (expression: string, value: string) => `Amount $A = ${expression}$ $=$ ${taka(value)}`,
  simpleAnswer: (interest: string, amount: string) => `Interest ${taka(interest)}, amount ${taka(amount)}.`,
  interestAnswer: (interest: string) => `The interest is ${taka(interest)}.`,
  interestAsk: 'First, what is the total interest in taka?',
  interestHint: 'Interest = amount − principal.',
  interestDone: (expression: string, value: string) => `Interest $I = ${expression}$ $=$ ${taka(value)}`,
  rateSetup: (p: string, n: string) =>
    `Principal (আসল) ${taka(p)}, time ${n} years; the rate is unknown. From $I = Pnr$ we get $r = \\frac{I}{Pn}$.`,
  rateAsk: 'What is the rate of interest per cent a year?',
  rateHint: 'Rate per cent = interest ÷ (principal × years) × 100.',
  rateDone: (expression: string, value: string) => `Rate $= ${expression}$ $=$ ${value}%`,
  rateAnswer: (value: string) => `${value}% a year.`,
  timeSetup: (p: string, r: string) =>
    `Principal (আসল) ${taka(p)}, rate ${r}% a year; the time is unknown. From $I = Pnr$ we get $n = \\frac{I}{Pr}$.`,
  timeAsk: 'So how many years will it take?',
  timeHint: 'Years = total interest ÷ interest for 1 year.',
  timeDone: (expression: string, value: string) => `Time $n = ${expression}$ $=$ ${value} years`,
  timeAnswer: (value: string) => `${value} years.`,
  principalSetup: (a: string, r: string, n: string) =>
    `The amount (মুনাফা-আসল) after ${n} years at ${r}% a year is ${taka(a)}; the principal is unknown. Let's start by taking the principal as 100 taka.`,
  per100Ask: (n: string) => `If the principal is 100 taka, what is the amount after ${n} years?`,
  per100Hint: (r: string, n: string) =>
    `On 100 taka the interest is ${r} taka a year, ${n} times that in ${n} years; add 100 to it.`,
  per100Done: (expression: string, value: string) => `Amount on 100 taka $= ${expression}$ $=$ ${taka(value)}`,
  principalAsk: 'So what is the principal in taka?',
  principalHint: 'Principal = amount × 100 ÷ (amount on 100 taka).',
  principalDone: (expression: string, value: string) => `Principal $P = ${expression}$ $=$ ${taka(value)}`,
  principalAnswer: (value: string) => `The principal is ${taka(value)}.`,
  compoundSetup: (p: string, r: string, n: string) =>
    `Principal (আসল) ${taka(p)}, ${r}% compound interest (চক্রবৃদ্ধি মুনাফা) a year, ${n} years. With compound interest, the interest is added to the principal at the end of every year, so next year's interest is on the bigger amount: $C = P(1 + r)^n$.`,
  yearEndAsk: (year: string) => `How much money will there be at the end of year ${year}?`,
  firstYearHint: (r: string) =>
    `The first year's interest = principal × ${r} ÷ 100; add the principal to it (or multiply the principal by $(1 + r)$).`,
  nextYearHint:
    'The total at the end of the year before is now the new principal; add the interest on it at the same rate.',
  yearEndDone: (year: string, expression: string, value: string) =>
    `At the end of year ${year} $= ${expression}$ $=$ ${taka(value)}`,
  powerAsk: (n: string) => `Put the numbers into $C = P(1 + r)^n$: what is the compound amount after ${n} years?`,
  powerHint: (factor: string) =>
    `The money is multiplied by $${factor}$ every year; multiply the principal by the power of $${factor}$.`,
  compoundInterestAsk: 'What is the compound interest in taka?',
  compoundInterestHint: 'Compound interest = compound amount − principal.',
  compoundInterestDone: (expression: string, value: string) => `Compound interest $= ${expression}$ $=$ ${taka(value)}`,
  compoundAnswer: (amount: string, interest: string) =>
    `Compound amount ${taka(amount)}, compound interest ${taka(interest)}.`,
  issueNonPositive: 'The principal, the rate and the time cannot be zero or negative.',
  issueRate: (r: string) =>
    `An interest rate of ${r}% a year does not happen in real life; bank rates are usually below 15%.`,
  issueAmount: 'The amount cannot be less than or equal to the principal; adding interest makes the money grow.',
};

const pattern: GuideTexts['pattern'] = {
  sumSetup: (which: string, n: string, formula: string) =>
    `We want the sum of the first ${n} ${which}. The lesson's formula: sum $= ${formula}$, here $n = ${n}$.`,
  naturalNumbers: 'natural numbers 1, 2, 3, ...',
  oddNumbers: 'odd numbers 1, 3, 5, ...',
  evenNumbers: 'even numbers 2, 4, 6, ...',
  productAsk: (n: string) => `First work out $n(n + 1)$: ${n} times the number after it is what?`,
  sumAsk: 'Put $n$ into the formula: what is the sum?',
  sumHint: (n: string) => `Put ${n} in place of $n$ in the formula.`,
  halfAsk: 'Now divide that product by 2: what do you get?',
  halfHint: 'Each pair was counted twice, so divide by 2.',
  sumDone: (expression: string, value: string) => `$${expression}$ $=$ ${value}`,
  sumAnswer: (n: string, value: string) => `The sum of the first ${n} is ${value}.`,
  diffSetup: (terms: string, n?: string) =>
    `Pattern (প্যাটার্ন): ${terms}, ...${n === undefined ? '' : ` We want term number ${n}.`} To find its rule, first look at the **difference** between terms next to each other.`,
  diffAsk: 'What is the difference between two terms next to each other?',
  diffHint: 'Subtract the first term from the second; then the second from the third. See whether they come out equal.',
  diffDone: (expression: string, value: string) => `Difference $d = ${expression}$ $=$ ${value}`,
  diffsSetup: (terms: string, diffs: string) =>
    `Pattern (প্যাটার্ন): ${terms}, ... The differences are ${diffs}: not equal, but they follow a rule too.`,
  nextDiffAsk: "Following the differences' rule, what will the next difference be?",
  nextDiffHint: (step: string) => `The differences grow by ${step} each time.`,
  nextDiffDone: (value: string) => `The next difference is ${value}`,
  nextAsk: 'So what is the next term?',
  nextHint: 'Add the next difference to the last term.',
  nextDone: (expression: string, value: string) => `Next term $= ${expression}$ $=$ ${value}`,
  nextAnswer: (value: string) => `The next term is ${value}.`,
  constAsk: 'The general term (সাধারণ পদ) is $T_n = dn + (a - d)$; what is $a - d$ here?',
  constHint: 'Subtract the difference $d$ from the first term $a$.',
  constDone: (expression: string, value: string) => `$a - d = ${expression}$ $=$ ${value}`,
  generalAnswer: (formula: string) => `The general term is $T_n = ${formula}$.`,
  termAsk: (n: string) => `Now put $n = ${n}$ into the general term: what is term number ${n}?`,
  termHint: (formula: string) => `In $T_n = ${formula}$, put the number in place of $n$ and work it out.`,
  termDone: (n: string, expression: string, value: string) => `Term ${n} $= ${expression}$ $=$ ${value}`,
  termAnswer: (formula: string, n: string, value: string) =>
    `The general term is $T_n = ${formula}$; term ${n} is ${value}.`,
  squareSetup: (terms: string, diffs: string) =>
    `Pattern (প্যাটার্ন): ${terms}, ... The differences ${diffs} are like those of the square numbers. So compare with the squares $n^2$: 1, 4, 9, 16, ...`,
  squareAsk: 'How much more (or less) than $n^2$ is each term?',
  squareHint: 'Subtract $1^2 = 1$ from the first term; check by subtracting $2^2 = 4$ from the second.',
  squareDone: (value: string) => `Each term is ${value} more than $n^2$`,
  issueNoRule:
    "I can't find a rule in the differences of these numbers (equal, or growing evenly); the lesson's patterns follow such a rule.",
  issueTermIndex: 'A term number is a positive whole number: 1, 2, 3, ...',
};

const units: GuideTexts['units'] = {
  setup: (given: string, target: string) => `${given}: change the unit to ${target}.`,
  rule: 'From a bigger unit to a smaller one, multiply; from a smaller unit to a bigger one, divide.',
  factorAsk: (big: string, small: string) => `How many ${small} are in 1 ${big}?`,
  factorHint: (big: string) =>
    `In the metric system every step is 10 times; look at the ${big} row of the lesson's table.`,
  factorPrefixes: (big: string, small: string) =>
    `Kilo = 1000 times, hecto = 100 times, deca = 10 times; deci = a tenth, centi = a hundredth, milli = a thousandth (1 litre = 1000 cubic centimetres, 1 quintal = 100 kg, 1 metric ton = 1000 kg). So how many ${small} are in 1 ${big}?`,
  factorDone: (big: string, small: string, value: string) => `1 ${big} $=$ ${value} ${small}`,
  convertAsk: (given: string, target: string) => `So ${given} $=$ how many ${target}?`,
  convertHintUp: (factor: string) => `You are going from a smaller unit to a bigger one, so divide by ${factor}.`,
  convertHintDown: (factor: string) => `You are going from a bigger unit to a smaller one, so multiply by ${factor}.`,
  convertDone: (given: string, expression: string, value: string, target: string) =>
    `${given} $= ${expression}$ $=$ ${value} ${target}`,
  totalAsk: (target: string) => `Now add all the parts: how many ${target} in all?`,
  totalHint: 'Bring every part to the same unit and add them.',
  totalDone: (expression: string, value: string, target: string) => `Total $= ${expression}$ $=$ ${value} ${target}`,
  answer: (value: string, target: string) => `${value} ${target}.`,
  issueKinds: (from: string, to: string) =>
    `${capital(from)} and ${to} measure different things (like length and mass), so one cannot be changed into the other.`,
  issueNegative: 'A length, mass or volume cannot be negative.',
  names: {
    km: 'kilometres',
    hm: 'hectometres',
    dam: 'decametres',
    m: 'metres',
    dm: 'decimetres',
    cm: 'centimetres',
    mm: 'millimetres',
    t: 'metric tons',
    q: 'quintals',
    kg: 'kilograms',
    hg: 'hectograms',
    dag: 'decagrams',
    g: 'grams',
    dg: 'decigrams',
    cg: 'centigrams',
    mg: 'milligrams',
    m3: 'cubic metres',
    l: 'litres',
    ml: 'millilitres',
    cm3: 'cubic centimetres',
  },
  one: {
    km: 'kilometre',
    hm: 'hectometre',
    dam: 'decametre',
    m: 'metre',
    dm: 'decimetre',
    cm: 'centimetre',
    mm: 'millimetre',
    t: 'metric ton',
    q: 'quintal',
    kg: 'kilogram',
    hg: 'hectogram',
    dag: 'decagram',
    g: 'gram',
    dg: 'decigram',
    cg: 'centigram',
    mg: 'milligram',
    m3: 'cubic metre',
    l: 'litre',
    ml: 'millilitre',
    cm3: 'cubic centimetre',
  },
};

const geometry: GuideTexts['geometry'] = {
  setup: (shape: string, given: string, formula: string) => `${shape}: ${given}. Formula: ${formula}.`,
  shapes: {
    rectangle: 'Rectangle (আয়তক্ষেত্র)',
    square: 'Square (বর্গক্ষেত্র)',
    triangle: 'Triangle (ত্রিভুজ)',
    circle: 'Circle (বৃত্ত)',
    cuboid: 'Cuboid (আয়তাকার ঘনবস্তু)',
    cube: 'Cube (ঘনক)',
    cylinder: 'Cylinder (বেলন)',
  },
  radiusAsk: 'The diameter is given; what is the radius?',
  radiusHint: 'The radius is half the diameter.',
  radiusDone: (expression: string, value: string) => `Radius $r = ${expression}$ $=$ ${value}`,
  productAsk: (what: string) => `What is ${what}?`,
  productHint: (formula: string) => `Remember the formula: ${formula}.`,
  filled: (expression: string) => `What is $${expression}$?`,
  done: (what: string, expression: string, value: string, unit: string) =>
    `${capital(what)} $= ${expression}$ $=$ ${measure(value, unit)}`,
  answer: (what: string, value: string, unit: string) => `${capital(what)} is ${measure(value, unit)}.`,
  what: {
    area: 'the area',
    baseTimesHeight: 'base × height',
    rSquared: '$r^2$',
    circumference: 'the circumference',
    baseArea: 'the area of the base',
    volume: 'the volume',
  },
  piNote: '($\\pi \\approx 3.1416$, as in the lesson; the answer to two decimal places)',
  /** A result with π, rounded as the lesson rounds it: "254.4696 ≈ 254.47". */
  approx: (exact: string, rounded: string) => `${exact} $\\approx$ ${rounded}`,
  about: (value: string) => `about ${value}`,
  square: (unit: string) => `square ${unit}`,
  cube: (unit: string) => `cubic ${unit}`,
  issueNonPositive: 'A length, width, height or radius cannot be zero or negative.',
  unitless: { length: 'units', square: 'square units', cube: 'cubic units' },
  lengthUnits: ['', 'cm', 'mm', 'km', 'm', 'ft', 'in'],
  measures: { l: 'length', w: 'width', a: 'side', b: 'base', h: 'height', r: 'radius', d: 'diameter' },
  formulas: {
    rectangleArea: 'area = length × width',
    lengthTimesWidth: 'length × width',
    squareArea: 'area = $a^2$',
    sideTimesSide: 'side × side',
    triangleArea: 'area = $\\frac{1}{2} \\times$ base $\\times$ height',
    baseTimesHeight: 'base × height',
    halfBaseTimesHeight: '$\\frac{1}{2} \\times$ base $\\times$ height',
    circleArea: 'area = $\\pi r^2$',
    circumference: 'circumference = $2\\pi r$',
    cubeVolume: 'volume = $a^3$',
    cuboidVolume: 'volume = length × width × height',
    baseAreaTimesHeight: 'area of the base × height',
    cylinderVolume: 'volume = $\\pi r^2 h$',
  },
};

const science: GuideTexts['science'] = {
  setup: (given: string, formula: string) => `Given: ${given}. Formula: ${formula}.`,
  ask: (what: string, unit: string) => (unit ? `What is the ${what}, in ${unit}?` : `What is the ${what}?`),
  formulaHint: (formula: string) => `Use the formula: ${formula}.`,
  filled: (expression: string) => `What is $${expression}$?`,
  done: (what: string, expression: string, value: string, unit: string) =>
    `${capital(what)} $= ${expression}$ $=$ ${measure(value, unit)}`,
  answer: (what: string, value: string, unit: string) => `The ${what} is ${measure(value, unit)}.`,
  secondsAsk: (minutes: string) => `First change the time to seconds: how many seconds are ${minutes} minutes?`,
  secondsHint: '1 minute = 60 seconds.',
  metresAsk: (cm: string) => `First change centimetres to metres: how many metres are ${cm} cm?`,
  metresHint: '100 cm = 1 metre, so divide by 100.',
  moonAsk: "On the Moon, weight is about one sixth of the Earth's. What is the weight on the Moon, in newtons?",
  moonHint: 'Divide the weight on Earth by 6; the mass does not change.',
  issueNonPositive: 'Mass, time, distance, resistance and such quantities cannot be zero or negative.',
  /** The lesson's adult BMI classes (its Bengali words beside them), and its word on a growing student. */
  bmiClasses: [
    'underweight (কম ওজন)',
    'normal (স্বাভাবিক)',
    'overweight (অতিরিক্ত ওজন)',
    'obese (স্থূলতা)',
  ] as readonly string[],
  bmiClass: (name: string) =>
    `By the lesson's limits for adults (below 18.5 underweight, 18.5–24.9 normal, 25–29.9 overweight, 30 or more obese) that is **${name}**. For a growing student like you, doctors judge by age-based charts instead.`,
  issueHeight: (height: string) => `Nobody is ${height} metres tall; did you give the height in centimetres?`,
  formulas: {
    weight: { what: 'weight', unit: 'newtons', formula: '$W = mg$ (weight: ওজন)' },
    moon: { what: 'weight on the Moon', unit: 'newtons', formula: 'weight on the Moon $= \\frac{W}{6}$' },
    mass: { what: 'mass', unit: 'kg', formula: '$m = \\frac{W}{g}$ (mass: ভর)' },
    fall: { what: 'velocity', unit: 'metres/second', formula: '$v = gt$ (velocity: বেগ)' },
    speed: {
      what: 'velocity',
      unit: 'metres/second',
      formula: 'velocity $= \\frac{\\text{distance}}{\\text{time}}$ (velocity: বেগ)',
    },
    current: { what: 'current', unit: 'amperes', formula: '$I = \\frac{Q}{t}$ (current: তড়িৎ প্রবাহ)' },
    charge: { what: 'charge', unit: 'coulombs', formula: '$Q = I \\times t$ (charge: আধান)' },
    ohmV: { what: 'potential difference', unit: 'volts', formula: '$V = IR$ (potential difference: বিভব পার্থক্য)' },
    ohmI: { what: 'current', unit: 'amperes', formula: '$I = \\frac{V}{R}$ (current: তড়িৎ প্রবাহ)' },
    ohmR: { what: 'resistance', unit: 'ohms', formula: '$R = \\frac{V}{I}$ (resistance: রোধ)' },
    series: {
      what: 'equivalent resistance',
      unit: 'ohms',
      formula: 'in series $R = R_1 + R_2 + \\cdots$ (equivalent resistance: তুল্য রোধ)',
    },
    parallel: {
      what: 'equivalent resistance',
      unit: 'ohms',
      formula:
        'in parallel $\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2} + \\cdots$ (equivalent resistance: তুল্য রোধ)',
    },
    square: { what: 'square of the height', unit: 'square metres', formula: 'height × height' },
    bmi: { what: 'BMI', unit: '', formula: 'BMI $= \\frac{\\text{weight (kg)}}{\\text{height (m)}^2}$' },
    lens: {
      what: 'power of the lens',
      unit: 'dioptres',
      formula: '$P = \\frac{1}{f}$, $f$ in metres (power of the lens: লেন্সের ক্ষমতা)',
    },
    density: {
      what: 'density',
      unit: 'kg/cubic metre',
      formula: 'density $= \\frac{\\text{mass}}{\\text{volume}}$ (density: ঘনত্ব)',
    },
    pressure: {
      what: 'pressure',
      unit: 'pascals',
      formula: 'pressure $= \\frac{\\text{force}}{\\text{area}}$ (pressure: চাপ)',
    },
  },
  given: {
    m: ['mass', 'kg'],
    F: ['force/weight', 'newtons'],
    t: ['time', 'seconds'],
    tmin: ['time', 'minutes'],
    V: ['potential difference', 'volts'],
    I: ['current', 'amperes'],
    R: ['resistance', 'ohms'],
    Q: ['charge', 'coulombs'],
    d: ['length/distance', 'metres'],
    dcm: ['length', 'cm'],
    area: ['area', 'square metres'],
    vol: ['volume', 'cubic metres'],
    g: ['$g$', 'm s⁻²'],
    height: ['height', 'metres'],
    focal: ['focal length', 'cm'],
    focalM: ['focal length', 'metres'],
    seconds: ['time', 'seconds'],
    metres: ['length', 'metres'],
  },
};

export const guideEn: GuideTexts = {
  moves,
  mistakes,
  filled: (expression: string) => `What is $${expression}$?`,
  profit,
  interest,
  pattern,
  units,
  geometry,
  science,
  calc: calcEn,
};
