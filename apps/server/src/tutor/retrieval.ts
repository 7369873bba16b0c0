import { contentTokens, normalize, plainWords } from './text';

// Retrieval over one topic's Markdown: the lesson is cut into passages under its headings, and a
// question's content words are scored against them (BM25). Lessons follow the seed's layout
// (introduction, `##` sections, `### উদাহরণ n`, `## মনে রাখো`, `## অনুশীলনী`, `### উত্তর`), but
// any Markdown works.

export type PassageKind = 'intro' | 'body' | 'example' | 'summary' | 'exercise' | 'answers';

export interface Passage {
  /** The topic it belongs to, in a chapter-wide index (see indexChapter). */
  topic: { id: number; name: string } | null;
  /** Heading of the section it sits under (the innermost one); null for the introduction. */
  heading: string | null;
  kind: PassageKind;
  /** The lesson's Markdown, unchanged (maths included). */
  text: string;
  /** Speaks of real-life use, by its heading or its words. */
  aboutUse: boolean;
  /** Content tokens; the heading's count twice. */
  tokens: string[];
  /** The heading's content tokens: a question that names the section is about it. */
  headingTokens: string[];
  /** Content tokens of its bold terms (`**অভিস্রবণ**`). */
  boldTokens: string[];
}

export interface TopicIndex {
  passages: Passage[];
  /** The `##` headings of explanatory sections, in order: the lesson's outline. */
  outline: string[];
  /** In how many passages each token occurs. */
  documentFrequency: Map<string, number>;
  averageLength: number;
  /** The lesson is written mostly in Latin letters (the English chapter). */
  latin: boolean;
  /** Tokens the lessons name as their subject: in a topic's name, a heading or a bold term. */
  keyTerms: Set<string>;
}

export interface Match {
  passage: Passage;
  score: number;
  /** Share (weighted, see `weight`) of the question's words that this passage contains, 0–1. */
  coverage: number;
  /** The question's tokens this passage contains. */
  matched: string[];
}

const matcher = (words: string[]) => new RegExp(words.map((word) => word.normalize('NFC')).join('|'), 'u');
const EXAMPLE_HEADING = matcher(['উদাহরণ', 'example']);
const SUMMARY_HEADING = matcher(['মনে রাখ', 'সারসংক্ষেপ', 'সারাংশ', 'মূল কথা', 'summary']);
const EXERCISE_HEADING = matcher(['অনুশীলন', 'exercise', 'practice']);
const ANSWERS_HEADING = matcher(['উত্তর', 'সমাধান', 'answers']);
const USE_HEADING = matcher([
  'ব্যবহার',
  'প্রয়োগ',
  'বাস্তব',
  'দৈনন্দিন',
  'জীবনে',
  'কাজে লাগ',
  'গুরুত্ব',
  'application',
  'real life',
  'uses',
]);
const USE_TEXT = matcher([
  'দৈনন্দিন জীবন',
  'বাস্তব জীবন',
  'ব্যবহার করা হয়',
  'ব্যবহৃত হয়',
  'কাজে লাগে',
  'কাজে লাগান',
  'প্রয়োগ করা হয়',
  'ব্যবহার করি',
  'ব্যবহার করেন',
  'in daily life',
  'in real life',
  'is used',
]);

/** A passage closes once it has this many words (a worked example stays whole). */
const PASSAGE_WORDS = 60;
/**
 * Work per question is bounded whatever an admin writes: a topic is read up to this many
 * characters (the longest written topic has about 12,000) and cut into at most this many passages.
 */
export const MAX_TOPIC_CHARS = 60_000;
export const MAX_TOPIC_PASSAGES = 300;

interface Section {
  heading: string | null;
  level: number;
  kind: PassageKind;
  blocks: string[];
}

export function indexTopic(markdown: string): TopicIndex {
  const sections = parseSections(markdown.slice(0, MAX_TOPIC_CHARS));
  const passages: Passage[] = [];
  for (const section of sections) {
    for (const text of groupBlocks(section)) {
      if (passages.length >= MAX_TOPIC_PASSAGES) break;
      const headingTokens = section.heading ? contentTokens(section.heading) : [];
      passages.push({
        topic: null,
        heading: section.heading,
        kind: section.kind,
        text,
        aboutUse: USE_HEADING.test(normalize(section.heading ?? '')) || USE_TEXT.test(normalize(text)),
        tokens: [...contentTokens(text), ...headingTokens, ...headingTokens],
        headingTokens,
        boldTokens: [...text.matchAll(/\*\*([^*\n]+)\*\*/gu)].flatMap((bold) => contentTokens(bold[1] ?? '')),
      });
    }
  }
  const outline = sections
    .filter((section) => section.level === 2 && section.kind === 'body' && section.heading)
    .map((section) => section.heading as string);
  return withStatistics(passages, outline, []);
}

function withStatistics(passages: Passage[], outline: string[], topicNames: string[]): TopicIndex {
  const documentFrequency = new Map<string, number>();
  const keyTerms = new Set(topicNames.flatMap((name) => contentTokens(name)));
  let latinTokens = 0;
  for (const passage of passages) {
    for (const token of new Set(passage.tokens)) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
    for (const token of [...passage.headingTokens, ...passage.boldTokens]) keyTerms.add(token);
    latinTokens += passage.tokens.filter(isLatinToken).length;
  }
  const totalLength = passages.reduce((sum, passage) => sum + passage.tokens.length, 0);
  return {
    passages,
    outline,
    documentFrequency,
    averageLength: passages.length ? totalLength / passages.length : 0,
    latin: latinTokens > totalLength / 2,
    keyTerms,
  };
}

const isLatinToken = (token: string) => /^[a-z]+$/.test(token);

/** Topics of a chapter are read once per content (a chapter is asked about many times). */
const topicCache = new Map<string, TopicIndex>();
const TOPIC_CACHE_SIZE = 400;

function cachedTopicIndex(content: string): TopicIndex {
  const known = topicCache.get(content);
  if (known) return known;
  const index = indexTopic(content);
  if (topicCache.size >= TOPIC_CACHE_SIZE) topicCache.delete(topicCache.keys().next().value as string);
  topicCache.set(content, index);
  return index;
}

/** A chapter's topics searched as one: every passage knows its topic; the outline lists the topics. */
export const MAX_CHAPTER_TOPICS = 40;

export function indexChapter(topics: readonly { id: number; name: string; content: string }[]): TopicIndex {
  const passages: Passage[] = [];
  for (const topic of topics.slice(0, MAX_CHAPTER_TOPICS)) {
    const ref = { id: topic.id, name: topic.name };
    for (const passage of cachedTopicIndex(topic.content).passages) passages.push({ ...passage, topic: ref });
  }
  const names = topics.slice(0, MAX_CHAPTER_TOPICS).map((topic) => topic.name);
  return withStatistics(passages, names, names);
}

/** Rarity of a token in the lesson (BM25's idf). */
function idf(index: TopicIndex, token: string): number {
  const n = index.passages.length;
  const df = index.documentFrequency.get(token) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/**
 * How much a question's word counts towards coverage: rare lesson words most, the chapter's key
 * terms (its main concepts appear everywhere) at least KEY_TERM_WEIGHT, its other everyday words
 * at least half, and a word the lesson never uses a fixed ABSENT_WEIGHT: an off-topic question is
 * told apart by its words meeting no key term (see `answers` in offline.ts), so a colloquial verb
 * the lesson never uses ("হইছিল", "ঢালবো") must not sink a question about the lesson's main idea.
 * A word in Latin letters that a Bengali lesson lacks is one the glossary and the Banglish matcher
 * could not read: its absence says little, so it counts less still; an English lesson that lacks
 * an English word simply does not speak of it (1). The three were set over the
 * tuning, held-out and first unseen sets (bench/RESULTS.md, "Retrieval work").
 */
export function weight(index: TopicIndex, token: string): number {
  if (index.documentFrequency.has(token))
    return Math.max(idf(index, token), index.keyTerms.has(token) ? KEY_TERM_WEIGHT : 0.5);
  if (!isLatinToken(token)) return ABSENT_WEIGHT;
  return index.latin ? 1 : UNREAD_WEIGHT;
}

/**
 * A term the chapter is about occurs in many of its passages, so its idf is low; it still says
 * more about a question than a rare side word ("মাইটোসিস আর মিয়োসিসের পার্থক্য").
 */
const KEY_TERM_WEIGHT = 2;
const UNREAD_WEIGHT = 0.4;
const ABSENT_WEIGHT = 0.5;

/** Passages (optionally only some) ranked by BM25 against the question's tokens, best first; no zero scores. */
export function rank(
  index: TopicIndex,
  queryTokens: string[],
  include: (passage: Passage) => boolean = () => true,
  boost: (passage: Passage) => number = () => 1,
): Match[] {
  const query = [...new Set(queryTokens)];
  const totalWeight = query.reduce((sum, token) => sum + weight(index, token), 0);
  const k1 = 1.2;
  const b = 0.75;
  const matches: Match[] = [];
  for (const passage of index.passages) {
    if (!include(passage)) continue;
    const counts = new Map<string, number>();
    for (const token of passage.tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    let score = 0;
    let covered = 0;
    let inHeading = 0;
    const matched: string[] = [];
    for (const token of query) {
      if (passage.headingTokens.includes(token)) inHeading += weight(index, token);
      const tf = counts.get(token) ?? 0;
      if (tf === 0) continue;
      matched.push(token);
      covered += weight(index, token);
      const norm = 1 - b + (b * passage.tokens.length) / (index.averageLength || 1);
      score += (idf(index, token) * tf * (k1 + 1)) / (tf + k1 * norm);
    }
    // BM25 saturates a word's count, so a section whose heading names what is asked gets a bonus.
    const headingShare = totalWeight > 0 ? inHeading / totalWeight : 0;
    score *= (1 + HEADING_BONUS * headingShare) * boost(passage);
    if (score > 0) matches.push({ passage, score, coverage: totalWeight > 0 ? covered / totalWeight : 0, matched });
  }
  return matches.sort((a, b2) => b2.score - a.score);
}

const HEADING_BONUS = 0.5;

/** Share (weighted, see `weight`) of the question's words found anywhere in the lesson, 0–1; 1 for no words. */
export function lessonCoverage(index: TopicIndex, queryTokens: string[]): number {
  const query = [...new Set(queryTokens)];
  let total = 0;
  let covered = 0;
  for (const token of query) {
    total += weight(index, token);
    if (index.documentFrequency.has(token)) covered += weight(index, token);
  }
  return total > 0 ? covered / total : 1;
}

function parseSections(markdown: string): Section[] {
  const sections: Section[] = [{ heading: null, level: 0, kind: 'intro', blocks: [] }];
  let current = sections[0] as Section;
  let parentKind: PassageKind = 'body';
  let block: string[] = [];
  let inFence = false;
  let inDisplayMath = false;
  const endBlock = () => {
    if (block.some((line) => line.trim() !== '')) current.blocks.push(block.join('\n').trim());
    block = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && !inDisplayMath ? atxHeading(line) : null;
    if (heading) {
      endBlock();
      const { level, title } = heading;
      const kind = sectionKind(title, level <= 2 ? 'body' : parentKind);
      if (level <= 2) parentKind = kind;
      current = { heading: title, level, kind, blocks: [] };
      sections.push(current);
      continue;
    }
    // `$$` on its own line opens or closes a display block, which may hold blank lines.
    if (!inFence && (line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDisplayMath = !inDisplayMath;
    if (line.trim() === '' && !inFence && !inDisplayMath) endBlock();
    else block.push(line);
  }
  endBlock();
  return sections.filter((section) => section.blocks.length > 0);
}

const isBlank = (char: string | undefined) => char === ' ' || char === '\t';

/**
 * An ATX heading (`## Title ##`) read by a single left-to-right scan: a regular expression with
 * adjacent `\s+ … \s*` quantifiers backtracks cubically on `# a` + thousands of spaces + `b`,
 * which blocked the server for minutes (issue 20).
 */
export function atxHeading(line: string): { level: number; title: string } | null {
  let start = 0;
  while (start < 3 && line[start] === ' ') start += 1;
  let level = 0;
  while (line[start + level] === '#') level += 1;
  if (level === 0 || level > 6 || !isBlank(line[start + level])) return null;
  let end = line.length;
  while (end > start + level && (isBlank(line[end - 1]) || line[end - 1] === '\n')) end -= 1;
  // A closing run of `#` counts only after a blank (`# C#` keeps its `#`).
  let close = end;
  while (close > start + level && line[close - 1] === '#') close -= 1;
  if (close < end && isBlank(line[close - 1])) end = close;
  const title = line.slice(start + level, end).trim();
  return title === '' ? null : { level, title };
}

/**
 * The lesson without its answer key (`### উত্তর` under `## অনুশীলনী`, as the tutor's passages
 * see it): what a model may read, since it must guide the student to the exercises' answers.
 */
export function lessonWithoutAnswers(markdown: string): string {
  const kept: string[] = [];
  let parentKind: PassageKind = 'body';
  let skipping = false;
  let inFence = false;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : atxHeading(line);
    if (heading) {
      const kind = sectionKind(heading.title, heading.level <= 2 ? 'body' : parentKind);
      if (heading.level <= 2) parentKind = kind;
      skipping = kind === 'answers';
    }
    if (!skipping) kept.push(line);
  }
  return kept.join('\n');
}

function sectionKind(title: string, parent: PassageKind): PassageKind {
  const text = normalize(title);
  if (EXAMPLE_HEADING.test(text)) return 'example';
  if (SUMMARY_HEADING.test(text)) return 'summary';
  if (EXERCISE_HEADING.test(text)) return 'exercise';
  if (parent === 'exercise' && ANSWERS_HEADING.test(text)) return 'answers';
  return parent === 'body' || parent === 'intro' ? 'body' : parent;
}

/** Consecutive blocks of a section joined into passages of about PASSAGE_WORDS words. */
function groupBlocks(section: Section): string[] {
  if (section.kind === 'example') return [section.blocks.join('\n\n')];
  const passages: string[] = [];
  let group: string[] = [];
  let words = 0;
  for (const block of section.blocks) {
    // A formula or table belongs with the words before it, and so does a list that a sentence
    // ending in ":" introduces ("সাতটি বিষয়ের ওপর ইমান আনতে হয়:").
    const introduced = /[:：]\s*$/.test(group.at(-1) ?? '') && /^\s*(?:[-*] |\d+\.|[০-৯]+\.)/u.test(block);
    const attached = /^(\$\$|\|)/.test(block) || introduced;
    if (words >= PASSAGE_WORDS && !attached) {
      passages.push(group.join('\n\n'));
      group = [];
      words = 0;
    }
    group.push(block);
    words += plainWords(block).length;
  }
  if (group.length > 0) passages.push(group.join('\n\n'));
  return passages;
}
