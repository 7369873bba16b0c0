import { describe, expect, it } from 'vitest';
import { createQuizState, quizReducer } from './quizMachine';
import type { QuizEvent, QuizQuestion } from './quizMachine';
import { canAskWhyWrong, quizReview, whyWrongReducer, whyWrongStateOf } from './whyWrong';
import type { WhyWrongEvent, WhyWrongStates } from './whyWrong';

// The server grades the chapter quiz: its questions come without the key.
const questions: QuizQuestion[] = [
  {
    id: 1,
    question: '$২ + ৩$ = ?',
    options: [
      { id: 11, text: 'ক) ৪' },
      { id: 12, text: 'খ) ৫' },
    ],
  },
  {
    id: 2,
    question: 'বর্গের বাহু কয়টি?',
    options: [
      { id: 21, text: '৩' },
      { id: 22, text: '৪' },
    ],
  },
  {
    id: 3,
    question: 'ত্রিভুজের কোণ কয়টি?',
    options: [
      { id: 31, text: '৩' },
      { id: 32, text: '৪' },
    ],
  },
];

function play(events: QuizEvent[]) {
  return events.reduce(quizReducer, createQuizState(questions, { timeLimit: 600, timing: 'shared', now: 0 }));
}

describe('quizReview', () => {
  it('lists the wrong and the unanswered questions with the chosen and the right option, without their letters', () => {
    const state = play([
      { type: 'select', optionId: 11 },
      { type: 'submit', now: 1000 },
      { type: 'verdict', verdict: { correct: false, correctOptionId: 12, explanation: null }, now: 1000 },
      { type: 'next', now: 2000 },
      { type: 'select', optionId: 22 },
      { type: 'submit', now: 3000 },
      { type: 'verdict', verdict: { correct: true, correctOptionId: 22, explanation: null }, now: 3000 },
      { type: 'next', now: 4000 },
      { type: 'select', optionId: 32 },
      { type: 'submit', now: 5000 },
      // Sent after the quiz's time: the server counts it as no answer.
      {
        type: 'verdict',
        verdict: { correct: false, correctOptionId: 31, explanation: null, expired: true },
        now: 5000,
      },
    ]);
    expect(quizReview(state)).toEqual([
      { questionId: 1, question: '$২ + ৩$ = ?', chosen: '৪', optionId: 11, correct: '৫' },
      { questionId: 3, question: 'ত্রিভুজের কোণ কয়টি?', chosen: null, optionId: null, correct: '৩' },
    ]);
  });

  it('is empty when every answer was right', () => {
    const state = play([
      { type: 'select', optionId: 12 },
      { type: 'submit', now: 1000 },
      { type: 'verdict', verdict: { correct: true, correctOptionId: 12, explanation: null }, now: 1000 },
    ]);
    expect(quizReview(state)).toEqual([]);
  });
});

describe('whyWrongReducer', () => {
  const run = (events: WhyWrongEvent[], from: WhyWrongStates = {}) => events.reduce(whyWrongReducer, from);

  it('is idle until asked, loading until the reply, then shows it', () => {
    expect(whyWrongStateOf({}, 1)).toEqual({ status: 'idle' });
    const loading = run([{ type: 'asked', questionId: 1 }]);
    expect(whyWrongStateOf(loading, 1)).toEqual({ status: 'loading' });
    expect(whyWrongStateOf(loading, 2)).toEqual({ status: 'idle' });
    const done = run([{ type: 'replied', questionId: 1, reply: { text: 'ঠিক উত্তর «৫»' } }], loading);
    expect(whyWrongStateOf(done, 1)).toEqual({ status: 'done', text: 'ঠিক উত্তর «৫»' });
  });

  it('keeps a shown explanation: asking again changes nothing (each ask is a daily question)', () => {
    const done = run([
      { type: 'asked', questionId: 1 },
      { type: 'replied', questionId: 1, reply: { text: 'ব্যাখ্যা' } },
    ]);
    expect(canAskWhyWrong(whyWrongStateOf(done, 1))).toBe(false);
    expect(run([{ type: 'asked', questionId: 1 }], done)).toBe(done);
  });

  it('shows a failure and lets the student ask again', () => {
    const failed = run([
      { type: 'asked', questionId: '1' },
      { type: 'replied', questionId: '1', reply: { error: 'আজকের সীমা শেষ' } },
    ]);
    expect(whyWrongStateOf(failed, 1)).toEqual({ status: 'error', message: 'আজকের সীমা শেষ' });
    expect(canAskWhyWrong(whyWrongStateOf(failed, 1))).toBe(true);
    expect(whyWrongStateOf(run([{ type: 'asked', questionId: 1 }], failed), 1)).toEqual({ status: 'loading' });
  });

  it('ignores a reply nobody waits for', () => {
    expect(run([{ type: 'replied', questionId: 1, reply: { text: 'ব্যাখ্যা' } }])).toEqual({});
  });
});
