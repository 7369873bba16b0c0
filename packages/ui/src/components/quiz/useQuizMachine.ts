import { useCallback, useEffect, useRef, useState } from 'react';
import { createQuizState, defaultQuizTimeLimit, quizReducer, quizResult } from './quizMachine';
import type { QuizId, QuizQuestion, QuizResult, QuizState, QuizTiming, QuizVerdict } from './quizMachine';

/** One answer for an outside grader: the time is the client's measure for this question. */
export interface QuizGradeRequest {
  questionId: QuizId;
  optionId: QuizId;
  timeSpentMs: number;
}

export interface QuizMachineOptions {
  /** Read once; to start over with other questions, change the host's `key`. */
  questions: readonly QuizQuestion[];
  /** Seconds per question without a limit of its own; for the whole quiz with a shared clock. */
  timeLimit?: number;
  timing?: QuizTiming;
  /**
   * Grades an answer outside (the server); the questions then need no `isCorrect`. A rejection
   * unlocks the answer so the student can send it again (after the host's own error message).
   */
  grade?: (answer: QuizGradeRequest) => Promise<QuizVerdict>;
  /** Every change of state, e.g. to keep the student's place across a reload. */
  onStateChange?: (state: QuizState) => void;
  /** The clock (ms since the epoch); tests and stories pass a fake or frozen one. */
  now?: () => number;
  /** A state to start from instead of the first question, e.g. a story's mid-quiz state. */
  initialState?: QuizState;
  /** A question was checked; the app shows 'সঠিক উত্তর!' or 'ভুল উত্তর!'. */
  onAnswer?: (correct: boolean) => void;
  /** A question's time ran out; the app shows 'সময় শেষ!'. */
  onExpire?: () => void;
  /** The last question was passed; the app saves the attempt. */
  onComplete?: (result: QuizResult) => void;
}

export interface QuizMachine {
  state: QuizState;
  select: (optionId: QuizId) => void;
  check: () => void;
  next: () => void;
  restart: () => void;
}

/** How often the countdown looks at the clock; the state only changes when a second passes. */
const tickMs = 250;

/**
 * Runs the quiz state machine against the clock and reports answers, expiries and the end of the
 * quiz through callbacks, once each (they are called from the event, not from an effect).
 */
export function useQuizMachine({
  questions,
  timeLimit = defaultQuizTimeLimit,
  timing = 'perQuestion',
  grade,
  onStateChange,
  now = Date.now,
  initialState,
  onAnswer,
  onExpire,
  onComplete,
}: QuizMachineOptions): QuizMachine {
  const [state, setState] = useState(
    () => initialState ?? createQuizState(questions, { timeLimit, timing, now: now() }),
  );
  const current = useRef(state);
  // The latest clock and callbacks, read by the interval without restarting it.
  const latest = useRef({ now, grade, onStateChange, onAnswer, onExpire, onComplete });
  useEffect(() => {
    latest.current = { now, grade, onStateChange, onAnswer, onExpire, onComplete };
  });

  const send = useCallback((make: (time: number) => Parameters<typeof quizReducer>[1]) => {
    const previous = current.current;
    const next = quizReducer(previous, make(latest.current.now()));
    if (next === previous) return;
    current.current = next;
    setState(next);
    const { onAnswer: answered, onExpire: expired, onComplete: completed, onStateChange: changed } = latest.current;
    changed?.(next);
    if (!previous.answered && next.answered) {
      if (next.expired) expired?.();
      else answered?.(next.answers.at(-1)?.correct ?? false);
    }
    if (!previous.completed && next.completed) completed?.(quizResult(next));
  }, []);

  // A shared clock runs until the quiz ends; a question's own only while it is open.
  const running =
    state.timing === 'shared'
      ? !state.completed && !state.timeUp
      : !state.answered && !state.completed && !state.pending;
  useEffect(() => {
    if (!running) return undefined;
    const tick = () => send((time) => ({ type: 'tick', now: time }));
    tick();
    const interval = setInterval(tick, tickMs);
    return () => clearInterval(interval);
  }, [running, state.index, send]);

  const check = useCallback(() => {
    const grader = latest.current.grade;
    if (!grader) {
      send((time) => ({ type: 'check', now: time }));
      return;
    }
    const before = current.current.pending;
    send((time) => ({ type: 'submit', now: time }));
    const { pending, index } = current.current;
    const question = current.current.questions[index];
    // Only a newly sent answer goes to the grader (not a second click while one is on its way).
    if (before || !pending || !question) return;
    grader({ questionId: question.id, optionId: pending.optionId, timeSpentMs: pending.timeSpentMs }).then(
      (verdict) => send((time) => ({ type: 'verdict', verdict, now: time })),
      () => send(() => ({ type: 'submitFailed' })),
    );
  }, [send]);

  return {
    state,
    select: useCallback((optionId: QuizId) => send(() => ({ type: 'select', optionId })), [send]),
    check,
    next: useCallback(() => send((time) => ({ type: 'next', now: time })), [send]),
    restart: useCallback(() => send((time) => ({ type: 'restart', now: time })), [send]),
  };
}
