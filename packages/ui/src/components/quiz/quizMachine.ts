/**
 * The quiz state machine shared by the standalone quiz and the tutor's demo quiz (spec §4,
 * "Standalone quiz"). Pure: the time comes in with each event, so tests drive it with a fake
 * clock, and the time left is computed from timestamps, never by counting ticks.
 */

export type QuizId = string | number;

export interface QuizOption {
  id: QuizId;
  text: string;
  isCorrect: boolean;
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
}

export interface QuizState {
  questions: readonly QuizQuestion[];
  /** Seconds per question when a question has no limit of its own. */
  timeLimit: number;
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
}

export type QuizEvent =
  | { type: 'select'; optionId: QuizId }
  | { type: 'check'; now: number }
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
  { timeLimit = defaultQuizTimeLimit, now }: { timeLimit?: number; now: number },
): QuizState {
  const first = questions[0];
  return {
    questions,
    timeLimit,
    index: 0,
    selectedOptionId: null,
    answered: false,
    expired: false,
    correctCount: 0,
    streak: 0,
    highestStreak: 0,
    secondsLeft: first?.timeLimit ?? timeLimit,
    questionStartedAt: now,
    startedAt: now,
    finishedAt: first ? null : now,
    answers: [],
    // A quiz without questions has nothing to ask.
    completed: !first,
  };
}

function secondsLeftAt(state: QuizState, now: number): number {
  const remainingMs = questionTimeLimit(state) * 1000 - Math.max(0, now - state.questionStartedAt);
  return Math.max(0, Math.ceil(remainingMs / 1000));
}

function timeSpentAt(state: QuizState, now: number): number {
  return Math.min(Math.max(0, now - state.questionStartedAt), questionTimeLimit(state) * 1000);
}

function isOpen(state: QuizState): boolean {
  return !state.completed && !state.answered && !state.expired;
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
    answers: [...state.answers, { questionId: question.id, optionId: null, correct: false, expired: true, timeSpentMs: timeSpentAt(state, now) }],
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
      const correct = question.options.some((option) => option.id === state.selectedOptionId && option.isCorrect);
      const streak = correct ? state.streak + 1 : 0;
      return {
        ...state,
        answered: true,
        // The countdown stops where the answer was given.
        secondsLeft: secondsLeftAt(state, event.now),
        correctCount: state.correctCount + (correct ? 1 : 0),
        streak,
        highestStreak: Math.max(state.highestStreak, streak),
        answers: [
          ...state.answers,
          { questionId: question.id, optionId: state.selectedOptionId, correct, expired: false, timeSpentMs: timeSpentAt(state, event.now) },
        ],
      };
    }
    case 'expire':
      return expire(state, event.now);
    case 'tick': {
      if (!isOpen(state)) return state;
      const secondsLeft = secondsLeftAt(state, event.now);
      if (secondsLeft === 0) return expire(state, event.now);
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
    case 'next': {
      if (state.completed || !state.answered) return state;
      if (state.index >= state.questions.length - 1) return { ...state, completed: true, finishedAt: event.now };
      const index = state.index + 1;
      return {
        ...state,
        index,
        selectedOptionId: null,
        answered: false,
        expired: false,
        secondsLeft: state.questions[index]?.timeLimit ?? state.timeLimit,
        questionStartedAt: event.now,
      };
    }
    case 'restart':
      return createQuizState(state.questions, { timeLimit: state.timeLimit, now: event.now });
  }
}

/** round(correct / total × 100); 0 for an empty quiz. */
export function quizScore(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
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
