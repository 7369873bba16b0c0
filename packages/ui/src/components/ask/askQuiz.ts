/**
 * The ask page's in-chat quiz (spec §2 "Ask page", §4): none → consent → active → feedback →
 * … → completed. Pure: time comes in with the events, so tests drive it with a fake clock. The
 * component only renders this state; every rule lives here.
 */
import { quizScore } from '../quiz/quizMachine';
import type { QuizId, QuizQuestion, QuizVerdict } from '../quiz/quizMachine';
import type { WhyWrongRequest } from '../quiz/whyWrong';
import type { AskChatMessage, AskQuizOffer } from './types';
import { askMessages } from '../../i18n/areas/ask';
import { quizMessages } from '../../i18n/areas/quiz';

export const askQuizPhases = ['none', 'consent', 'active', 'feedback', 'completed'] as const;
export type AskQuizPhase = (typeof askQuizPhases)[number];

/** The verdict on one answer (spec §3 "Quiz feedback"). */
export interface AskQuizFeedback {
  isCorrect: boolean;
  feedback: string;
  explanation: string | null;
  /** The right option's text. */
  correctAnswer: string | null;
  culturalContext: string | null;
}

export interface AskQuizAnswer {
  questionId: QuizId;
  optionId: QuizId;
  correct: boolean;
}

export interface AskQuizRun {
  questions: readonly QuizQuestion[];
  /** The question on screen (0-based). */
  index: number;
  selectedOptionId: QuizId | null;
  answers: readonly AskQuizAnswer[];
  startedAt: number;
  finishedAt: number | null;
}

export interface AskQuizState {
  phase: AskQuizPhase;
  /** The offer being asked about or run. */
  offer: AskQuizOffer | null;
  /** The last offer shown, so a later reply carrying the same offer does not ask again. */
  seenOfferId: string | null;
  /** Consent given while the questions are still loading. */
  accepted: boolean;
  /** The chapter quiz's questions from the app; null until they have loaded. */
  questions: readonly QuizQuestion[] | null;
  run: AskQuizRun | null;
  /** Shown in the feedback phase. */
  feedback: AskQuizFeedback | null;
  /** Tutor messages the quiz itself added to the chat (e.g. after 'continue learning'). */
  notes: readonly AskChatMessage[];
}

export type AskQuizEvent =
  /** The latest tutor message's quiz response (or none). */
  | { type: 'offer'; offer: AskQuizOffer | null }
  /** The app loaded (or reloaded) the offered quiz's questions. */
  | { type: 'questions'; questions: readonly QuizQuestion[] | null; now: number }
  | { type: 'accept'; now: number }
  | { type: 'decline' }
  | { type: 'select'; optionId: QuizId }
  /** The selected answer, with the grader's verdict when the questions come without the key. */
  | { type: 'submit'; now: number; verdict?: QuizVerdict }
  | { type: 'next'; now: number }
  /** 'Continue learning' on the completion card. */
  | { type: 'continue'; now: number }
  /** 'Retake' on the completion card; the component also sends the retake message. */
  | { type: 'retake' };

export function createAskQuizState(questions: readonly QuizQuestion[] | null = null): AskQuizState {
  return {
    phase: 'none',
    offer: null,
    seenOfferId: null,
    accepted: false,
    questions,
    run: null,
    feedback: null,
    notes: [],
  };
}

/** The quiz response of the latest tutor message, if it offers a quiz. */
export function latestQuizOffer(messages: readonly AskChatMessage[]): AskQuizOffer | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.sender === 'ai') {
      const response = message.quizOffer;
      return response?.type === 'quiz_offer' ? response : null;
    }
  }
  return null;
}

/**
 * The verdict on an option: the grader's when given (the server keeps the key), else worked out
 * from the question's own options.
 */
export function askQuizFeedback(question: QuizQuestion, optionId: QuizId, verdict?: QuizVerdict): AskQuizFeedback {
  const right = verdict
    ? question.options.find((option) => option.id === verdict.correctOptionId)
    : question.options.find((option) => option.isCorrect);
  const isCorrect = verdict ? verdict.correct : right !== undefined && right.id === optionId;
  return {
    isCorrect,
    feedback: isCorrect ? askMessages.askQuizFeedbackCorrect : askMessages.askQuizFeedbackWrong,
    explanation: (verdict ? verdict.explanation : question.explanation) ?? null,
    correctAnswer: right?.text ?? null,
    culturalContext: question.culturalNote ?? null,
  };
}

/**
 * The wrong answer whose feedback is on screen, for "কেন ভুল হলো?"; `key` tells this run's
 * question apart from the same question in a retake.
 */
export function wrongAnswerInFeedback(state: AskQuizState): (WhyWrongRequest & { key: string }) | null {
  const { run } = state;
  const answer = run?.answers.at(-1);
  if (state.phase !== 'feedback' || !run || !answer || answer.correct) return null;
  return {
    questionId: answer.questionId,
    optionId: answer.optionId,
    key: `${run.startedAt}:${String(answer.questionId)}`,
  };
}

export interface AskQuizSummary {
  /** Percent, 0-100. */
  score: number;
  correct: number;
  total: number;
  /** Percent of the answers given that were right. */
  accuracy: number;
  timeTakenMs: number;
}

/** The completion card's figures; null until the quiz is completed. */
export function askQuizSummary(state: AskQuizState): AskQuizSummary | null {
  const { run } = state;
  if (state.phase !== 'completed' || !run) return null;
  const correct = run.answers.filter((answer) => answer.correct).length;
  return {
    score: quizScore(correct, run.questions.length),
    correct,
    total: run.questions.length,
    accuracy: quizScore(correct, run.answers.length),
    timeTakenMs: Math.max(0, (run.finishedAt ?? run.startedAt) - run.startedAt),
  };
}

/** The chat as shown: the app's messages with the quiz's own notes, in time order. */
export function withQuizNotes(messages: readonly AskChatMessage[], notes: readonly AskChatMessage[]): AskChatMessage[] {
  if (notes.length === 0) return [...messages];
  // A stable sort keeps messages with equal timestamps in the order they came.
  return [...messages, ...notes].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

function note(state: AskQuizState, content: string, now: number): AskChatMessage {
  return {
    id: `ask-quiz-note-${state.notes.length + 1}-${now}`,
    sender: 'ai',
    content,
    timestamp: new Date(now).toISOString(),
  };
}

/** Back to plain chat, the quiz cleared; the offer stays seen. */
function toNone(state: AskQuizState, notes: readonly AskChatMessage[] = state.notes): AskQuizState {
  return { ...state, phase: 'none', offer: null, accepted: false, run: null, feedback: null, notes };
}

function start(state: AskQuizState, questions: readonly QuizQuestion[], now: number): AskQuizState {
  // The offer promised this many questions; the chapter quiz may hold more.
  const asked = questions.slice(0, state.offer?.questionCount ?? questions.length);
  if (asked.length === 0) return toNone(state, [...state.notes, note(state, quizMessages.quizNoQuestions, now)]);
  return {
    ...state,
    phase: 'active',
    accepted: false,
    feedback: null,
    run: { questions: asked, index: 0, selectedOptionId: null, answers: [], startedAt: now, finishedAt: null },
  };
}

export function askQuizReducer(state: AskQuizState, event: AskQuizEvent): AskQuizState {
  switch (event.type) {
    case 'offer': {
      const { offer } = event;
      // An offer arriving mid-quiz waits; one already shown (answered or not) is not asked again.
      if (state.phase !== 'none' || !offer || offer.sessionId === state.seenOfferId) return state;
      return { ...state, phase: 'consent', offer, seenOfferId: offer.sessionId, accepted: false };
    }
    case 'questions': {
      if (event.questions === state.questions) return state;
      const next = { ...state, questions: event.questions };
      return state.phase === 'consent' && state.accepted && event.questions
        ? start(next, event.questions, event.now)
        : next;
    }
    case 'accept': {
      if (state.phase !== 'consent' || state.accepted) return state;
      return state.questions ? start(state, state.questions, event.now) : { ...state, accepted: true };
    }
    case 'decline':
      return state.phase === 'consent' && !state.accepted ? toNone(state) : state;
    case 'select': {
      const { run } = state;
      const question = run?.questions[run.index];
      if (state.phase !== 'active' || !run || !question?.options.some((option) => option.id === event.optionId))
        return state;
      return run.selectedOptionId === event.optionId
        ? state
        : { ...state, run: { ...run, selectedOptionId: event.optionId } };
    }
    case 'submit': {
      const { run } = state;
      const question = run?.questions[run.index];
      if (state.phase !== 'active' || !run || !question || run.selectedOptionId === null) return state;
      const feedback = askQuizFeedback(question, run.selectedOptionId, event.verdict);
      const answer = { questionId: question.id, optionId: run.selectedOptionId, correct: feedback.isCorrect };
      return { ...state, phase: 'feedback', feedback, run: { ...run, answers: [...run.answers, answer] } };
    }
    case 'next': {
      const { run } = state;
      if (state.phase !== 'feedback' || !run) return state;
      if (run.index >= run.questions.length - 1) {
        return { ...state, phase: 'completed', feedback: null, run: { ...run, finishedAt: event.now } };
      }
      return {
        ...state,
        phase: 'active',
        feedback: null,
        run: { ...run, index: run.index + 1, selectedOptionId: null },
      };
    }
    case 'continue':
      return state.phase === 'completed'
        ? toNone(state, [...state.notes, note(state, askMessages.askQuizContinueMessage, event.now)])
        : state;
    case 'retake':
      return state.phase === 'completed' ? toNone(state) : state;
  }
}

/** Whether a quiz is under way, which hides the suggested questions (spec §2). */
export function quizInProgress(state: AskQuizState): boolean {
  return state.phase !== 'none';
}
