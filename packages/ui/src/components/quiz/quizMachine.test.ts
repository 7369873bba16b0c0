import { describe, expect, it } from 'vitest';
import {
  countdownTone,
  createQuizState,
  currentQuestion,
  demoCountdownTone,
  gradeFor,
  isLowTime,
  questionTimeLimit,
  quizReducer,
  quizResult,
  quizScore,
  resultTone,
} from './quizMachine';
import type { QuizEvent, QuizQuestion, QuizState } from './quizMachine';

const T0 = 1_700_000_000_000;

const question = (id: string, correct: string, timeLimit?: number): QuizQuestion => ({
  id,
  question: `প্রশ্ন ${id}`,
  options: ['a', 'b', 'c', 'd'].map((option) => ({ id: option, text: option, isCorrect: option === correct })),
  ...(timeLimit ? { timeLimit } : {}),
});

const questions = [question('q1', 'a'), question('q2', 'b'), question('q3', 'c')];
const start = () => createQuizState(questions, { now: T0 });
const run = (state: QuizState, ...events: QuizEvent[]) => events.reduce(quizReducer, state);
const answer = (optionId: string, now: number): QuizEvent[] => [
  { type: 'select', optionId },
  { type: 'check', now },
];

describe('createQuizState', () => {
  it('starts on the first question with a full timer and nothing counted', () => {
    expect(start()).toMatchObject({
      index: 0,
      selectedOptionId: null,
      answered: false,
      expired: false,
      correctCount: 0,
      streak: 0,
      highestStreak: 0,
      secondsLeft: 30,
      questionStartedAt: T0,
      completed: false,
      answers: [],
    });
    expect(currentQuestion(start())?.id).toBe('q1');
  });

  it('uses a question’s own limit before the quiz’s', () => {
    const state = createQuizState([question('q1', 'a', 120)], { timeLimit: 30, now: T0 });
    expect(state.secondsLeft).toBe(120);
    expect(questionTimeLimit(state)).toBe(120);
  });

  it('treats a quiz without questions as completed', () => {
    const state = createQuizState([], { now: T0 });
    expect(state.completed).toBe(true);
    expect(quizResult(state)).toMatchObject({ total: 0, correct: 0, score: 0, averageTimeMs: 0 });
  });
});

describe('select', () => {
  it('chooses and changes an option while the question is open', () => {
    const state = run(start(), { type: 'select', optionId: 'b' }, { type: 'select', optionId: 'c' });
    expect(state.selectedOptionId).toBe('c');
  });

  it('ignores options that are not in the question', () => {
    const state = start();
    expect(quizReducer(state, { type: 'select', optionId: 'z' })).toBe(state);
  });

  it('cannot change the choice once answered', () => {
    const answered = run(start(), ...answer('a', T0 + 1000));
    expect(quizReducer(answered, { type: 'select', optionId: 'b' })).toBe(answered);
  });

  it('cannot choose once the time has expired', () => {
    const expired = quizReducer(start(), { type: 'expire', now: T0 + 30_000 });
    expect(quizReducer(expired, { type: 'select', optionId: 'a' })).toBe(expired);
  });
});

describe('check', () => {
  it('does nothing without a selected option', () => {
    const state = start();
    expect(quizReducer(state, { type: 'check', now: T0 + 1000 })).toBe(state);
  });

  it('a correct answer adds one to the count and the streak, and raises the highest streak', () => {
    const state = run(start(), ...answer('a', T0 + 4000));
    expect(state).toMatchObject({
      answered: true,
      expired: false,
      correctCount: 1,
      streak: 1,
      highestStreak: 1,
      secondsLeft: 26,
    });
    expect(state.answers).toEqual([
      {
        questionId: 'q1',
        optionId: 'a',
        correct: true,
        expired: false,
        timeSpentMs: 4000,
        correctOptionId: 'a',
        explanation: null,
      },
    ]);
  });

  it('a wrong answer resets the streak but keeps the highest streak', () => {
    const state = run(
      start(),
      ...answer('a', T0 + 1000),
      { type: 'next', now: T0 + 2000 },
      ...answer('b', T0 + 3000),
      { type: 'next', now: T0 + 4000 },
      ...answer('a', T0 + 5000),
    );
    expect(state).toMatchObject({ correctCount: 2, streak: 0, highestStreak: 2 });
    expect(state.answers.at(-1)).toMatchObject({ optionId: 'a', correct: false });
  });

  it('cannot be checked twice', () => {
    const answered = run(start(), ...answer('a', T0 + 1000));
    expect(quizReducer(answered, { type: 'check', now: T0 + 2000 })).toBe(answered);
  });

  it('counts as expired when the clock says the time is over, even before a tick', () => {
    const state = run(start(), ...answer('a', T0 + 31_000));
    expect(state).toMatchObject({ answered: true, expired: true, correctCount: 0, streak: 0 });
    expect(state.answers[0]).toMatchObject({ optionId: null, expired: true, timeSpentMs: 30_000 });
  });
});

describe('tick and expire', () => {
  it('counts the seconds left from the question’s start time', () => {
    expect(quizReducer(start(), { type: 'tick', now: T0 + 500 }).secondsLeft).toBe(30);
    expect(quizReducer(start(), { type: 'tick', now: T0 + 1000 }).secondsLeft).toBe(29);
    expect(quizReducer(start(), { type: 'tick', now: T0 + 25_100 }).secondsLeft).toBe(5);
    expect(quizReducer(start(), { type: 'tick', now: T0 + 29_999 }).secondsLeft).toBe(1);
  });

  it('keeps the same state object when the displayed second has not changed', () => {
    const state = quizReducer(start(), { type: 'tick', now: T0 + 1000 });
    expect(quizReducer(state, { type: 'tick', now: T0 + 1500 })).toBe(state);
  });

  it('expires at zero: answered, expired, streak reset, no correct answer', () => {
    const onStreak = run(start(), ...answer('a', T0 + 1000), { type: 'next', now: T0 + 2000 });
    const state = quizReducer(onStreak, { type: 'tick', now: T0 + 2000 + 30_000 });
    expect(state).toMatchObject({
      answered: true,
      expired: true,
      secondsLeft: 0,
      streak: 0,
      highestStreak: 1,
      correctCount: 1,
    });
    expect(state.answers.at(-1)).toEqual({
      questionId: 'q2',
      optionId: null,
      correct: false,
      expired: true,
      timeSpentMs: 30_000,
      correctOptionId: 'b',
    });
  });

  it('catches up after a long pause in ticking (a throttled background tab)', () => {
    const state = quizReducer(start(), { type: 'tick', now: T0 + 5 * 60_000 });
    expect(state.expired).toBe(true);
    expect(state.answers[0]?.timeSpentMs).toBe(30_000);
  });

  it('an expire event keeps a selected but unchecked option out of the score', () => {
    const state = run(start(), { type: 'select', optionId: 'a' }, { type: 'expire', now: T0 + 30_000 });
    expect(state).toMatchObject({ expired: true, correctCount: 0 });
    expect(state.answers[0]?.optionId).toBeNull();
  });

  it('stops ticking and expiring once answered', () => {
    const answered = run(start(), ...answer('a', T0 + 1000));
    expect(quizReducer(answered, { type: 'tick', now: T0 + 60_000 })).toBe(answered);
    expect(quizReducer(answered, { type: 'expire', now: T0 + 60_000 })).toBe(answered);
  });
});

describe('next', () => {
  it('does nothing before the question is answered', () => {
    const state = start();
    expect(quizReducer(state, { type: 'next', now: T0 + 1000 })).toBe(state);
  });

  it('moves on, clears the selection and the expired flag, and resets the timer', () => {
    const expired = quizReducer(start(), { type: 'expire', now: T0 + 30_000 });
    const state = quizReducer(expired, { type: 'next', now: T0 + 31_000 });
    expect(state).toMatchObject({
      index: 1,
      selectedOptionId: null,
      answered: false,
      expired: false,
      secondsLeft: 30,
      questionStartedAt: T0 + 31_000,
    });
  });

  it('uses the next question’s own time limit', () => {
    const state = run(
      createQuizState([question('q1', 'a', 80), question('q2', 'b', 150)], { now: T0 }),
      ...answer('a', T0 + 1000),
      {
        type: 'next',
        now: T0 + 2000,
      },
    );
    expect(state.secondsLeft).toBe(150);
  });

  it('completes the quiz after the last question', () => {
    const state = run(
      start(),
      ...answer('a', T0 + 1000),
      { type: 'next', now: T0 + 1000 },
      ...answer('b', T0 + 3000),
      { type: 'next', now: T0 + 3000 },
      ...answer('c', T0 + 6000),
      { type: 'next', now: T0 + 7000 },
    );
    expect(state).toMatchObject({ completed: true, finishedAt: T0 + 7000, correctCount: 3, highestStreak: 3 });
    expect(quizReducer(state, { type: 'next', now: T0 + 8000 })).toBe(state);
    expect(quizReducer(state, { type: 'select', optionId: 'a' })).toBe(state);
  });
});

describe('restart', () => {
  it('resets index, selection, counts, streaks, timer and expired flag', () => {
    const played = run(
      start(),
      ...answer('a', T0 + 1000),
      { type: 'next', now: T0 + 1000 },
      { type: 'expire', now: T0 + 31_000 },
    );
    const state = quizReducer(played, { type: 'restart', now: T0 + 40_000 });
    expect(state).toEqual(createQuizState(questions, { now: T0 + 40_000 }));
  });
});

describe('results', () => {
  it('scores round(correct / total × 100)', () => {
    expect(quizScore(2, 3)).toBe(67);
    expect(quizScore(1, 3)).toBe(33);
    expect(quizScore(3, 3)).toBe(100);
    expect(quizScore(0, 0)).toBe(0);
  });

  it('averages the time over every question, expired ones at their full limit', () => {
    const state = run(
      start(),
      ...answer('a', T0 + 4000),
      { type: 'next', now: T0 + 4000 },
      { type: 'tick', now: T0 + 34_000 },
      { type: 'next', now: T0 + 35_000 },
      ...answer('c', T0 + 37_000),
      { type: 'next', now: T0 + 37_000 },
    );
    expect(quizResult(state)).toMatchObject({
      total: 3,
      correct: 2,
      score: 67,
      highestStreak: 1,
      totalTimeMs: 36_000,
      averageTimeMs: 12_000,
    });
  });
});

describe('colours and grades', () => {
  it('colours the standalone countdown green above 15, yellow 6-15, red 5 or less', () => {
    expect(countdownTone(30)).toBe('success');
    expect(countdownTone(16)).toBe('success');
    expect(countdownTone(15)).toBe('warning');
    expect(countdownTone(6)).toBe('warning');
    expect(countdownTone(5)).toBe('danger');
    expect(countdownTone(0)).toBe('danger');
  });

  it('colours the demo countdown at half and a quarter of the limit, and warns at 30 s', () => {
    expect(demoCountdownTone(61, 120)).toBe('success');
    expect(demoCountdownTone(60, 120)).toBe('warning');
    expect(demoCountdownTone(31, 120)).toBe('warning');
    expect(demoCountdownTone(30, 120)).toBe('danger');
    expect(isLowTime(31)).toBe(false);
    expect(isLowTime(30)).toBe(true);
    expect(isLowTime(1)).toBe(true);
    expect(isLowTime(0)).toBe(false);
  });

  it('colours the result bar green above 70, yellow above 40, red otherwise', () => {
    expect(resultTone(71)).toBe('success');
    expect(resultTone(70)).toBe('warning');
    expect(resultTone(41)).toBe('warning');
    expect(resultTone(40)).toBe('danger');
  });

  it('grades at 90, 80, 70 and 60', () => {
    expect(gradeFor(100)).toBe('excellent');
    expect(gradeFor(90)).toBe('excellent');
    expect(gradeFor(89)).toBe('veryGood');
    expect(gradeFor(80)).toBe('veryGood');
    expect(gradeFor(70)).toBe('good');
    expect(gradeFor(60)).toBe('fair');
    expect(gradeFor(59)).toBe('needsPractice');
    expect(gradeFor(0)).toBe('needsPractice');
  });
});

describe('graded outside, with one clock for the whole quiz', () => {
  // The server keeps the key: the questions come without isCorrect.
  const unkeyed: QuizQuestion[] = ['q1', 'q2', 'q3'].map((id) => ({
    id,
    question: `প্রশ্ন ${id}`,
    options: ['a', 'b', 'c'].map((option) => ({ id: option, text: option })),
  }));
  const shared = () => createQuizState(unkeyed, { timeLimit: 120, timing: 'shared', now: T0 });
  const verdict = (correct: boolean, now: number): QuizEvent => ({
    type: 'verdict',
    verdict: { correct, correctOptionId: 'b', explanation: 'কারণ' },
    now,
  });

  it('locks the answer while it is graded and counts the verdict with the time up to the submit', () => {
    const sent = run(shared(), { type: 'select', optionId: 'a' }, { type: 'submit', now: T0 + 7_000 });
    expect(sent).toMatchObject({ pending: { optionId: 'a', timeSpentMs: 7_000 }, answered: false });
    // No other option while the verdict is awaited.
    expect(run(sent, { type: 'select', optionId: 'c' }).selectedOptionId).toBe('a');
    const graded = run(sent, verdict(false, T0 + 9_000));
    expect(graded).toMatchObject({ answered: true, pending: null, correctCount: 0, streak: 0 });
    expect(graded.answers).toEqual([
      {
        questionId: 'q1',
        optionId: 'a',
        correct: false,
        expired: false,
        timeSpentMs: 7_000,
        correctOptionId: 'b',
        explanation: 'কারণ',
      },
    ]);
  });

  it('unlocks the answer when the grader fails, to be sent again', () => {
    const failed = run(
      shared(),
      { type: 'select', optionId: 'b' },
      { type: 'submit', now: T0 + 1_000 },
      { type: 'submitFailed' },
    );
    expect(failed).toMatchObject({ pending: null, answered: false, selectedOptionId: 'b' });
  });

  it('measures each question from when it was shown, and runs one clock across questions', () => {
    const state = run(
      shared(),
      { type: 'select', optionId: 'b' },
      { type: 'submit', now: T0 + 10_000 },
      verdict(true, T0 + 11_000),
      { type: 'next', now: T0 + 20_000 },
      { type: 'tick', now: T0 + 20_000 },
    );
    // 120 s for the whole quiz, 20 s gone: the second question starts with 100 s left.
    expect(state).toMatchObject({ index: 1, secondsLeft: 100 });
    const second = run(state, { type: 'select', optionId: 'a' }, { type: 'submit', now: T0 + 24_500 });
    expect(second.pending?.timeSpentMs).toBe(4_500);
  });

  it('ends the quiz when the one clock runs out: the open question expires, the next step is the result', () => {
    const out = run(shared(), { type: 'tick', now: T0 + 120_000 });
    expect(out).toMatchObject({ answered: true, expired: true, timeUp: true, secondsLeft: 0 });
    const done = run(out, { type: 'next', now: T0 + 121_000 });
    expect(done).toMatchObject({ completed: true, index: 0 });
    expect(quizResult(done)).toMatchObject({ total: 3, correct: 0, score: 0 });
  });

  it('runs the clock on through the feedback, and finishes after it if the time ran out there', () => {
    const answered = run(
      shared(),
      { type: 'select', optionId: 'b' },
      { type: 'submit', now: T0 + 1_000 },
      verdict(true, T0 + 2_000),
    );
    const late = run(answered, { type: 'tick', now: T0 + 130_000 });
    expect(late).toMatchObject({ timeUp: true, secondsLeft: 0, expired: false, correctCount: 1 });
    expect(run(late, { type: 'next', now: T0 + 131_000 })).toMatchObject({ completed: true });
  });
});
