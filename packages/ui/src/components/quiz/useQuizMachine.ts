import { useCallback, useEffect, useRef, useState } from 'react';
import { createQuizState, defaultQuizTimeLimit, quizReducer, quizResult } from './quizMachine';
import type { QuizId, QuizQuestion, QuizResult, QuizState } from './quizMachine';

export interface QuizMachineOptions {
  /** Read once; to start over with other questions, change the host's `key`. */
  questions: readonly QuizQuestion[];
  /** Seconds per question without a limit of its own. */
  timeLimit?: number;
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
  now = Date.now,
  initialState,
  onAnswer,
  onExpire,
  onComplete,
}: QuizMachineOptions): QuizMachine {
  const [state, setState] = useState(() => initialState ?? createQuizState(questions, { timeLimit, now: now() }));
  const current = useRef(state);
  // The latest clock and callbacks, read by the interval without restarting it.
  const latest = useRef({ now, onAnswer, onExpire, onComplete });
  useEffect(() => {
    latest.current = { now, onAnswer, onExpire, onComplete };
  });

  const send = useCallback((make: (time: number) => Parameters<typeof quizReducer>[1]) => {
    const previous = current.current;
    const next = quizReducer(previous, make(latest.current.now()));
    if (next === previous) return;
    current.current = next;
    setState(next);
    const { onAnswer: answered, onExpire: expired, onComplete: completed } = latest.current;
    if (!previous.answered && next.answered) {
      if (next.expired) expired?.();
      else answered?.(next.answers.at(-1)?.correct ?? false);
    }
    if (!previous.completed && next.completed) completed?.(quizResult(next));
  }, []);

  const open = !state.answered && !state.completed;
  useEffect(() => {
    if (!open) return undefined;
    const tick = () => send((time) => ({ type: 'tick', now: time }));
    tick();
    const interval = setInterval(tick, tickMs);
    return () => clearInterval(interval);
  }, [open, state.index, send]);

  return {
    state,
    select: useCallback((optionId: QuizId) => send(() => ({ type: 'select', optionId })), [send]),
    check: useCallback(() => send((time) => ({ type: 'check', now: time })), [send]),
    next: useCallback(() => send((time) => ({ type: 'next', now: time })), [send]),
    restart: useCallback(() => send((time) => ({ type: 'restart', now: time })), [send]),
  };
}
