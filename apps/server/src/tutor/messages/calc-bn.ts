// The Bengali texts of the guided steps added for the lessons' remaining problem types:
// Pythagoras, the angles of a triangle or quadrilateral, sets and Venn diagrams, mean and median,
// the atom's neutrons and electron shells, and the extra shapes (trapezium, rhombus,
// parallelogram, a cube's surface, a volume in litres). Addressed as তুমি; numbers in prose are
// Bengali digits, in formulas Latin. calc-en.ts has the same keys in English.

export const calcBn = {
  pythagoras: {
    hypSetup: (a: string, b: string) =>
      `সমকোণী ত্রিভুজের সমকোণ তৈরি করা দুই বাহু ${a} ও ${b}; অতিভুজ $c$ অজানা। পিথাগোরাসের উপপাদ্য: $a^2 + b^2 = c^2$, অতিভুজের বর্গ অপর দুই বাহুর বর্গের সমষ্টির সমান।`,
    legSetup: (c: string, a: string, ladder: boolean) =>
      `${ladder ? 'মই, দেয়াল আর মাটি মিলে একটি সমকোণী ত্রিভুজ, মই-ই অতিভুজ। ' : ''}অতিভুজ ${c}, একটি বাহু ${a}; অপর বাহু অজানা। পিথাগোরাসের উপপাদ্য $a^2 + b^2 = c^2$ থেকে $b^2 = c^2 - a^2$।`,
    squareHint: 'একটি সংখ্যার বর্গ মানে সংখ্যাটিকে সেই সংখ্যা দিয়েই গুণ।',
    sumWhat: 'বর্গ দুটির যোগফল',
    sumHint: '$c^2 = a^2 + b^2$: বর্গ দুটি যোগ করো।',
    diffWhat: 'বর্গ দুটির বিয়োগফল',
    diffHint: '$b^2 = c^2 - a^2$: অতিভুজের বর্গ থেকে অন্য বাহুর বর্গ বিয়োগ করো।',
    rootHint: 'এবার বর্গমূল নাও: কোন সংখ্যাকে সেই সংখ্যা দিয়ে গুণ করলে এটি হয়?',
    hyp: 'অতিভুজ',
    leg: 'অপর বাহু',
    height: 'উচ্চতা',
    issueLeg: 'অতিভুজ সমকোণী ত্রিভুজের সবচেয়ে বড় বাহু; অন্য বাহু তার সমান বা তার চেয়ে বড় হতে পারে না।',
    issueNonPositive: 'বাহুর দৈর্ঘ্য শূন্য বা ঋণাত্মক হতে পারে না।',
  },
  angles: {
    shapes: { quadrilateral: 'চতুর্ভুজ', triangle: 'ত্রিভুজ' },
    setup: (shape: string, given: string, total: string) =>
      `${shape}: জানা কোণ ${given}। ${shape}ের সব কোণের সমষ্টি $${total}^\\circ$, তাই অজানা কোণ = $${total}^\\circ$ − জানা কোণগুলোর যোগফল।`,
    sumWhat: 'জানা কোণগুলোর যোগফল',
    sumHint: 'জানা কোণগুলো যোগ করো।',
    missingWhat: 'অজানা কোণ',
    missingHint: (total: string) => `$${total}^\\circ$ থেকে যোগফল বিয়োগ করো।`,
    degrees: 'ডিগ্রি',
    issue: (total: string) => `জানা কোণগুলোর যোগফলই ${total}° বা তার বেশি, তাই আর কোনো কোণ থাকতে পারে না।`,
  },
  sets: {
    unionSetup: (a: string, b: string, both: string) =>
      `$n(A) = ${a}$, $n(B) = ${b}$, দুটিতেই আছে (ছেদ) $n(A \\cap B) = ${both}$। ভেনচিত্রে ছেদের অংশ দুবার গোনা হয়, তাই $n(A \\cup B) = n(A) + n(B) - n(A \\cap B)$।`,
    neitherSetup: (total: string, a: string, b: string, both: string) =>
      `মোট ${total}; $n(A) = ${a}$, $n(B) = ${b}$, দুটিতেই $n(A \\cap B) = ${both}$। আগে অন্তত একটিতে কতজন, $n(A \\cup B) = n(A) + n(B) - n(A \\cap B)$; তারপর কোনোটিতেই নয় = মোট − $n(A \\cup B)$।`,
    sumWhat: '$n(A) + n(B)$',
    sumHint: 'দুটি সেটের উপাদানসংখ্যা যোগ করো।',
    unionWhat: 'অন্তত একটিতে আছে এমন, $n(A \\cup B)$',
    unionHint: 'দুটিতেই যারা আছে তারা দুবার গোনা হয়েছে; একবার বাদ দাও: $n(A) + n(B) - n(A \\cap B)$।',
    neitherWhat: 'কোনোটিতেই নেই এমন',
    neitherHint: 'মোট থেকে $n(A \\cup B)$ বিয়োগ করো।',
    issueBoth: 'দুটিতেই যতজন, তা কোনো একটির সংখ্যার চেয়ে বেশি হতে পারে না।',
    issueTotal: 'অন্তত একটিতে যতজন, তা মোটের চেয়ে বেশি হয়ে যাচ্ছে।',
    subsetsSetup: (n: string) =>
      `সেটে ${n}টি উপাদান। $n$ উপাদানের সেটের উপসেট $2^n$টি (ফাঁকা সেট আর সেটটি নিজেও উপসেট)।`,
    subsetsWhat: 'উপসেটের সংখ্যা',
    subsetsHint: 'প্রতিটি উপাদান উপসেটে থাকতে পারে বা না-ও পারে: প্রতিটির জন্য ২টি পথ, তাই ২-কে $n$ বার গুণ।',
  },
  stats: {
    meanSetup: (list: string, n: string) =>
      `সংখ্যাগুলো: ${list} (মোট ${n}টি)। গাণিতিক গড় = সংখ্যাগুলোর যোগফল ÷ সংখ্যাগুলোর সংখ্যা।`,
    sumWhat: 'যোগফল',
    sumHint: 'সবগুলো সংখ্যা যোগ করো।',
    meanWhat: 'গড়',
    meanHint: (n: string) => `যোগফলকে ${n} দিয়ে ভাগ করো।`,
    medianSetup: (list: string, sorted: string, n: string, even: boolean) =>
      `সংখ্যাগুলো: ${list}। মধ্যকের জন্য আগে ঊর্ধ্বক্রমে সাজাই: ${sorted}। এখানে $n = ${n}$, ${even ? 'জোড়, তাই মধ্যক মাঝের দুটি পদের গড়' : 'বিজোড়, তাই মধ্যক $\\frac{n + 1}{2}$-তম পদ'}।`,
    positionWhat: 'মধ্যক কততম পদ',
    positionHint: '$\\frac{n + 1}{2}$ হিসাব করো।',
    middleSumWhat: 'মাঝের দুটি পদের যোগফল',
    middleSumHint: (i: string, j: string) => `সাজানো তালিকার ${i}তম আর ${j}তম পদ যোগ করো।`,
    medianWhat: 'মধ্যক',
    medianHintOdd: (i: string) => `সাজানো তালিকার ${i}তম পদটি দেখো।`,
    medianHintEven: 'যোগফলকে ২ দিয়ে ভাগ করো।',
    pieSetup: (part: string, total: string) =>
      `মোট ${total}-এর মধ্যে ${part}। পাইচিত্রে পুরো বৃত্ত $360^\\circ$, তাই কোণ = $\\frac{\\text{অংশ}}{\\text{মোট}} \\times 360^\\circ$।`,
    pieHint: 'অংশকে মোট দিয়ে ভাগ করে ৩৬০ দিয়ে গুণ করো।',
  },
  atom: {
    neutronSetup: (a: string, z: string) =>
      `ভরসংখ্যা $A = ${a}$, পারমাণবিক সংখ্যা (প্রোটন সংখ্যা) $Z = ${z}$। ভরসংখ্যা = প্রোটন + নিউট্রন, তাই নিউট্রন সংখ্যা $= A - Z$।`,
    neutronWhat: 'নিউট্রন সংখ্যা',
    neutronHint: 'ভরসংখ্যা থেকে পারমাণবিক সংখ্যা বিয়োগ করো।',
    shellSetup: (e: string) =>
      `ইলেকট্রন ${e}টি। কক্ষপথগুলো ভিতর থেকে ভরে: $n$-তম কক্ষপথে সর্বোচ্চ $2n^2$টি (প্রথমটিতে ২, দ্বিতীয়টিতে ৮), আর সবচেয়ে বাইরের কক্ষপথে ৮টির বেশি নয়।`,
    shellAsk: (k: string) => `${k} নম্বর কক্ষপথে কয়টি ইলেকট্রন বসবে?`,
    shellHint: (k: string) => `${k} নম্বর কক্ষপথে সর্বোচ্চ কয়টি ধরে, আর এখনো কয়টি ইলেকট্রন বাকি, দুটো মিলিয়ে দেখো।`,
    shellFilled: (left: string, max: string) => `বাকি ${left}টি, এই কক্ষপথে সর্বোচ্চ ${max}টি: কয়টি বসবে?`,
    shellDone: (k: string, value: string) => `${k} নম্বর কক্ষপথে ${value}টি`,
    shellAnswer: (config: string) => `ইলেকট্রন বিন্যাস ${config}।`,
    issueNonPositive: 'ভরসংখ্যা, পারমাণবিক সংখ্যা বা ইলেকট্রনের সংখ্যা শূন্য বা ঋণাত্মক হতে পারে না।',
    issueMass: 'ভরসংখ্যা পারমাণবিক সংখ্যার চেয়ে কম হতে পারে না; ভরসংখ্যায় প্রোটনও গোনা হয়।',
    issueShells: 'এই পাঠের নিয়মে ২০টি পর্যন্ত ইলেকট্রনের বিন্যাস করা হয়।',
  },
  algebra: {
    squareSetup: (n: string, a: string, b: string, plus: boolean) =>
      `$${n} = ${a} ${plus ? '+' : '-'} ${b}$, তাই সূত্র $(a ${plus ? '+' : '-'} b)^2 = a^2 ${plus ? '+' : '-'} 2ab + b^2$ কাজে লাগাই: $a = ${a}$, $b = ${b}$।`,
    twoAbWhat: '$2ab$',
    twoAbHint: '২, $a$ আর $b$ তিনটি গুণ করো।',
    squareWhat: (n: string) => `$${n}^2$`,
    squareHint: (plus: boolean): string =>
      plus ? '$a^2 + 2ab + b^2$: তিনটি যোগ করো।' : '$a^2 - 2ab + b^2$: $a^2$ থেকে $2ab$ বিয়োগ করে $b^2$ যোগ করো।',
    powerHint: 'সংখ্যাটিকে সেই সংখ্যা দিয়েই গুণ করো (শূন্যগুলো আলাদা করে গুনলে সহজ)।',
    sumSquaresSetup: (s: string, p: string, plus: boolean) =>
      `$a ${plus ? '+' : '-'} b = ${s}$, $ab = ${p}$। সূত্র: $a^2 + b^2 = (a ${plus ? '+' : '-'} b)^2 ${plus ? '-' : '+'} 2ab$।`,
    sumSquaresWhat: '$a^2 + b^2$',
    sumSquaresHint: (plus: boolean): string =>
      plus ? '$(a + b)^2$ থেকে $2ab$ বিয়োগ করো।' : '$(a - b)^2$-এর সঙ্গে $2ab$ যোগ করো।',
    simultaneousSetup: (p: string, q: string) =>
      `$x + y = ${p}$ আর $x - y = ${q}$। অপনয়ন পদ্ধতি: $y$-এর সহগ সমান কিন্তু চিহ্ন বিপরীত, তাই সমীকরণ দুটি যোগ করলে $y$ বাদ পড়ে।`,
    twoXWhat: 'যোগ করলে $2x$',
    twoXHint: 'বাম পাশে $y$ কেটে যায়; ডান পাশের সংখ্যা দুটি যোগ করো।',
    xWhat: '$x$',
    xHint: '$2x$-কে ২ দিয়ে ভাগ করো।',
    yWhat: '$y$',
    yHint: (p: string) => `$x$-এর মান $x + y = ${p}$-এ বসাও: $y = ${p} - x$।`,
    solution: (x: string, y: string) => `x = ${x}, y = ${y}`,
  },
  powers: {
    cellsSetup: (n: string) =>
      `মাইটোসিসে প্রতিবার একটি কোষ ভেঙে দুটি অপত্য কোষ হয়, তাই প্রতি বিভাজনে কোষের সংখ্যা দ্বিগুণ: ${n} বার বিভাজনে একটি কোষ থেকে $2^n$টি কোষ।`,
    cellsWhat: 'কোষের সংখ্যা',
    cellsHint: '২-কে যতবার বিভাজন ততবার গুণ করো।',
    phSetup: (low: string, high: string) =>
      `pH স্কেলে ১ কমলে অম্লত্ব ১০ গুণ বাড়ে। pH ${low} আর pH ${high}-এর পার্থক্য যত, ১০-কে ততবার গুণ করতে হবে।`,
    phDiffWhat: 'pH-এর পার্থক্য',
    phDiffHint: 'বড় pH থেকে ছোট pH বিয়োগ করো।',
    phFoldWhat: 'কত গুণ বেশি অম্লীয়',
    phFoldHint: '১০-কে পার্থক্যের সমান বার গুণ করো: $10^{\\text{পার্থক্য}}$।',
    energySetup: (e: string, levels: string) =>
      `দশ শতাংশের নিয়ম: প্রতিটি খাদ্যস্তর আগের স্তরের শক্তির মাত্র ১০% পায়। উৎপাদকের শক্তি ${e} একক, শৃঙ্খলে ${levels}টি ধাপ পার হয়ে শেষ খাদকে যায়।`,
    energyWhat: (k: string) => `${k} নম্বর খাদক স্তরের শক্তি`,
    energyHint: 'আগের স্তরের শক্তির ১০%: ১০ দিয়ে ভাগ করো।',
    unit: 'একক',
  },
  shapes: {
    shapes: { trapezium: 'ট্রাপিজিয়াম', rhombus: 'রম্বস', parallelogram: 'সামান্তরিক' },
    measures: { p: 'সমান্তরাল বাহু', q: 'কর্ণ', h: 'উচ্চতা', b: 'ভূমি' },
    trapeziumArea: 'ক্ষেত্রফল = $\\frac{1}{2} \\times$ (সমান্তরাল বাহু দুটির যোগফল) $\\times$ উচ্চতা',
    rhombusArea: 'ক্ষেত্রফল = $\\frac{1}{2} \\times$ কর্ণ দুটির গুণফল',
    parallelogramArea: 'ক্ষেত্রফল = ভূমি × উচ্চতা',
    sidesWhat: 'সমান্তরাল বাহু দুটির যোগফল',
    diagonalsWhat: 'কর্ণ দুটির গুণফল',
    addHint: 'দুটি সংখ্যা যোগ করো।',
    multiplyHint: 'দুটি সংখ্যা গুণ করো।',
    faceWhat: 'একটি তলের ক্ষেত্রফল',
    surfaceWhat: 'সমগ্র তলের ক্ষেত্রফল',
    cubeSurface: 'সমগ্র তলের ক্ষেত্রফল = $6a^2$ (ঘনকের ৬টি সমান বর্গাকার তল)',
    litresWhat: 'ধারণক্ষমতা',
    litres: 'লিটার',
    litreRule: '১ লিটার = ১০০০ ঘন সে.মি., ১ ঘনমিটার = ১০০০ লিটার।',
    litreHintFromCm: '১০০০ ঘন সে.মি.-এ ১ লিটার, তাই ১০০০ দিয়ে ভাগ করো।',
    litreHintFromM: '১ ঘনমিটারে ১০০০ লিটার, তাই ১০০০ দিয়ে গুণ করো।',
  },
};
