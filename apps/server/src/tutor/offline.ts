import type { Language } from '@study/contract';
import { assessment, textPieces } from './provider';
import type { ReplyAssessment, TutorProvider, TutorRequest } from './provider';
import { guide } from './problems';
import { indexTopic, rank } from './retrieval';
import type { Passage, TopicIndex } from './retrieval';
import { contentTokens, normalize } from './text';
import { detectEmotion } from './wellbeing';

// The embedded tutor: no network, no model. It answers from the topic's own passages, handles the
// panel's three starter prompts (explain / example / where used), guides the student to think
// rather than handing over answers, and says plainly when the lesson does not cover a question.

export interface OfflineReply {
  text: string;
  assessment: ReplyAssessment;
  /** A guided problem's state, stored with the reply. */
  state?: unknown;
}

export function createOfflineProvider(): TutorProvider {
  return {
    name: 'offline',
    generate(request) {
      const reply = composeReply(request);
      return { pieces: textPieces(reply.text, request.signal), assess: () => reply.assessment, state: reply.state };
    },
  };
}

type Intent = 'greeting' | 'thanks' | 'explain' | 'example' | 'use' | 'question';

const phrases = (list: string[]) => new RegExp(list.map((item) => normalize(item)).join('|'), 'u');
const EXAMPLE_WORDS = phrases(['উদাহরণ', 'উদাহরন', 'নমুনা', 'example']);
const USE_WORDS = phrases([
  'ব্যবহৃত', 'ব্যবহার', 'কাজে লাগ', 'প্রয়োগ', 'বাস্তব জীবন', 'দৈনন্দিন জীবন', 'কী কাজে', 'used', 'uses', 'real life',
  'real-life', 'application',
]);
/** Words that only name the intent or the lesson itself, not a particular thing in it. */
const INTENT_TOKENS = new Set(
  [
    'উদাহরণ', 'উদাহরন', 'নমুনা', 'ব্যবহৃত', 'ব্যবহার', 'কাজ', 'কাজে', 'লাগে', 'লাগ', 'প্রয়োগ', 'বাস্তব', 'জীবন',
    'জীবনে', 'দৈনন্দিন', 'বিষয়', 'বিষয়টি', 'টপিক', 'পাঠ', 'অধ্যায়', 'সারসংক্ষেপ', 'সারাংশ', 'বিস্তারিত', 'সহজ',
    'সহজভাবে', 'আরেকটি', 'আরও', 'অন্য', 'example', 'examples', 'used', 'use', 'uses', 'real', 'life', 'application',
    'applications', 'topic', 'lesson', 'overview', 'summary', 'summarise', 'summarize', 'another', 'more', 'simple',
    'simply',
  ].flatMap((word) => contentTokens(word)),
);
const GREETING_TOKENS = new Set(
  [
    'হ্যালো', 'হাই', 'হেলো', 'সালাম', 'আসসালামু', 'আলাইকুম', 'নমস্কার', 'আদাব', 'শুভ', 'সকাল', 'বিকাল', 'সন্ধ্যা',
    'hello', 'hi', 'hey', 'good', 'morning', 'evening',
  ].flatMap((word) => contentTokens(word)),
);
const THANKS_TOKENS = new Set(
  [
    'ধন্যবাদ', 'থ্যাংক', 'থ্যাংকস', 'ঠিক', 'আছে', 'বুঝেছি', 'বুঝতে', 'পেরেছি', 'দারুণ', 'চমৎকার', 'অনেক',
    'thanks', 'thank', 'ok', 'okay', 'got', 'great',
  ].flatMap((word) => contentTokens(word)),
);

function detectIntent(message: string, topicName: string): { intent: Intent; rest: string[] } {
  const tokens = contentTokens(message);
  if (tokens.length > 0 && tokens.every((token) => GREETING_TOKENS.has(token))) return { intent: 'greeting', rest: [] };
  if (tokens.length > 0 && tokens.every((token) => THANKS_TOKENS.has(token) || GREETING_TOKENS.has(token))) {
    return { intent: 'thanks', rest: [] };
  }
  const topicTokens = new Set(contentTokens(topicName));
  const rest = tokens.filter((token) => !INTENT_TOKENS.has(token) && !topicTokens.has(token));
  const text = normalize(message);
  // A starter prompt names the intent and little else; a longer question is answered by retrieval.
  if (rest.length <= 2 && EXAMPLE_WORDS.test(text)) return { intent: 'example', rest };
  if (rest.length <= 2 && USE_WORDS.test(text)) return { intent: 'use', rest };
  // Nothing asked beyond the lesson itself ("এই বিষয়টি ব্যাখ্যা কর", "আবার বুঝিয়ে বলো"): an overview.
  return { intent: rest.length === 0 ? 'explain' : 'question', rest };
}

/** A question needs at least this (weighted) share of its words in one passage to be answered from it. */
const MIN_COVERAGE = 0.5;

/** Builds the offline tutor's reply to a message about a topic. Pure and synchronous (small texts). */
export function composeReply(request: Pick<TutorRequest, 'topic' | 'language' | 'message' | 'history'>): OfflineReply {
  // A calculation with the student's own numbers, or the next step of one: guided steps.
  const guided = guide(request);
  if (guided) return { text: guided.text, assessment: assessment(0.9), state: guided.state };
  const { topic, language, message } = request;
  const t = texts[language];
  const index = indexTopic(topic.content);
  const emotion = detectEmotion(message);
  const opening = emotion === 'frustrated' ? t.frustrated : emotion === 'confused' ? t.confused : '';
  const reply = (body: string, confidence: number): OfflineReply => ({
    text: opening + body,
    assessment: assessment(confidence),
  });

  if (index.passages.length === 0) return reply(t.emptyLesson(topic.name), 0.1);
  const { intent, rest } = detectIntent(message, topic.name);
  switch (intent) {
    case 'greeting':
      return reply(t.greeting(topic.name), 1);
    case 'thanks':
      return reply(t.thanks(index.passages.some((p) => p.kind === 'exercise')), 1);
    case 'explain':
      return reply(explain(index, topic.name, t), 0.9);
    case 'example': {
      const earlier = request.history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
      const examples = ranked(index, rest, (p) => p.kind === 'example');
      // "Another example": prefer one not shown in this conversation yet.
      const example = examples.find((p) => !earlier.some((text) => text.includes(p.text))) ?? examples[0];
      if (!example) return reply(t.noExample(topic.name, introOf(index)), 0.35);
      const exercise = index.passages.find((p) => p.kind === 'exercise');
      return reply(t.example(example, exercise), 0.9);
    }
    case 'use': {
      const uses = ranked(index, rest, (p) => p.aboutUse && p.kind !== 'answers' && p.kind !== 'exercise').slice(0, 2);
      if (uses.length === 0) return reply(t.noUse(topic.name, introOf(index)), 0.35);
      return reply(t.use(uses), 0.75);
    }
    case 'question':
      return answerQuestion(index, topic.name, rest, t, reply);
  }
}

/** Passages of a kind, best match for the words first, lesson order when there are no words. */
function ranked(index: TopicIndex, words: string[], include: (passage: Passage) => boolean): Passage[] {
  const inOrder = index.passages.filter(include);
  if (words.length === 0) return inOrder;
  const matched = rank(index, words, include).map((match) => match.passage);
  return [...matched, ...inOrder.filter((passage) => !matched.includes(passage))];
}

function introOf(index: TopicIndex): Passage | undefined {
  return index.passages.find((p) => p.kind === 'intro') ?? index.passages.find((p) => p.kind === 'body');
}

function explain(index: TopicIndex, topicName: string, t: Texts): string {
  const summary = index.passages.filter((p) => p.kind === 'summary').map((p) => p.text);
  return t.explain(topicName, introOf(index), summary, index.outline);
}

function answerQuestion(
  index: TopicIndex,
  topicName: string,
  words: string[],
  t: Texts,
  reply: (body: string, confidence: number) => OfflineReply,
): OfflineReply {
  // The answer list of the exercises is never quoted: the student is to work those out.
  const matches = rank(index, words, (p) => p.kind !== 'answers');
  const best = matches[0];
  if (!best || best.coverage < MIN_COVERAGE) {
    return reply(t.notCovered(topicName, index.outline), 0.1 + 0.3 * (best?.coverage ?? 0));
  }
  const confidence = 0.55 + 0.4 * best.coverage;
  if (best.passage.kind === 'exercise') {
    // Their homework question: point to the explanation that helps, not to the answer. The
    // exercise's numbers would only find worked examples with the same numbers.
    const concepts = words.filter((word) => !/^[\d.,]+$/.test(word));
    const help = rank(index, concepts, (p) => p.kind === 'body' || p.kind === 'summary' || p.kind === 'intro')[0];
    return reply(t.exercise(help?.passage ?? introOf(index)), Math.min(confidence, 0.8));
  }
  // A second section when it answers nearly as well (a definition and its formula, say).
  const second = matches.find(
    (m) =>
      m !== best &&
      m.passage.heading !== best.passage.heading &&
      m.score >= best.score * 0.6 &&
      m.coverage >= MIN_COVERAGE,
  );
  return reply(t.answer(best.passage, second?.passage), confidence);
}

// ---------------------------------------------------------------- wording

interface Texts {
  confused: string;
  frustrated: string;
  emptyLesson(topic: string): string;
  greeting(topic: string): string;
  thanks(hasExercises: boolean): string;
  explain(topic: string, intro: Passage | undefined, summary: string[], outline: string[]): string;
  example(example: Passage, exercise: Passage | undefined): string;
  noExample(topic: string, intro: Passage | undefined): string;
  use(passages: Passage[]): string;
  noUse(topic: string, intro: Passage | undefined): string;
  answer(passage: Passage, also: Passage | undefined): string;
  exercise(help: Passage | undefined): string;
  notCovered(topic: string, outline: string[]): string;
}

const quoteBn = (text: string) => `«${text}»`;
const quoteEn = (text: string) => `“${text}”`;
const bnList = (items: string[]) => items.map(quoteBn).join(', ');
const enList = (items: string[]) => items.map(quoteEn).join(', ');
const join = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

const bn: Texts = {
  confused: 'চিন্তা কোরো না, একটু একটু করে দেখলে সহজ হয়ে যাবে।\n\n',
  frustrated: 'হাল ছেড়ো না! শুরুতে সবাই একটু আটকে যায়, চলো ধাপে ধাপে দেখি।\n\n',
  emptyLesson: (topic) =>
    `${quoteBn(topic)} পাঠে এখনো কোনো লেখা যোগ করা হয়নি, তাই এ বিষয়ে আমি নিশ্চিত করে কিছু বলতে পারছি না। ` +
    'তোমার প্রশ্নটি তোমার শিক্ষককে জিজ্ঞেস করো।',
  greeting: (topic) =>
    `হ্যালো! আমি তোমার এআই শিক্ষক। ${quoteBn(topic)} নিয়ে যা জানতে চাও, প্রশ্ন করো। ` +
    'শুরু করতে লিখতে পারো «এই বিষয়টি ব্যাখ্যা কর» বা «একটি উদাহরণ দাও»।',
  thanks: (hasExercises) =>
    'তোমাকেও ধন্যবাদ! ' +
    (hasExercises
      ? 'কতটা শিখলে যাচাই করতে পাঠের «অনুশীলনী» অংশের প্রশ্নগুলো নিজে করে দেখো। আটকে গেলে আমাকে প্রশ্ন করো।'
      : 'আরও কিছু জানতে চাইলে প্রশ্ন করো।'),
  explain: (topic, intro, summary, outline) =>
    join(
      `চলো, ${quoteBn(topic)} বিষয়টি সহজ করে বুঝে নিই।`,
      intro?.text,
      summary.length > 0 && `**এই পাঠের মূল কথা:**\n\n${summary.join('\n\n')}`,
      outline.length > 0 && `পাঠে ধাপে ধাপে আছে: ${bnList(outline)}।`,
      'কোন অংশটি আগে ভালো করে বুঝতে চাও? সেই অংশ নিয়ে প্রশ্ন করো, অথবা «একটি উদাহরণ দাও» লিখে একটি উদাহরণ দেখে নাও।',
    ),
  example: (example, exercise) =>
    join(
      'পাঠ থেকে একটি উদাহরণ দেখো। সমাধান পড়ার আগে নিজে একবার চেষ্টা করো, তারপর ধাপগুলো মিলিয়ে নাও।',
      example.heading && example.heading !== 'উদাহরণ' ? `**${example.heading}**\n\n${example.text}` : example.text,
      exercise
        ? `এবার নিজে একটি করে দেখো। পাঠের অনুশীলনী থেকে:\n\n${exercise.text}\n\nযেখানে আটকে যাবে, সেই ধাপটি লিখে আমাকে প্রশ্ন করো।`
        : 'এবার সংখ্যাগুলো বদলে নিজে একই রকম একটি প্রশ্ন বানিয়ে সমাধান করে দেখো।',
    ),
  noExample: (topic, intro) =>
    join(
      `${quoteBn(topic)} পাঠে আলাদা করে কোনো উদাহরণ দেওয়া নেই, তাই বানিয়ে বলার চেয়ে সত্যিটা বলাই ভালো।`,
      intro && `পাঠের মূল কথাটি হলো:\n\n${intro.text}`,
      'এর একটি উদাহরণের জন্য তোমার শিক্ষককে জিজ্ঞেস করো।',
    ),
  use: (passages) =>
    join(
      'দারুণ প্রশ্ন! পাঠে বলা আছে, এটি আমাদের জীবনে কোথায় কাজে লাগে:',
      ...passages.map((p) => p.text),
      'এবার চারপাশে তাকিয়ে দেখো: বাড়িতে, বাজারে বা স্কুলে এর আর কোনো উদাহরণ খুঁজে পাও কি না? পেলে আমাকে লিখে জানাও।',
    ),
  noUse: (topic, intro) =>
    join(
      `${quoteBn(topic)} বাস্তব জীবনে কোথায় ব্যবহৃত হয়, তা এই পাঠে আলাদা করে লেখা নেই, তাই আমি নিশ্চিত করে বলতে পারছি না।`,
      intro && `পাঠের শুরুতে বলা আছে:\n\n${intro.text}`,
      'বাস্তব প্রয়োগ সম্পর্কে তোমার শিক্ষককে জিজ্ঞেস করো।',
    ),
  answer: (passage, also) =>
    join(
      passage.heading
        ? `তোমার প্রশ্নের উত্তর পাঠের ${quoteBn(passage.heading)} অংশে আছে। মন দিয়ে পড়ো:`
        : 'তোমার প্রশ্নের উত্তর পাঠের শুরুতেই আছে। মন দিয়ে পড়ো:',
      passage.text,
      also && (also.heading ? `এর সঙ্গে ${quoteBn(also.heading)} অংশটিও কাজে লাগবে:` : 'এর সঙ্গে এটুকুও কাজে লাগবে:'),
      also?.text,
      'এবার নিজে ভেবে দেখো: ওপরের কথাগুলো থেকে তোমার প্রশ্নের উত্তরটি নিজের ভাষায় এক-দুই বাক্যে লিখে ফেলো। কোথাও আটকে গেলে ঠিক কোন জায়গাটা বুঝতে পারছ না, সেটা লিখে প্রশ্ন করো।',
    ),
  exercise: (help) =>
    join(
      'এটি পাঠের অনুশীলনীর প্রশ্ন, তাই উত্তরটা আমি বলে দিচ্ছি না; তুমি নিজেই পারবে! এই অংশটি কাজে লাগবে:',
      help?.text,
      'ধাপগুলো খাতায় লিখে সমাধান করো, তারপর পাঠের শেষে «উত্তর» অংশের সঙ্গে মিলিয়ে নাও। কোনো ধাপে আটকে গেলে সেই ধাপটি লিখে আমাকে প্রশ্ন করো।',
    ),
  notCovered: (topic, outline) =>
    join(
      `দুঃখিত, ${quoteBn(topic)} পাঠে এই প্রশ্নের উত্তর নেই, তাই আমি নিশ্চিত করে বলতে পারছি না। প্রশ্নটি তোমার শিক্ষককে জিজ্ঞেস করো; তিনি ভালোভাবে বুঝিয়ে দিতে পারবেন।`,
      outline.length > 0 && `এই পাঠ নিয়ে প্রশ্ন করতে চাইলে এই অংশগুলো দেখতে পারো: ${bnList(outline)}।`,
    ),
};

const en: Texts = {
  confused: "Don't worry, it gets easier if we go step by step.\n\n",
  frustrated: "Don't give up! Everyone gets stuck at first. Let's go step by step.\n\n",
  emptyLesson: (topic) =>
    `The lesson ${quoteEn(topic)} has no text yet, so I cannot answer with confidence. Please ask your teacher.`,
  greeting: (topic) =>
    `Hello! I am your AI tutor. Ask me anything about ${quoteEn(topic)}. ` +
    'To start, you can write “explain this topic” or “give an example”.',
  thanks: (hasExercises) =>
    'You are welcome! ' +
    (hasExercises
      ? 'To check what you have learnt, try the questions in the lesson’s «অনুশীলনী» (exercises) section yourself. Ask me if you get stuck.'
      : 'Ask me if you want to know more.'),
  explain: (topic, intro, summary, outline) =>
    join(
      `Let's go through ${quoteEn(topic)} together. The lesson is written in Bengali, so I quote its key parts as they are.`,
      intro?.text,
      summary.length > 0 && `**Key points of the lesson:**\n\n${summary.join('\n\n')}`,
      outline.length > 0 && `The lesson goes step by step through: ${enList(outline)}.`,
      'Which part would you like to understand first? Ask me about it, or write “give an example” to see one.',
    ),
  example: (example, exercise) =>
    join(
      'Here is an example from the lesson (in Bengali). Try it yourself before reading the solution, then compare the steps.',
      example.heading ? `**${example.heading}**\n\n${example.text}` : example.text,
      exercise
        ? `Now try one yourself, from the lesson's exercises:\n\n${exercise.text}\n\nIf you get stuck, tell me which step.`
        : 'Now change the numbers and solve a similar question yourself.',
    ),
  noExample: (topic, intro) =>
    join(
      `The lesson ${quoteEn(topic)} has no worked example, and I would rather tell you that than make one up.`,
      intro && `Its main idea is:\n\n${intro.text}`,
      'Please ask your teacher for an example.',
    ),
  use: (passages) =>
    join(
      'Good question! The lesson (in Bengali) says where this is used in everyday life:',
      ...passages.map((p) => p.text),
      'Look around you at home, at the market or at school: can you find another example? Tell me about it.',
    ),
  noUse: (topic, intro) =>
    join(
      `The lesson ${quoteEn(topic)} does not say where it is used in real life, so I cannot tell you with confidence.`,
      intro && `The lesson begins with:\n\n${intro.text}`,
      'Please ask your teacher about its real-life uses.',
    ),
  answer: (passage, also) =>
    join(
      passage.heading
        ? `The lesson is written in Bengali; the answer to your question is in its part ${quoteEn(passage.heading)}. Read it carefully:`
        : 'The lesson is written in Bengali; the answer to your question is at its beginning. Read it carefully:',
      passage.text,
      also && (also.heading ? `The part ${quoteEn(also.heading)} helps too:` : 'This helps too:'),
      also?.text,
      'Now put the answer in your own words in one or two sentences. If a part is unclear, tell me exactly which one.',
    ),
  exercise: (help) =>
    join(
      'This is one of the lesson’s exercises, so I will not give you the answer; you can do it! This part of the lesson (in Bengali) will help:',
      help?.text,
      'Write the steps in your notebook, then check with the «উত্তর» (answers) part at the end of the lesson. If you get stuck on a step, ask me about it.',
    ),
  notCovered: (topic, outline) =>
    join(
      `Sorry, the lesson ${quoteEn(topic)} does not cover this question, so I cannot answer it with confidence. Please ask your teacher.`,
      outline.length > 0 && `You can ask me about the parts of this lesson: ${enList(outline)}.`,
    ),
};

const texts: Record<Language, Texts> = { bn, en };
