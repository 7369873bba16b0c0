import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { QuizId, QuizQuestion, QuizVerdict } from '../quiz/quizMachine';
import type { QuizGradeRequest } from '../quiz/useQuizMachine';
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
  /**
   * Grades each answer outside (the server), for questions without `isCorrect`; a rejection
   * leaves the question open to send again.
   */
  grade?: (answer: QuizGradeRequest) => Promise<QuizVerdict>;
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
export function useAskQuiz({
  messages,
  questions = null,
  now = Date.now,
  initialState,
  grade,
}: AskQuizOptions): AskQuiz {
  const [state, dispatch] = useReducer(askQuizReducer, initialState ?? createAskQuizState(questions));
  // The latest clock, questions, grader and state, read by the callbacks and effects below without re-running them.
  const clock = useRef(now);
  const latestQuestions = useRef(questions);
  const latestGrade = useRef(grade);
  const latestState = useRef(state);
  /** When the question on screen appeared: the time spent on it goes to the grader. */
  const questionShownAt = useRef<{ key: string; at: number } | null>(null);
  const grading = useRef(false);
  useEffect(() => {
    clock.current = now;
    latestQuestions.current = questions;
    latestGrade.current = grade;
    latestState.current = state;
  });
  const shownKey = state.phase === 'active' && state.run ? `${state.run.startedAt}:${state.run.index}` : null;
  useEffect(() => {
    if (shownKey && questionShownAt.current?.key !== shownKey)
      questionShownAt.current = { key: shownKey, at: clock.current() };
  }, [shownKey]);

  // The reducer ignores an offer it has seen, so a re-created message list does no harm.
  const offer = latestQuizOffer(messages);
  useEffect(() => dispatch({ type: 'offer', offer }), [offer]);

  // Keyed by the questions' ids, so an app that maps its data on every render does not loop.
  const questionsKey = questions ? questions.map((question) => String(question.id)).join('|') : null;
  useEffect(
    () => dispatch({ type: 'questions', questions: latestQuestions.current, now: clock.current() }),
    [questionsKey],
  );

  const shown = useMemo(() => withQuizNotes(messages, state.notes), [messages, state.notes]);
  return {
    state,
    messages: shown,
    accept: useCallback(() => dispatch({ type: 'accept', now: clock.current() }), []),
    decline: useCallback(() => dispatch({ type: 'decline' }), []),
    select: useCallback((optionId: QuizId) => dispatch({ type: 'select', optionId }), []),
    submit: useCallback(() => {
      const grader = latestGrade.current;
      const { phase, run } = latestState.current;
      const question = run?.questions[run.index];
      if (!grader || phase !== 'active' || !run || !question || run.selectedOptionId === null) {
        dispatch({ type: 'submit', now: clock.current() });
        return;
      }
      // One answer on its way at a time: the server fixes the first.
      if (grading.current) return;
      grading.current = true;
      const optionId = run.selectedOptionId;
      const timeSpentMs = Math.max(0, clock.current() - (questionShownAt.current?.at ?? run.startedAt));
      grader({ questionId: question.id, optionId, timeSpentMs })
        .then(
          (verdict) => dispatch({ type: 'submit', now: clock.current(), verdict }),
          () => undefined,
        )
        .finally(() => {
          grading.current = false;
        });
    }, []),
    next: useCallback(() => dispatch({ type: 'next', now: clock.current() }), []),
    continueLearning: useCallback(() => dispatch({ type: 'continue', now: clock.current() }), []),
    retake: useCallback(() => dispatch({ type: 'retake' }), []),
  };
}
