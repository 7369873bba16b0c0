import { BanglishMatcher } from './banglish';
import { assessment, textPieces } from './provider';
import type { ReplyAssessment, TutorProvider, TutorRequest, TutorTopic, TutorTurn } from './provider';
import { questionTokens } from './query';
import type { QueryOptions } from './query';
import { indexChapter, lessonCoverage, rank, weight } from './retrieval';
import type { Match, Passage, TopicIndex } from './retrieval';
import { contentTokens, normalize, plainWords } from './text';
import { replyTexts } from './messages/replies';
import type { ReplyTexts } from './messages/replies';
import { z } from 'zod';
import { guide, opensFollowUp } from './problems';
import { guideRestated } from './problems/restate';
import { ASKS_WHY, SHOW, STUCK } from './problems/machine';
import { detectEmotion } from './wellbeing';

// The embedded tutor: no network, no model. It searches the whole chapter (every topic, its
// examples and exercises; the topic the student has open first), in Bengali, Banglish or English,
// answers in a few sentences from the passage that covers the question, says where in the chapter
// that is, and ends with a question or next step for the student. Follow-ups ("আরও সহজ করে",
// "আরেকটা উদাহরণ", "তাহলে ৩ বছরে?") continue the previous turn's passage. It says plainly when
// nothing in the chapter covers a question, and what the chapter does cover.

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

type Intent = 'greeting' | 'thanks' | 'explain' | 'example' | 'use' | 'simpler' | 'question';

const phrases = (list: string[]) => new RegExp(list.map((item) => normalize(item)).join('|'), 'u');
const EXAMPLE_WORDS = phrases(['উদাহরণ', 'উদাহরন', 'নমুনা', 'example', 'udahoron', 'udaharan', 'udahron']);
/** "What is X", in the three scripts: a definition is asked. */
const DEFINITION_WORDS = phrases([
  'কাকে বলে',
  'কী',
  'কি ',
  'কি?',
  'কী জিনিস',
  'কি জিনিস',
  'মানে কী',
  'মানে কি',
  'বলতে কী',
  'kake bole',
  'ki jinish',
  'ki jinis',
  'ki ',
  'ki?',
  'mane ki',
  'what is',
  'what are',
  'what does',
  'define',
]);
const STRICT_DEFINITION_WORDS = phrases([
  'কাকে বলে',
  'কী জিনিস',
  'কি জিনিস',
  'মানে কী',
  'মানে কি',
  'বলতে কী',
  'বলতে কি',
  'kake bole',
  'ki jinish',
  'ki jinis',
  'mane ki',
  'define',
  'definition',
]);
const WHY_HOW_WORDS = phrases([
  'কেন',
  'কীভাবে',
  'কিভাবে',
  'কেমনে',
  'keno',
  'kivabe',
  'kibhabe',
  'why',
  'how',
  'ratio',
  'অনুপাত',
  'পার্থক্য',
  'difference',
]);
const USE_WORDS = phrases([
  'ব্যবহৃত',
  'ব্যবহার',
  'কাজে লাগ',
  'প্রয়োগ',
  'বাস্তব জীবন',
  'দৈনন্দিন জীবন',
  'কী কাজে',
  'used',
  'uses',
  'real life',
  'real-life',
  'application',
  'kaje lage',
  'bebohar',
]);
/** "Simpler": asked for ("সহজ ভাষায়", "sohoj vabe", "easy kore", "আবার বলো") or the last answer not understood. */
const SIMPLER_WORDS = phrases([
  'সহজ করে',
  'সহজভাবে',
  'সহজ ভাবে',
  'সহজ ভাষায়',
  'আবার বলো',
  'আবার বুঝিয়ে',
  'বুঝিনি',
  'বুঝি নাই',
  'বুঝলাম না',
  'বুঝতে পারিনি',
  'simpler',
  'simply',
  'more simple',
  'easier',
  'explain again',
  "didn't understand",
  'did not understand',
  'sohoj kore',
  'shohoj kore',
  'sohoj vabe',
  'sohoj bhabe',
  'shohoj vabe',
  'shohoj bhabe',
  'easy kore',
  'easily',
  'bujhini',
  'bujhi nai',
  'bujhlam na',
  'abar bolo',
]);
/**
 * A bare word of ease or of not understanding ("সহজ", "easy", "বুঝি না"): the request itself only
 * when the message names nothing of the chapter; "শ্বসন বুঝি না", "easy way to find lcm" ask anew.
 */
const EASE_WORDS = phrases([
  'সহজ',
  'sohoj',
  'shohoj',
  'easy',
  'বুঝি না',
  'বুঝতে পারছি না',
  "don't understand",
  "don't get",
  'bujhi na',
]);
/** Asks for more of what was just explained ("আরেকটু বুঝাও", "aro bolo"). */
const MORE_WORDS = phrases([
  'আরেকটু',
  'আরও',
  'আরো',
  'বিস্তারিত',
  'more',
  'further',
  'detail',
  'aro',
  'arektu',
  'bistarito',
]);
/** "আরেকটা দাও", "another one": one more of what the last reply gave (an example). */
const ANOTHER_WORDS = phrases(['আরেকটা', 'আরেকটি', 'আর একটা', 'arekta', 'arekti', 'another', 'one more', 'aro ekta']);
/** "explain it another way", "অন্যভাবে বলো": the same point explained again, not another example. */
const ANOTHER_WAY_WORDS = phrases([
  'অন্যভাবে',
  'অন্য ভাবে',
  'আরেকভাবে',
  'আরেক ভাবে',
  'another way',
  'different way',
  'differently',
  'onno bhabe',
  'onnovabe',
  'arekbhabe',
]);
/** "তারপর কী হয়?", "what happens next?": what the lesson says after the part shown. */
const NEXT_PART_WORDS = phrases([
  'তারপর',
  'এরপর',
  'তার পরে',
  'পরে কী',
  'tarpor',
  'erpor',
  'next',
  'after that',
  'then what',
]);
/** "X আর Y-এর পার্থক্য", "difference between X and Y", "compare X and Y": two things side by side. */
const COMPARISON = [
  'পার্থক্য',
  'তফাত',
  'তফাৎ',
  'তুলনা',
  'অমিল',
  'difference',
  'differ',
  'different',
  'compare',
  'comparison',
  'versus',
  ' vs ',
  'parthokko',
  'parthokyo',
  'parthakko',
  'partheko',
  'tofat',
  'tofaat',
  'tulona',
];
const COMPARE_WORDS = phrases(COMPARISON);
/** Where a message joins two things ("ভর ও ওজন", "mitosis and meiosis", "series … from parallel …"). */
const JOINS_TWO = /\s*[,;]?\s+(?:আর|ও|এবং|and|ar|r|vs\.?|versus|from|with)\s+/u;
/** Where a message joins two questions ("…কী, আর এটা … কেন?", "What is X and which …?"); or a new sentence. */
const JOINS_QUESTIONS = /(?<=[?？।!])\s+|\s*[,;]?\s+(?:আর|এবং|and|ar|r|also)\s+/u;
const HOMEWORK_WORDS = phrases([
  'অনুশীলন',
  'বাড়ির কাজ',
  'বাড়ির কাজ',
  'হোমওয়ার্ক',
  'নম্বর প্রশ্ন',
  'exercise',
  'homework',
  'anushiloni',
  'onushiloni',
]);
/**
 * A task handed over whole ("homework", "do my assignment", "just give me the answer"): the student
 * asks for the work, not for an explanation, so the tutor helps them do it instead.
 */
const HANDED_OVER = phrases([
  'বাড়ির কাজ',
  'বাড়ির কাজ',
  'হোমওয়ার্ক',
  'অ্যাসাইনমেন্ট',
  'homework',
  'assignment',
  'barir kaj',
  'bari r kaj',
  'barir kaaj',
  'do my',
  'write my',
  'do it for me',
  'solve it for me',
  'write it for me',
  'give me the answer',
  'give me the answers',
  'just the answer',
  'answer to exercise',
  'answers to exercise',
]);
/**
 * "লিখে দাও", "kore dao": a task handed over only with what is to be handed in (a paragraph, five
 * lines, a sum, a question's answer, for tomorrow); "সমীকরণটা লিখে দাও" alone just asks for it.
 */
const DO_FOR_ME = phrases([
  'করে দাও',
  'করে দিন',
  'করে দেও',
  'লিখে দাও',
  'লিখে দিন',
  'লিখে দেও',
  'kore dao',
  'kore den',
  'kore deo',
  'likhe dao',
  'likhe den',
  'likhe deo',
]);
const TASK_WORDS = phrases([
  'অনুচ্ছেদ',
  'রচনা',
  'টীকা',
  'নোট',
  'লাইন',
  'বাক্য',
  'শব্দে',
  'অংক',
  'অঙ্ক',
  'প্রশ্নের উত্তর',
  'প্রশ্নটা',
  'জমা',
  'পরীক্ষা',
  'স্যার',
  'ম্যাডাম',
  'হুজুর',
  'paragraph',
  'essay',
  'note',
  'line',
  'sentence',
  'words',
  'onko',
  'answer',
  'uttor',
  'jama',
  'joma',
  'exam',
  'teacher',
  'sir',
  'madam',
]);
const handsOver = (text: string) => HANDED_OVER.test(text) || (DO_FOR_ME.test(text) && TASK_WORDS.test(text));
/** A numbered exercise item named ("৫ নম্বর প্রশ্ন", "exercise 3", "onushiloni 1", "3 no proshno"). */
const EXERCISE_NUMBER = new RegExp(
  [
    String.raw`(?:exercise|question|অনুশীলনী(?:র)?|onushiloni(?:r)?|anushiloni(?:r)?|prosno|proshno|প্রশ্ন)\s*(?:no\.?|নং|নম্বর)?\s*(\d+)`,
    String.raw`(\d+)\s*(?:no\.?|নং|নম্বর|number|nombor|nambar)\s`,
  ].join('|'),
  'u',
);
/** Words of a homework request that say what to hand in, not what it is about. */
const HOMEWORK_TOKENS = new Set(
  [
    'homework',
    'হোমওয়ার্ক',
    'বাড়ির',
    'বাড়ির',
    'কাজ',
    'barir',
    'bari',
    'kaj',
    'assignment',
    'অ্যাসাইনমেন্ট',
    'paragraph',
    'অনুচ্ছেদ',
    'anucched',
    'essay',
    'রচনা',
    'sentence',
    'sentences',
    'বাক্য',
    'line',
    'lines',
    'লাইন',
    'words',
    'শব্দ',
    'write',
    'লিখে',
    'লিখ',
    'লেখো',
    'likhe',
    'dao',
    'দাও',
    'দিন',
    'kore',
    'করে',
    'do',
    'my',
    'amar',
    'আমার',
    'pls',
    'please',
    'plz',
    'exam',
    'পরীক্ষা',
    'জমা',
    'jama',
    'joma',
    'kal',
    'কাল',
    'কালকে',
    'kalke',
    'দিতে',
    'dite',
    'answer',
    'answers',
    'উত্তর',
    'uttor',
    'about',
    'need',
    'now',
    'give',
    'দিছে',
    'দিয়েছে',
    'dise',
    'diyeche',
    'হুজুর',
    'sir',
    'স্যার',
    'ম্যাডাম',
    'teacher',
    'শিক্ষক',
    'just',
    'tell',
    'solve',
    'সমাধান',
    'somadhan',
    'each',
    'one',
    'একটা',
    'একটি',
    'ekta',
    'অংক',
    'অংকটা',
    'অঙ্ক',
    'অঙ্কটা',
    'onko',
    'onkota',
    'problem',
    'question',
    'প্রশ্ন',
    'প্রশ্নটা',
    'proshno',
    'prosno',
    'এটা',
    'eta',
    'this',
    'it',
  ].flatMap((word) => contentTokens(word)),
);
/** Words that only name the intent or the lesson itself, not a particular thing in it. */
const INTENT_TOKENS = new Set(
  [
    'উদাহরণ',
    'উদাহরন',
    'নমুনা',
    'ব্যবহৃত',
    'ব্যবহার',
    'কাজ',
    'কাজে',
    'লাগে',
    'লাগ',
    'প্রয়োগ',
    'বাস্তব',
    'জীবন',
    'জীবনে',
    'দৈনন্দিন',
    'বিষয়',
    'বিষয়টি',
    'টপিক',
    'পাঠ',
    'অধ্যায়',
    'সারসংক্ষেপ',
    'সারাংশ',
    'বিস্তারিত',
    'সহজ',
    'সহজভাবে',
    'আরেকটি',
    'আরেকটা',
    'আরও',
    'অন্য',
    'ভাষায়',
    'বুঝলাম',
    'নাই',
    'example',
    'examples',
    'used',
    'use',
    'uses',
    'real',
    'life',
    'application',
    'applications',
    'topic',
    'lesson',
    'chapter',
    'overview',
    'summary',
    'summarise',
    'summarize',
    'another',
    'more',
    'simple',
    'simply',
    'simpler',
    'easier',
    'arekta',
    'arekti',
    'aro',
    'udahoron',
    'udaharan',
    'udahron',
    'sohoj',
    'shohoj',
    'bisoy',
    'bishoy',
    'ta',
    'ti',
    'then',
    'if',
    'so',
    'তাহলে',
    'tahole',
    'tahle',
    'jodi',
    'তারপর',
    'এরপর',
    'tarpor',
    'erpor',
    'next',
  ].flatMap((word) => contentTokens(word)),
);
const GREETING_TOKENS = new Set(
  [
    'হ্যালো',
    'হাই',
    'হেলো',
    'সালাম',
    'আসসালামু',
    'আলাইকুম',
    'নমস্কার',
    'আদাব',
    'শুভ',
    'সকাল',
    'বিকাল',
    'সন্ধ্যা',
    'hello',
    'hi',
    'hey',
    'good',
    'morning',
    'evening',
    'salam',
    'assalamu',
    'alaikum',
  ].flatMap((word) => contentTokens(word)),
);
const THANKS_TOKENS = new Set(
  [
    'ধন্যবাদ',
    'থ্যাংক',
    'থ্যাংকস',
    'ঠিক',
    'আছে',
    'বুঝেছি',
    'বুঝতে',
    'পেরেছি',
    'দারুণ',
    'চমৎকার',
    'অনেক',
    'thanks',
    'thank',
    'ok',
    'okay',
    'got',
    'great',
    'dhonnobad',
    'thik',
    'ache',
    'bujhechi',
  ].flatMap((word) => contentTokens(word)),
);
/** Digits as numbers: Latin and Bengali ones are equal after normalize. */
const isNumber = (token: string) => /^\d+(?:[.,]\d+)?$/.test(token);

/** A question needs more than this (weighted) share of its words in one passage to be answered from it. */
const MIN_COVERAGE = 0.5;

/**
 * A passage answers a question when it holds most of the question's words and they say what the
 * question is about: a term the chapter is about (a topic's name, a heading, a bold term) or two
 * of the question's words at once. One incidental word ("সপ্তাহ" in the space chapter, "টাকা" in
 * the aqaid chapter) is how an off-topic question meets a lesson.
 */
function answers(index: TopicIndex, match: Match): boolean {
  if (match.coverage <= MIN_COVERAGE) return false;
  const concepts = match.matched.filter((token) => !isNumber(token));
  return concepts.some((token) => index.keyTerms.has(token)) || concepts.length >= 2;
}
/** The topic the student has open ranks first among passages that answer about as well. */
const OPEN_TOPIC_BOOST = 1.3;
/** A reply's excerpt of the lesson stays within this many words (maths counts as one). */
const EXCERPT_WORDS = 70;

interface Context {
  request: Pick<TutorRequest, 'topic' | 'chapterTopics' | 'language' | 'message' | 'history'>;
  index: TopicIndex;
  /** How a question's words meet the chapter's (Banglish only in Bengali mode). */
  query: QueryOptions;
  t: ReplyTexts;
  /** Assistant replies earlier in this conversation. */
  earlier: string[];
  /** A number for choosing among wordings, so that replies vary from turn to turn. */
  turn: number;
}

const vocabularyCache = new WeakMap<TopicIndex, BanglishMatcher>();
function matcherFor(index: TopicIndex): BanglishMatcher {
  let matcher = vocabularyCache.get(index);
  if (!matcher) {
    matcher = new BanglishMatcher(index.documentFrequency);
    vocabularyCache.set(index, matcher);
  }
  return matcher;
}

/** Builds the offline tutor's reply to a message about a topic. Pure and synchronous (small texts). */
export function composeReply(
  request: Pick<TutorRequest, 'topic' | 'language' | 'message' | 'history'> &
    Pick<Partial<TutorRequest>, 'chapterTopics'>,
): OfflineReply {
  // A calculation with the student's own numbers, or the next step of one: guided steps.
  const guided = guide(request) ?? guideRestated(request);
  if (guided) return { text: guided.text, assessment: assessment(0.9), state: guided.state };
  const { topic, language, message, history } = request;
  const t = replyTexts[language];
  const topics: TutorTopic[] = request.chapterTopics?.some((other) => other.id === topic.id)
    ? request.chapterTopics
    : [topic, ...(request.chapterTopics ?? [])];
  const index = indexChapter(topics);
  const emotion = detectEmotion(message);
  const opening = emotion === 'frustrated' ? t.frustrated : emotion === 'confused' ? t.confused : '';
  const earlier = history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  const context: Context = {
    request: { ...request, chapterTopics: topics },
    index,
    query: { vocabulary: index.documentFrequency, matcher: matcherFor(index), banglish: language === 'bn' },
    t,
    earlier,
    turn: history.length / 2 + message.length,
  };
  const reply = (body: string, confidence: number): OfflineReply => ({
    text: opening + body,
    assessment: assessment(confidence),
  });

  if (index.passages.length === 0) return reply(t.emptyLesson(topic.name), 0.1);
  // Homework: the next hint of one already begun, or a task handed over whole, helped step by step.
  const homework = continueHomework(context, opening);
  if (homework) return homework;
  if (handsOver(normalize(message))) return helpWithHomework(context, reply);
  const { intent, rest } = detectIntent(message, topic.name, context.query);
  switch (intent) {
    case 'greeting':
      return reply(t.greeting(topic.name, topics.length > 1), 1);
    case 'thanks':
      return reply(t.thanks(index.passages.some((p) => p.kind === 'exercise' && p.topic?.id === topic.id)), 1);
    case 'explain':
      if (context.earlier.length > 0 && ASKS_WHY.test(normalize(message))) return explainWhy(context, reply);
      if (context.earlier.length > 0 && ANOTHER_WAY_WORDS.test(normalize(message))) return simplify(context, reply);
      if (context.earlier.length > 0 && ANOTHER_WORDS.test(normalize(message))) return giveExample(context, [], reply);
      if (context.earlier.length > 0 && NEXT_PART_WORDS.test(normalize(message)))
        return explainMore(context, reply) ?? explainTopic(context, reply);
      // Words of the topic's name that a section's heading names more closely ("ইমানের মৌলিক
      // বিষয় কয়টা?" and «ইমানের মৌলিক সাতটি বিষয়»): that section answers, not the overview.
      if (namesSection(context, rest)) return answerQuestion(context, rest, reply);
      return (
        (MORE_WORDS.test(normalize(message)) ? explainMore(context, reply) : undefined) ?? explainTopic(context, reply)
      );
    case 'example':
      return giveExample(context, rest, reply);
    case 'use':
      return tellUse(context, rest, reply);
    case 'simpler':
      return simplify(context, reply);
    case 'question':
      return answerQuestion(context, rest, reply);
  }
}

function detectIntent(message: string, topicName: string, query: QueryOptions): { intent: Intent; rest: string[] } {
  const tokens = questionTokens(message, query);
  if (tokens.length > 0 && tokens.every((token) => GREETING_TOKENS.has(token))) return { intent: 'greeting', rest: [] };
  if (tokens.length > 0 && tokens.every((token) => THANKS_TOKENS.has(token) || GREETING_TOKENS.has(token))) {
    return { intent: 'thanks', rest: [] };
  }
  const topicTokens = new Set(contentTokens(topicName));
  const rest = tokens.filter((token) => !INTENT_TOKENS.has(token));
  const specific = rest.filter((token) => !topicTokens.has(token));
  const text = normalize(message);
  // A starter prompt names the intent and little else; a longer question is answered by retrieval.
  // "X কাকে বলে? একটা উদাহরণ দাও" asks what X is first: the definition answers, not any example.
  const defines = specific.length > 0 && DEFINITION_WORDS.test(text);
  if (specific.length <= 2 && EXAMPLE_WORDS.test(text) && !defines) return { intent: 'example', rest };
  if (specific.length <= 2 && USE_WORDS.test(text) && !defines) return { intent: 'use', rest };
  // "জানি না", "bujhi nai", "I don't know" after an answer: the student is stuck on it, not asking anew.
  // Words the chapter does not hold ("vabe", "bolen", "kichui") name nothing in it: they do not make it a new question.
  const named = specific.filter((token) => query.vocabulary?.has(token) ?? true);
  const simpler = named.length <= 1 && (SIMPLER_WORDS.test(text) || STUCK.test(text));
  if (simpler || (named.length === 0 && EASE_WORDS.test(text))) return { intent: 'simpler', rest };
  // Nothing asked beyond the lesson itself ("এই বিষয়টি ব্যাখ্যা কর", "আবার বুঝিয়ে বলো"): an overview.
  return { intent: specific.length === 0 && !/\d/.test(text) ? 'explain' : 'question', rest };
}

type Reply = (body: string, confidence: number) => OfflineReply;

const notAnswers = (p: Passage) => p.kind !== 'answers';
const inTopic = (id: number) => (p: Passage) => p.topic?.id === id;

/**
 * The previous question of the conversation and the passage its reply was built from: the one the
 * last reply quotes most (what the student saw), else the passage ranked first for the question.
 */
function previousTurn(context: Context): { question: string; tokens: string[]; best: Match | undefined } | undefined {
  const turns: TutorTurn[] = context.request.history;
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    const turn = turns[i];
    if (turn?.role !== 'user') continue;
    const tokens = questionTokens(turn.content, context.query).filter((token) => !INTENT_TOKENS.has(token));
    if (tokens.length === 0) continue; // "আরও সহজ করে" itself: look further back
    const ranked = rank(context.index, tokens, notAnswers, boostFor(context));
    const shown = quotedPassage(context);
    const best =
      (shown && (ranked.find((m) => m.passage === shown) ?? { passage: shown, score: 0, coverage: 0, matched: [] })) ??
      ranked.find((m) => answers(context.index, m));
    return { question: turn.content, tokens, best };
  }
  return undefined;
}

/** The passage the last reply quotes most, by whole sentences of it (none: undefined). */
function quotedPassage(context: Context): Passage | undefined {
  const last = context.earlier.at(-1);
  if (!last) return undefined;
  let best: Passage | undefined;
  let most = 0;
  for (const passage of context.index.passages) {
    if (passage.kind === 'answers') continue;
    const quoted = units(passage.text).filter((part) => part.length >= MIN_QUOTE && last.includes(part)).length;
    if (quoted > most) {
      most = quoted;
      best = passage;
    }
  }
  return best;
}

/**
 * A follow-up ("আরও সহজ করে", "আরেকটা উদাহরণ") after a question no passage answered: the open
 * topic's overview or example stands in for what was asked, so it cannot carry high confidence.
 */
function unanchored(previous: ReturnType<typeof previousTurn>, reply: Reply): Reply {
  // No previous question at all (only a greeting, or the follow-up first) anchors nothing either.
  if (previous?.best) return reply;
  return (body, confidence) => reply(body, Math.min(confidence, UNANCHORED_CONFIDENCE));
}

const UNANCHORED_CONFIDENCE = 0.35;

/** A sentence shorter than this (a heading, "উত্তর:") says little about where a reply is from. */
const MIN_QUOTE = 20;

/**
 * How a passage ranks beyond its words: the open topic first, and for a question the lesson's
 * explanation before its worked examples and exercises (those come first when the question has
 * their numbers, see answerQuestion).
 */
const KIND_PRIOR: Record<Passage['kind'], number> = {
  intro: 1,
  body: 1,
  summary: 0.9,
  example: 0.75,
  exercise: 0.6,
  answers: 0,
};

function boostFor(context: Context, topicId = context.request.topic.id, byKind = false): (p: Passage) => number {
  return (p) => (p.topic?.id === topicId ? OPEN_TOPIC_BOOST : 1) * (byKind ? KIND_PRIOR[p.kind] : 1);
}

function topicPassages(context: Context, topicId: number): Passage[] {
  return context.index.passages.filter(inTopic(topicId));
}

/** A section of the open topic (not its introduction) whose heading holds every one of the words. */
function namesSection(context: Context, words: string[]): boolean {
  const concepts = words.filter((word) => !isNumber(word));
  if (concepts.length < 2) return false;
  return topicPassages(context, context.request.topic.id).some(
    (p) =>
      p.kind === 'body' &&
      p.headingTokens.length > concepts.length &&
      concepts.every((word) => p.headingTokens.includes(word)),
  );
}

function explainTopic(context: Context, reply: Reply): OfflineReply {
  const { request, t } = context;
  const own = topicPassages(context, request.topic.id);
  const intro = own.find((p) => p.kind === 'intro') ?? own.find((p) => p.kind === 'body');
  const outline = own.filter((p) => p.kind === 'body' && p.heading).map((p) => p.heading as string);
  const body = t.explain(request.topic.name, intro ? excerpt(intro.text, []) : undefined, unique(outline));
  return reply(avoidRepeat(context, body, intro), 0.9);
}

function giveExample(context: Context, words: string[], reply: Reply): OfflineReply {
  const { request, t, earlier } = context;
  const previous = previousTurn(context);
  // A first "একটা উদাহরণ দাও" asks for the open topic's example; only a follow-up needs an anchor.
  if (words.length === 0 && earlier.length > 0) reply = unanchored(previous, reply);
  // "আরেকটা উদাহরণ" continues the topic of the previous answer; otherwise the open topic.
  const topicId =
    words.length === 0 && previous?.best?.passage.topic ? previous.best.passage.topic.id : request.topic.id;
  const query = words.length > 0 ? words : (previous?.tokens ?? []);
  const examples = [
    ...rank(context.index, query, (p) => p.kind === 'example', boostFor(context, topicId)).map((m) => m.passage),
    ...topicPassages(context, topicId).filter((p) => p.kind === 'example'),
  ];
  const shown = (p: Passage) => earlier.some((text) => text.includes(firstLine(p.text)));
  const fresh = unique(examples).filter((p) => !shown(p));
  const example = fresh.find((p) => p.topic?.id === topicId) ?? fresh[0];
  if (!example) {
    const exercise = topicPassages(context, topicId).find((p) => p.kind === 'exercise');
    if (exercise)
      return reply(
        t.tryExercise(exerciseItems(exercise.text)[0] ?? exercise.text, pick(context, t.closings.exercise)),
        0.7,
      );
    return reply(t.noExample(request.topic.name), 0.35);
  }
  return reply(t.example(where(context, example), exampleBody(example.text), pick(context, t.closings.example)), 0.9);
}

function tellUse(context: Context, words: string[], reply: Reply): OfflineReply {
  const { request, t } = context;
  const uses = rank(
    context.index,
    words.length > 0 ? words : contentTokens(request.topic.name),
    (p) => p.aboutUse && p.kind !== 'answers' && p.kind !== 'exercise',
    boostFor(context),
  );
  const own = topicPassages(context, request.topic.id).find(
    (p) => p.aboutUse && p.kind !== 'answers' && p.kind !== 'exercise',
  );
  const use = own ?? uses[0]?.passage;
  if (!use) return reply(t.noUse(request.topic.name), 0.35);
  return reply(
    avoidRepeat(context, t.use(where(context, use), excerpt(use.text, words), pick(context, t.closings.use)), use),
    0.75,
  );
}

/**
 * "আরেকটু বুঝাও" after an answer: what comes next in the lesson after the part already shown,
 * first the rest of the same passage, then the topic's following explanation.
 */
function explainMore(context: Context, reply: Reply): OfflineReply | undefined {
  const previous = previousTurn(context);
  if (!previous?.best) return undefined;
  const { index, t, earlier } = context;
  const shown = (part: string) => earlier.some((text) => text.includes(part));
  // Where the last reply quoted from (retrieval may rank another passage of the section first).
  const last = earlier.at(-1) ?? '';
  const quoted = (p: Passage) => units(p.text).filter((part) => last.includes(part)).length;
  const from = index.passages.reduce((best, p) => (quoted(p) > quoted(best) ? p : best), previous.best.passage);
  const start = index.passages.indexOf(from);
  const topicId = from.topic?.id;
  const following = index.passages
    .slice(start)
    .filter((p, i) => i === 0 || (p.topic?.id === topicId && (p.kind === 'body' || p.kind === 'summary')));
  for (const passage of following) {
    const fresh = units(passage.text).filter((part) => !shown(part));
    if (fresh.length === 0) continue;
    const text = excerpt(joinUnits(fresh), previous.tokens);
    return reply(
      avoidRepeat(context, t.answer(where(context, passage), text, pick(context, t.closings.answer)), passage),
      0.8,
    );
  }
  return undefined;
}

/**
 * A bare "কেন?" after an answer: the lesson's reason for what was shown, the first sentence after
 * it in the same section that gives one (কারণ, তাই, because…), else what comes next.
 */
function explainWhy(context: Context, reply: Reply): OfflineReply {
  const previous = previousTurn(context);
  const { index, t, earlier } = context;
  if (!previous?.best) return explainTopic(context, unanchored(previous, reply));
  const from = previous.best.passage;
  const start = index.passages.indexOf(from);
  const section = index.passages
    .slice(start)
    .filter((p, i) => i === 0 || (p.topic?.id === from.topic?.id && p.heading === from.heading));
  const shown = (part: string) => earlier.some((text) => text.includes(part));
  for (const passage of section) {
    const parts = units(passage.text);
    const at = parts.findIndex((part) => !shown(part) && REASON_WORDS.test(normalize(part)));
    if (at === -1) continue;
    // The reason with the sentence it explains, when that one was not shown either.
    const text = excerpt(joinUnits(parts.slice(at > 0 && !shown(parts[at - 1] as string) ? at - 1 : at)), [], 45);
    return reply(
      avoidRepeat(context, t.answer(where(context, passage), text, pick(context, t.closings.answer)), passage),
      0.7,
    );
  }
  return explainMore(context, reply) ?? simplify(context, reply);
}

/** Words by which the lesson gives a reason. */
const REASON_WORDS = phrases(['কারণ', 'তাই', 'ফলে', 'এ জন্য', 'এজন্য', 'যেহেতু', 'because', 'since', 'therefore']);

function simplify(context: Context, reply: Reply): OfflineReply {
  const { t } = context;
  const previous = previousTurn(context);
  if (!previous?.best) return explainTopic(context, unanchored(previous, reply));
  const passage = previous.best.passage;
  const topicId = passage.topic?.id ?? context.request.topic.id;
  // The simplest form the lesson has: its key-points line on this, else the passage's first sentences.
  const summary = rank(context.index, previous.tokens, (p) => p.kind === 'summary' && inTopic(topicId)(p))[0];
  const point = summary ? bestLines(summary.passage.text, previous.tokens, 2) : undefined;
  const simple =
    point && !context.earlier.some((text) => text.includes(point)) ? point : excerpt(passage.text, previous.tokens, 35);
  const example = topicPassages(context, topicId).find((p) => p.kind === 'example');
  const body = t.simpler(
    simple,
    example ? `${exampleTitle(example)}: ${firstLine(example.text)}` : undefined,
    pick(context, t.closings.simpler),
  );
  return reply(avoidRepeat(context, body, passage), 0.8);
}

function answerQuestion(context: Context, words: string[], reply: Reply): OfflineReply {
  const { request, t, index } = context;
  const text = normalize(request.message);
  const homework = HOMEWORK_WORDS.test(text);
  // Numbers find the lesson's own worked examples and exercises; a fresh calculation is found by its words.
  const concepts = words.filter((word) => !isNumber(word));
  const numbers = words.filter(isNumber);
  const previous = previousTurn(context);
  // The exercise itself, asked word for word, is homework even when the explanation matches too.
  if (homework || isExerciseItem(context, words)) return helpWithExercise(context, concepts, numbers, reply);

  // With numbers, the lesson's own example or exercise with those numbers may be what is asked.
  let matches = rank(index, words, notAnswers, boostFor(context, request.topic.id, numbers.length === 0));
  // Boosts order the passages that answer; they never put one that does not answer first.
  let best = matches.find((m) => answers(index, m)) ?? matches[0];
  // A short follow-up ("তাহলে ৩ বছরে?", "আর ভিটামিন সি?") builds on the previous question.
  // A short question of words the chapter lacks ("নিউটনের গতিসূত্র কী?" after a photosynthesis
  // question) is a new question it does not cover, not a follow-up.
  const continues = opensFollowUp(text);
  const followUp =
    previous?.best &&
    (continues || (concepts.length <= 2 && lessonCoverage(index, concepts) > MIN_COVERAGE)) &&
    (!best || !answers(index, best) || continues);
  if (followUp && previous?.best) {
    const topicId = previous.best.passage.topic?.id ?? request.topic.id;
    const combined = [...new Set([...concepts, ...previous.tokens.filter((token) => !isNumber(token))])];
    matches = rank(index, concepts.length > 0 ? concepts : combined, notAnswers, boostFor(context, topicId));
    const own = matches.find((m) => answers(index, m));
    best = own ?? rank(index, combined, notAnswers, boostFor(context, topicId))[0] ?? previous.best;
    if (numbers.length > 0) {
      const method = formulaPassage(context, combined, topicId) ?? best.passage;
      const body = t.newNumbers(
        where(context, method),
        excerpt(method.text, combined),
        numbers.map(localDigits(context)).join(', '),
        pick(context, t.closings.numbers),
      );
      return reply(avoidRepeat(context, body, method), 0.75);
    }
    // The student's own new words ("আর ভিটামিন এ?") are what the reply must show.
    const body = avoidRepeat(context, answerBody(context, best.passage, combined), best.passage);
    return reply(body, shownConfidence(index, concepts, body, confidenceOf(index, best, matches)));
  }
  if (!best || !answers(index, best)) {
    // The numbers alone may still name a worked example of the lesson ("2, 6, 12, 20 er porer ta?").
    const byNumbers =
      numbers.length >= 3 ? rank(index, numbers, (p) => p.kind === 'example' || p.kind === 'body')[0] : undefined;
    if (byNumbers && byNumbers.coverage >= 0.6) return reply(answerBody(context, byNumbers.passage, numbers), 0.7);
    // "Not covered" only when nothing in the chapter matches: a question whose words the chapter
    // holds, though in no one passage, and that names a term the chapter is about ("পরাগায়ন কত
    // প্রকার?") is answered from the best passage about it, with the low confidence of a partial
    // match. "the lyrics of a BTS song" names one (song) but the chapter lacks the rest.
    const named = matches.find(
      (m) => m.passage.kind !== 'exercise' && m.matched.some((token) => !isNumber(token) && index.keyTerms.has(token)),
    );
    if (named && lessonCoverage(index, words) > MIN_COVERAGE) {
      return reply(
        avoidRepeat(context, answerBody(context, named.passage, words), named.passage),
        confidenceOf(index, named, matches) * PARTIAL_FACTOR,
      );
    }
    return reply(t.notCovered(request.topic.name, index.outline), 0.1 + 0.3 * (best?.coverage ?? 0));
  }
  if (best.passage.kind === 'exercise') return helpWithExercise(context, concepts, numbers, reply);
  if (asksDefinition(text, concepts)) best = sectionStart(index, best, matches);
  if (numbers.length > 0 && best.passage.kind !== 'example') {
    // A fresh calculation with the student's own numbers: the method, then the student works it out.
    const method = formulaPassage(context, concepts, best.passage.topic?.id ?? request.topic.id) ?? best.passage;
    const body = t.newNumbers(
      where(context, method),
      excerpt(method.text, concepts),
      numbers.map(localDigits(context)).join(', '),
      pick(context, t.closings.numbers),
    );
    return reply(avoidRepeat(context, body, method), confidenceOf(index, best, matches));
  }
  if (COMPARE_WORDS.test(` ${text} `)) {
    const compared = compare(context, reply);
    if (compared) return compared;
  }
  const parts = answerParts(context, best, words, reply);
  if (parts) return parts;
  const body = answerBody(context, best.passage, words);
  return reply(
    avoidRepeat(context, body, best.passage),
    shownConfidence(context.index, words, body, confidenceOf(index, best, matches)),
  );
}

/** The question's tokens as the chapter spells them, without intent words and numbers. */
function conceptsOf(context: Context, text: string): string[] {
  return unique(questionTokens(text, context.query).filter((token) => !INTENT_TOKENS.has(token) && !isNumber(token)));
}

/** Words of a comparison that name neither side ("X আর Y-এর মধ্যে পার্থক্য", "X ও Y কি এক জিনিস?"). */
const COMPARE_TOKENS = new Set([...COMPARISON, 'মধ্যে', 'ভিন্ন', 'এক', 'জিনিস'].flatMap((word) => contentTokens(word)));
const explanatory = (p: Passage) => p.kind === 'intro' || p.kind === 'body' || p.kind === 'summary';

/**
 * A comparison answered from both sides: the lesson's own comparison (a table, or a section whose
 * heading names both) when it has one, else the passage on each side, each said where it is from.
 */
function compare(context: Context, reply: Reply): OfflineReply | undefined {
  const { index, t, request } = context;
  const sides = normalize(request.message)
    .split(JOINS_TWO)
    .map((part) =>
      conceptsOf(context, part).filter((token) => !COMPARE_TOKENS.has(token) && index.documentFrequency.has(token)),
    )
    .filter((tokens) => tokens.length > 0);
  const [a, b] = sides;
  if (!a || !b || sides.length > 3) return undefined;
  const onlyA = a.filter((token) => !b.includes(token));
  const onlyB = b.filter((token) => !a.includes(token));
  if (onlyA.length === 0 || onlyB.length === 0) return undefined;
  const all = unique([...a, ...b]);
  const boost = boostFor(context, request.topic.id, true);
  // In the passage's own words: a section's later passage holds its heading's words only by its heading.
  const holds = (m: Match, only: string[]) => {
    const own = new Set(contentTokens(m.passage.text));
    return only.some((token) => own.has(token));
  };
  const both = rank(index, all, explanatory, boost).filter((m) => holds(m, onlyA) && holds(m, onlyB));
  const names = (p: Passage, only: string[]) => only.some((token) => p.headingTokens.includes(token));
  // Each side from the start of the section that names it, else the passage that best holds it.
  const side = (tokens: string[], only: string[]): Match | undefined => {
    const ranked = rank(index, tokens, explanatory, boost).filter((m) => answers(index, m));
    const named = ranked.find((m) => names(m.passage, only) && !names(m.passage, only === onlyA ? onlyB : onlyA));
    return named
      ? (sectionStartOf(index, named, rank(index, tokens, explanatory, boost)) ?? named)
      : ranked.find((m) => holds(m, only));
  };
  const table = both.find((m) => /^\|/m.test(m.passage.text) || (names(m.passage, onlyA) && names(m.passage, onlyB)));
  const first = side(a, onlyA);
  const second = side(b, onlyB);
  const closing = pick(context, t.closings.compare);
  const confidence = (m: Match, shown: string) => shownConfidence(context.index, all, shown, 0.3 + 0.65 * m.coverage);
  const whole =
    table ??
    (first && second && first.passage !== second.passage && names(first.passage, onlyA) && names(second.passage, onlyB)
      ? undefined
      : both[0]);
  if (whole) {
    const text = excerpt(whole.passage.text, all);
    return reply(
      avoidRepeat(context, t.answer(where(context, whole.passage), text, closing), whole.passage),
      confidence(whole, text),
    );
  }
  if (!first || !second) return undefined;
  const parts = [first, second].map((m, i) => ({
    where: where(context, m.passage),
    text: excerpt(m.passage.text, i === 0 ? a : b, PART_WORDS),
  }));
  const shown = parts.map((part) => part.text).join(' ');
  return reply(
    avoidRepeat(context, t.parts(parts, closing), first.passage),
    Math.min(confidence(first, shown), confidence(second, shown)),
  );
}

/** The match of the first passage of a match's section (the lesson's order), if it matched. */
function sectionStartOf(index: TopicIndex, match: Match, matches: Match[]): Match | undefined {
  const { passage } = match;
  const first = index.passages.find(
    (p) => p.topic?.id === passage.topic?.id && p.heading === passage.heading && p.kind === passage.kind,
  );
  return matches.find((m) => m.passage === first);
}

/** Each part of a question of several stays within this many words of the lesson. */
const PART_WORDS = 45;

/**
 * A question of two parts ("আইসোটোপ কাকে বলে? এর দুটি ব্যবহার লেখো।", "X ki, ar eta … keno?"): the
 * first part from the passage chosen for the whole, and a later part whose own words that excerpt
 * does not show from the passage that has them (the first part's words tell which thing "এর"/"it"
 * is). Undefined when the excerpt already answers every part.
 */
function answerParts(context: Context, best: Match, words: string[], reply: Reply): OfflineReply | undefined {
  const { index, t, request } = context;
  const pieces = request.message.split(JOINS_QUESTIONS).filter((piece) => plainWords(piece).length > 0);
  if (pieces.length < 2 || pieces.length > 4) return undefined;
  const head = pieces[0] as string;
  const firstWords = conceptsOf(context, head);
  if (firstWords.length === 0) return undefined;
  // The first part from its own passage: the whole question's best may be the later part's.
  const ranked = rank(index, firstWords, notAnswers, boostFor(context, request.topic.id, true)).filter(
    (m) => m.passage.kind !== 'exercise',
  );
  const defines = asksDefinition(normalize(head), firstWords);
  // A term is defined where the lesson sets it in bold or heads a section with it.
  const definedIn = (m: Match) =>
    firstWords.every((token) => m.passage.boldTokens.includes(token) || m.passage.headingTokens.includes(token));
  let first =
    (defines ? ranked.find((m) => answers(index, m) && definedIn(m)) : undefined) ??
    ranked.find((m) => answers(index, m)) ??
    best;
  if (defines) first = sectionStart(index, first, ranked);
  // A definition opens its section: read from there, not from where the term recurs most.
  const opening = units(first.passage.text)[0] ?? '';
  const opensSection =
    defines &&
    first.passage.heading !== null &&
    sectionStartOf(index, first, [first]) === first &&
    contentTokens(opening).some((token) => firstWords.includes(token));
  const firstText = excerpt(first.passage.text, opensSection ? [] : firstWords, PART_WORDS);
  const shownTokens = new Set(contentTokens(firstText));
  const shownPassages = new Set([first.passage]);
  const parts = [{ where: where(context, first.passage), text: firstText }];
  // A word in many of the chapter's passages ("এতে", "হয়") says nothing about which part is asked.
  const telling = (token: string) =>
    index.keyTerms.has(token) ||
    (index.documentFrequency.get(token) ?? 0) <= Math.max(2, index.passages.length / COMMON_SHARE);
  for (const piece of pieces.slice(1)) {
    const own = questionTokens(piece, context.query).filter(
      (token) =>
        !isNumber(token) &&
        !INTENT_TOKENS.has(token) &&
        index.documentFrequency.has(token) &&
        !firstWords.includes(token) &&
        telling(token),
    );
    // A part the excerpt already speaks to (most of its words, by weight) needs nothing more.
    const said = own.filter((token) => shownTokens.has(token)).reduce((sum, token) => sum + weight(index, token), 0);
    if (own.length === 0 || said >= SAID_SHARE * own.reduce((sum, token) => sum + weight(index, token), 0)) continue;
    const found = rank(
      index,
      [...own, ...firstWords],
      (p) => notAnswers(p) && p.kind !== 'exercise',
      boostFor(context, first.passage.topic?.id),
    ).find(
      (m) => own.some((token) => m.matched.includes(token)) && m.matched.some((token) => firstWords.includes(token)),
    );
    if (!found) continue;
    const text = excerpt(found.passage.text, own, PART_WORDS);
    if (parts.some((part) => part.text === text)) continue;
    parts.push({ where: shownPassages.has(found.passage) ? '' : where(context, found.passage), text });
    shownPassages.add(found.passage);
    for (const token of contentTokens(text)) shownTokens.add(token);
  }
  // One part only: the whole question's passage answers, as for any question.
  if (parts.length < 2) return undefined;
  const closings = /\$/.test(first.passage.text) ? t.closings.formula : t.closings.answer;
  const body = t.parts(parts, pick(context, closings));
  return reply(
    avoidRepeat(context, body, first.passage),
    shownConfidence(context.index, words, body, confidenceOf(index, first, ranked)),
  );
}

/** A later part is answered when the excerpt shows less than this share of its words. */
const SAID_SHARE = 0.6;
/** A token in more than 1/COMMON_SHARE of the chapter's passages is common. */
const COMMON_SHARE = 8;

/**
 * Confidence as the reply shows it: a passage may hold the question's words where the excerpt
 * does not quote them, so the share (weighted) of the question's words that the chapter has and
 * the reply shows caps the confidence of the passage's match.
 */
export function shownConfidence(index: TopicIndex, words: string[], shown: string, base: number): number {
  const asked = unique(words).filter(
    (token) => !isNumber(token) && !INTENT_TOKENS.has(token) && index.documentFrequency.has(token),
  );
  if (asked.length === 0) return base;
  const present = new Set(contentTokens(shown));
  const total = asked.reduce((sum, token) => sum + weight(index, token), 0);
  const covered = asked.filter((token) => present.has(token)).reduce((sum, token) => sum + weight(index, token), 0);
  const cap = SHOWN_FLOOR + (1 - SHOWN_FLOOR) * (covered / total);
  return Math.round(Math.min(base, cap) * 100) / 100;
}

/** Confidence of a reply that shows none of the question's words. */
const SHOWN_FLOOR = 0.15;

/**
 * A long section is cut into several passages, and its later ones repeat its term more often
 * than the first, which defines it ("**ফাঁকা সেট**… বলে", the list of the seven): the first
 * passage of the same section answers when it matches nearly as well.
 */
function sectionStart(index: TopicIndex, best: Match, matches: Match[]): Match {
  const { passage } = best;
  if (passage.kind !== 'body' || passage.heading === null) return best;
  const first = index.passages.find(
    (p) => p.topic?.id === passage.topic?.id && p.heading === passage.heading && p.kind === passage.kind,
  );
  if (!first || first === passage) return best;
  const match = matches.find((m) => m.passage === first);
  return match && answers(index, match) && match.score >= SECTION_START_SHARE * best.score ? match : best;
}

const SECTION_START_SHARE = 0.6;

/** "X কাকে বলে?", "X mane ki?", or a short "X কী?" with no "why" or "how" in it. */
function asksDefinition(text: string, concepts: string[]): boolean {
  if (WHY_HOW_WORDS.test(text)) return false;
  return STRICT_DEFINITION_WORDS.test(text) || (concepts.length <= 2 && DEFINITION_WORDS.test(text));
}

/**
 * High only when most of the question's words are in the passage and they name what the chapter
 * is about; lower when another topic's passage answers about as well (the question may be about
 * either), and lower still when the match rests on side words alone.
 */
function confidenceOf(index: TopicIndex, match: Match, matches: Match[]): number {
  const concepts = match.matched.filter((token) => !isNumber(token));
  const named = concepts.some((token) => index.keyTerms.has(token));
  const rival = matches.find(
    (m) =>
      m !== match &&
      m.passage.topic?.id !== match.passage.topic?.id &&
      answers(index, m) &&
      m.score >= RIVAL_SHARE * match.score,
  );
  const confidence = (0.3 + 0.65 * match.coverage) * (named ? 1 : UNNAMED_FACTOR) * (rival ? RIVAL_FACTOR : 1);
  return Math.round(confidence * 100) / 100;
}

const UNNAMED_FACTOR = 0.7;
/** A passage that holds the question's key term but not most of its words. */
const PARTIAL_FACTOR = 0.7;
const RIVAL_SHARE = 0.9;
const RIVAL_FACTOR = 0.85;

function answerBody(context: Context, passage: Passage, words: string[]): string {
  const { t } = context;
  if (passage.kind === 'example') {
    return t.example(where(context, passage), exampleBody(passage.text), pick(context, t.closings.example));
  }
  const closings = /\$/.test(passage.text) ? t.closings.formula : t.closings.answer;
  return t.answer(where(context, passage), excerpt(passage.text, words), pick(context, closings));
}

// ---------------------------------------------------------------- homework

/**
 * A homework request gets no finished answer to copy and no refusal: the tutor says it will help,
 * gives a first hint from the chapter's passage on it and asks the student to write the first
 * point. "আরেকটু hint দাও" / "next" gives the next part of that section, a try gets checked against
 * the section's key terms, and "উত্তরটা বলো" after a hint shows the whole section to write from.
 */
const homeworkStateSchema = z.object({
  homework: z.literal(1),
  /** The passage in the chapter's index (with its topic, to notice a changed chapter). */
  passage: z.number().int().nonnegative(),
  topic: z.number().int(),
  /** Units of its section already shown, by position. */
  shown: z.array(z.number().int().nonnegative()).max(200),
  hints: z.number().int().nonnegative(),
});
type HomeworkState = z.infer<typeof homeworkStateSchema>;

/** A request for the answer is short; a longer message is the student's own try. */
const MAX_ASK_WORDS = 6;
/** A hint is about this many words of the lesson. */
const HINT_WORDS = 45;
/** The whole section, shown at the end of the ladder, stays within this many words. */
const WHOLE_WORDS = 110;
/** "next step?", "porer ta", "আরেকটু": more of the same help. */
const NEXT_WORDS = phrases([
  'next',
  'porer',
  'পরের',
  'তারপর',
  'tarpor',
  'then what',
  'আরেকটু',
  'আরেকটা',
  'arektu',
  'another',
]);

function helpWithHomework(context: Context, reply: Reply): OfflineReply {
  const { request, index, t } = context;
  const text = normalize(request.message);
  const asked = questionTokens(request.message, context.query).filter((token) => !HOMEWORK_TOKENS.has(token));
  const tokens = asked.filter((token) => !INTENT_TOKENS.has(token));
  const concepts = tokens.filter((token) => !isNumber(token));
  const item = EXERCISE_NUMBER.exec(text);
  const itemNumber = item?.[1] ?? item?.[2];
  // The book's exercise, by its number or its words: the exercise with a hint from the lesson.
  if (itemNumber || isExerciseItem(context, tokens)) {
    return helpWithExercise(context, concepts, itemNumber ? [itemNumber] : tokens.filter(isNumber), reply);
  }
  if (concepts.length === 0) return reply(t.homeworkWhich, 0.8);
  const matches = rank(
    index,
    concepts,
    (p) => p.kind !== 'answers' && p.kind !== 'exercise',
    boostFor(context, request.topic.id, true),
  );
  const keyTerm =
    lessonCoverage(index, concepts) > MIN_COVERAGE
      ? matches.find((m) => m.matched.some((token) => index.keyTerms.has(token)))
      : undefined;
  const best = matches.find((m) => answers(index, m)) ?? keyTerm;
  if (!best) return reply(t.notCovered(request.topic.name, index.outline), 0.1 + 0.3 * (matches[0]?.coverage ?? 0));
  // A task about the section as a whole (its heading holds the question's words: "ভাষার
  // বৈশিষ্ট্য") starts at the head of the section; one about a detail, at the passage that has it.
  const named = asked.filter((token) => !isNumber(token) && best.passage.headingTokens.includes(token));
  const whole = named.length >= Math.min(2, concepts.length);
  const start = whole
    ? index.passages.findIndex(
        (p) =>
          p.topic?.id === best.passage.topic?.id && p.heading === best.passage.heading && p.kind === best.passage.kind,
      )
    : index.passages.indexOf(best.passage);
  const state: HomeworkState = {
    homework: 1,
    passage: start,
    topic: best.passage.topic?.id ?? request.topic.id,
    shown: [],
    hints: 0,
  };
  const hint = nextHint(context, state);
  return {
    ...reply(
      t.homeworkStart(where(context, best.passage), hint.text, pick(context, t.closings.homework)),
      confidenceOf(index, best, matches),
    ),
    state: hint.state,
  };
}

/**
 * The section a homework passage opens: it and the passages after it under the same heading; a
 * section too short for two hints (a topic's opening lines) goes on into the topic's next section.
 */
function sectionUnits(index: TopicIndex, start: number): string[] {
  const first = index.passages[start];
  if (!first) return [];
  const out: string[] = [];
  let section = first;
  for (let i = start; i < index.passages.length; i += 1) {
    const p = index.passages[i] as Passage;
    if (i > start && (p.topic?.id !== first.topic?.id || p.heading !== section.heading || p.kind !== section.kind)) {
      const short = wordCount(out.join(' ')) < 2 * HINT_WORDS;
      if (!short || p.topic?.id !== first.topic?.id || p.kind !== 'body' || section !== first) break;
      section = p;
    }
    // A list's items are hints one by one; a picture is no hint.
    for (const part of units(p.text)) {
      if (/^!\[/.test(part)) continue;
      out.push(...(/^(- |\* |\d+\.|[০-৯]+\.)/.test(part) ? part.split(/\n(?=- |\* |\d+\.|[০-৯]+\.)/) : [part]));
    }
  }
  return out;
}

/** The next units of the section not yet shown, about HINT_WORDS words (a list with its lead-in). */
function nextHint(context: Context, state: HomeworkState): { text: string; state: HomeworkState; last: boolean } {
  const parts = sectionUnits(context.index, state.passage);
  const chosen: number[] = [];
  let count = 0;
  for (let i = 0; i < parts.length; i += 1) {
    if (state.shown.includes(i)) continue;
    const size = wordCount(parts[i] as string);
    const introduces = /[:：]\s*$/.test(parts[chosen.at(-1) ?? -1] ?? '');
    if (chosen.length > 0 && count + size > HINT_WORDS && !introduces) break;
    chosen.push(i);
    count += size;
  }
  const shown = [...state.shown, ...chosen];
  return {
    text: joinUnits(chosen.map((i) => parts[i] as string)),
    state: { ...state, shown, hints: state.hints + (chosen.length > 0 ? 1 : 0) },
    last: shown.length >= parts.length,
  };
}

function openHomework(context: Context): HomeworkState | undefined {
  const last = context.request.history.findLast((turn) => turn.role === 'assistant');
  const parsed = homeworkStateSchema.safeParse(last?.state);
  if (!parsed.success) return undefined;
  // The chapter changed since: the stored passage is no longer the one the hints came from.
  return context.index.passages[parsed.data.passage]?.topic?.id === parsed.data.topic ? parsed.data : undefined;
}

/** The student's next message on a homework begun: a request for more, for the answer, or a try. */
function continueHomework(context: Context, opening: string): OfflineReply | undefined {
  const state = openHomework(context);
  if (!state) return undefined;
  const { t, index, request } = context;
  const text = normalize(request.message);
  const passage = index.passages[state.passage] as Passage;
  const parts = sectionUnits(index, state.passage);
  const out = (body: string, next: HomeworkState | undefined): OfflineReply => ({
    text: opening + body,
    assessment: assessment(0.8),
    ...(next && { state: next }),
  });
  const whole = () =>
    out(
      t.homeworkWhole(
        where(context, passage),
        excerpt(joinUnits(parts), [], WHOLE_WORDS),
        pick(context, t.closings.homeworkWrite),
      ),
      undefined,
    );
  // "answer ta bolo", "উত্তরটা?" ask for it; a longer message with "উত্তর" in it is a try ("আমার উত্তর: …").
  const asksAnswer =
    /\b(?:answer|uttor|uttorta)\b|উত্তর/u.test(text) && plainWords(request.message).length <= MAX_ASK_WORDS;
  if (SHOW.test(text) || (asksAnswer && !STUCK.test(text))) {
    // The answer after at least one more hint than the first; before that, one more hint first.
    if (state.hints < 2) {
      const hint = nextHint(context, state);
      if (hint.text !== '')
        return out(t.homeworkTryFirst(hint.text, pick(context, t.closings.homeworkNext)), hint.state);
    }
    return whole();
  }
  if (STUCK.test(text) || NEXT_WORDS.test(text) || MORE_WORDS.test(text)) {
    const hint = nextHint(context, state);
    if (hint.text === '') return whole();
    return out(
      t.homeworkHint(hint.text, pick(context, hint.last ? t.closings.homeworkWrite : t.closings.homeworkNext)),
      hint.state,
    );
  }
  // A try: checked against the key terms of what was shown. A message sharing nothing with the
  // section (a new question) is answered as usual.
  const tried = new Set(questionTokens(request.message, context.query));
  const sectionTokens = new Set(parts.flatMap((part) => contentTokens(part)));
  const shared = [...tried].filter((token) => sectionTokens.has(token));
  if (shared.length < 2 || /[?？]/.test(request.message)) return undefined;
  const terms = unique(state.shown.flatMap((i) => boldTerms(parts[i] ?? '')));
  const used = terms.filter((term) => contentTokens(term).every((token) => tried.has(token)));
  const missing = terms.filter((term) => !used.includes(term));
  const hint = nextHint(context, state);
  return out(
    t.homeworkCheck(
      used,
      missing,
      hint.text,
      pick(context, hint.text === '' ? t.closings.homeworkWrite : t.closings.homeworkNext),
    ),
    hint.text === '' ? undefined : hint.state,
  );
}

/** The bold terms of a passage (`**বাগযন্ত্র**`): what a teacher would look for in the answer. */
function boldTerms(text: string): string[] {
  return [...text.matchAll(/\*\*([^*]{1,60})\*\*/g)]
    .map((m) => (m[1] as string).replace(/[:：।,.]$/u, '').trim())
    .filter(Boolean);
}

function helpWithExercise(context: Context, concepts: string[], numbers: string[], reply: Reply): OfflineReply {
  const { t, index, request } = context;
  const exercises = rank(index, [...concepts, ...numbers], (p) => p.kind === 'exercise', boostFor(context));
  const exercise =
    exercises[0]?.passage ?? index.passages.find((p) => p.kind === 'exercise' && inTopic(request.topic.id)(p));
  if (!exercise)
    return answerQuestion({ ...context, request: { ...request, message: concepts.join(' ') } }, concepts, reply);
  // A long exercise list is cut into several passages: its items are numbered across them.
  const items = topicPassages(context, exercise.topic?.id ?? request.topic.id)
    .filter((p) => p.kind === 'exercise')
    .flatMap((p) => exerciseItems(p.text));
  const wanted = numbers.length > 0 ? items.find((item) => normalize(item).startsWith(`${numbers[0]}.`)) : undefined;
  const item = wanted ?? rankLines(items, concepts)[0] ?? items[0] ?? exercise.text;
  const itemTokens = contentTokens(item).filter((token) => !isNumber(token));
  const topicId = exercise.topic?.id ?? request.topic.id;
  // A calculation the guided steps know is worked step by step, its answer held back until a try.
  if (/\d/.test(normalize(item))) {
    const guided = guide({ ...request, history: [], message: item.replace(/^\s*(?:\d+|[০-৯]+)[.)।]\s*/u, '') });
    if (guided?.state) return { ...reply(join2(item, guided.text), 0.9), state: guided.state };
  }
  const help =
    rank(
      index,
      itemTokens,
      (p) => (p.kind === 'body' || p.kind === 'summary' || p.kind === 'intro') && inTopic(topicId)(p),
    )[0]?.passage ?? topicPassages(context, topicId).find((p) => p.kind === 'intro' || p.kind === 'body');
  const body = t.exercise(
    item,
    help ? where(context, help) : '',
    help ? excerpt(help.text, itemTokens, 45) : '',
    pick(context, t.closings.exercise),
  );
  return reply(avoidRepeat(context, body, help), 0.75);
}

/** Most of the question's words make up one numbered item of an exercise. */
function isExerciseItem(context: Context, words: string[]): boolean {
  if (words.length < 3) return false;
  const wanted = new Set(words);
  return context.index.passages
    .filter((p) => p.kind === 'exercise')
    .some((p) =>
      exerciseItems(p.text).some((item) => {
        const tokens = new Set(contentTokens(item));
        return [...wanted].filter((token) => tokens.has(token)).length >= 0.8 * wanted.size;
      }),
    );
}

/** The passage of a topic that carries the method in symbols, best for the words. */
function formulaPassage(context: Context, words: string[], topicId: number): Passage | undefined {
  const withMaths = (p: Passage) =>
    inTopic(topicId)(p) && /\$/.test(p.text) && (p.kind === 'body' || p.kind === 'summary' || p.kind === 'intro');
  return rank(context.index, words, withMaths)[0]?.passage ?? context.index.passages.find(withMaths);
}

/** "«topic» পাঠের «heading» অংশে": where in the chapter a passage is. */
function where(context: Context, passage: Passage): string {
  const bengali =
    (passage.text.match(/[\u0980-\u09ff]/gu)?.length ?? 0) > (passage.text.match(/[a-z]/giu)?.length ?? 0);
  return context.t.where(
    passage.topic?.name ?? context.request.topic.name,
    passage.heading,
    passage.topic?.id === context.request.topic.id,
    bengali,
  );
}

/** Never the same reply twice: a repeat gets the passage's next part, or another wording. */
function avoidRepeat(context: Context, body: string, passage: Passage | undefined): string {
  if (!context.earlier.includes(body)) return body;
  const rest = passage ? excerpt(passage.text, [], EXCERPT_WORDS, 1) : '';
  return context.t.again(rest, pick({ ...context, turn: context.turn + 1 }, context.t.closings.answer));
}

// ---------------------------------------------------------------- excerpts

/** Units of a passage: sentences of prose, and formulas, tables and lists whole. */
function units(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const trimmed = block.trim();
    if (trimmed === '') continue;
    if (/^(\$\$|\||>|- |\d+\.|[০-৯]+\.|!\[)/.test(trimmed) || trimmed.includes('$$')) {
      out.push(trimmed);
      continue;
    }
    out.push(...splitSentences(trimmed));
  }
  return out;
}

/** Sentence ends: `।`, `?`, `!`, or `.` before a space (not inside inline maths). */
function splitSentences(block: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let inMath = false;
  for (let i = 0; i < block.length; i += 1) {
    const char = block[i];
    if (char === '$') inMath = !inMath;
    if (inMath) continue;
    const end =
      char === '।' ||
      char === '?' ||
      char === '!' ||
      (char === '.' && /\s/.test(block[i + 1] ?? ' ') && !/\d/.test(block[i - 1] ?? ''));
    if (end && (i + 1 >= block.length || /\s/.test(block[i + 1] ?? ''))) {
      sentences.push(block.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  if (start < block.length && block.slice(start).trim() !== '') sentences.push(block.slice(start).trim());
  return sentences;
}

/** Words the student reads: maths counts as one, a picture's description as none. */
const wordCount = (text: string) =>
  plainWords(text.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, ' x ')).length;

/**
 * Up to `limit` words of a passage around what the question asks: from the sentence that holds
 * most of its words onwards (a formula after it stays with it), in the lesson's order.
 */
function excerpt(text: string, words: string[], limit = EXCERPT_WORDS, skip = 0): string {
  if (skip === 0 && wordCount(text) <= limit) return text.trim();
  const parts = units(text);
  const wanted = new Set(words);
  let start = 0;
  let bestScore = -1;
  parts.forEach((part, i) => {
    const score = contentTokens(part).filter((token) => wanted.has(token)).length;
    if (score > bestScore) {
      bestScore = score;
      start = i;
    }
  });
  if (bestScore <= 0) start = 0;
  start = Math.min(start + skip, Math.max(parts.length - 1, 0));
  // A sentence that opens with a formula's name belongs with the sentence before it.
  const chosen: string[] = [];
  let count = 0;
  for (let i = start; i < parts.length; i += 1) {
    const part = parts[i] as string;
    const size = wordCount(part);
    // A sentence ending in ":" introduces what follows (a list): never cut between them.
    const introduces = /[:：]\s*$/.test(chosen.at(-1) ?? '');
    if (chosen.length > 0 && count + size > (introduces ? 2 * limit : limit)) break;
    chosen.push(part);
    count += size;
  }
  return joinUnits(chosen);
}

function joinUnits(parts: string[]): string {
  let out = '';
  for (const part of parts) {
    const block = /^(\$\$|\||>|- |\d+\.|[০-৯]+\.|!\[)/.test(part) || part.includes('$$');
    out += out === '' ? part : block || /^(\$\$|\|)/.test(out.split('\n').at(-1) ?? '') ? `\n\n${part}` : ` ${part}`;
  }
  return out;
}

/** The lines of a passage that share most words with the question (a list's items, say). */
function bestLines(text: string, words: string[], count: number): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return rankLines(lines, words).slice(0, count).join('\n');
}

function rankLines(lines: string[], words: string[]): string[] {
  const wanted = new Set(words);
  return lines
    .map((line, i) => ({ line, i, score: contentTokens(line).filter((token) => wanted.has(token)).length }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((entry) => entry.line);
}

const join2 = (first: string, second: string) => `${first}\n\n${second}`;

/** The numbered items of an exercise passage ("১. …"). */
function exerciseItems(text: string): string[] {
  return text
    .split(/\n\s*\n|\n(?=\s*(?:\d+|[০-৯]+)[.)।])/)
    .map((item) => item.trim())
    .filter((item) => /^(?:\d+|[০-৯]+)[.)।]/.test(item));
}

const exampleTitle = (p: Passage) => p.heading ?? '';
const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

/** A worked example: its question and the start of its solution; the student finishes it. */
function exampleBody(text: string): string {
  return excerpt(text, [], EXCERPT_WORDS);
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function pick(context: Context, options: readonly string[]): string {
  const used = new Set(context.earlier.map((text) => options.find((option) => text.endsWith(option))).filter(Boolean));
  const fresh = options.filter((option) => !used.has(option));
  const list = fresh.length > 0 ? fresh : options;
  return list[Math.abs(Math.floor(context.turn)) % list.length] as string;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
function localDigits(context: Context): (number: string) => string {
  return (number) =>
    context.request.language === 'bn'
      ? number.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit)
      : number;
}
