import { describe, expect, it } from 'vitest';
import { bn } from '../../i18n/messages';
import { demoQuizInsights } from './demoQuizInsights';
import { demoQuizQuestions } from './demoQuizQuestions';
import { createQuizState, quizReducer } from './quizMachine';
import type { QuizEvent, QuizState } from './quizMachine';

const T0 = 1_700_000_000_000;

/** Plays the demo quiz: a letter answers the question, null lets its time run out. */
function play(...picks: Array<string | null>): QuizState {
  let state = createQuizState(demoQuizQuestions, { now: T0 });
  let now = T0;
  for (const pick of picks) {
    now += 10_000;
    const events: QuizEvent[] =
      pick === null
        ? [{ type: 'expire', now }]
        : [
            { type: 'select', optionId: pick },
            { type: 'check', now },
          ];
    state = [...events, { type: 'next', now } as const].reduce(quizReducer, state);
  }
  return state;
}

describe('demoQuizInsights', () => {
  it('praises a full score and sends the student on', () => {
    // Right answers of the six demo questions: খ, গ, খ, গ, গ, গ.
    const insights = demoQuizInsights(play('খ', 'গ', 'খ', 'গ', 'গ', 'গ'));
    expect(insights.accuracy).toBe(100);
    expect(insights.strengths).toEqual([bn.quizInsightHardRight, bn.quizInsightEasyAllRight, bn.quizInsightInTime]);
    expect(insights.improvementAreas).toEqual([]);
    expect(insights.recommendations).toEqual([bn.quizInsightMoveOn]);
  });

  it('points at wrong answers and the clock, and suggests revising below 70', () => {
    const insights = demoQuizInsights(play('ক', null, 'খ', 'ক', 'গ', null));
    expect(insights.accuracy).toBe(50);
    expect(insights.strengths).toEqual([]);
    expect(insights.improvementAreas).toEqual([bn.quizInsightReviewWrong, bn.quizInsightBeatTheClock]);
    expect(insights.recommendations).toEqual([bn.quizInsightRevise, bn.quizInsightAskTutor]);
  });
});
