import type { Language } from '@study/contract';
import type { TutorTurn } from '../provider';
import { writtenLanguage } from '../language';
import { contentTokens, normalize } from '../text';
import { algebra } from './algebra';
import { atom } from './atom';
import { sets, stats } from './counting';
import { angles, pythagoras } from './figures';
import { geometry } from './geometry';
import { interest } from './interest';
import { begin, proceed } from './machine';
import type { GuideMove } from './machine';
import { guideTexts } from '../messages/guide';
import { findNumbers, hash, pick } from './numbers';
import { pattern } from './pattern';
import { powers } from './powers';
import { profit } from './profit';
import { science } from './science';
import type { Family, GuideState, Problem, ReadResult, Reading } from './types';
import { guideStateSchema } from './types';
import { units } from './units';

export type { GuideState } from './types';

// Guided steps with the student's own numbers: finds the problem in a message (or the one the
// conversation is on), and hands it to the state machine. Pure: the state travels with the
// tutor's stored replies (`TutorTurn.state`).

/**
 * Most specific first: a mean, median or pie chart and a Venn diagram's counts (their lists are no
 * patterns), Pythagoras, a polygon's angles, the algebra formulas and equations, a pattern's list,
 * money words, science units, the atom, doubling and tenfold steps, shapes, then bare units.
 */
const FAMILIES: Family[] = [
  stats,
  sets,
  pythagoras,
  angles,
  algebra,
  pattern,
  interest,
  profit,
  science,
  atom,
  powers,
  geometry,
  units,
];
const byId = new Map(FAMILIES.map((family) => [family.id, family]));

export interface GuideRequest {
  topic: { content: string };
  /** On a chapter-wide question, every topic of the chapter: their exercises are the book's too. */
  chapterTopics?: { content: string }[] | undefined;
  language: Language;
  history: TutorTurn[];
  message: string;
}

/** A guided reply; `state` is null when the reply leaves nothing open (a check of impossible numbers). */
export interface GuideOutcome {
  text: string;
  state: GuideState | null;
  move: GuideMove | 'issue';
}

/** The problem a message asks, in the first family that reads it. */
export function readProblem(message: string, previous?: Reading, language: Language = 'bn'): ReadResult | undefined {
  const text = normalize(message);
  if (previous) {
    const same = byId.get(previous.family)?.read(text, language, previous);
    if (same) return same;
  }
  for (const family of FAMILIES) {
    const result = family.read(text, language);
    if (result) return result;
  }
  return undefined;
}

export function buildProblem(reading: Reading, language: Language = 'bn'): Problem | undefined {
  try {
    const problem = byId.get(reading.family)?.build(reading, language);
    return problem && problem.steps.length > 0 && problem.steps.every((step) => Number.isFinite(step.answer))
      ? problem
      : undefined;
  } catch {
    return undefined; // a stored state from an older version: start afresh
  }
}

/** The guide's state carried by the tutor's last reply, if any. */
export function lastState(history: TutorTurn[]): GuideState | undefined {
  const last = history.findLast((turn) => turn.role === 'assistant');
  const parsed = guideStateSchema.safeParse(last?.state);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The language of the guided replies: English when the student asks for it, or writes the question
 * in English (the lesson's Bengali terms stand beside the English); Bengali for a Bengali or
 * Banglish question. An open problem carries on in its own language whatever the next message is.
 */
function replyLanguage(
  request: GuideRequest,
  open: GuideState | undefined,
  previous: GuideState | undefined,
): Language {
  if (request.language === 'en') return 'en';
  if (open) return open.language ?? 'bn';
  return writtenLanguage(request.message) ?? previous?.language ?? 'bn';
}

/** The guided reply to a message, or undefined when it is no calculation (retrieval answers it). */
export function guide(request: GuideRequest): GuideOutcome | undefined {
  const { message } = request;
  const previous = lastState(request.history);
  const open = previous && !previous.done ? previous : undefined;
  // Wording: by the message for a new problem; turn by turn on an open one, so that no two
  // replies in a row read the same.
  const seed = open ? hash(JSON.stringify(open.inputs)) + open.turn + 1 : hash(message) + request.history.length;
  // A new problem in the message wins over the open one; a follow-up may change a finished one.
  const fresh = replyLanguage(request, undefined, previous);
  const read = readProblem(message, open ? undefined : previous, fresh);
  const lessons = [request.topic, ...(request.chapterTopics ?? [])].map((topic) => topic.content).join('\n\n');
  if (read) return start(read, lessons, message, seed, fresh);
  // A question without numbers about the open problem's figure ("আর সমগ্র তলের ক্ষেত্রফল?",
  // "tahole chade koto hobe?"): the same numbers, another quantity.
  if (open && findNumbers(message).length === 0) {
    const again = byId.get(open.family)?.read(normalize(message), fresh, open);
    if (again) return start(again, lessons, message, seed, fresh, buildProblem(open, fresh));
  }
  if (!open) return undefined;
  // "তাহলে ৪ বছরে?", "tahole 10 tomo pod?", "and for 5 kg?": a new number for one of the open
  // problem's quantities, not an answer to its step. Read against the open problem, or left to the
  // caller to restate the previous question with the new number.
  if (changesNumber(normalize(message))) {
    const changed = byId.get(open.family)?.read(normalize(message), fresh, open);
    // One number of a problem that was no exercise does not make it the book's.
    if (changed) return start(changed, lessons, open.exercise ? message : '', seed, fresh);
    return undefined;
  }
  const language = replyLanguage(request, open, previous);
  const problem = buildProblem(open, language);
  if (!problem) return undefined;
  return proceed(open, problem, message, seed, language);
}

/**
 * Words that open a message building on the previous turn ("তাহলে ৪ বছরে?", "আর ভিটামিন এ?",
 * "ok then for 15?", "and for 5 kg?"), after an optional "ok"/"আচ্ছা". One list for the guided
 * steps and for retrieval's follow-ups.
 */
const FOLLOW_UP_OPENERS = [
  'তাহলে',
  'তাইলে',
  'তো',
  'আর',
  'যদি',
  'tahole',
  'tahle',
  'taile',
  'ar',
  'r',
  'jodi',
  'then',
  'and',
  'what if',
  'what about',
  'how about',
  'if',
];
/** Words that close a follow-up as they open one ("১০ম পদ কত হবে তাহলে?", "koto hobe tahole?"). */
const FOLLOW_UP_CLOSERS = ['তাহলে', 'তাইলে', 'tahole', 'tahle', 'taile', 'then'];
const OPENS_FOLLOW_UP = new RegExp(
  `^\\s*(?:(?:ok|okay|accha|acha|আচ্ছা|ঠিক আছে)[\\s,]+)?(?:${FOLLOW_UP_OPENERS.map(normalize).join('|')})(?=[\\s,?])`,
  'u',
);
const CLOSES_FOLLOW_UP = new RegExp(
  `(?<=[\\s,])(?:${FOLLOW_UP_CLOSERS.map(normalize).join('|')})\\s*[?？!।.]*\\s*$`,
  'u',
);
/** Whether a normalised message opens (or closes) as a follow-up of the previous turn. */
export const opensFollowUp = (text: string) => OPENS_FOLLOW_UP.test(text) || CLOSES_FOLLOW_UP.test(text);

/** A follow-up that names a number with what it counts ("তাহলে ৪ বছরে"). */
const changesNumber = (text: string) =>
  opensFollowUp(text) &&
  /\d+(?:[.,]\d+)?\s*%?\s*[^\s\d?।,.!;:()]{2,}|(?:for|if)\s+\d|\d+\s*(?:হলে|hole|hoy|হয়)|\d+(?:ম|য়|র্থ|ষ্ঠ)\s/u.test(
    text,
  );

function start(
  read: ReadResult,
  lesson: string,
  message: string,
  seed: number,
  language: Language,
  earlier?: Problem,
): GuideOutcome | undefined {
  if ('issue' in read)
    return { text: `${read.issue} ${pick(guideTexts[language].moves.issueEnd, seed)}`, state: null, move: 'issue' };
  const problem = buildProblem(read.reading, language);
  if (!problem) return undefined;
  // The steps a follow-up shares with the problem it changes (the weight on Earth before the Moon's).
  let shared = 0;
  while (earlier && shared < problem.steps.length - 1 && earlier.steps[shared]?.done === problem.steps[shared]?.done)
    shared += 1;
  return begin(problem, isExercise(message, lesson), seed, language, shared);
}

/** The exercises of lessons (the parts under "অনুশীলনী", without their answers), with their numbers. */
export function exercises(lessons: string): { text: string; numbers: number[] }[] {
  return lessons
    .split(/^##\s+অনুশীলনী\s*$/mu)
    .slice(1)
    .map((section) => section.split(/^#{1,3}\s+/mu)[0] ?? '')
    .join('\n')
    .split(/^\s*(?=[০-৯\d]+\.\s)/mu)
    .map((item) => item.replace(/^\s*[০-৯\d]+\.\s/u, '').trim())
    .map((text) => ({ text, numbers: findNumbers(text).map((n) => n.value) }))
    .filter((item) => item.numbers.length > 0);
}

/** How many of an exercise's numbers a question of two or more numbers must share to be it. */
const EXERCISE_SHARE = 0.75;

/**
 * A question is the book's exercise when its numbers are all among one exercise's numbers and
 * nearly all of that exercise's numbers are the question's (with a single number, most of its
 * words are the exercise's too).
 */
export function isExercise(message: string, lesson: string): boolean {
  const asked = findNumbers(message).map((n) => n.value);
  if (asked.length === 0) return false;
  const words = new Set(contentTokens(message));
  return exercises(lesson).some(({ numbers, text }) => {
    if (!asked.every((value) => numbers.includes(value))) return false;
    // The exercise's own numbers are (nearly) all the question's too: a ladder of 17 and 8 feet is
    // no exercise about a square of side 17 cut by triangles of 8 and 9.
    const own = [...new Set(numbers)];
    if (asked.length >= 2) return own.filter((value) => asked.includes(value)).length >= EXERCISE_SHARE * own.length;
    const shared = contentTokens(text).filter((word) => words.has(word)).length;
    return shared >= 0.6 * words.size;
  });
}
