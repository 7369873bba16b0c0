import type { calcBn } from './calc-bn';

// The English texts of the guided steps of calc-bn.ts (same keys). A term the student meets in
// the Bengali lesson is given once beside the English.

export const calcEn: typeof calcBn = {
  pythagoras: {
    hypSetup: (a: string, b: string) =>
      `The two sides that make the right angle are ${a} and ${b}; the hypotenuse (অতিভুজ) $c$ is unknown. Pythagoras' theorem: $a^2 + b^2 = c^2$, the square of the hypotenuse is equal to the sum of the squares of the other two sides.`,
    legSetup: (c: string, a: string, ladder: boolean) =>
      `${ladder ? 'The ladder, the wall and the ground make a right triangle, and the ladder is the hypotenuse. ' : ''}Hypotenuse (অতিভুজ) ${c}, one side ${a}; the other side is unknown. From Pythagoras' theorem $a^2 + b^2 = c^2$ we get $b^2 = c^2 - a^2$.`,
    squareHint: 'The square of a number is the number times itself.',
    sumWhat: 'the sum of the two squares',
    sumHint: '$c^2 = a^2 + b^2$: add the two squares.',
    diffWhat: 'the difference of the two squares',
    diffHint: '$b^2 = c^2 - a^2$: take the square of the other side from the square of the hypotenuse.',
    rootHint: 'Now take the square root: which number times itself gives this?',
    hyp: 'the hypotenuse',
    leg: 'the other side',
    height: 'the height',
    issueLeg: 'The hypotenuse is the longest side of a right triangle; another side cannot be as long or longer.',
    issueNonPositive: 'A side cannot be zero or negative.',
  },
  angles: {
    shapes: { quadrilateral: 'quadrilateral (চতুর্ভুজ)', triangle: 'triangle (ত্রিভুজ)' },
    setup: (shape: string, given: string, total: string) =>
      `A ${shape} with the known angles ${given}. The angles of a ${shape.replace(/ \(.*\)$/u, '')} add up to $${total}^\\circ$, so the unknown angle = $${total}^\\circ$ − the sum of the known angles.`,
    sumWhat: 'the sum of the known angles',
    sumHint: 'Add the known angles.',
    missingWhat: 'the unknown angle',
    missingHint: (total: string) => `Take the sum away from $${total}^\\circ$.`,
    degrees: 'degrees',
    issue: (total: string) =>
      `The known angles already add up to ${total}° or more, so there is no room for another angle.`,
  },
  sets: {
    unionSetup: (a: string, b: string, both: string) =>
      `$n(A) = ${a}$, $n(B) = ${b}$, in both (the intersection) $n(A \\cap B) = ${both}$. In a Venn diagram the overlap is counted twice, so $n(A \\cup B) = n(A) + n(B) - n(A \\cap B)$.`,
    neitherSetup: (total: string, a: string, b: string, both: string) =>
      `${total} in all; $n(A) = ${a}$, $n(B) = ${b}$, in both $n(A \\cap B) = ${both}$. First how many are in at least one, $n(A \\cup B) = n(A) + n(B) - n(A \\cap B)$; then in neither = total − $n(A \\cup B)$.`,
    sumWhat: '$n(A) + n(B)$',
    sumHint: 'Add the numbers of the two sets.',
    unionWhat: 'the number in at least one, $n(A \\cup B)$',
    unionHint: 'Those in both were counted twice; take them away once: $n(A) + n(B) - n(A \\cap B)$.',
    neitherWhat: 'the number in neither',
    neitherHint: 'Take $n(A \\cup B)$ away from the total.',
    issueBoth: 'The number in both cannot be more than the number in either set.',
    issueTotal: 'The number in at least one comes out more than the total.',
    subsetsSetup: (n: string) =>
      `The set has ${n} elements. A set of $n$ elements has $2^n$ subsets (উপসেট), counting the empty set and the set itself.`,
    subsetsWhat: 'the number of subsets',
    subsetsHint: 'Each element is either in a subset or not: 2 ways for each, so multiply 2 by itself $n$ times.',
  },
  stats: {
    meanSetup: (list: string, n: string) =>
      `The numbers: ${list} (${n} of them). Mean (গড়) = sum of the numbers ÷ how many numbers.`,
    sumWhat: 'the sum',
    sumHint: 'Add all the numbers.',
    meanWhat: 'the mean',
    meanHint: (n: string) => `Divide the sum by ${n}.`,
    medianSetup: (list: string, sorted: string, n: string, even: boolean) =>
      `The numbers: ${list}. For the median (মধ্যক) first put them in order: ${sorted}. Here $n = ${n}$, ${even ? 'even, so the median is the mean of the two middle values' : 'odd, so the median is the $\\frac{n + 1}{2}$-th value'}.`,
    positionWhat: 'the position of the median',
    positionHint: 'Work out $\\frac{n + 1}{2}$.',
    middleSumWhat: 'the sum of the two middle values',
    middleSumHint: (i: string, j: string) => `Add value number ${i} and value number ${j} of the ordered list.`,
    medianWhat: 'the median',
    medianHintOdd: (i: string) => `Look at value number ${i} of the ordered list.`,
    medianHintEven: 'Divide the sum by 2.',
    pieSetup: (part: string, total: string) =>
      `${part} out of ${total}. In a pie chart (পাইচিত্র) the whole circle is $360^\\circ$, so the angle = $\\frac{\\text{part}}{\\text{total}} \\times 360^\\circ$.`,
    pieHint: 'Divide the part by the total and multiply by 360.',
  },
  atom: {
    neutronSetup: (a: string, z: string) =>
      `Mass number (ভরসংখ্যা) $A = ${a}$, atomic number (protons) $Z = ${z}$. Mass number = protons + neutrons, so the number of neutrons $= A - Z$.`,
    neutronWhat: 'the number of neutrons',
    neutronHint: 'Take the atomic number away from the mass number.',
    shellSetup: (e: string) =>
      `${e} electrons. The shells fill from the inside: shell $n$ holds at most $2n^2$ (2 in the first, 8 in the second), and the outermost shell holds no more than 8.`,
    shellAsk: (k: string) => `How many electrons go into shell ${k}?`,
    shellHint: (k: string) => `Compare how many shell ${k} can hold with how many electrons are still left.`,
    shellFilled: (left: string, max: string) => `${left} left, this shell holds at most ${max}: how many go in?`,
    shellDone: (k: string, value: string) => `Shell ${k}: ${value}`,
    shellAnswer: (config: string) => `The electron configuration is ${config}.`,
    issueNonPositive: 'A mass number, atomic number or number of electrons cannot be zero or negative.',
    issueMass: 'The mass number cannot be less than the atomic number; it counts the protons too.',
    issueShells: 'In this lesson the configuration is worked out for up to 20 electrons.',
  },
  algebra: {
    squareSetup: (n: string, a: string, b: string, plus: boolean) =>
      `$${n} = ${a} ${plus ? '+' : '-'} ${b}$, so we use $(a ${plus ? '+' : '-'} b)^2 = a^2 ${plus ? '+' : '-'} 2ab + b^2$ with $a = ${a}$, $b = ${b}$.`,
    twoAbWhat: '$2ab$',
    twoAbHint: 'Multiply 2, $a$ and $b$.',
    squareWhat: (n: string) => `$${n}^2$`,
    squareHint: (plus: boolean) =>
      plus ? '$a^2 + 2ab + b^2$: add the three.' : '$a^2 - 2ab + b^2$: take $2ab$ from $a^2$, then add $b^2$.',
    powerHint: 'Multiply the number by itself (count the zeros separately, it is easier).',
    sumSquaresSetup: (s: string, p: string, plus: boolean) =>
      `$a ${plus ? '+' : '-'} b = ${s}$, $ab = ${p}$. Formula: $a^2 + b^2 = (a ${plus ? '+' : '-'} b)^2 ${plus ? '-' : '+'} 2ab$.`,
    sumSquaresWhat: '$a^2 + b^2$',
    sumSquaresHint: (plus: boolean) => (plus ? 'Take $2ab$ away from $(a + b)^2$.' : 'Add $2ab$ to $(a - b)^2$.'),
    simultaneousSetup: (p: string, q: string) =>
      `$x + y = ${p}$ and $x - y = ${q}$. Elimination (অপনয়ন): the coefficients of $y$ are equal with opposite signs, so adding the two equations removes $y$.`,
    twoXWhat: '$2x$ after adding',
    twoXHint: 'On the left $y$ cancels; add the two numbers on the right.',
    xWhat: '$x$',
    xHint: 'Divide $2x$ by 2.',
    yWhat: '$y$',
    yHint: (p: string) => `Put the value of $x$ into $x + y = ${p}$: $y = ${p} - x$.`,
    solution: (x: string, y: string) => `x = ${x}, y = ${y}`,
  },
  powers: {
    cellsSetup: (n: string) =>
      `In mitosis one cell divides into two daughter cells, so each division doubles the number of cells: after ${n} divisions one cell has become $2^n$ cells.`,
    cellsWhat: 'the number of cells',
    cellsHint: 'Multiply 2 by itself as many times as there are divisions.',
    phSetup: (low: string, high: string) =>
      `On the pH scale each step down makes a solution 10 times more acidic. Multiply 10 by itself as many times as pH ${low} and pH ${high} differ.`,
    phDiffWhat: 'the difference in pH',
    phDiffHint: 'Take the smaller pH from the larger.',
    phFoldWhat: 'how many times more acidic',
    phFoldHint: 'Multiply 10 by itself as many times as the difference: $10^{\\text{difference}}$.',
    energySetup: (e: string, levels: string) =>
      `The ten per cent rule: each feeding level gets only 10% of the energy of the level before it. The producers hold ${e} units, and the energy passes ${levels} steps to the last consumer.`,
    energyWhat: (k: string) => `the energy of consumer level ${k}`,
    energyHint: '10% of the level before: divide by 10.',
    unit: 'units',
  },
  shapes: {
    shapes: {
      trapezium: 'Trapezium (ট্রাপিজিয়াম)',
      rhombus: 'Rhombus (রম্বস)',
      parallelogram: 'Parallelogram (সামান্তরিক)',
    },
    measures: { p: 'parallel side', q: 'diagonal', h: 'height', b: 'base' },
    trapeziumArea: 'area = $\\frac{1}{2} \\times$ (sum of the parallel sides) $\\times$ height',
    rhombusArea: 'area = $\\frac{1}{2} \\times$ product of the diagonals',
    parallelogramArea: 'area = base × height',
    sidesWhat: 'the sum of the parallel sides',
    diagonalsWhat: 'the product of the diagonals',
    addHint: 'Add the two numbers.',
    multiplyHint: 'Multiply the two numbers.',
    faceWhat: 'the area of one face',
    surfaceWhat: 'the total surface area',
    cubeSurface: 'total surface area = $6a^2$ (a cube has 6 equal square faces)',
    litresWhat: 'the capacity',
    litres: 'litres',
    litreRule: '1 litre = 1000 cubic cm, 1 cubic metre = 1000 litres.',
    litreHintFromCm: '1000 cubic cm make 1 litre, so divide by 1000.',
    litreHintFromM: '1 cubic metre holds 1000 litres, so multiply by 1000.',
  },
};
