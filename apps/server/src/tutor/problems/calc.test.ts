import { describe, expect, it } from 'vitest';
import { shells } from './atom';
import { split } from './algebra';
import { converse } from './conversation';
import { lesson, solves } from './test-lessons';

// The guided steps added for Pythagoras, angles, sets, data, the atom, algebra and the extra
// shapes: each read in Bengali (Bengali digits), Banglish and English (Latin digits), walked to its
// answer, and its impossible numbers refused.

describe('Pythagoras', () => {
  it('finds the hypotenuse from the two sides of the right angle', () => {
    expect(
      solves('সমকোণী ত্রিভুজের দুই বাহু ৯ সে.মি. আর ১২ সে.মি. হলে অতিভুজ কত?', [81, 144, 225, 15], 'অতিভুজ ১৫ সে.মি.।')?.kind,
    ).toBe('hyp');
    expect(
      solves('somokoni tribhujer duti bahu 6 cm ar 8 cm, otivuj koto?', [36, 64, 100, 10], 'অতিভুজ ১০ সে.মি.।')?.inputs,
    ).toMatchObject({ a: 6, b: 8 });
    expect(
      solves(
        'the two legs of a right triangle are 20 cm and 21 cm. find the hypotenuse',
        [400, 441, 841, 29],
        'the hypotenuse is 29 cm.'.replace('the', 'The'),
      ),
    ).toBeTruthy();
  });

  it('finds a side from the hypotenuse, as with a ladder against a wall', () => {
    expect(
      solves(
        'একটা ১৭ ফুট মই দেয়ালে হেলান দেওয়া, গোড়া দেয়াল থেকে ৮ ফুট দূরে। মইয়ের মাথা কত উঁচুতে?',
        [289, 64, 225, 15],
        'উচ্চতা ১৫ ফুট।',
      )?.inputs,
    ).toMatchObject({ c: 17, a: 8 });
    expect(
      solves(
        'a 13 m ladder leans on a wall, its foot is 5 m from the wall. how high up the wall does it reach?',
        [169, 25, 144, 12],
        'The height is 12 m.',
      ),
    ).toBeTruthy();
    expect(converse(['otivuj 10 cm ar ekta bahu 6 cm hole onno bahu koto?'])[0]?.state?.inputs).toMatchObject({
      c: 10,
      a: 6,
    });
  });

  it('is no book exercise when the exercise has numbers the question lacks', () => {
    // Exercise 2 of the proof lesson: a square of side 17 cm with triangles of 8 cm and 9 cm cut off.
    const LESSON = lesson('math/09-pythagoras/02-proof.md');
    expect(
      converse(['একটা ১৭ ফুট মই দেয়ালে হেলান দেওয়া, গোড়া দেয়াল থেকে ৮ ফুট দূরে। মইয়ের মাথা কত উঁচুতে?'], LESSON)[0]?.state
        ?.exercise,
    ).toBe(false);
    expect(
      converse(
        ['বর্গের বাহু ১৭ সে.মি.; চার কোণে ৮ সে.মি. ও ৯ সে.মি. বাহুর সমকোণী ত্রিভুজ কাটা হলো। মাঝের বর্গের ক্ষেত্রফল কত?'],
        LESSON,
      )[0]?.state?.exercise,
    ).toBe(true);
  });

  it('refuses a side longer than the hypotenuse, and gives the worked solution down the ladder', () => {
    expect(converse(['অতিভুজ ৫ সে.মি. আর একটি বাহু ৭ সে.মি. হলে অপর বাহু কত?'])[0]?.text).toContain('সবচেয়ে বড় বাহু');
    const replies = converse(['right triangle legs 3 and 4, hypotenuse?', 'জানি না', 'জানি না', 'জানি না']);
    expect(replies.at(-1)?.text).toContain('The hypotenuse is 5.');
    expect(replies.at(-1)?.state?.done).toBe(true);
  });
});

describe('angles of a triangle and a quadrilateral', () => {
  it('finds the missing angle', () => {
    expect(solves('একটি চতুর্ভুজের তিনটি কোণ ৮০°, ৯৫° ও ১১০°। চতুর্থ কোণ কত?', [285, 75], 'অজানা কোণ ৭৫ ডিগ্রি।')?.kind).toBe(
      'quadrilateral',
    );
    expect(
      solves(
        'ekta chaturbhuj er tin ta kon 70, 100 r 120 degree hole choturtho kon koto?',
        [290, 70],
        'অজানা কোণ ৭০ ডিগ্রি।',
      ),
    ).toBeTruthy();
    expect(
      solves(
        'two angles of a triangle are 50 and 60 degrees. what is the third angle?',
        [110, 70],
        'The unknown angle is 70 degrees.',
      )?.kind,
    ).toBe('triangle');
    // A right triangle's 90° is not written.
    expect(converse(['সমকোণী ত্রিভুজের একটি কোণ ৩০° হলে অপর সূক্ষ্মকোণ কত?'])[0]?.state?.inputs).toMatchObject({
      g0: 90,
      g1: 30,
    });
  });

  it('refuses angles that already fill the shape', () => {
    expect(converse(['ত্রিভুজের দুটি কোণ ১০০° ও ৯০° হলে তৃতীয় কোণ কত?'])[0]?.text).toContain('১৮০°');
  });
});

describe('sets and Venn diagrams', () => {
  it('counts those in at least one set and in neither', () => {
    expect(
      solves(
        'amader class e 75 jon, 42 jon football pochondo kore, 36 jon cricket, 19 jon duitai. koyjon kono tai pochondo kore na?',
        [78, 59, 16],
        'অন্তত একটিতে আছে এমন, $n(A \\cup B)$ ৫৯। কোনোটিতেই নেই এমন ১৬।',
      )?.inputs,
    ).toMatchObject({ total: 75, a: 42, b: 36, both: 19 });
    expect(
      solves(
        '৫০ জন ছাত্রের মধ্যে ৩০ জন বাংলা, ২৫ জন ইংরেজি পছন্দ করে, ১০ জন উভয়টি পছন্দ করে। কতজন কোনোটিই পছন্দ করে না?',
        [55, 45, 5],
        'অন্তত একটিতে আছে এমন, $n(A \\cup B)$ ৪৫। কোনোটিতেই নেই এমন ৫।',
      ),
    ).toBeTruthy();
    expect(
      solves(
        'in a Venn diagram n(A) = 20, n(B) = 15 and 8 are in both. how many are in at least one set?',
        [35, 27],
        'The number in at least one, $n(A \\cup B)$ is 27.',
      )?.kind,
    ).toBe('union');
  });

  it('counts the subsets of a set', () => {
    expect(solves('একটা সেটে ৪ টা উপাদান থাকলে উপসেট কয়টা হবে?', [16], 'উপসেটের সংখ্যা ১৬')).toBeTruthy();
    expect(solves('a set has 3 elements. how many subsets?', [8], 'The number of subsets is 8.')).toBeTruthy();
  });

  it('refuses more in both than in one set', () => {
    expect(converse(['A সেটে ১০ জন, B সেটে ১২ জন, উভয়টিতে ১৫ জন হলে সংযোগ সেটে কতজন?'])[0]?.text).toContain(
      'বেশি হতে পারে না',
    );
  });
});

describe('mean, median and a pie chart', () => {
  it('finds the mean of the student’s own list, not counting the count', () => {
    expect(solves('আমার ৫ বিষয়ের নম্বর ৭২, ৮৫, ৬৮, ৯০, ৭৫। গড় নম্বর কত?', [390, 78], 'গড় ৭৮।')?.inputs).toMatchObject({
      x0: 72,
      x4: 75,
    });
    expect(solves('12, 45, 27, 33, 18 er gor koto?', [135, 27], 'গড় ২৭।')).toBeTruthy();
    expect(solves('what is the average of 4, 8 and 9?', [21, 7], 'The mean is 7.')).toBeTruthy();
  });

  it('finds the median, ordering the list first', () => {
    expect(solves('find the median of 14, 9, 21, 6, 17, 11', [25, 12.5], 'The median is 12.5.')?.kind).toBe('median');
    expect(solves('৭, ৩, ৯, ১, ৫ এর মধ্যক কত?', [3, 5], 'মধ্যক ৫।')).toBeTruthy();
    expect(solves('8, 2, 6 er median koto?', [2, 6], 'মধ্যক ৬।')).toBeTruthy();
  });

  it('finds a pie chart’s angle', () => {
    expect(
      solves(
        'ক্লাসের ১২০ জনের মধ্যে ৪০ জন ক্রিকেট পছন্দ করে, পাইচিত্রে ক্রিকেটের কোণ কত ডিগ্রি হবে?',
        [120],
        'অজানা কোণ ১২০ ডিগ্রি।',
      ),
    ).toBeTruthy();
  });
});

describe('the atom', () => {
  it('finds the neutrons from the mass number and the atomic number, in either order', () => {
    expect(
      solves('একটা পরমাণুর ভরসংখ্যা ৮০ আর পারমাণবিক সংখ্যা ৩৫। নিউট্রন কয়টা?', [45], 'নিউট্রন সংখ্যা ৪৫।')?.inputs,
    ).toEqual({ A: 80, Z: 35 });
    expect(
      solves('sodium er paromanobik shongkha 11 ar vor shongkha 23 hole neutron koyta?', [12], 'নিউট্রন সংখ্যা ১২।')
        ?.inputs,
    ).toEqual({ A: 23, Z: 11 });
    expect(
      solves(
        'an atom has mass number 27 and atomic number 13. how many neutrons?',
        [14],
        'The number of neutrons is 14.',
      ),
    ).toBeTruthy();
    expect(converse(['ভরসংখ্যা ১০ আর পারমাণবিক সংখ্যা ১২ হলে নিউট্রন কয়টি?'])[0]?.text).toContain('কম হতে পারে না');
  });

  it('writes the electron configuration shell by shell', () => {
    expect(shells(17)).toEqual([2, 8, 7]);
    expect(shells(20)).toEqual([2, 8, 8, 2]);
    expect(
      solves(
        'what is the electron configuration of an atom with 17 electrons',
        [2, 8, 7],
        'The electron configuration is 2, 8, 7.',
      ),
    ).toBeTruthy();
    expect(solves('১১টি ইলেকট্রনের পরমাণুর ইলেকট্রন বিন্যাস কী?', [2, 8, 1], 'ইলেকট্রন বিন্যাস ২, ৮, ১।')).toBeTruthy();
  });
});

describe('algebra', () => {
  it('squares a number by (a ± b)²', () => {
    expect(split(103)).toEqual({ a: 100, b: 3 });
    expect(split(98)).toEqual({ a: 100, b: -2 });
    expect(split(47)).toEqual({ a: 50, b: -3 });
    expect(
      solves('(a+b)^2 er formula diye 103 er borgo ta ber koro to', [10000, 600, 9, 10609], '$103^2 = 10609$'),
    ).toBeTruthy();
    expect(solves('সূত্রের সাহায্যে ৯৮ এর বর্গ নির্ণয় করো', [10000, 400, 4, 9604], '$98^2 = 9604$')).toBeTruthy();
    expect(solves('find the square of 52 using a formula', [2500, 200, 4, 2704], '$52^2 = 2704$')).toBeTruthy();
  });

  it('finds a² + b² from a ± b and ab', () => {
    expect(solves('if a + b = 9 and ab = 14, what is a^2 + b^2?', [81, 28, 53], '$a^2 + b^2$ is 53.')).toBeTruthy();
    expect(solves('a - b = ৩ এবং ab = ১০ হলে a² + b² এর মান কত?', [9, 20, 29], '$a^2 + b^2$ ২৯।')).toBeTruthy();
  });

  it('solves x + y = p, x − y = q by elimination', () => {
    expect(
      solves('x + y = 17 ar x - y = 5, oponoyon poddhotite solve kore dekhao', [22, 11, 6], 'x = ১১, y = ৬'),
    ).toBeTruthy();
    expect(solves('x + y = ১০ এবং x − y = ৪ হলে x ও y কত?', [14, 7, 3], 'x = ৭, y = ৩')).toBeTruthy();
    expect(solves('solve x + y = 12 and x - y = 2', [14, 7, 5], 'x = 7, y = 5')).toBeTruthy();
  });

  it('leaves a square field or a square number to their own lessons', () => {
    expect(converse(['ekta borgokhetrer bahu 9 cm hole khetrofol koto?'])[0]?.state?.family).toBe('geometry');
    expect(converse(['১৬ এর বর্গমূল কত?'])[0]?.state?.family).not.toBe('algebra');
  });
});

describe('more shapes', () => {
  it('finds the area of a trapezium, a rhombus and a parallelogram', () => {
    expect(
      solves(
        'একটা ট্রাপিজিয়াম আকারের জমির সমান্তরাল বাহু ১২ মিটার আর ১৮ মিটার, এদের মাঝে দূরত্ব ৭ মিটার। জমির ক্ষেত্রফল কত?',
        [30, 105],
        'ক্ষেত্রফল ১০৫ বর্গ মিটার।',
      ),
    ).toBeTruthy();
    expect(
      solves('a rhombus has diagonals of 14 cm and 9 cm. find its area', [126, 63], 'The area is 63 square cm.'),
    ).toBeTruthy();
    expect(
      solves('samantoriker bhumi 10 cm ar uchchota 6 cm hole khetrofol koto?', [60], 'ক্ষেত্রফল ৬০ বর্গ সে.মি.।'),
    ).toBeTruthy();
  });

  it('finds a cube’s surface, with its volume when both are asked, and on a follow-up', () => {
    expect(
      solves(
        'a cube has a side of 7 cm. what is its volume and its total surface area?',
        [343, 49, 294],
        'The volume is 343 cubic cm. The total surface area is 294 square cm.',
      )?.kind,
    ).toBe('cubeAll');
    expect(
      solves('ঘনকের বাহু ৫ সে.মি. হলে সমগ্র তলের ক্ষেত্রফল কত?', [25, 150], 'সমগ্র তলের ক্ষেত্রফল ১৫০ বর্গ সে.মি.।'),
    ).toBeTruthy();
    const [, followup] = converse(['ghonok er bahu 5 cm hole ayoton koto', 'r somogro toler khetrofol koto hobe?']);
    expect(followup?.state).toMatchObject({ kind: 'cubeSurface', inputs: { a: 5 } });
  });

  it('gives a container’s volume in litres', () => {
    expect(
      solves(
        'আমার অ্যাকুরিয়ামটা ৬০ সে.মি. লম্বা, ৩০ সে.মি. চওড়া আর ৪০ সে.মি. উঁচু। কত লিটার পানি ধরবে?',
        [1800, 72000, 72],
        'আয়তন ৭২,০০০ ঘন সে.মি.। ধারণক্ষমতা ৭২ লিটার।',
      ),
    ).toBeTruthy();
    expect(
      solves(
        'a tank is 2 m long, 1.5 m wide and 1 m deep. how many litres of water does it hold?',
        [3, 3, 3000],
        'The volume is 3 cubic m. The capacity is 3000 litres.',
      ),
    ).toBeTruthy();
  });

  it('reads a Banglish circle ("bitter khetrofol")', () => {
    expect(
      solves('10 cm bashardho er bitter khetrofol koto? pi 3.1416 dhoro', [100, 314.16], 'ক্ষেত্রফল ৩১৪.১৬ বর্গ সে.মি.।'),
    ).toBeTruthy();
  });
});

describe('follow-ups without numbers', () => {
  it('takes a weight on to the Moon, keeping the step already done', () => {
    const [first, moon] = converse(['amar vor 45 kg hole prithibite ojon koto?', 'tahole chade koto hobe?']);
    expect(moon?.state?.inputs).toMatchObject({ m: 45, moon: 1 });
    expect(moon?.state?.step).toBe(1);
    expect(moon?.text).toContain('৪৪১ নিউটন');
    expect(moon?.text).not.toBe(first?.text);
    expect(converse(['আমার ভর ৪২ কেজি হলে পৃথিবীতে ওজন কত?', 'আর চাঁদে গেলে ওজন কত হবে?', '68.6'])[2]?.state?.done).toBe(
      true,
    );
  });
});

describe('doubling and tenfold steps', () => {
  it('counts the cells after n mitoses', () => {
    expect(
      solves('ekta kosh 5 bar mitosis e bivajito hole koto gula kosh hobe?', [32], 'কোষের সংখ্যা ৩২।'),
    ).toBeTruthy();
    expect(solves('একটি কোষ ৬ বার মাইটোসিস বিভাজনে কয়টি কোষ হবে?', [64], 'কোষের সংখ্যা ৬৪।')).toBeTruthy();
    expect(solves('how many cells after 3 divisions by mitosis?', [8], 'The number of cells is 8.')).toBeTruthy();
  });

  it('compares the acidity of two pH values', () => {
    expect(
      solves('pH 2 er drobon pH 5 er drobon er cheye koto gun beshi amlo?', [3, 1000], 'কত গুণ বেশি অম্লীয় ১০০০।'),
    ).toBeTruthy();
    expect(solves('pH ৩-এর দ্রবণ pH ৪-এর দ্রবণের চেয়ে কত গুণ বেশি অম্লীয়?', [1, 10], 'কত গুণ বেশি অম্লীয় ১০।')).toBeTruthy();
    expect(
      solves('how many times more acidic is pH 1 than pH 3?', [2, 100], 'How many times more acidic is 100.'),
    ).toBeTruthy();
  });

  it('follows the energy down a food chain by the ten per cent rule', () => {
    expect(
      solves(
        'ghas jodi 60000 ekok shokti jomay, 10% er niyom e ghas → foring → bang → shap e shap koto ekok pabe?',
        [6000, 600, 60],
        '৬০ একক',
      ),
    ).toBeTruthy();
    expect(
      solves(
        'grass stores 20000 units of energy. by the 10% rule, how much reaches the frog in grass → grasshopper → frog?',
        [2000, 200],
        '200 units',
      ),
    ).toBeTruthy();
  });
});

describe('a wheel', () => {
  it('goes one circumference in one turn', () => {
    expect(
      solves('cycle er chakar bas 14 cm, ekbar ghurle koto dur jabe?', [7, 43.98], 'পরিধি প্রায় ৪৩.৯৮ সে.মি.।')?.kind,
    ).toBe('circumference');
  });
});
