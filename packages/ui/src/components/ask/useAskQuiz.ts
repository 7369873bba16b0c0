import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { QuizId, QuizQuestion } from '../quiz/quizMachine';
import { askQuizReducer, createAskQuizState, latestQuizOffer, withQuizNotes } from './askQuiz';
import type { AskQuizState } from './askQuiz';
import type { AskChatMessage } from './types';

export interface AskQuizOptions {
  /** The chat as the app has it. */
  messages: readonly AskChatMessage[];
  /** The offered quiz's questions once loaded (null or undefined while loading). */
  questions?: readonly QuizQuestion[] | null;
  /** The clock (ms since the epoch); stories and tests pass a fixed one. */
  now?: () => number;
  /** A state to start from, e.g. a story's mid-quiz state. */
  initialState?: AskQuizState;
}

export interface AskQuiz {
  state: AskQuizState;
  /** The app's messages with the quiz's own tutor notes: what AskChat shows. */
  messages: AskChatMessage[];
  accept: () => void;
  decline: () => void;
  select: (optionId: QuizId) => void;
  submit: () => void;
  next: () => void;
  continueLearning: () => void;
  /** Clears the quiz; AskChat then sends the retake message through its onSend. */
  retake: () => void;
}

/**
 * Holds the ask page's quiz: watches the latest tutor message for an offer and the app's
 * questions, and exposes the reducer's events as callbacks for AskChat.
 */
export function useAskQuiz({ messages, questions = null, now = Date.now, initialState }: AskQuizOptions): AskQuiz {
  const [state, dispatch] = useReducer(askQuizReducer, initialState ?? createAskQuizState(questions));
  // The latest clock and questions, read by the callbacks and effects below without re-running them.
  const clock = useRef(now);
  const latestQuestions = useRef(questions);
  useEffect(() => {
    clock.current = now;
    latestQuestions.current = questions;
  });

  // The reducer ignores an offer it has seen, so a re-created message list does no harm.
  const offer = latestQuizOffer(messages);
  useEffect(() => dispatch({ type: 'offer', offer }), [offer]);

  // Keyed by the questions' ids, so an app that maps its data on every render does not loop.
  const questionsKey = questions ? questions.map((question) => String(question.id)).join('|') : null;
  useEffect(() => dispatch({ type: 'questions', questions: latestQuestions.current, now: clock.current() }), [questionsKey]);

  const shown = useMemo(() => withQuizNotes(messages, state.notes), [messages, state.notes]);
  return {
    state,
    messages: shown,
    accept: useCallback(() => dispatch({ type: 'accept', now: clock.current() }), []),
    decline: useCallback(() => dispatch({ type: 'decline' }), []),
    select: useCallback((optionId: QuizId) => dispatch({ type: 'select', optionId }), []),
    submit: useCallback(() => dispatch({ type: 'submit', now: clock.current() }), []),
    next: useCallback(() => dispatch({ type: 'next', now: clock.current() }), []),
    continueLearning: useCallback(() => dispatch({ type: 'continue', now: clock.current() }), []),
    retake: useCallback(() => dispatch({ type: 'retake' }), []),
  };
}
