/**
 * "কেন ভুল হলো?" (issue 17 §2): the tutor's explanation of a wrong quiz answer against the right
 * one. Pure: what the result card reviews, and the state of each explanation asked for.
 */
import { splitOption } from './quizFormat';
import type { QuizId, QuizState } from './quizMachine';

/** What the app sends the tutor: the question and the option the student chose. */
export interface WhyWrongRequest {
  questionId: QuizId;
  optionId: QuizId;
}

/** The app's answer: the tutor's explanation, or a Bengali text saying why there is none. */
export type WhyWrongReply = { text: string } | { error: string };

export type WhyWrongState =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; text: string } | { status: 'error'; message: string };

export const whyWrongIdle: WhyWrongState = { status: 'idle' };

/** One answer that was not right, as the result card reviews it. */
export interface QuizReviewItem {
  questionId: QuizId;
  question: string;
  /** The chosen option's text; null when the time ran out before an answer. */
  chosen: string | null;
  optionId: QuizId | null;
  /** The right option's text, once known. */
  correct: string | null;
}

/** The answers of a quiz that were not right, in the order they were given. */
export function quizReview(state: QuizState): QuizReviewItem[] {
  return state.answers.flatMap((answer) => {
    if (answer.correct) return [];
    const question = state.questions.find((candidate) => candidate.id === answer.questionId);
    if (!question) return [];
    const textOf = (id: QuizId | null) => {
      const index = question.options.findIndex((option) => option.id === id);
      const option = question.options[index];
      return option ? splitOption(option.text, index).text : null;
    };
    return [
      {
        questionId: question.id,
        question: question.question,
        chosen: textOf(answer.optionId),
        optionId: answer.optionId,
        correct: textOf(answer.correctOptionId),
      },
    ];
  });
}

export type WhyWrongStates = Readonly<Record<string, WhyWrongState>>;

export type WhyWrongEvent =
  { type: 'asked'; questionId: QuizId } | { type: 'replied'; questionId: QuizId; reply: WhyWrongReply };

/** The explanation's state for a question (idle until asked). */
export function whyWrongStateOf(states: WhyWrongStates, questionId: QuizId): WhyWrongState {
  return states[String(questionId)] ?? whyWrongIdle;
}

/**
 * Whether the tutor may be asked: not again while an explanation is on its way or shown (each
 * ask is one of the student's daily questions), again after a failure.
 */
export function canAskWhyWrong(state: WhyWrongState): boolean {
  return state.status === 'idle' || state.status === 'error';
}

export function whyWrongReducer(states: WhyWrongStates, event: WhyWrongEvent): WhyWrongStates {
  const key = String(event.questionId);
  const current = whyWrongStateOf(states, event.questionId);
  switch (event.type) {
    case 'asked':
      return canAskWhyWrong(current) ? { ...states, [key]: { status: 'loading' } } : states;
    case 'replied': {
      // A reply nobody waits for (e.g. a stale one) changes nothing.
      if (current.status !== 'loading') return states;
      const { reply } = event;
      const next: WhyWrongState =
        'text' in reply ? { status: 'done', text: reply.text } : { status: 'error', message: reply.error };
      return { ...states, [key]: next };
    }
  }
}
