import type { EvalConversation, EvalTurn } from './eval-set';

// Held-out guided conversations for `npm run eval:guide`: English questions asked in English
// (`language: 'en'`, answered in English) and Banglish ones, written before the guide learnt
// English replies and never tuned on. A phrasing the guide misses here is a finding, not a test
// to make pass by adding its words: fix the vocabulary in general, and report before and after.
// (Two expected answers were corrected after the first run: 200 on 800 is 25%, 300 on 1500 is
// 20%; the guide was right and the items had them swapped. `replyIn` of the English question asked
// in Bengali mode was set when English questions were decided to get English replies.)

const t = (student: string, expect: EvalTurn['expect']): EvalTurn => ({ student, expect });

export const heldoutSet: EvalConversation[] = [
  // ---------------------------------------------------------------- English, in English
  {
    id: 'h-pattern-next-en',
    family: 'pattern',
    language: 'en',
    turns: [t('What comes next in 3, 8, 13, 18?', 'begin'), t('5', 'right'), t('23', 'right')],
  },
  {
    id: 'h-pattern-general-en',
    family: 'pattern',
    language: 'en',
    turns: [
      t('Find the general term of 5, 9, 13, 17', 'begin'),
      t('i dont know', 'hint'),
      t('4', 'right'),
      t('1', 'right'),
    ],
  },
  {
    id: 'h-pattern-growing-en',
    family: 'pattern',
    language: 'en',
    turns: [t('what is the next number: 1, 3, 6, 10, 15', 'begin'), t('6', 'right'), t('21', 'right')],
  },
  {
    id: 'h-profit-percent-en',
    family: 'profit',
    language: 'en',
    turns: [
      t('I bought a bag for 800 taka and sold it for 1000 taka. What is my profit percent?', 'begin'),
      t('200', 'right'),
      t('25', 'right'),
    ],
  },
  {
    id: 'h-profit-loss-en',
    family: 'profit',
    language: 'en',
    turns: [
      t('A shopkeeper buys a chair at 1500 tk and sells it at 1200 tk. Find the loss percentage.', 'begin'),
      t('300', 'right'),
      t('20%', 'right'),
    ],
  },
  {
    id: 'h-interest-simple-en',
    family: 'interest',
    language: 'en',
    turns: [
      t('what is the simple interest on 5000 taka at 6% for 3 years?', 'begin'),
      t('300', 'right'),
      t('1000', 'wrong'),
      t('900', 'right'),
    ],
  },
  {
    id: 'h-interest-compound-en',
    family: 'interest',
    language: 'en',
    turns: [
      t('If I put 2000 taka in a bank at 10% compound interest, how much will I have after 2 years?', 'begin'),
      t('2200', 'right'),
      t('2400', 'wrong'),
      t('2420', 'right'),
      t('420', 'right'),
    ],
  },
  {
    id: 'h-interest-ladder-en',
    family: 'interest',
    language: 'en',
    turns: [
      t('simple interest on 1200 taka at 5% for 2 years', 'begin'),
      t('no idea', 'hint'),
      t('help', 'hint'),
      t('not sure', 'solution'),
    ],
  },
  {
    id: 'h-units-km-en',
    family: 'units',
    language: 'en',
    turns: [t('convert 4.2 km to metres', 'begin'), t('1000', 'right'), t('4200', 'right')],
  },
  {
    id: 'h-units-kg-en',
    family: 'units',
    language: 'en',
    turns: [
      t('How many grams are there in 3.5 kilograms?', 'begin'),
      t('hint', 'hint'),
      t('1000', 'right'),
      t('3500', 'right'),
    ],
  },
  {
    id: 'h-geometry-rectangle-en',
    family: 'geometry',
    language: 'en',
    turns: [t('area of a rectangle 12 m by 5 m', 'begin'), t('17', 'wrong'), t('60', 'right')],
  },
  {
    id: 'h-geometry-circle-en',
    family: 'geometry',
    language: 'en',
    turns: [t('Find the area of a circle with radius 7 cm', 'begin'), t('49', 'right'), t('153.94', 'right')],
  },
  {
    id: 'h-geometry-box-en',
    family: 'geometry',
    language: 'en',
    turns: [
      t('What is the volume of a box 10 cm long, 6 cm wide and 4 cm high?', 'begin'),
      t('60', 'right'),
      t('240', 'right'),
    ],
  },
  {
    id: 'h-science-weight-en',
    family: 'science',
    language: 'en',
    turns: [t('weight of a 50 kg boy', 'begin'), t('490', 'right')],
  },
  {
    id: 'h-science-moon-en',
    family: 'science',
    language: 'en',
    turns: [
      t('A stone has a mass of 2 kg. What is its weight on the moon?', 'begin'),
      t('19.6', 'right'),
      t('3.27', 'right'),
    ],
  },
  {
    id: 'h-science-ohm-en',
    family: 'science',
    language: 'en',
    turns: [
      t('What current flows through a 10 ohm resistor connected to 5 volts?', 'begin'),
      t('50', 'wrong'),
      t('0.5', 'right'),
    ],
  },
  // ---------------------------------------------------------------- Banglish, and English asked in Bengali mode
  {
    id: 'h-pattern-square-banglish',
    family: 'pattern',
    turns: [t('2, 5, 10, 17 er next ta ki?', 'begin'), t('1', 'right'), t('26', 'right')],
  },
  {
    id: 'h-profit-banglish',
    family: 'profit',
    turns: [t('profit koto hobe jodi 400 takay kine 460 e bechi', 'begin'), t('60', 'right'), t('15', 'right')],
  },
  {
    id: 'h-interest-banglish',
    family: 'interest',
    turns: [t('10000 takar 8% hare 2 bochorer sorol munafa koto?', 'begin'), t('800', 'right'), t('1600', 'right')],
  },
  {
    id: 'h-geometry-banglish',
    family: 'geometry',
    turns: [t('ekta borgokhetrer bahu 9 cm hole khetrofol koto?', 'begin'), t('81', 'right')],
  },
  {
    id: 'h-science-banglish',
    family: 'science',
    turns: [t('60 kg vorer manusher prithibite ojon koto?', 'begin'), t('588', 'right')],
  },
  {
    id: 'h-units-banglish',
    family: 'units',
    turns: [t('750 gram ke kg te prokash koro', 'begin'), t('1000', 'right'), t('0.75', 'right')],
  },
  {
    id: 'h-profit-en-in-bn',
    replyIn: 'en',
    family: 'profit',
    turns: [
      t('A pen bought for 50 taka is sold for 60 taka, what is the profit percent?', 'begin'),
      t('10', 'right'),
      t('20', 'right'),
    ],
  },
];
