/**
 * The quiz state machine shared by the standalone quiz and the tutor's demo quiz (spec §4,
 * "Standalone quiz"). Pure: the time comes in with each event, so tests drive it with a fake
 * clock, and the time left is computed from timestamps, never by counting ticks.
 *
 * Two ways to grade: 'check' grades from the options' own `isCorrect` (the built-in questions);
 * 'submit' waits for a 'verdict' from outside (the chapter quiz, graded by the server, whose
 * questions come without the key). Two clocks: a countdown per question (the spec's 30 s), or
 * one clock shared by the whole quiz (a chapter quiz's time limit).
 */

export type QuizId = string | number;

export interface QuizOption {
  id: QuizId;
  text: string;
  /** Known for the built-in questions; absent when the server grades (it keeps the key). */
  isCorrect?: boolean;
}

export const quizDifficulties = ['easy', 'medium', 'hard'] as const;
export type QuizDifficulty = (typeof quizDifficulties)[number];

export const quizCulturalContexts = ['food', 'transport', 'festival', 'sports', 'local', 'none'] as const;
export type QuizCulturalContext = (typeof quizCulturalContexts)[number];

export interface QuizQuestion {
  id: QuizId;
  /** May hold maths (`$…$`). */
  question: string;
  options: readonly QuizOption[];
  explanation?: string | null;
  /** Seconds for this question; the quiz's time limit otherwise. */
  timeLimit?: number;
  difficulty?: QuizDifficulty;
  culturalContext?: QuizCulturalContext;
  /** A real-life note shown with the answer (the tutor's cultural context). */
  culturalNote?: string;
}

export interface QuizAnswer {
  questionId: QuizId;
  /** null when the time ran out first. */
  optionId: QuizId | null;
  correct: boolean;
  expired: boolean;
  timeSpentMs: number;
  /** The right option, once known (null when the time ran out before the key was sent). */
  correctOptionId: QuizId | null;
  /** The explanation as graded; the question's own otherwise. */
  explanation?: string | null;
}

/** The grader's answer on one question (e.g. the server's). */
export interface QuizVerdict {
  correct: boolean;
  correctOptionId: QuizId;
  explanation: string | null;
  /** The answer came too late for the quiz's time limit: it counts as none given. */
  expired?: boolean;
}

/** A countdown per question, or one clock for the whole quiz. */
export const quizTimings = ['perQuestion', 'shared'] as const;
export type QuizTiming = (typeof quizTimings)[number];

export interface QuizState {
  questions: readonly QuizQuestion[];
  /** Seconds per question when a question has no limit of its own; with a shared clock, for the whole quiz. */
  timeLimit: number;
  timing: QuizTiming;
  index: number;
  selectedOptionId: QuizId | null;
  answered: boolean;
  expired: boolean;
  correctCount: number;
  streak: number;
  highestStreak: number;
  secondsLeft: number;
  questionStartedAt: number;
  startedAt: number;
  finishedAt: number | null;
  answers: readonly QuizAnswer[];
  completed: boolean;
  /** An answer sent to the grader, its verdict awaited. */
  pending: { optionId: QuizId; timeSpentMs: number } | null;
  /** The shared clock ran out: the quiz ends after the question on screen. */
  timeUp: boolean;
}

export type QuizEvent =
  | { type: 'select'; optionId: QuizId }
  | { type: 'check'; now: number }
  /** Send the selected option to the grader (answer locked until the verdict). */
  | { type: 'submit'; now: number }
  | { type: 'verdict'; verdict: QuizVerdict; now: number }
  /** The grader could not be reached: the student may send the answer again. */
  | { type: 'submitFailed' }
  | { type: 'expire'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'next'; now: number }
  | { type: 'restart'; now: number };

/** The spec's standalone quiz: 30 seconds per question. */
export const defaultQuizTimeLimit = 30;

export function currentQuestion(state: QuizState): QuizQuestion | undefined {
  return state.questions[state.index];
}

/** Seconds allowed for the current question. */
export function questionTimeLimit(state: QuizState): number {
  return currentQuestion(state)?.timeLimit ?? state.timeLimit;
}

export function createQuizState(
  questions: readonly QuizQuestion[],
  {
    timeLimit = defaultQuizTimeLimit,
    timing = 'perQuestion',
    now,
  }: { timeLimit?: number; timing?: QuizTiming; now: number },
): QuizState {
  const first = questions[0];
  return {
    questions,
    timeLimit,
    timing,
    index: 0,
    selectedOptionId: null,
    answered: false,
    expired: false,
    correctCount: 0,
    streak: 0,
    highestStreak: 0,
    secondsLeft: timing === 'shared' ? timeLimit : (first?.timeLimit ?? timeLimit),
    questionStartedAt: now,
    startedAt: now,
    finishedAt: first ? null : now,
    answers: [],
    // A quiz without questions has nothing to ask.
    completed: !first,
    pending: null,
    timeUp: false,
  };
}

/** When the current countdown reaches 0 (ms since the epoch). */
function deadline(state: QuizState): number {
  return state.timing === 'shared'
    ? state.startedAt + state.timeLimit * 1000
    : state.questionStartedAt + questionTimeLimit(state) * 1000;
}

function secondsLeftAt(state: QuizState, now: number): number {
  // Never more than the limit, even if the clock went back.
  const from = state.timing === 'shared' ? state.startedAt : state.questionStartedAt;
  const remainingMs = deadline(state) - Math.max(now, from);
  return Math.max(0, Math.ceil(remainingMs / 1000));
}

function timeSpentAt(state: QuizState, now: number): number {
  return Math.max(0, Math.min(now, deadline(state)) - state.questionStartedAt);
}

function isOpen(state: QuizState): boolean {
  return !state.completed && !state.answered && !state.expired && state.pending === null;
}

/** The right option as the question itself knows it (built-in questions only). */
function localCorrectOption(question: QuizQuestion): QuizOption | undefined {
  return question.options.find((option) => option.isCorrect);
}

function expire(state: QuizState, now: number): QuizState {
  const question = currentQuestion(state);
  if (!question || !isOpen(state)) return state;
  return {
    ...state,
    answered: true,
    expired: true,
    secondsLeft: 0,
    streak: 0,
    timeUp: state.timing === 'shared',
    answers: [
      ...state.answers,
      {
        questionId: question.id,
        optionId: null,
        correct: false,
        expired: true,
        timeSpentMs: timeSpentAt(state, now),
        correctOptionId: localCorrectOption(question)?.id ?? null,
      },
    ],
  };
}

/** The answer on screen, graded: counts, streak and the answer list move on. */
function answered(state: QuizState, answer: QuizAnswer, now: number): QuizState {
  const streak = answer.correct ? state.streak + 1 : 0;
  return {
    ...state,
    answered: true,
    expired: answer.expired,
    pending: null,
    // The countdown stops where the answer was given (a shared clock runs on).
    secondsLeft: secondsLeftAt(state, now),
    correctCount: state.correctCount + (answer.correct ? 1 : 0),
    streak,
    highestStreak: Math.max(state.highestStreak, streak),
    answers: [...state.answers, answer],
  };
}

export function quizReducer(state: QuizState, event: QuizEvent): QuizState {
  switch (event.type) {
    case 'select': {
      const question = currentQuestion(state);
      // Options cannot be chosen once the question is answered or its time is over.
      if (!question || !isOpen(state) || !question.options.some((option) => option.id === event.optionId)) return state;
      return state.selectedOptionId === event.optionId ? state : { ...state, selectedOptionId: event.optionId };
    }
    case 'check': {
      const question = currentQuestion(state);
      if (!question || !isOpen(state) || state.selectedOptionId === null) return state;
      // The tick may not have run yet (a sleeping phone): the clock decides, not the display.
      if (secondsLeftAt(state, event.now) === 0) return expire(state, event.now);
      const right = localCorrectOption(question);
      const correct = right !== undefined && right.id === state.selectedOptionId;
      return answered(
        state,
        {
          questionId: question.id,
          optionId: state.selectedOptionId,
          correct,
          expired: false,
          timeSpentMs: timeSpentAt(state, event.now),
          correctOptionId: right?.id ?? null,
          explanation: question.explanation ?? null,
        },
        event.now,
      );
    }
    case 'submit': {
      const question = currentQuestion(state);
      if (!question || !isOpen(state) || state.selectedOptionId === null) return state;
      if (secondsLeftAt(state, event.now) === 0) return expire(state, event.now);
      return { ...state, pending: { optionId: state.selectedOptionId, timeSpentMs: timeSpentAt(state, event.now) } };
    }
    case 'verdict': {
      const question = currentQuestion(state);
      const { pending } = state;
      if (!question || !pending || state.completed) return state;
      const { verdict } = event;
      const expired = verdict.expired ?? false;
      return answered(
        state,
        {
          questionId: question.id,
          optionId: expired ? null : pending.optionId,
          correct: verdict.correct && !expired,
          expired,
          timeSpentMs: pending.timeSpentMs,
          correctOptionId: verdict.correctOptionId,
          explanation: verdict.explanation,
        },
        event.now,
      );
    }
    case 'submitFailed':
      return state.pending ? { ...state, pending: null } : state;
    case 'expire':
      return expire(state, event.now);
    case 'tick': {
      // A shared clock runs on through the feedback and while a verdict is awaited.
      const running = state.timing === 'shared' ? !state.completed && !state.timeUp : isOpen(state);
      if (!running) return state;
      const secondsLeft = secondsLeftAt(state, event.now);
      if (secondsLeft === 0) return isOpen(state) ? expire(state, event.now) : { ...state, secondsLeft, timeUp: true };
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
    case 'next': {
      if (state.completed || !state.answered) return state;
      if (state.index >= state.questions.length - 1 || state.timeUp)
        return { ...state, completed: true, finishedAt: event.now };
      const index = state.index + 1;
      const moved = {
        ...state,
        index,
        selectedOptionId: null,
        answered: false,
        expired: false,
        questionStartedAt: event.now,
      };
      return { ...moved, secondsLeft: secondsLeftAt(moved, event.now) };
    }
    case 'restart':
      return createQuizState(state.questions, { timeLimit: state.timeLimit, timing: state.timing, now: event.now });
  }
}

/** round(correct / total × 100); 0 for an empty quiz. */
export function quizScore(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}

/** Passed when the score reaches the passing score (the admin's percent). */
export function quizPassed(score: number, passingScore: number): boolean {
  return score >= passingScore;
}

export interface QuizResult {
  total: number;
  correct: number;
  /** Percent, 0-100. */
  score: number;
  highestStreak: number;
  /** Mean time per answered (or expired) question. */
  averageTimeMs: number;
  totalTimeMs: number;
  answers: readonly QuizAnswer[];
}

export function quizResult(state: QuizState): QuizResult {
  const total = state.questions.length;
  const totalTimeMs = state.answers.reduce((sum, answer) => sum + answer.timeSpentMs, 0);
  return {
    total,
    correct: state.correctCount,
    score: quizScore(state.correctCount, total),
    highestStreak: state.highestStreak,
    averageTimeMs: state.answers.length > 0 ? Math.round(totalTimeMs / state.answers.length) : 0,
    totalTimeMs,
    answers: state.answers,
  };
}

export type QuizTone = 'success' | 'warning' | 'danger';

/** Standalone countdown colour: green above 15 s, yellow 6-15 s, red 5 s or less. */
export function countdownTone(secondsLeft: number): QuizTone {
  if (secondsLeft > 15) return 'success';
  return secondsLeft > 5 ? 'warning' : 'danger';
}

/** Demo quiz countdown colour: green above half the limit, yellow above a quarter, red below. */
export function demoCountdownTone(secondsLeft: number, limit: number): QuizTone {
  if (secondsLeft > limit * 0.5) return 'success';
  return secondsLeft > limit * 0.25 ? 'warning' : 'danger';
}

/** The demo quiz warns when 30 seconds or less are left (and time is not yet over). */
export function isLowTime(secondsLeft: number): boolean {
  return secondsLeft > 0 && secondsLeft <= 30;
}

/** Result bar colour: green above 70 %, yellow above 40 %, red otherwise. */
export function resultTone(score: number): QuizTone {
  if (score > 70) return 'success';
  return score > 40 ? 'warning' : 'danger';
}

export const quizGrades = ['excellent', 'veryGood', 'good', 'fair', 'needsPractice'] as const;
export type QuizGrade = (typeof quizGrades)[number];

/** The demo quiz's grade bands: 90, 80, 70, 60 and below. */
export function gradeFor(score: number): QuizGrade {
  if (score >= 90) return 'excellent';
  if (score >= 80) return 'veryGood';
  if (score >= 70) return 'good';
  if (score >= 60) return 'fair';
  return 'needsPractice';
}
