import { createQuizState, quizReducer } from '@study/ui';
import type { QuizEvent, QuizQuestion } from '@study/ui';
import { describe, expect, it } from 'vitest';
import { quizProgressKey, readSavedQuiz, restoreQuizState, toSavedQuiz, writeSavedQuiz } from './quizProgress';

const T0 = Date.UTC(2026, 10, 26, 10, 0);
const questions: QuizQuestion[] = [11, 12, 13].map((id) => ({
  id,
  question: `প্রশ্ন ${id}`,
  options: [
    { id: id * 10, text: 'ক' },
    { id: id * 10 + 1, text: 'খ' },
  ],
}));
const quiz = { id: 5, timeLimit: 300, questions };

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** Second question on screen, its option chosen: one answer given, 40 s into a 300 s quiz. */
function midQuiz() {
  const events: QuizEvent[] = [
    { type: 'select', optionId: 110 },
    { type: 'submit', now: T0 + 15_000 },
    { type: 'verdict', verdict: { correct: true, correctOptionId: 110, explanation: 'কারণ' }, now: T0 + 16_000 },
    { type: 'next', now: T0 + 20_000 },
    { type: 'select', optionId: 121 },
  ];
  return events.reduce(quizReducer, createQuizState(questions, { timeLimit: 300, timing: 'shared', now: T0 }));
}

describe('quiz progress across a reload', () => {
  it('keeps the question, the answers and the clock, per student and chapter', () => {
    const storage = memoryStorage();
    const key = quizProgressKey(7, 3);
    expect(key).not.toBe(quizProgressKey(8, 3));
    writeSavedQuiz(storage, key, toSavedQuiz(5, 99, midQuiz()));

    const saved = readSavedQuiz(storage, key);
    expect(saved?.attemptId).toBe(99);
    // Reloaded 100 s after the start: 200 s left.
    const restored = saved && restoreQuizState(saved, quiz, T0 + 100_000);
    expect(restored).toMatchObject({
      index: 1,
      selectedOptionId: 121,
      correctCount: 1,
      secondsLeft: 200,
      timing: 'shared',
      pending: null,
    });
    expect(restored?.answers).toEqual(midQuiz().answers);
  });

  it('keeps an answer on its way as the selection, to be sent again', () => {
    const sending = quizReducer(midQuiz(), { type: 'submit', now: T0 + 30_000 });
    expect(toSavedQuiz(5, 99, sending)?.place.selectedOptionId).toBe(121);
  });

  it('forgets a finished quiz, and a place that does not fit the quiz or is broken', () => {
    const storage = memoryStorage();
    const key = quizProgressKey(7, 3);
    expect(toSavedQuiz(5, 99, { ...midQuiz(), completed: true })).toBeNull();

    const saved = toSavedQuiz(5, 99, midQuiz());
    if (!saved) throw new Error('not saved');
    expect(restoreQuizState(saved, { ...quiz, id: 6 }, T0)).toBeNull();
    expect(
      restoreQuizState(saved, { ...quiz, questions: [questions[1]!, questions[0]!, questions[2]!] }, T0),
    ).toBeNull();

    for (const broken of ['{', JSON.stringify({ ...saved, version: 2 }), JSON.stringify({ ...saved, attemptId: -1 })]) {
      storage.setItem(key, broken);
      expect(readSavedQuiz(storage, key)).toBeNull();
      expect(storage.getItem(key)).toBeNull();
    }
  });
});
