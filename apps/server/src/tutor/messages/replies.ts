import type { Language } from '@study/contract';

// The offline tutor's replies that are not guided steps (offline.ts): greetings, an explanation
// from the lesson, examples, "not covered", and the closing questions that end each reply. The
// Bengali replies address the student as তুমি (informal), as every student-facing text of the app
// does (the safety replies of @study/contract too); the English ones mirror them ("you", short).

export interface Closings {
  answer: readonly string[];
  formula: readonly string[];
  example: readonly string[];
  exercise: readonly string[];
  numbers: readonly string[];
  simpler: readonly string[];
  /** After a comparison of two things from the lesson. */
  compare: readonly string[];
  use: readonly string[];
  /** After the first homework hint: write the first point yourself. */
  homework: readonly string[];
  /** After a later hint: write the next point. */
  homeworkNext: readonly string[];
  /** After the whole section: now write it in your own words. */
  homeworkWrite: readonly string[];
}

export interface ReplyTexts {
  confused: string;
  frustrated: string;
  closings: Closings;
  emptyLesson(topic: string): string;
  greeting(topic: string, chapterWide: boolean): string;
  thanks(hasExercises: boolean): string;
  /** `bengali`: the passage quoted is written in Bengali (the English lead-in then says so). */
  where(topic: string, heading: string | null, openTopic: boolean, bengali: boolean): string;
  explain(topic: string, intro: string | undefined, outline: string[]): string;
  example(where: string, body: string, closing: string): string;
  tryExercise(item: string, closing: string): string;
  noExample(topic: string): string;
  use(where: string, text: string, closing: string): string;
  noUse(topic: string): string;
  simpler(point: string, example: string | undefined, closing: string): string;
  answer(where: string, text: string, closing: string): string;
  /** A question of several parts or a comparison: each part's passage with where it comes from. */
  parts(parts: { where: string; text: string }[], closing: string): string;
  newNumbers(where: string, method: string, numbers: string, closing: string): string;
  exercise(item: string, where: string, help: string, closing: string): string;
  again(rest: string, closing: string): string;
  notCovered(topic: string, chapterTopics: string[]): string;
  /** A homework request that does not say what the task is. */
  homeworkWhich: string;
  homeworkStart(where: string, hint: string, closing: string): string;
  homeworkHint(hint: string, closing: string): string;
  homeworkTryFirst(hint: string, closing: string): string;
  homeworkWhole(where: string, text: string, closing: string): string;
  homeworkCheck(used: string[], missing: string[], hint: string, closing: string): string;
}

const quoteBn = (text: string) => `«${text}»`;
const quoteEn = (text: string) => `“${text}”`;
const bnList = (items: string[]) => items.map(quoteBn).join(', ');
const enList = (items: string[]) => items.map(quoteEn).join(', ');
const join = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

const bn: ReplyTexts = {
  confused: 'চিন্তা কোরো না, একটু একটু করে দেখলে সহজ হয়ে যাবে।\n\n',
  frustrated: 'হাল ছেড়ো না! শুরুতে সবাই একটু আটকে যায়, চলো ধাপে ধাপে দেখি।\n\n',
  closings: {
    answer: [
      'এবার নিজের ভাষায় এক-দুই বাক্যে বলো তো, কী বুঝলে?',
      'এর একটি উদাহরণ দেখবে, নাকি কোনো অংশ আরও সহজ করে বলব?',
      'কোন জায়গাটা এখনো পরিষ্কার হয়নি, বলবে?',
      'বুঝেছ কি না যাচাই করতে তোমাকে একটা ছোট প্রশ্ন করি?',
    ],
    formula: [
      'নিজের পছন্দের সংখ্যা বসিয়ে সূত্রটা একবার চেষ্টা করবে?',
      'সূত্রের প্রতিটি অক্ষর কী বোঝায়, বলতে পারবে?',
      'এই সূত্র দিয়ে একটি উদাহরণ দেখবে?',
    ],
    example: [
      'পরের ধাপটা তুমি নিজে করে দেখবে? তোমার উত্তর লিখে পাঠাও, মিলিয়ে দেব।',
      'একই নিয়মে সংখ্যা বদলে একটি প্রশ্ন বানিয়ে সমাধান করবে?',
      'কোন ধাপটা কেন করা হলো, বুঝতে পেরেছ?',
    ],
    exercise: [
      'প্রথম ধাপটা কী হবে বলে তোমার মনে হয়? লিখে পাঠাও।',
      'নিজে চেষ্টা করে তোমার উত্তরটা লিখে পাঠাবে? আমি মিলিয়ে দেব।',
      'কোন ধাপে আটকে যাচ্ছ, বলবে?',
    ],
    numbers: ['তোমার সংখ্যাগুলো বসিয়ে হিসাবটা করো; কত পেলে, লিখে পাঠাবে?', 'প্রথমে কোন সংখ্যাটা কোথায় বসবে, বলতে পারবে?'],
    compare: [
      'এবার দুটোর একটা মিল আর একটা অমিল নিজের ভাষায় লিখতে পারবে?',
      'বলো তো, এদের মধ্যে সবচেয়ে বড় পার্থক্যটা কোনটা মনে হলো?',
    ],
    simpler: [
      'এবার কি পরিষ্কার লাগছে? এক বাক্যে নিজের ভাষায় লিখে দেখাবে?',
      'এটা মাথায় রেখে উদাহরণটা একবার নিজে করে দেখবে?',
    ],
    use: ['তোমার চারপাশে এর আর কোনো উদাহরণ খুঁজে পাও কি? লিখে জানাবে?', 'বাড়িতে বা স্কুলে কোথায় এটা দেখেছ, মনে পড়ে?'],
    homework: [
      'আটকে গেলে লিখো «আরেকটু hint দাও»; নাহলে এখান থেকে প্রথম পয়েন্টটা নিজের ভাষায় এক বাক্যে লিখে পাঠাবে?',
      'আটকে গেলে «পরের hint» চাইতে পারো; এটা পড়ে তোমার উত্তরের প্রথম বাক্যটা নিজে লিখে পাঠাবে?',
    ],
    homeworkNext: [
      'এটা দেখে তোমার উত্তরের পরের বাক্যটা নিজে লিখে পাঠাবে? আমি মিলিয়ে দেব।',
      'এবার নিজের ভাষায় লিখে দেখো; কী লিখলে, পাঠাবে?',
    ],
    homeworkWrite: [
      'এবার বই না দেখে পুরোটা নিজের ভাষায় লিখে ফেলো; লিখে পাঠালে মিলিয়ে দেব, ঠিক আছে?',
      'লেখা হলে পাঠাও, দেখে দেব; এখন নিজের বাক্যে সাজিয়ে লিখবে?',
    ],
  },
  emptyLesson: (topic) =>
    `${quoteBn(topic)} পাঠে এখনো কোনো লেখা যোগ করা হয়নি, তাই এ বিষয়ে আমি নিশ্চিত করে কিছু বলতে পারছি না। ` +
    'তোমার প্রশ্নটি তোমার শিক্ষককে জিজ্ঞেস করো।',
  greeting: (topic, chapterWide) =>
    `হ্যালো! আমি তোমার এআই শিক্ষক। ${quoteBn(topic)}${chapterWide ? ' আর এই অধ্যায়ের অন্য পাঠ' : ''} নিয়ে যা জানতে চাও, প্রশ্ন করো। ` +
    'কোথা থেকে শুরু করবে: «এই বিষয়টি ব্যাখ্যা কর», নাকি «একটি উদাহরণ দাও»?',
  thanks: (hasExercises) =>
    'তোমাকেও ধন্যবাদ! ' +
    (hasExercises ? 'কতটা শিখলে যাচাই করতে পাঠের «অনুশীলনী» থেকে একটা প্রশ্ন নিজে করে দেখবে?' : 'আর কিছু জানতে চাও?'),
  where: (topic, heading, openTopic) =>
    heading
      ? `${openTopic ? 'এই পাঠের' : `অধ্যায়ের ${quoteBn(topic)} পাঠের`} ${quoteBn(heading)} অংশ থেকে:`
      : `${openTopic ? 'এই পাঠের' : `অধ্যায়ের ${quoteBn(topic)} পাঠের`} শুরু থেকে:`,
  explain: (topic, intro, outline) =>
    join(
      `চলো, ${quoteBn(topic)} বিষয়টি সহজ করে বুঝে নিই।`,
      intro,
      outline.length > 0 && `পাঠে ধাপে ধাপে আছে: ${bnList(outline)}।`,
      'কোন অংশটি আগে বুঝতে চাও?',
    ),
  example: (where, body, closing) => join(where, body, closing),
  tryExercise: (item, closing) =>
    join('পাঠের উদাহরণগুলো তো দেখা হলো! এবার অনুশীলনী থেকে এটা নিজে করে দেখো:', item, closing),
  noExample: (topic) =>
    `${quoteBn(topic)} পাঠে আলাদা করে কোনো উদাহরণ দেওয়া নেই, তাই বানিয়ে বলার চেয়ে সত্যিটা বলাই ভালো। ` +
    'এর একটি উদাহরণ শিক্ষকের কাছে চেয়ে নেবে? ততক্ষণ পাঠের কোন অংশটা বুঝতে চাও, বলো?',
  use: (where, text, closing) => join(`দারুণ প্রশ্ন! ${where}`, text, closing),
  noUse: (topic) =>
    `${quoteBn(topic)} বাস্তব জীবনে কোথায় ব্যবহৃত হয়, তা এই পাঠে আলাদা করে লেখা নেই, তাই আমি নিশ্চিত করে বলতে পারছি না। ` +
    'তোমার শিক্ষককে জিজ্ঞেস করে দেখবে?',
  simpler: (point, example, closing) =>
    join('আরও সহজ করে বলি। মূল কথাটা শুধু এটুকু:', point, example && `একটা উদাহরণ ভাবো: ${example}`, closing),
  answer: (where, text, closing) => join(where, text, closing),
  parts: (parts, closing) => join(...parts.flatMap((part) => [part.where, part.text]), closing),
  newNumbers: (where, method, numbers, closing) =>
    join(`নিয়মটা একই থাকবে, শুধু তোমার সংখ্যাগুলো (${numbers}) বসাতে হবে। ${where}`, method, closing),
  exercise: (item, where, help, closing) =>
    join(
      'এটা অনুশীলনীর প্রশ্ন, তাই উত্তরটা আমি বলে দিচ্ছি না; তুমি নিজেই পারবে!',
      item,
      help && `${where}\n\n${help}`,
      closing,
    ),
  again: (rest, closing) => join('আরেকভাবে দেখি:', rest, closing),
  notCovered: (topic, chapterTopics) =>
    join(
      `${chapterTopics.length > 1 ? 'এই অধ্যায়ে' : `${quoteBn(topic)} পাঠে`} এ নিয়ে কিছু লেখা নেই, তাই আমি নিশ্চিত করে বলতে পারছি না; প্রশ্নটি তোমার শিক্ষককে জিজ্ঞেস করো।`,
      chapterTopics.length > 1
        ? `এই অধ্যায়ে আছে: ${bnList(chapterTopics)}। এর কোনটা নিয়ে জানতে চাও?`
        : `${quoteBn(topic)} পাঠের কোন অংশটা নিয়ে জানতে চাও?`,
    ),
  homeworkWhich:
    'অবশ্যই সাহায্য করব! তবে তোমার হয়ে পুরোটা করে দেব না, তুমি নিজে যেন করতে পারো, সেভাবে ধাপে ধাপে দেখাব। ' +
    'কোন প্রশ্ন বা অংকটা, এখানে লিখে দাও (বা অনুশীলনীর কত নম্বর, বলো); প্রথম ধাপটা একসঙ্গে শুরু করি?',
  homeworkStart: (where, hint, closing) =>
    join(
      'তোমার হয়ে লিখে দেব না, তবে তুমি যেন নিজেই লিখতে পারো, সেভাবে ধাপে ধাপে সাহায্য করব। প্রথম ইঙ্গিত, ' + where,
      hint,
      closing,
    ),
  homeworkHint: (hint, closing) => join('পরের ইঙ্গিত:', hint, closing),
  homeworkTryFirst: (hint, closing) =>
    join('পুরো উত্তর দেখার আগে নিজে একবার চেষ্টা করো, তাতেই শেখা হয়! আরেকটা ইঙ্গিত দিচ্ছি:', hint, closing),
  homeworkWhole: (where, text, closing) => join(`ঠিক আছে, পাঠে পুরোটা এভাবে আছে। ${where}`, text, closing),
  homeworkCheck: (used, missing, hint, closing) =>
    join(
      used.length > 0 ? `ভালো চেষ্টা! তুমি ঠিকই লিখেছ: ${bnList(used)}।` : 'ভালো চেষ্টা! পাঠের সঙ্গে মিলিয়ে দেখি।',
      missing.length > 0 && `পাঠের এই কথাগুলোও তোমার লেখায় আনতে পারো: ${bnList(missing)}।`,
      hint && `এরপর পাঠে আছে:\n\n${hint}`,
      closing,
    ),
};

const en: ReplyTexts = {
  confused: "Don't worry, it gets easier if we go step by step.\n\n",
  frustrated: "Don't give up! Everyone gets stuck at first. Let's go step by step.\n\n",
  closings: {
    answer: [
      'Can you put it in your own words in one or two sentences?',
      'Would you like an example, or shall I explain a part more simply?',
      'Which part is still unclear to you?',
      'Shall I ask you a short question to check?',
    ],
    formula: [
      'Will you try the formula once with numbers of your own?',
      'Can you say what each letter in the formula stands for?',
      'Would you like to see an example with this formula?',
    ],
    example: [
      'Will you try the next step yourself? Send me your answer and I will check it.',
      'Can you change the numbers and solve a similar question yourself?',
      'Do you see why each step was done?',
    ],
    exercise: [
      'What do you think the first step is? Write it to me.',
      'Will you try it and send me your answer? I will check it.',
      'Which step are you stuck on?',
    ],
    numbers: ['Put your numbers in and work it out: what do you get?', 'Which number goes where first, can you tell?'],
    compare: [
      'Can you now write one way they are alike and one way they differ, in your own words?',
      'Which difference between the two seems the most important to you?',
    ],
    simpler: [
      'Is it clearer now? Can you write it in one sentence of your own?',
      'With this in mind, will you try the example yourself?',
    ],
    use: [
      'Can you find another example around you? Tell me about it.',
      'Where have you seen this at home or at school?',
    ],
    homework: [
      'If you get stuck, write “another hint”; otherwise, can you write the first point in one sentence of your own and send it to me?',
      'You can ask for the “next hint” if you get stuck; after reading this, will you write the first sentence of your answer yourself?',
    ],
    homeworkNext: [
      'With this, will you write the next sentence of your answer yourself? I will check it.',
      'Now try writing it in your own words: what did you write?',
    ],
    homeworkWrite: [
      'Now close the book and write it all in your own words; send it to me and I will check it, OK?',
      'Send it when it is done and I will look at it; will you put it into sentences of your own now?',
    ],
  },
  emptyLesson: (topic) =>
    `The lesson ${quoteEn(topic)} has no text yet, so I cannot answer with confidence. Please ask your teacher.`,
  greeting: (topic, chapterWide) =>
    `Hello! I am your AI tutor. Ask me anything about ${quoteEn(topic)}${chapterWide ? ' or the rest of this chapter' : ''}. ` +
    'Where shall we start: “explain this topic”, or “give an example”?',
  thanks: (hasExercises) =>
    'You are welcome! ' +
    (hasExercises
      ? 'Will you try a question from the lesson’s «অনুশীলনী» (exercises) to check what you learnt?'
      : 'Anything else you want to know?'),
  where: (topic, heading, openTopic, bengali) =>
    `From ${openTopic ? 'this lesson' : `the chapter's lesson ${quoteEn(topic)}`}${heading ? `, part ${quoteEn(heading)}` : ', its beginning'}${bengali ? ' (in Bengali)' : ''}:`,
  explain: (topic, intro, outline) =>
    join(
      `Let's go through ${quoteEn(topic)} together. The lesson is written in Bengali, so I quote its key parts as they are.`,
      intro,
      outline.length > 0 && `The lesson goes step by step through: ${enList(outline)}.`,
      'Which part would you like to understand first?',
    ),
  example: (where, body, closing) => join(where, body, closing),
  tryExercise: (item, closing) =>
    join('You have seen the lesson’s examples! Now try this one from its exercises:', item, closing),
  noExample: (topic) =>
    `The lesson ${quoteEn(topic)} has no worked example, and I would rather tell you that than make one up. ` +
    'Could you ask your teacher for one? Meanwhile, which part of the lesson shall we look at?',
  use: (where, text, closing) => join(`Good question! ${where}`, text, closing),
  noUse: (topic) =>
    `The lesson ${quoteEn(topic)} does not say where it is used in real life, so I cannot tell you with confidence. Will you ask your teacher?`,
  simpler: (point, example, closing) =>
    join(
      'Let me put it more simply. The key point is just this:',
      point,
      example && `Think of an example: ${example}`,
      closing,
    ),
  answer: (where, text, closing) => join(where, text, closing),
  parts: (parts, closing) => join(...parts.flatMap((part) => [part.where, part.text]), closing),
  newNumbers: (where, method, numbers, closing) =>
    join(`The method stays the same; only your numbers (${numbers}) go in. ${where}`, method, closing),
  exercise: (item, where, help, closing) =>
    join(
      'This is one of the exercises, so I will not give you the answer; you can do it!',
      item,
      help && `${where}\n\n${help}`,
      closing,
    ),
  again: (rest, closing) => join('Let me look at it another way:', rest, closing),
  notCovered: (topic, chapterTopics) =>
    join(
      `Sorry, ${chapterTopics.length > 1 ? 'this chapter' : `the lesson ${quoteEn(topic)}`} does not cover this question, so I cannot answer it with confidence. Please ask your teacher.`,
      chapterTopics.length > 1
        ? `This chapter covers: ${enList(chapterTopics)}. Which one shall we look at?`
        : `Which part of ${quoteEn(topic)} shall we look at?`,
    ),
  homeworkWhich:
    "Of course I'll help! I won't do it for you, but I'll take you through it step by step so that you can do it yourself. " +
    'Which question is it? Write it here (or its number in the exercises), and shall we start on the first step together?',
  homeworkStart: (where, hint, closing) =>
    join(
      "I won't write it for you, but I'll help you step by step so that you can write it yourself. A first hint. " +
        where,
      hint,
      closing,
    ),
  homeworkHint: (hint, closing) => join('Next hint:', hint, closing),
  homeworkTryFirst: (hint, closing) =>
    join(
      'Have one go yourself before seeing the whole answer; that is how it sticks! Here is one more hint:',
      hint,
      closing,
    ),
  homeworkWhole: (where, text, closing) =>
    join(`All right, this is how the lesson puts it all. ${where}`, text, closing),
  homeworkCheck: (used, missing, hint, closing) =>
    join(
      used.length > 0
        ? `Good try! You got these right: ${enList(used)}.`
        : "Good try! Let's check it against the lesson.",
      missing.length > 0 && `You could also bring in these points from the lesson: ${enList(missing)}.`,
      hint && `The lesson goes on:\n\n${hint}`,
      closing,
    ),
};

export const replyTexts: Record<Language, ReplyTexts> = { bn, en };
