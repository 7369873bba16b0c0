import { normalize } from '../text';
import type { Language } from '@study/contract';
import { guideTexts } from '../messages/guide';
import { findNumbers, matches, numberIn, pick } from './numbers';
import type { GuideState, Problem } from './types';

// The guided conversation as a small state machine over one problem: ask a step, check the
// student's number, climb a hint ladder (method → numbers in place → worked solution) each time
// they are stuck or wrong, and keep the answer of a book exercise back until they have tried.

/** What a reply did: for tests and the evaluation. */
export type GuideMove = 'begin' | 'right' | 'wrong' | 'hint' | 'tryFirst' | 'solution';

export interface GuideReply {
  text: string;
  state: GuideState;
  move: GuideMove;
}

/** How many hints a step has before the worked solution. */
const HINTS = 2;

const phrases = (list: string[]) => new RegExp(list.map((item) => normalize(item)).join('|'), 'u');
/** "I don't know / I didn't get it / help", in Bengali, Banglish and English. */
export const STUCK = phrases([
  'জানি না',
  'জানিনা',
  'জানি নাহ',
  'বুঝিনি',
  'বুঝি নি',
  'বুঝি না',
  'বুঝিনা',
  'বুঝলাম না',
  'বুঝতে পারছি না',
  'বুঝতে পারিনি',
  'পারছি না',
  'পারছিনা',
  'পারি না',
  'পারিনা',
  'পারলাম না',
  'আটকে',
  'সাহায্য',
  'ইঙ্গিত',
  'হিন্ট',
  'কীভাবে করব',
  'কিভাবে করব',
  'কিভাবে করবো',
  'কীভাবে করবো',
  'সহজ করে',
  'jani na',
  'janina',
  'jani nah',
  'bujhi nai',
  'bujhini',
  'bujhi na',
  'bujhlam na',
  'parchi na',
  'parsi na',
  'pari na',
  'help',
  'hint',
  'stuck',
  "don't know",
  'dont know',
  'do not know',
  'idk',
  'no idea',
  "didn't get",
  'not sure',
  'confused',
]);
/** "Just show me the answer / the solution". */
export const SHOW = phrases([
  'উত্তর দাও',
  'উত্তর বলো',
  'উত্তর বল',
  'উত্তরটা',
  'উত্তর দেখাও',
  'সমাধান দাও',
  'সমাধান দেখাও',
  'পুরো সমাধান',
  'পুরোটা দেখাও',
  'uttor dao',
  'uttor bolo',
  'uttorta',
  'somadhan dao',
  'somadhan dekhao',
  'solution',
  'show the answer',
  'show answer',
  'give the answer',
  'tell me the answer',
  'just the answer',
]);

const join = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

/** The moves' wording in the reply's language, and its numbers. */
function wording(language: Language) {
  const say = guideTexts[language].moves;
  const num = numberIn(language);
  return { say, num, stepLabel: (index: number) => say.step(num(index + 1)) };
}
type Wording = ReturnType<typeof wording>;

/** The first reply to a problem: the numbers read back, the method, and the first step to do. */
export function begin(
  problem: Problem,
  exercise: boolean,
  seed: number,
  language: Language = 'bn',
  from = 0,
): GuideReply {
  const w = wording(language);
  const { say, stepLabel } = w;
  const first = problem.steps[from];
  const state: GuideState = {
    guide: 1,
    family: problem.family,
    kind: problem.kind,
    inputs: problem.inputs,
    step: 0,
    hint: 0,
    tried: false,
    exercise,
    done: false,
    turn: 0,
    language,
  };
  if (!first) return solution(w, problem, state, seed);
  // A follow-up that changes an earlier problem keeps the steps it shares with it, done.
  const kept = problem.steps
    .slice(0, from)
    .map((step, index) => `${w.num(index + 1)}. ${step.done}`)
    .join('\n');
  return {
    text: join(
      pick(exercise ? say.openExercise : say.open, seed),
      problem.setup,
      kept,
      `${stepLabel(from)} ${first.ask}`,
    ),
    state: { ...state, step: from },
    move: 'begin',
  };
}

/**
 * The student's next message on an open problem: a number for the step, "I'm stuck", or "show
 * the solution". Undefined when the message is none of these (a new question, say).
 */
export function proceed(
  state: GuideState,
  problem: Problem,
  message: string,
  seed: number,
  language: Language = 'bn',
): GuideReply | undefined {
  const w = wording(language);
  const { say } = w;
  if (state.done) return undefined;
  const step = problem.steps[state.step];
  if (!step) return undefined;
  const text = normalize(message);
  const next: GuideState = { ...state, turn: state.turn + 1 };
  const numbers = findNumbers(message);
  const given = numbers.at(-1)?.value;
  if (given !== undefined) return checkAnswer(w, next, problem, given, seed);
  if (SHOW.test(text)) {
    // A book exercise: the next hint instead, the answer only after a try.
    if (state.exercise && !state.tried) return climb(w, next, problem, pick(say.exerciseFirst, seed), seed, 'hint');
    return solution(w, problem, next, seed);
  }
  // A bare "why?" on a step asks what the step rests on: the method is the next hint.
  if (STUCK.test(text) || ASKS_WHY.test(text)) return climb(w, next, problem, pick(say.stuck, seed), seed, 'hint');
  return undefined;
}

/** "কেন?", "keno?", "but why?": the whole message asks why, about what was just said. */
export const ASKS_WHY =
  /^\s*(?:কিন্তু\s+|but\s+|tobe\s+)?(?:কেন|কেনো|keno|kano|why)(?:\s+(?:এমন|হলো|হয়|hoy|holo|is that|so))?\s*[?？!।.]*\s*$/u;

function checkAnswer(w: Wording, state: GuideState, problem: Problem, given: number, seed: number): GuideReply {
  const { say, num } = w;
  const tried: GuideState = { ...state, tried: true };
  const { steps } = problem;
  const last = steps.length - 1;
  if (matches(given, steps[state.step]?.answer ?? Number.NaN)) return advance(w, tried, problem, state.step, seed);
  // A student who skips ahead (or writes the final result at once) is right too.
  for (let later = state.step + 1; later <= last; later += 1) {
    if (matches(given, steps[later]?.answer ?? Number.NaN)) return advance(w, tried, problem, later, seed);
  }
  // A known slip gets its own word before the next hint.
  const slip = steps[state.step]?.mistakes?.find((mistake) => matches(given, mistake.answer));
  const opening = pick(say.wrong(num(given)), seed);
  return climb(w, tried, problem, slip ? `${opening} ${slip.note}` : opening, seed, 'wrong');
}

/** Step `index` is done: say so and ask the next one, or close the problem. */
function advance(w: Wording, state: GuideState, problem: Problem, index: number, seed: number): GuideReply {
  const { say, stepLabel } = w;
  const done = problem.steps[index];
  const next = problem.steps[index + 1];
  if (!done) return solution(w, problem, state, seed);
  if (!next) {
    const praise = index > state.step ? pick(say.rightAll, seed) : pick(say.right, seed);
    return {
      text: join(`${praise} ${done.done}${say.stop}`, say.answer(problem.answer), pick(say.close, seed)),
      state: { ...state, step: index, hint: 0, done: true },
      move: 'right',
    };
  }
  return {
    text: join(`${pick(say.right, seed)} ${done.done}${say.stop}`, `${stepLabel(index + 1)} ${next.ask}`),
    state: { ...state, step: index + 1, hint: 0 },
    move: 'right',
  };
}

/** One rung up the hint ladder; past the last hint, the worked solution (after a try, for an exercise). */
function climb(
  w: Wording,
  state: GuideState,
  problem: Problem,
  opening: string,
  seed: number,
  move: 'hint' | 'wrong',
): GuideReply {
  const { say, stepLabel } = w;
  const step = problem.steps[state.step];
  if (!step) return solution(w, problem, state, seed);
  if (state.hint >= HINTS) {
    if (state.exercise && !state.tried)
      return { text: pick(say.tryFirst(step.hints[1]), seed), state, move: 'tryFirst' };
    return solution(w, problem, state, seed, move === 'wrong' ? 'wrong' : 'solution');
  }
  const hint = step.hints[state.hint] ?? step.hints[1];
  const ending = hint.trimEnd().endsWith('?') ? undefined : pick(say.retry, seed);
  return {
    text: join(opening, `${stepLabel(state.step)} ${hint}`, ending),
    state: { ...state, hint: state.hint + 1 },
    move,
  };
}

/** The worked solution; after a wrong last try it is still the check of a wrong answer. */
function solution(
  w: Wording,
  problem: Problem,
  state: GuideState,
  seed: number,
  move: GuideMove = 'solution',
): GuideReply {
  const { say, num } = w;
  const lines = problem.steps.map((step, index) => `${num(index + 1)}. ${step.done}`).join('\n');
  return {
    text: join(pick(say.solution, seed), lines, say.answer(problem.answer), pick(say.closeAfterSolution, seed)),
    state: { ...state, done: true },
    move,
  };
}
