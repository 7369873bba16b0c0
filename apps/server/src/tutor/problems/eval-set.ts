import type { Language } from '@study/contract';
import type { GuideMove } from './machine';
import type { FamilyId } from './types';

// Guided conversations for `npm run eval:guide`: a student's first message (their own numbers, in
// Bengali, Banglish or English) and what a good tutor does with each of their next messages.
// `right` / `wrong`: the step check the tutor must make; `hint`: a fuller hint; `tryFirst`: a book
// exercise's answer held back until a try; `solution`: the worked solution.

export interface EvalTurn {
  student: string;
  expect: GuideMove | 'issue';
}

export interface EvalConversation {
  id: string;
  family: FamilyId;
  /** The language the student asks the tutor to answer in (the request's `language`); `bn` when unset. */
  language?: Language;
  /** The language the replies must be in, when it is not `language`: English for an English question. */
  replyIn?: Language;
  /** The lesson asked from (under seed/content/class-8), for book exercises. */
  lesson?: string;
  exercise?: boolean;
  turns: EvalTurn[];
}

const t = (student: string, expect: EvalTurn['expect']): EvalTurn => ({ student, expect });

export const evalSet: EvalConversation[] = [
  // ---------------------------------------------------------------- number patterns
  {
    id: 'pattern-next-banglish',
    family: 'pattern',
    turns: [t('2, 6, 12, 20 er porer ta ki hobe?', 'begin'), t('10', 'right'), t('30', 'right')],
  },
  {
    id: 'pattern-next-stuck',
    family: 'pattern',
    turns: [
      t('৪, ৭, ১০, ১৩ এর পরের পদ কোনটা?', 'begin'),
      t('জানি না', 'hint'),
      t('৩', 'right'),
      t('১৫', 'wrong'),
      t('১৬', 'right'),
    ],
  },
  {
    id: 'pattern-general',
    family: 'pattern',
    turns: [t('সাধারণ পদ কিভাবে বের করে? যেমন ৯, ১৪, ১৯, ২৪', 'begin'), t('d = 5', 'right'), t('৪', 'right')],
  },
  {
    id: 'pattern-nth-english',
    replyIn: 'en',
    family: 'pattern',
    turns: [
      t('What is the 50th term of 7, 11, 15, 19?', 'begin'),
      t('4', 'right'),
      t('3', 'right'),
      t('200', 'wrong'),
      t('203', 'right'),
    ],
  },
  {
    id: 'pattern-square',
    family: 'pattern',
    turns: [t('২, ৫, ১০, ১৭, ২৬ প্যাটার্নের সাধারণ পদ কী?', 'begin'), t('bujhini', 'hint'), t('1', 'right')],
  },
  {
    id: 'pattern-exercise',
    family: 'pattern',
    lesson: 'math/01-pattern/02-general-term.md',
    exercise: true,
    turns: [
      t('৭, ১৬, ২৫, ৩৪, ৪৩ প্যাটার্নের সাধারণ পদ ও ২০তম পদ নির্ণয় করো', 'begin'),
      t('উত্তর দাও', 'hint'),
      t('জানি না', 'hint'),
      t('জানি না', 'tryFirst'),
      t('৯', 'right'),
    ],
  },
  // ---------------------------------------------------------------- profit and loss
  {
    id: 'profit-percent',
    family: 'profit',
    turns: [
      t('একটি জিনিস ২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?', 'begin'),
      t('৫০ টাকা', 'right'),
      t('২০%', 'right'),
    ],
  },
  {
    id: 'profit-loss-banglish',
    family: 'profit',
    turns: [
      t('1200 taka kine 900 takay beche dile koto percent khoti?', 'begin'),
      t('300', 'right'),
      t('33', 'wrong'),
      t('25', 'right'),
    ],
  },
  {
    id: 'profit-selling',
    family: 'profit',
    turns: [
      t('রহিম ৩৫,০০০ টাকায় গরু কিনে ১২% লাভে বিক্রি করলেন। বিক্রয়মূল্য কত?', 'begin'),
      t('৪২০', 'wrong'),
      t('৪২০০', 'right'),
      t('৩৯২০০', 'right'),
    ],
  },
  {
    id: 'profit-cost-english',
    replyIn: 'en',
    family: 'profit',
    turns: [
      t('A watch sold for 600 taka at 25% profit. What was the cost price?', 'begin'),
      t('125', 'right'),
      t('480', 'right'),
    ],
  },
  {
    id: 'profit-impossible',
    family: 'profit',
    turns: [t('৫০০ টাকায় কিনে ১২০% ক্ষতিতে বিক্রি করলে বিক্রয়মূল্য কত?', 'issue')],
  },
  {
    id: 'profit-exercise',
    family: 'profit',
    lesson: 'math/02-profit/01-profit-and-loss.md',
    exercise: true,
    turns: [
      t('৮০০ টাকায় কেনা একটি ছাতা ৫% ক্ষতিতে বিক্রি করলে বিক্রয়মূল্য কত হবে?', 'begin'),
      t('সমাধান দাও', 'hint'),
      t('৪০', 'right'),
      t('৭৬০', 'right'),
    ],
  },
  // ---------------------------------------------------------------- interest
  {
    id: 'interest-simple',
    family: 'interest',
    turns: [
      t('বার্ষিক ৬% সরল মুনাফায় ৫০০০ টাকা ৩ বছরের জন্য রাখলে মুনাফা-আসল কত?', 'begin'),
      t('৩০০', 'right'),
      t('৯০০', 'right'),
      t('৫৯০০', 'right'),
    ],
  },
  {
    id: 'interest-compound',
    family: 'interest',
    turns: [
      t('৫০০০ টাকা বার্ষিক ৮% চক্রবৃদ্ধি মুনাফায় ২ বছরে কত হবে?', 'begin'),
      t('৫৪০০', 'right'),
      t('৫৮০০', 'wrong'),
      t('5832', 'right'),
      t('৮৩২', 'right'),
    ],
  },
  {
    id: 'interest-compound-english',
    replyIn: 'en',
    family: 'interest',
    turns: [
      t('compound interest on 10000 taka at 10% for 3 years?', 'begin'),
      t("don't know", 'hint'),
      t('11000', 'right'),
      t('12100', 'right'),
      t('13310', 'right'),
      t('3310', 'right'),
    ],
  },
  {
    id: 'interest-rate',
    family: 'interest',
    turns: [
      t('বার্ষিক কত হার সরল মুনাফায় ৮০০০ টাকা ৩ বছরে ১২০০ টাকা মুনাফা দেবে?', 'begin'),
      t('০.০৫', 'wrong'),
      t('৫', 'right'),
    ],
  },
  {
    id: 'interest-time',
    family: 'interest',
    turns: [
      t('বার্ষিক ১০% সরল মুনাফায় কত বছরে ৪০০০ টাকা মুনাফা-আসলে ৬০০০ টাকা হবে?', 'begin'),
      t('২০০০', 'right'),
      t('৪০০', 'right'),
      t('৫ বছর', 'right'),
    ],
  },
  {
    id: 'interest-months-ladder',
    family: 'interest',
    turns: [
      t('9% sorol munafay 8000 takar 8 maser munafa koto?', 'begin'),
      t('jani na', 'hint'),
      t('jani na', 'hint'),
      t('jani na', 'solution'),
    ],
  },
  {
    id: 'interest-exercise',
    family: 'interest',
    lesson: 'math/02-profit/04-compound-interest.md',
    exercise: true,
    turns: [
      t('বার্ষিক ৫% চক্রবৃদ্ধি মুনাফায় ৪০০০ টাকার ২ বছরের চক্রবৃদ্ধি মূলধন ও মুনাফা নির্ণয় করো।', 'begin'),
      t('উত্তর দাও', 'hint'),
      t('জানি না', 'hint'),
      t('জানি না', 'tryFirst'),
      t('৪৩০০', 'wrong'),
    ],
  },
  // ---------------------------------------------------------------- units
  {
    id: 'units-kg-banglish',
    family: 'units',
    turns: [t('2.5 kg koto gram?', 'begin'), t('1000', 'right'), t('২৫০০', 'right')],
  },
  {
    id: 'units-ml',
    family: 'units',
    turns: [t('১৫০০ মিলিলিটার কত লিটার?', 'begin'), t('১০০', 'wrong'), t('১০০০', 'right'), t('১.৫', 'right')],
  },
  {
    id: 'units-mixed',
    family: 'units',
    turns: [
      t('৩ কি.মি. ৪ হে.মি. ৫ মিটারকে মিটারে প্রকাশ করো', 'begin'),
      t('৩০০০', 'right'),
      t('৪০০', 'right'),
      t('৫', 'right'),
      t('৩৪০৫', 'right'),
    ],
  },
  {
    id: 'units-english-cm',
    replyIn: 'en',
    family: 'units',
    turns: [t('How many metres is 350 cm?', 'begin'), t('100', 'right'), t('35', 'wrong'), t('3.5', 'right')],
  },
  { id: 'units-mismatch', family: 'units', turns: [t('৫ কেজি কত মিটার?', 'issue')] },
  // ---------------------------------------------------------------- area and volume
  {
    id: 'geometry-rectangle',
    family: 'geometry',
    turns: [
      t('৪০ মিটার দৈর্ঘ্য ও ৩০ মিটার প্রস্থের আয়তক্ষেত্রের ক্ষেত্রফল কত?', 'begin'),
      t('১৪০', 'wrong'),
      t('১২০০', 'right'),
    ],
  },
  {
    id: 'geometry-triangle-banglish',
    family: 'geometry',
    turns: [t('triangle er base 10 cm height 7 cm hole area koto?', 'begin'), t('70', 'right'), t('35', 'right')],
  },
  {
    id: 'geometry-circle-diameter',
    family: 'geometry',
    turns: [
      t('একটি বৃত্তের ব্যাস ১৪ সে.মি. হলে ক্ষেত্রফল কত?', 'begin'),
      t('৭', 'right'),
      t('৪৯', 'right'),
      t('১৫৪', 'right'),
    ],
  },
  {
    id: 'geometry-cylinder',
    family: 'geometry',
    turns: [
      t('একটি বেলনের ব্যাসার্ধ ৭ সে.মি. ও উচ্চতা ১০ সে.মি. হলে আয়তন কত?', 'begin'),
      t('বুঝিনি', 'hint'),
      t('153.94', 'right'),
      t('1539.38', 'right'),
    ],
  },
  {
    id: 'geometry-cuboid-exercise',
    family: 'geometry',
    lesson: 'math/03-measurement/04-volume.md',
    exercise: true,
    turns: [
      t('একটি বাক্সের দৈর্ঘ্য ১২ সে.মি., প্রস্থ ৮ সে.মি. ও উচ্চতা ৫ সে.মি.। বাক্সটির আয়তন নির্ণয় করো।', 'begin'),
      t('৯৬', 'right'),
      t('৪৮০', 'right'),
    ],
  },
  // ---------------------------------------------------------------- science
  {
    id: 'science-weight',
    family: 'science',
    turns: [t('রাফির ভর ৫০ কেজি। পৃথিবীতে তার ওজন কত?', 'begin'), t('৫০০', 'wrong'), t('৪৯০', 'right')],
  },
  {
    id: 'science-moon-banglish',
    family: 'science',
    turns: [t('amar vor 45 kg, chade amar ojon koto hobe?', 'begin'), t('441', 'right'), t('73.5', 'right')],
  },
  {
    id: 'science-ohm',
    family: 'science',
    turns: [t('৪৪ ওহম রোধের হিটার ২২০ ভোল্টে কত প্রবাহ চলবে?', 'begin'), t('৫', 'right')],
  },
  {
    id: 'science-charge',
    family: 'science',
    turns: [
      t('০.৫ অ্যাম্পিয়ার প্রবাহ ২ মিনিটে কত কুলম্ব আধান নেবে?', 'begin'),
      t('২', 'wrong'),
      t('১২০', 'right'),
      t('৬০', 'right'),
    ],
  },
  {
    id: 'science-bmi',
    family: 'science',
    turns: [
      t('ওজন ৭২ কেজি, উচ্চতা ১.৬ মিটার হলে BMI কত?', 'begin'),
      t('২.৫৬', 'right'),
      t('৪৫', 'wrong'),
      t('২৮.১', 'right'),
    ],
  },
  {
    id: 'science-fall-exercise',
    family: 'science',
    lesson: 'science/07-earth-gravitation/03-mass-and-weight.md',
    exercise: true,
    turns: [t('২০ কেজি ভরের একটি বস্তুর পৃথিবীতে ওজন কত?', 'begin'), t('উত্তর দাও', 'hint'), t('১৯৬', 'right')],
  },
  // ---------------------------------------------------------------- Pythagoras
  {
    id: 'pythagoras-hyp',
    family: 'pythagoras',
    turns: [
      t('সমকোণী ত্রিভুজের দুই বাহু ৫ সে.মি. ও ১২ সে.মি. হলে অতিভুজ কত?', 'begin'),
      t('২৫', 'right'),
      t('১৪৪', 'right'),
      t('১৬৯', 'right'),
      t('১৩', 'right'),
    ],
  },
  {
    id: 'pythagoras-ladder-banglish',
    family: 'pythagoras',
    turns: [
      t('10 feet moi deyale helano, gora deyal theke 6 feet dure, moi koto uchute pouchabe?', 'begin'),
      t('jani na', 'hint'),
      t('100', 'right'),
      t('36', 'right'),
      t('136', 'wrong'),
      t('64', 'right'),
      t('8', 'right'),
    ],
  },
  {
    id: 'pythagoras-english',
    replyIn: 'en',
    family: 'pythagoras',
    turns: [
      t('the legs of a right triangle are 8 cm and 15 cm, find the hypotenuse', 'begin'),
      t('289', 'right'),
      t('17', 'right'),
    ],
  },
  {
    id: 'pythagoras-impossible',
    family: 'pythagoras',
    turns: [t('অতিভুজ ৬ সে.মি. আর একটি বাহু ৯ সে.মি. হলে অপর বাহু কত?', 'issue')],
  },
  // ---------------------------------------------------------------- angles
  {
    id: 'angles-quadrilateral',
    family: 'angles',
    turns: [
      t('চতুর্ভুজের তিনটি কোণ ৯০°, ৮০° ও ১০০° হলে চতুর্থ কোণ কত?', 'begin'),
      t('২৭০', 'right'),
      t('৮০', 'wrong'),
      t('৯০', 'right'),
    ],
  },
  {
    id: 'angles-triangle-banglish',
    family: 'angles',
    turns: [
      t('tribhujer duti kon 45 ar 65 degree hole tritiyo kon koto?', 'begin'),
      t('110', 'right'),
      t('70', 'right'),
    ],
  },
  {
    id: 'angles-english',
    replyIn: 'en',
    family: 'angles',
    turns: [
      t('three angles of a quadrilateral are 100, 85 and 75 degrees. find the fourth angle', 'begin'),
      t("don't know", 'hint'),
      t('260', 'right'),
      t('90', 'wrong'),
      t('100', 'right'),
    ],
  },
  { id: 'angles-impossible', family: 'angles', turns: [t('ত্রিভুজের দুটি কোণ ১২০° ও ৭০° হলে তৃতীয় কোণ কত?', 'issue')] },
  // ---------------------------------------------------------------- sets
  {
    id: 'sets-neither-banglish',
    family: 'sets',
    turns: [
      t(
        '40 jon er moddhe 25 jon cha pochondo kore, 20 jon coffee, 10 jon duitai. koyjon kono tai pochondo kore na?',
        'begin',
      ),
      t('45', 'right'),
      t('45', 'wrong'),
      t('35', 'right'),
      t('5', 'right'),
    ],
  },
  {
    id: 'sets-union',
    family: 'sets',
    turns: [
      t('৩০ জন ফুটবল খেলে, ২০ জন ক্রিকেট খেলে, ১২ জন উভয় খেলা খেলে। অন্তত একটি খেলা খেলে কতজন?', 'begin'),
      t('৫০', 'right'),
      t('৩৮', 'right'),
    ],
  },
  {
    id: 'sets-subsets-english',
    replyIn: 'en',
    family: 'sets',
    turns: [t('how many subsets does a set with 5 elements have?', 'begin'), t('10', 'wrong'), t('32', 'right')],
  },
  {
    id: 'sets-impossible',
    family: 'sets',
    turns: [t('A সেটে ৮ জন, B সেটে ৬ জন, উভয়টিতে ৯ জন হলে সংযোগ সেটে কতজন?', 'issue')],
  },
  // ---------------------------------------------------------------- data
  {
    id: 'stats-mean',
    family: 'stats',
    turns: [t('৬ জনের নম্বর ৪০, ৫৫, ৬০, ৭০, ৪৫, ৬৬। গড় কত?', 'begin'), t('৩৩৬', 'right'), t('৫৬', 'right')],
  },
  {
    id: 'stats-mean-banglish',
    family: 'stats',
    turns: [
      t('10, 20, 35, 15 er gor koto?', 'begin'),
      t('jani na', 'hint'),
      t('80', 'right'),
      t('25', 'wrong'),
      t('20', 'right'),
    ],
  },
  {
    id: 'stats-median-english',
    replyIn: 'en',
    family: 'stats',
    turns: [t('find the median of 12, 5, 9, 20, 7', 'begin'), t('3', 'right'), t('9', 'right')],
  },
  {
    id: 'stats-pie',
    family: 'stats',
    turns: [t('৬০ জনের মধ্যে ১৫ জন ব্যাডমিন্টন পছন্দ করে, পাইচিত্রে কোণ কত হবে?', 'begin'), t('৯০', 'right')],
  },
  // ---------------------------------------------------------------- the atom
  {
    id: 'atom-neutrons',
    family: 'atom',
    turns: [t('ক্লোরিনের ভরসংখ্যা ৩৫ আর পারমাণবিক সংখ্যা ১৭। নিউট্রন কয়টি?', 'begin'), t('৫২', 'wrong'), t('১৮', 'right')],
  },
  {
    id: 'atom-neutrons-banglish',
    family: 'atom',
    turns: [t('vor shongkha 40 ar paromanobik shongkha 20 hole neutron koyta?', 'begin'), t('20', 'right')],
  },
  {
    id: 'atom-shells-english',
    replyIn: 'en',
    family: 'atom',
    turns: [
      t('electron configuration of an atom with 13 electrons?', 'begin'),
      t('2', 'right'),
      t('8', 'right'),
      t('3', 'right'),
    ],
  },
  { id: 'atom-impossible', family: 'atom', turns: [t('ভরসংখ্যা ৮ আর পারমাণবিক সংখ্যা ১২ হলে নিউট্রন কয়টি?', 'issue')] },
  // ---------------------------------------------------------------- algebra
  {
    id: 'algebra-square',
    family: 'algebra',
    turns: [
      t('সূত্রের সাহায্যে ১০২ এর বর্গ নির্ণয় করো', 'begin'),
      t('১০০০০', 'right'),
      t('৪০০', 'right'),
      t('৪', 'right'),
      t('১০৪০৪', 'right'),
    ],
  },
  {
    id: 'algebra-square-banglish',
    family: 'algebra',
    turns: [
      t('99 er borgo sutro diye koro', 'begin'),
      t('10000', 'right'),
      t('200', 'right'),
      t('1', 'right'),
      t('9801', 'right'),
    ],
  },
  {
    id: 'algebra-sum-squares-english',
    replyIn: 'en',
    family: 'algebra',
    turns: [
      t('if a + b = 7 and ab = 12, find a^2 + b^2', 'begin'),
      t('49', 'right'),
      t('24', 'right'),
      t('73', 'wrong'),
      t('25', 'right'),
    ],
  },
  // ---------------------------------------------------------------- doubling and tenfold steps
  {
    id: 'powers-cells',
    family: 'powers',
    turns: [t('একটি কোষ ৪ বার মাইটোসিস বিভাজনে কয়টি কোষ হবে?', 'begin'), t('৮', 'wrong'), t('১৬', 'right')],
  },
  {
    id: 'powers-ph-banglish',
    family: 'powers',
    turns: [t('pH 3 er drobon pH 6 er cheye koto gun beshi amlo?', 'begin'), t('3', 'right'), t('1000', 'right')],
  },
  {
    id: 'powers-energy-english',
    replyIn: 'en',
    family: 'powers',
    turns: [
      t(
        'by the 10% rule, how much energy reaches the snake in grass → grasshopper → frog → snake if grass stores 10000 units?',
        'begin',
      ),
      t('1000', 'right'),
      t('help', 'hint'),
      t('100', 'right'),
      t('10', 'right'),
    ],
  },
  {
    id: 'powers-cells-ladder',
    family: 'powers',
    turns: [
      t('ekta kosh 3 bar mitosis e bivajito hole koyta kosh?', 'begin'),
      t('jani na', 'hint'),
      t('jani na', 'hint'),
      t('jani na', 'solution'),
    ],
  },
  {
    id: 'algebra-simultaneous',
    family: 'algebra',
    turns: [
      t('x + y = 20 এবং x - y = 6 হলে x ও y এর মান কত?', 'begin'),
      t('২৬', 'right'),
      t('১৩', 'right'),
      t('৭', 'right'),
    ],
  },
];
