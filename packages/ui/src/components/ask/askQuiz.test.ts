import { describe, expect, it } from 'vitest';
import { bn } from '../../i18n/messages';
import type { QuizQuestion } from '../quiz/quizMachine';
import {
  askQuizFeedback,
  askQuizReducer,
  askQuizSummary,
  createAskQuizState,
  latestQuizOffer,
  quizInProgress,
  withQuizNotes,
  wrongAnswerInFeedback,
} from './askQuiz';
import type { AskQuizEvent, AskQuizState } from './askQuiz';
import type { AskChatMessage, AskQuizOffer } from './types';

const offer: AskQuizOffer = {
  type: 'quiz_offer',
  message: 'একটি ছোট কুইজ দেবে?',
  topic: 'বীজগণিত',
  expectedDuration: 5,
  questionCount: 2,
  adaptive: false,
  sessionId: 's1',
  quizId: 7,
};

const questions: QuizQuestion[] = [
  {
    id: 1,
    question: '$২ + ৩$ = ?',
    options: [
      { id: 11, text: '৪', isCorrect: false },
      { id: 12, text: '৫', isCorrect: true },
    ],
    explanation: 'দুই আর তিন মিলে পাঁচ।',
    culturalNote: 'বাজারের হিসাবে কাজে লাগে।',
  },
  {
    id: 2,
    question: '$৩ \\times ৩$ = ?',
    options: [
      { id: 21, text: '৯', isCorrect: true },
      { id: 22, text: '৬', isCorrect: false },
    ],
  },
  { id: 3, question: 'বাড়তি প্রশ্ন', options: [{ id: 31, text: 'হ্যাঁ', isCorrect: true }] },
];

function run(state: AskQuizState, ...events: AskQuizEvent[]): AskQuizState {
  return events.reduce(askQuizReducer, state);
}

const offered = () => run(createAskQuizState(questions), { type: 'offer', offer });

describe('latestQuizOffer', () => {
  const message = (id: string, sender: 'ai' | 'user', quiz?: AskQuizOffer | null): AskChatMessage => ({
    id,
    sender,
    content: id,
    timestamp: '2026-03-10T09:00:00.000Z',
    quizOffer: quiz,
  });

  it('reads the quiz response of the latest tutor message only', () => {
    expect(latestQuizOffer([message('a', 'ai', offer), message('b', 'user')])).toBe(offer);
    expect(latestQuizOffer([message('a', 'ai', offer), message('b', 'ai')])).toBeNull();
    expect(latestQuizOffer([message('a', 'ai', offer), message('b', 'ai', null)])).toBeNull();
    expect(latestQuizOffer([message('b', 'user')])).toBeNull();
    expect(latestQuizOffer([])).toBeNull();
  });
});

describe('askQuizReducer', () => {
  it('offers consent once per offer, and only while no quiz runs', () => {
    const state = offered();
    expect(state.phase).toBe('consent');
    expect(state.offer).toBe(offer);
    expect(quizInProgress(state)).toBe(true);
    // No offer: nothing happens.
    expect(askQuizReducer(createAskQuizState(), { type: 'offer', offer: null }).phase).toBe('none');
    // Declined, the same offer is not asked again; a new one is.
    const declined = run(state, { type: 'decline' });
    expect(declined.phase).toBe('none');
    expect(quizInProgress(declined)).toBe(false);
    expect(run(declined, { type: 'offer', offer }).phase).toBe('none');
    expect(run(declined, { type: 'offer', offer: { ...offer, sessionId: 's2' } }).phase).toBe('consent');
    // Mid-quiz, a new offer waits.
    const active = run(state, { type: 'accept', now: 0 }, { type: 'offer', offer: { ...offer, sessionId: 's3' } });
    expect(active.phase).toBe('active');
    expect(active.offer?.sessionId).toBe('s1');
  });

  it('starts on yes with the offered number of questions', () => {
    const state = run(offered(), { type: 'accept', now: 1000 });
    expect(state.phase).toBe('active');
    expect(state.run?.questions.map((question) => question.id)).toEqual([1, 2]);
    expect(state.run?.index).toBe(0);
    expect(state.run?.startedAt).toBe(1000);
  });

  it('waits for the questions after yes, then starts', () => {
    const waiting = run(createAskQuizState(), { type: 'offer', offer }, { type: 'accept', now: 1000 });
    expect(waiting.phase).toBe('consent');
    expect(waiting.accepted).toBe(true);
    // Once accepted, no takes it back.
    expect(run(waiting, { type: 'decline' })).toBe(waiting);
    const started = run(waiting, { type: 'questions', questions, now: 3000 });
    expect(started.phase).toBe('active');
    expect(started.run?.startedAt).toBe(3000);
  });

  it('says so and returns to chat when the quiz has no questions', () => {
    const state = run(
      createAskQuizState([]),
      { type: 'offer', offer },
      { type: 'accept', now: Date.UTC(2026, 2, 10, 9) },
    );
    expect(state.phase).toBe('none');
    expect(state.notes).toHaveLength(1);
    expect(state.notes[0]).toMatchObject({
      sender: 'ai',
      content: bn.quizNoQuestions,
      timestamp: '2026-03-10T09:00:00.000Z',
    });
  });

  it('keeps questions that arrive before any offer', () => {
    const state = run(createAskQuizState(), { type: 'questions', questions, now: 0 });
    expect(state.phase).toBe('none');
    expect(state.questions).toBe(questions);
    expect(run(state, { type: 'questions', questions, now: 5 })).toBe(state);
  });

  it('selects only an option of the question on screen, and submits only a selection', () => {
    const active = run(offered(), { type: 'accept', now: 0 });
    expect(run(active, { type: 'submit', now: 1 })).toBe(active);
    expect(run(active, { type: 'select', optionId: 21 })).toBe(active);
    const chosen = run(active, { type: 'select', optionId: 11 });
    expect(chosen.run?.selectedOptionId).toBe(11);
    expect(run(chosen, { type: 'select', optionId: 11 })).toBe(chosen);
    expect(run(chosen, { type: 'select', optionId: 12 }).run?.selectedOptionId).toBe(12);
  });

  it('gives feedback on each answer, then the next question, then completion', () => {
    const wrong = run(
      offered(),
      { type: 'accept', now: 0 },
      { type: 'select', optionId: 11 },
      { type: 'submit', now: 20_000 },
    );
    expect(wrong.phase).toBe('feedback');
    expect(wrong.feedback).toEqual({
      isCorrect: false,
      feedback: bn.askQuizFeedbackWrong,
      explanation: 'দুই আর তিন মিলে পাঁচ।',
      correctAnswer: '৫',
      culturalContext: 'বাজারের হিসাবে কাজে লাগে।',
    });
    // The answer is locked during feedback.
    expect(run(wrong, { type: 'select', optionId: 12 })).toBe(wrong);
    expect(run(wrong, { type: 'submit', now: 1 })).toBe(wrong);

    const second = run(wrong, { type: 'next', now: 25_000 });
    expect(second.phase).toBe('active');
    expect(second.run?.index).toBe(1);
    expect(second.run?.selectedOptionId).toBeNull();
    expect(second.feedback).toBeNull();

    const right = run(second, { type: 'select', optionId: 21 }, { type: 'submit', now: 40_000 });
    expect(right.feedback).toMatchObject({
      isCorrect: true,
      feedback: bn.askQuizFeedbackCorrect,
      explanation: null,
      culturalContext: null,
    });
    expect(askQuizSummary(right)).toBeNull();

    const done = run(right, { type: 'next', now: 65_000 });
    expect(done.phase).toBe('completed');
    expect(askQuizSummary(done)).toEqual({ score: 50, correct: 1, total: 2, accuracy: 50, timeTakenMs: 65_000 });
    // Nothing moves a completed quiz but continue and retake.
    expect(run(done, { type: 'next', now: 70_000 })).toBe(done);
  });

  it('continue learning adds the tutor message and returns to chat', () => {
    const done = run(
      offered(),
      { type: 'accept', now: 0 },
      ...[12, 21].flatMap((optionId): AskQuizEvent[] => [
        { type: 'select', optionId },
        { type: 'submit', now: 1 },
        { type: 'next', now: 2 },
      ]),
    );
    expect(askQuizSummary(done)?.score).toBe(100);
    const next = run(done, { type: 'continue', now: Date.UTC(2026, 2, 10, 9, 30) });
    expect(next.phase).toBe('none');
    expect(next.run).toBeNull();
    expect(next.offer).toBeNull();
    expect(next.notes.map((message) => message.content)).toEqual([bn.askQuizContinueMessage]);
    expect(next.notes[0]?.timestamp).toBe('2026-03-10T09:30:00.000Z');
    expect(run(next, { type: 'continue', now: 1 })).toBe(next);
  });

  it('retake clears the quiz and waits for the tutor’s next offer', () => {
    const done = run(
      offered(),
      { type: 'accept', now: 0 },
      { type: 'select', optionId: 12 },
      { type: 'submit', now: 1 },
      { type: 'next', now: 2 },
    );
    expect(done.phase).toBe('active');
    const finished = run(done, { type: 'select', optionId: 22 }, { type: 'submit', now: 3 }, { type: 'next', now: 4 });
    const retaken = run(finished, { type: 'retake' });
    expect(retaken.phase).toBe('none');
    expect(retaken.run).toBeNull();
    expect(retaken.notes).toEqual([]);
    expect(run(retaken, { type: 'offer', offer: { ...offer, sessionId: 's9' } }).phase).toBe('consent');
    // Retake means nothing before the end.
    expect(run(done, { type: 'retake' })).toBe(done);
  });
});

describe('wrongAnswerInFeedback', () => {
  it('names the wrong answer on screen, per run, and nothing for a right one or outside the feedback', () => {
    const active = run(offered(), { type: 'accept', now: 1000 });
    expect(wrongAnswerInFeedback(active)).toBeNull();
    const wrong = run(active, { type: 'select', optionId: 11 }, { type: 'submit', now: 2000 });
    expect(wrongAnswerInFeedback(wrong)).toEqual({ questionId: 1, optionId: 11, key: '1000:1' });
    const next = run(wrong, { type: 'next', now: 3000 });
    expect(wrongAnswerInFeedback(next)).toBeNull();
    const right = run(next, { type: 'select', optionId: 21 }, { type: 'submit', now: 4000 });
    expect(right.phase).toBe('feedback');
    expect(wrongAnswerInFeedback(right)).toBeNull();
  });
});

describe('askQuizFeedback', () => {
  it('marks no answer correct when a question has no right option', () => {
    const feedback = askQuizFeedback({ id: 9, question: '?', options: [{ id: 1, text: 'ক', isCorrect: false }] }, 1);
    expect(feedback).toMatchObject({ isCorrect: false, correctAnswer: null });
  });
});

describe('withQuizNotes', () => {
  it('puts the quiz’s notes among the messages by time', () => {
    const at = (id: string, timestamp: string): AskChatMessage => ({ id, sender: 'ai', content: id, timestamp });
    const messages = [at('a', '2026-03-10T09:00:00Z'), at('c', '2026-03-10T09:10:00Z')];
    expect(withQuizNotes(messages, []).map((message) => message.id)).toEqual(['a', 'c']);
    expect(withQuizNotes(messages, [at('b', '2026-03-10T09:05:00Z')]).map((message) => message.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
