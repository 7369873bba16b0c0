// The guided-steps tutor's Bengali texts (তুমি): the moves of the conversation, each with a few
// wordings picked by the conversation, and the steps of every problem family. Numbers in prose are
// Bengali digits (`bn`), in formulas Latin (`$…$`, as the lessons write them).

const taka = (value: string) => `${value} টাকা`;

export const guideMoves = {
  open: [
    'চলো, তোমার সংখ্যাগুলো দিয়েই ধাপে ধাপে করি।',
    'ভালো প্রশ্ন! তোমার দেওয়া সংখ্যা দিয়েই হিসাবটা করে দেখি।',
    'এসো, হিসাবটা একসঙ্গে ধাপে ধাপে করি।',
  ],
  openExercise: [
    'এটি পাঠের অনুশীলনীর প্রশ্ন, তাই উত্তরটা তুমি নিজেই বের করবে; আমি ধাপ আর ইঙ্গিত দেব।',
    'এই প্রশ্নটি পাঠের অনুশীলনীতে আছে। উত্তর বলে দিচ্ছি না, তবে ধাপে ধাপে তোমার পাশে আছি।',
    'এটা তোমার বইয়ের অনুশীলনী! চলো, তুমি নিজে করো, আমি শুধু পথ দেখাই।',
  ],
  step: (n: string) => `**ধাপ ${n}:**`,
  right: ['ঠিক হয়েছে!', 'একদম ঠিক!', 'চমৎকার, মিলে গেছে!', 'বাহ, ঠিক ধরেছ!'],
  rightAll: [
    'দারুণ! তুমি পুরো উত্তরটাই বের করে ফেলেছ।',
    'একদম ঠিক, শেষ উত্তরটাই মিলে গেছে!',
    'চমৎকার! শেষ পর্যন্ত পৌঁছে গেছ।',
  ],
  wrong: (given: string) => [
    `${given} হয়নি, আরেকবার দেখো।`,
    `${given} মেলেনি; ভুল করাটাও শেখার অংশ।`,
    `কাছাকাছি চেষ্টা, কিন্তু ${given} ঠিক নয়।`,
  ],
  stuck: ['কোনো সমস্যা নেই, একটা ইঙ্গিত দিই।', 'আচ্ছা, আরেকটু সাহায্য করি।', 'ঠিক আছে, চলো আরেকটু ভেঙে দেখি।'],
  retry: ['এবার কত পেলে, লিখে পাঠাও।', 'হিসাব করে সংখ্যাটা লেখো তো।', 'এখন চেষ্টা করো: কত হলো?'],
  solution: ['পুরো সমাধানটা দেখো:', 'চলো, পুরোটা একসঙ্গে দেখি:', 'এই হলো ধাপে ধাপে সমাধান:'],
  answer: (text: string) => `**উত্তর:** ${text}`,
  close: [
    'এবার সংখ্যা বদলে নিজে একটি প্রশ্ন বানিয়ে পাঠাও, আমি মিলিয়ে দেব।',
    'উত্তরটা প্রশ্নে ফিরে বসিয়ে যাচাই করে দেখবে? আরেকটি প্রশ্ন থাকলে পাঠাও।',
    'একই নিয়মে পাঠের অনুশীলনী থেকে একটি প্রশ্ন করে দেখো; আটকে গেলে আমাকে লিখো।',
  ],
  closeAfterSolution: [
    'কোন ধাপটা কঠিন লেগেছিল? সেটা লিখে জানাও, অথবা নতুন সংখ্যা দিয়ে নিজে একটি করে দেখো।',
    'এবার খাতা বন্ধ করে নিজে একবার করে দেখো; অন্য সংখ্যা দিয়ে প্রশ্ন পাঠালে আমি ধাপে ধাপে মিলিয়ে দেব।',
    'কোনো ধাপ পরিষ্কার না হলে সেই ধাপটা লিখে প্রশ্ন করো।',
  ],
  exerciseFirst: [
    'এটি বইয়ের অনুশীলনী, তাই উত্তরটা আগে তুমি বের করার চেষ্টা করো; আমি একটা ইঙ্গিত দিচ্ছি।',
    'অনুশীলনীর উত্তর আগেই দেখে ফেললে শেখা হয় না! এই ইঙ্গিতটা দিয়ে চেষ্টা করো।',
    'নিজে করলেই মনে থাকবে। ইঙ্গিতটা দেখো:',
  ],
  tryFirst: (hint: string) => [
    `এটি বইয়ের অনুশীলনী, তাই পুরো উত্তর দেখানোর আগে তুমি একবার নিজে চেষ্টা করো। শেষ ইঙ্গিত: ${hint}\n\nতুমি কত পেলে? ভুল হলেও লিখে পাঠাও, তারপর পুরো সমাধান দেখাব।`,
    `আর একটু! এই ধাপে শুধু এটুকু হিসাব বাকি: ${hint}\n\nযা পাও লিখে পাঠাও (ভুল হলেও চলবে); তারপর পুরো সমাধান মিলিয়ে দেখাব।`,
    `খাতায় হিসাবটা করে দেখো: ${hint}\n\nএকটা সংখ্যা লিখে পাঠালেই আমি পুরো সমাধান দেখাব, মিলিয়ে নিতে পারবে।`,
  ],
  issueEnd: [
    'সংখ্যাগুলো আরেকবার দেখে ঠিক করে লিখবে?',
    'প্রশ্নটা আবার মিলিয়ে দেখো তো; ঠিক সংখ্যাগুলো লিখে পাঠাও।',
    'কোথাও লিখতে ভুল হয়েছে কি? ঠিক করে আবার পাঠাও।',
  ],
};

/** What to say about a known slip in a step. */
export const mistakeText = {
  percentOfSelling: 'মনে হচ্ছে বিক্রয়মূল্য দিয়ে ভাগ করেছ; শতকরা লাভ-ক্ষতি হয় **ক্রয়মূল্যের** ওপর।',
  rateOnSelling: 'মনে হচ্ছে বিক্রয়মূল্যের ওপর শতকরা নিয়েছ; শতকরা হার ক্রয়মূল্যের ওপর, তাই ক্রয়মূল্য ১০০ ধরে হিসাব করো।',
  rateAsFraction: 'এটা ভগ্নাংশে হার; শতকরায় লিখতে ১০০ দিয়ে গুণ করো।',
  simpleNotCompound: 'এটা সরল মুনাফার মতো হলো; চক্রবৃদ্ধিতে মুনাফা হয় আগের বছরের **মোট** টাকার ওপর।',
  forgotSquare: 'উচ্চতাকে বর্গ করতে (উচ্চতা × উচ্চতা) ভুলে গেছ মনে হচ্ছে।',
  forgotHalf: 'অর্ধেক নিতে ভুলে গেছ মনে হচ্ছে: ত্রিভুজের ক্ষেত্রফল ভূমি × উচ্চতার অর্ধেক।',
  circumferenceForArea: 'এটা পরিধি ($2\\pi r$)! ক্ষেত্রফলের সূত্র $\\pi r^2$।',
  diameterSquared: 'ব্যাসের বর্গ নিয়েছ মনে হচ্ছে; সূত্রে লাগে ব্যাসার্ধ, ব্যাসের অর্ধেক।',
  multiplyInstead: 'ছোট একক থেকে বড় এককে যাচ্ছ, তাই গুণ নয়, ভাগ করতে হবে।',
  divideInstead: 'বড় একক থেকে ছোট এককে যাচ্ছ, তাই ভাগ নয়, গুণ করতে হবে।',
  dividedByG: 'ওজন = ভর × $g$; এখানে ভাগ নয়, গুণ।',
};

export const profitText = {
  percentSetup: (cost: string, sell: string, loss: boolean) =>
    `ক্রয়মূল্য ${taka(cost)}, বিক্রয়মূল্য ${taka(sell)}। বিক্রয়মূল্য ${loss ? 'কম, তাই ক্ষতি' : 'বেশি, তাই লাভ'} হয়েছে; শতকরা হিসাব হবে **ক্রয়মূল্যের** ওপর।`,
  amountAsk: (loss: boolean) => `${loss ? 'ক্ষতি' : 'লাভ'} কত টাকা?`,
  amountHint: (loss: boolean) =>
    loss ? 'ক্ষতি = ক্রয়মূল্য − বিক্রয়মূল্য।' : 'লাভ = বিক্রয়মূল্য − ক্রয়মূল্য।',
  amountFilled: (expression: string) => `$${expression}$ কত হয়?`,
  amountDone: (loss: boolean, expression: string, value: string) =>
    `${loss ? 'ক্ষতি' : 'লাভ'} $= ${expression}$ $=$ ${taka(value)}`,
  percentAsk: (loss: boolean) => `এবার শতকরা ${loss ? 'ক্ষতি' : 'লাভ'} কত?`,
  percentHint: (loss: boolean) =>
    `শতকরা ${loss ? 'ক্ষতি' : 'লাভ'} = (${loss ? 'ক্ষতি' : 'লাভ'} ÷ ক্রয়মূল্য) × ১০০।`,
  percentFilled: (amount: string, cost: string) => `$\\frac{${amount}}{${cost}} \\times 100$ কত হয়?`,
  percentDone: (loss: boolean, amount: string, cost: string, value: string) =>
    `শতকরা ${loss ? 'ক্ষতি' : 'লাভ'} $= \\frac{${amount}}{${cost}} \\times 100$ $=$ ${value}`,
  percentAnswer: (loss: boolean, value: string) => `শতকরা ${value} ${loss ? 'ক্ষতি' : 'লাভ'}।`,
  sellSetup: (cost: string, rate: string, loss: boolean) =>
    `ক্রয়মূল্য ${taka(cost)}, ${rate}% ${loss ? 'ক্ষতিতে' : 'লাভে'} বিক্রি। আগে ${loss ? 'ক্ষতির' : 'লাভের'} টাকা বের করি, তারপর বিক্রয়মূল্য।`,
  rateAmountAsk: (loss: boolean) => `${loss ? 'ক্ষতি' : 'লাভ'} কত টাকা হবে?`,
  rateAmountHint: (rate: string) => `${rate}% মানে প্রতি ১০০ টাকায় ${rate} টাকা: ক্রয়মূল্য × ${rate} ÷ ১০০।`,
  sellAsk: 'তাহলে বিক্রয়মূল্য কত?',
  sellHint: (loss: boolean) =>
    loss ? 'বিক্রয়মূল্য = ক্রয়মূল্য − ক্ষতি।' : 'বিক্রয়মূল্য = ক্রয়মূল্য + লাভ।',
  sellDone: (expression: string, value: string) => `বিক্রয়মূল্য $= ${expression}$ $=$ ${taka(value)}`,
  sellAnswer: (value: string) => `বিক্রয়মূল্য ${taka(value)}।`,
  costSetup: (sell: string, rate: string, loss: boolean) =>
    `বিক্রয়মূল্য ${taka(sell)}, ${rate}% ${loss ? 'ক্ষতিতে' : 'লাভে'}। ক্রয়মূল্য ১০০ টাকা ধরে হিসাব করলে সহজ হয়।`,
  per100Ask: 'ক্রয়মূল্য ১০০ টাকা হলে বিক্রয়মূল্য কত টাকা?',
  per100Hint: (loss: boolean) => (loss ? 'ক্ষতিতে ১০০ থেকে হার বিয়োগ করো।' : 'লাভে ১০০-র সঙ্গে হার যোগ করো।'),
  per100Done: (expression: string, value: string) =>
    `ক্রয়মূল্য ১০০ টাকা হলে বিক্রয়মূল্য $${expression}$ $=$ ${taka(value)}`,
  costAsk: 'এখন আসল ক্রয়মূল্য কত?',
  costHint: 'বিক্রয়মূল্য যখন ১০০-র জায়গায় অন্য টাকা, তখন ক্রয়মূল্য = বিক্রয়মূল্য × ১০০ ÷ (১০০-র জিনিসের বিক্রয়মূল্য)।',
  costDone: (expression: string, value: string) => `ক্রয়মূল্য $= ${expression}$ $=$ ${taka(value)}`,
  costAnswer: (value: string) => `ক্রয়মূল্য ${taka(value)}।`,
  filled: (expression: string) => `$${expression}$ কত হয়?`,
  issueNonPositive: 'দাম শূন্য বা ঋণাত্মক হতে পারে না।',
  issueLoss100: 'ক্ষতি ১০০% বা তার বেশি হলে বিক্রয়মূল্য শূন্য বা ঋণাত্মক হয়ে যায়, তা হয় না।',
  issueEqual: (value: string) =>
    `ক্রয়মূল্য আর বিক্রয়মূল্য দুটোই ${taka(value)}, তাই লাভও নেই ক্ষতিও নেই (০%)।`,
};

export const interestText = {
  simpleSetup: (p: string, r: string, n: string) =>
    `আসল $P = ${p}$ টাকা, বার্ষিক হার ${r}%, সময় $n = ${n}$ বছর। সরল মুনাফায় প্রতিবছর একই মুনাফা হয়, শুধু আসলের ওপর: $I = Pnr$।`,
  yearAsk: '১ বছরের মুনাফা কত টাকা?',
  yearHint: (r: string) => `${r}% মানে প্রতি ১০০ টাকায় ১ বছরে ${r} টাকা: আসল × ${r} ÷ ১০০।`,
  yearDone: (expression: string, value: string) => `১ বছরের মুনাফা $= ${expression}$ $=$ ${taka(value)}`,
  yearsAsk: (n: string) => `তাহলে ${n} বছরের মোট মুনাফা কত?`,
  yearsHint: 'সরল মুনাফায় প্রতিবছর একই মুনাফা, তাই ১ বছরের মুনাফাকে বছরের সংখ্যা দিয়ে গুণ করো।',
  yearsDone: (expression: string, value: string) => `মুনাফা $I = ${expression}$ $=$ ${taka(value)}`,
  amountAsk: 'এবার মুনাফা-আসল (মোট টাকা) কত?',
  amountHint: 'মুনাফা-আসল = আসল + মুনাফা।',
  amountDone: (expression: string, value: string) => `মুনাফা-আসল $A = ${expression}$ $=$ ${taka(value)}`,
  simpleAnswer: (interest: string, amount: string) => `মুনাফা ${taka(interest)}, মুনাফা-আসল ${taka(amount)}।`,
  interestAnswer: (interest: string) => `মুনাফা ${taka(interest)}।`,
  interestAsk: 'প্রথমে মোট মুনাফা কত টাকা?',
  interestHint: 'মুনাফা = মুনাফা-আসল − আসল।',
  interestDone: (expression: string, value: string) => `মুনাফা $I = ${expression}$ $=$ ${taka(value)}`,
  rateSetup: (p: string, n: string) =>
    `আসল ${taka(p)}, সময় ${n} বছর; হার অজানা। সূত্র $I = Pnr$ থেকে $r = \\frac{I}{Pn}$।`,
  rateAsk: 'বার্ষিক মুনাফার হার শতকরা কত?',
  rateHint: 'শতকরা হার = মুনাফা ÷ (আসল × বছর) × ১০০।',
  rateDone: (expression: string, value: string) => `হার $= ${expression}$ $=$ ${value}%`,
  rateAnswer: (value: string) => `বার্ষিক ${value}%।`,
  timeSetup: (p: string, r: string) =>
    `আসল ${taka(p)}, বার্ষিক হার ${r}%; সময় অজানা। সূত্র $I = Pnr$ থেকে $n = \\frac{I}{Pr}$।`,
  timeAsk: 'তাহলে কত বছর লাগবে?',
  timeHint: 'বছর = মোট মুনাফা ÷ ১ বছরের মুনাফা।',
  timeDone: (expression: string, value: string) => `সময় $n = ${expression}$ $=$ ${value} বছর`,
  timeAnswer: (value: string) => `${value} বছর।`,
  principalSetup: (a: string, r: string, n: string) =>
    `${n} বছরে বার্ষিক ${r}% হারে মুনাফা-আসল ${taka(a)}; আসল অজানা। আসল ১০০ টাকা ধরে শুরু করি।`,
  per100Ask: (n: string) => `আসল ১০০ টাকা হলে ${n} বছরে মুনাফা-আসল কত হয়?`,
  per100Hint: (r: string, n: string) => `১০০ টাকায় ১ বছরে মুনাফা ${r} টাকা, ${n} বছরে তার ${n} গুণ; তার সঙ্গে ১০০ যোগ করো।`,
  per100Done: (expression: string, value: string) => `১০০ টাকার মুনাফা-আসল $= ${expression}$ $=$ ${taka(value)}`,
  principalAsk: 'তাহলে আসল কত টাকা?',
  principalHint: 'আসল = মুনাফা-আসল × ১০০ ÷ (১০০ টাকার মুনাফা-আসল)।',
  principalDone: (expression: string, value: string) => `আসল $P = ${expression}$ $=$ ${taka(value)}`,
  principalAnswer: (value: string) => `আসল ${taka(value)}।`,
  compoundSetup: (p: string, r: string, n: string) =>
    `আসল ${taka(p)}, বার্ষিক ${r}% চক্রবৃদ্ধি মুনাফা, ${n} বছর। চক্রবৃদ্ধিতে প্রতিবছরের শেষে মুনাফা আসলের সঙ্গে যোগ হয়, তাই পরের বছরের মুনাফা হয় বড় আসলের ওপর: $C = P(1 + r)^n$।`,
  yearEndAsk: (year: string) => `${year} বছর শেষে মোট কত টাকা হবে?`,
  firstYearHint: (r: string) => `প্রথম বছরের মুনাফা = আসল × ${r} ÷ ১০০; তার সঙ্গে আসল যোগ করো (অথবা আসলকে $(1 + r)$ দিয়ে গুণ করো)।`,
  nextYearHint: 'আগের বছরের শেষের মোট টাকাই এখন নতুন আসল; তার ওপর একই হারে মুনাফা যোগ করো।',
  yearEndDone: (year: string, expression: string, value: string) =>
    `${year} বছর শেষে $= ${expression}$ $=$ ${taka(value)}`,
  powerAsk: (n: string) => `$C = P(1 + r)^n$ সূত্রে বসিয়ে ${n} বছর পর চক্রবৃদ্ধি মূলধন কত?`,
  powerHint: (factor: string) => `প্রতিবছর টাকা $${factor}$ গুণ হয়; আসলকে $${factor}$-এর ঘাত দিয়ে গুণ করো।`,
  compoundInterestAsk: 'চক্রবৃদ্ধি মুনাফা কত টাকা?',
  compoundInterestHint: 'চক্রবৃদ্ধি মুনাফা = চক্রবৃদ্ধি মূলধন − আসল।',
  compoundInterestDone: (expression: string, value: string) => `চক্রবৃদ্ধি মুনাফা $= ${expression}$ $=$ ${taka(value)}`,
  compoundAnswer: (amount: string, interest: string) =>
    `চক্রবৃদ্ধি মূলধন ${taka(amount)}, চক্রবৃদ্ধি মুনাফা ${taka(interest)}।`,
  issueNonPositive: 'আসল, হার আর সময় শূন্য বা ঋণাত্মক হতে পারে না।',
  issueRate: (r: string) => `বার্ষিক ${r}% মুনাফার হার বাস্তবে হয় না; ব্যাংকের হার সাধারণত ১৫%-এর নিচে থাকে।`,
  issueAmount: 'মুনাফা-আসল আসলের চেয়ে কম বা সমান হতে পারে না; মুনাফা যোগ হলে টাকা বাড়ে।',
};

export const patternText = {
  diffSetup: (terms: string) => `প্যাটার্ন: ${terms}, ... নিয়ম খুঁজতে আগে পরপর পদগুলোর **পার্থক্য** দেখি।`,
  diffAsk: 'পরপর দুটি পদের পার্থক্য কত?',
  diffHint: 'দ্বিতীয় পদ থেকে প্রথম পদ বিয়োগ করো; তারপর তৃতীয় থেকে দ্বিতীয়। সমান আসে কি না দেখো।',
  diffDone: (expression: string, value: string) => `পার্থক্য $d = ${expression}$ $=$ ${value}`,
  diffsSetup: (terms: string, diffs: string) =>
    `প্যাটার্ন: ${terms}, ... পরপর পার্থক্য ${diffs}: এরা সমান নয়, কিন্তু এদেরও একটা নিয়ম আছে।`,
  nextDiffAsk: 'পার্থক্যগুলোর নিয়ম ধরে পরের পার্থক্য কত হবে?',
  nextDiffHint: (step: string) => `পার্থক্যগুলো প্রতিবার ${step} করে বাড়ছে।`,
  nextDiffDone: (value: string) => `পরের পার্থক্য ${value}`,
  nextAsk: 'তাহলে পরের পদটি কত?',
  nextHint: 'শেষ পদের সঙ্গে পরের পার্থক্য যোগ করো।',
  nextDone: (expression: string, value: string) => `পরের পদ $= ${expression}$ $=$ ${value}`,
  nextAnswer: (value: string) => `পরের পদ ${value}।`,
  constAsk: 'সাধারণ পদ $T_n = dn + (a - d)$; এখানে $a - d$ কত?',
  constHint: 'প্রথম পদ $a$ থেকে পার্থক্য $d$ বিয়োগ করো।',
  constDone: (expression: string, value: string) => `$a - d = ${expression}$ $=$ ${value}`,
  generalAnswer: (formula: string) => `সাধারণ পদ $T_n = ${formula}$।`,
  termAsk: (n: string) => `এবার সাধারণ পদে $n = ${n}$ বসাও: ${n}তম পদ কত?`,
  termHint: (formula: string) => `$T_n = ${formula}$-এ $n$-এর জায়গায় সংখ্যাটি বসিয়ে হিসাব করো।`,
  termDone: (n: string, expression: string, value: string) => `${n}তম পদ $= ${expression}$ $=$ ${value}`,
  termAnswer: (formula: string, n: string, value: string) => `সাধারণ পদ $T_n = ${formula}$; ${n}তম পদ ${value}।`,
  squareSetup: (terms: string, diffs: string) =>
    `প্যাটার্ন: ${terms}, ... পার্থক্য ${diffs}, যা বর্গসংখ্যার পার্থক্যের মতো। তাই বর্গসংখ্যা $n^2$-এর সঙ্গে তুলনা করি: ১, ৪, ৯, ১৬, ...`,
  squareAsk: 'প্রতিটি পদ $n^2$-এর চেয়ে কত বেশি (বা কম)?',
  squareHint: 'প্রথম পদ থেকে $1^2 = 1$ বিয়োগ করো; দ্বিতীয় পদ থেকে $2^2 = 4$ বিয়োগ করে মিলিয়ে নাও।',
  squareDone: (value: string) => `প্রতিটি পদ $n^2$-এর চেয়ে ${value} বেশি`,
  issueNoRule: 'এই সংখ্যাগুলোর পার্থক্যে সমান বা সমানভাবে বাড়া কোনো নিয়ম পাচ্ছি না; পাঠের প্যাটার্নগুলো এমন নিয়ম মেনে চলে।',
  issueTermIndex: 'পদের ক্রমিক নম্বর ১, ২, ৩, ... এমন ধনাত্মক পূর্ণসংখ্যা হয়।',
};

export const unitText = {
  setup: (given: string, target: string) => `${given}: একক বদলে ${target} করতে হবে।`,
  rule: 'বড় একক থেকে ছোট এককে গেলে গুণ, ছোট থেকে বড় এককে গেলে ভাগ।',
  factorAsk: (big: string, small: string) => `১ ${big}-এ কত ${small}?`,
  factorHint: (big: string) => `মেট্রিক পদ্ধতিতে প্রতিটি ধাপ ১০ গুণ; পাঠের টেবিলে ${big}-এর সারিটি দেখো।`,
  factorPrefixes: (big: string, small: string) =>
    `কিলো = ১০০০ গুণ, হেক্টো = ১০০ গুণ, ডেকা = ১০ গুণ; ডেসি = দশমাংশ, সেন্টি = শতাংশ, মিলি = সহস্রাংশ (১ লিটার = ১০০০ ঘন সে.মি., ১ কুইন্টাল = ১০০ কেজি, ১ মেট্রিক টন = ১০০০ কেজি)। তাহলে ১ ${big}-এ কত ${small}?`,
  factorDone: (big: string, small: string, value: string) => `১ ${big} $=$ ${value} ${small}`,
  convertAsk: (given: string, target: string) => `তাহলে ${given} $=$ কত ${target}?`,
  convertHintUp: (factor: string) => `ছোট একক থেকে বড় এককে যাচ্ছ, তাই ${factor} দিয়ে ভাগ করো।`,
  convertHintDown: (factor: string) => `বড় একক থেকে ছোট এককে যাচ্ছ, তাই ${factor} দিয়ে গুণ করো।`,
  convertDone: (given: string, expression: string, value: string, target: string) =>
    `${given} $= ${expression}$ $=$ ${value} ${target}`,
  totalAsk: (target: string) => `এবার সব অংশ যোগ করো: মোট কত ${target}?`,
  totalHint: 'প্রতিটি অংশ একই এককে এনে যোগ করো।',
  totalDone: (expression: string, value: string, target: string) => `মোট $= ${expression}$ $=$ ${value} ${target}`,
  answer: (value: string, target: string) => `${value} ${target}।`,
  issueKinds: (from: string, to: string) =>
    `${from} আর ${to} ভিন্ন রাশির একক (যেমন দৈর্ঘ্য আর ভর), তাই একটিকে অন্যটিতে নেওয়া যায় না।`,
  issueNegative: 'দৈর্ঘ্য, ভর বা আয়তন ঋণাত্মক হতে পারে না।',
};

export const geometryText = {
  setup: (shape: string, given: string, formula: string) => `${shape}: ${given}। সূত্র: ${formula}।`,
  shapes: {
    rectangle: 'আয়তক্ষেত্র',
    square: 'বর্গক্ষেত্র',
    triangle: 'ত্রিভুজ',
    circle: 'বৃত্ত',
    cuboid: 'আয়তাকার ঘনবস্তু',
    cube: 'ঘনক',
    cylinder: 'বেলন (সিলিন্ডার)',
  },
  radiusAsk: 'ব্যাস দেওয়া আছে; ব্যাসার্ধ কত?',
  radiusHint: 'ব্যাসার্ধ ব্যাসের অর্ধেক।',
  radiusDone: (expression: string, value: string) => `ব্যাসার্ধ $r = ${expression}$ $=$ ${value}`,
  productAsk: (what: string) => `${what} কত?`,
  productHint: (formula: string) => `সূত্রটা মনে করো: ${formula}।`,
  filled: (expression: string) => `$${expression}$ কত হয়?`,
  done: (what: string, expression: string, value: string, unit: string) =>
    `${what} $= ${expression}$ $=$ ${value} ${unit}`,
  answer: (what: string, value: string, unit: string) => `${what} ${value} ${unit}।`,
  what: {
    area: 'ক্ষেত্রফল',
    baseTimesHeight: 'ভূমি × উচ্চতা',
    rSquared: '$r^2$',
    circumference: 'পরিধি',
    baseArea: 'ভূমির ক্ষেত্রফল',
    volume: 'আয়তন',
  },
  piNote: '($\\pi \\approx 3.1416$, পাঠের মতো)',
  square: (unit: string) => `বর্গ ${unit}`,
  cube: (unit: string) => `ঘন ${unit}`,
  issueNonPositive: 'দৈর্ঘ্য, প্রস্থ, উচ্চতা বা ব্যাসার্ধ শূন্য বা ঋণাত্মক হতে পারে না।',
};

export const scienceText = {
  setup: (given: string, formula: string) => `দেওয়া আছে: ${given}। সূত্র: ${formula}।`,
  ask: (what: string, unit: string) => `${what} কত ${unit}?`,
  formulaHint: (formula: string) => `সূত্রটা ব্যবহার করো: ${formula}।`,
  filled: (expression: string) => `$${expression}$ কত হয়?`,
  done: (what: string, expression: string, value: string, unit: string) =>
    `${what} $= ${expression}$ $=$ ${value} ${unit}`,
  answer: (what: string, value: string, unit: string) => `${what} ${value} ${unit}।`,
  secondsAsk: (minutes: string) => `আগে সময়কে সেকেন্ডে নাও: ${minutes} মিনিট কত সেকেন্ড?`,
  secondsHint: '১ মিনিট = ৬০ সেকেন্ড।',
  metresAsk: (cm: string) => `আগে সে.মি.-কে মিটারে নাও: ${cm} সে.মি. কত মিটার?`,
  metresHint: '১০০ সে.মি. = ১ মিটার, তাই ১০০ দিয়ে ভাগ করো।',
  moonAsk: 'চাঁদে ওজন পৃথিবীর প্রায় ছয় ভাগের এক ভাগ। চাঁদে ওজন কত নিউটন?',
  moonHint: 'পৃথিবীর ওজনকে ৬ দিয়ে ভাগ করো; ভর কিন্তু বদলায় না।',
  issueNonPositive: 'ভর, সময়, দূরত্ব, রোধ বা এমন রাশি শূন্য বা ঋণাত্মক হতে পারে না।',
  issueHeight: (height: string) => `${height} মিটার উচ্চতার মানুষ হয় না; উচ্চতা কি সেন্টিমিটারে দিয়েছ?`,
};

/** "কেন ভুল হলো?": a quiz answer explained against the right one. */
export const quizText = {
  open: ['চলো দেখি কোথায় গোলমাল হলো।', 'ভুল থেকেই সবচেয়ে ভালো শেখা যায়, চলো দেখি।', 'ভালো করেছ যে জানতে চাইলে!'],
  question: (question: string) => `**প্রশ্ন:** ${question}`,
  wrong: (chosen: string, correct: string) => `তুমি বেছেছিলে «${chosen}», কিন্তু ঠিক উত্তর «${correct}»।`,
  right: (chosen: string) => `তোমার উত্তর «${chosen}» তো ঠিকই আছে!`,
  why: (explanation: string) => `**কেন:** ${explanation}`,
  noExplanation: (topic: string, correct: string) =>
    `এই প্রশ্নের ব্যাখ্যা কুইজে লেখা নেই; «${topic}» পাঠে «${correct}» নিয়ে যা বলা আছে, সেটা আবার পড়ে দেখো।`,
  close: (chosen: string, correct: string) => [
    `এবার নিজের ভাষায় এক বাক্যে বলো তো, «${correct}» কেন ঠিক?`,
    `«${chosen}» কোন প্রশ্নের উত্তর হলে ঠিক হতো, ভেবে বলতে পারবে?`,
    'পরের বার এমন প্রশ্নে কী খেয়াল করবে, এক লাইনে লিখে জানাবে?',
  ],
  closeRight: 'আর কোনো প্রশ্নে খটকা থাকলে জিজ্ঞেস করো।',
  notFound: 'কুইজের প্রশ্নটি পাওয়া যায়নি।',
};
