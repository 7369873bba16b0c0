import type { TutorChatMessage } from '@study/ui';
import { describe, expect, it } from 'vitest';
import { tutorQuizOfferFixture } from '../mocks/tutorHandlers';
import {
  askQuizOffer,
  askSuggestions,
  offerAfterDecline,
  REPLIES_BEFORE_REOFFER,
  toAskMessages,
} from './askConversation';

const question: TutorChatMessage = { id: 'u-1', role: 'user', content: 'প্রশ্ন', timestamp: '2026-11-22T10:00:00.000Z' };
const answer: TutorChatMessage = {
  id: 'a-1',
  role: 'assistant',
  content: 'উত্তর',
  timestamp: '2026-11-22T10:00:05.000Z',
  isComplete: true,
};

const offer = askQuizOffer(tutorQuizOfferFixture)!;

describe('askQuizOffer', () => {
  it('names the server offer for the chat and keeps its quiz', () => {
    expect(offer).toMatchObject({
      expectedDuration: tutorQuizOfferFixture.expected_duration,
      questionCount: tutorQuizOfferFixture.question_count,
      quizId: tutorQuizOfferFixture.quizId,
    });
    expect(offer).not.toHaveProperty('session_id');
    expect(askQuizOffer(null)).toBeNull();
  });
});

describe('toAskMessages', () => {
  it('maps roles to senders', () => {
    expect(toAskMessages([question, answer], null)).toEqual([
      { id: 'u-1', sender: 'user', content: 'প্রশ্ন', timestamp: question.timestamp },
      { id: 'a-1', sender: 'ai', content: 'উত্তর', timestamp: answer.timestamp },
    ]);
  });

  it('puts the offer on the latest finished reply, keyed by that reply', () => {
    const shown = toAskMessages([question, answer], offer);
    expect(shown[0]?.quizOffer).toBeUndefined();
    expect(shown[1]?.quizOffer).toEqual({ ...offer, sessionId: `${offer.quizId}:a-1` });
    // A refetched analysis (with a new offer id) does not make it a new offer.
    const again = toAskMessages([question, answer], { ...offer, sessionId: 'another' });
    expect(again[1]?.quizOffer?.sessionId).toBe(shown[1]?.quizOffer?.sessionId);
  });

  it('offers nothing while the reply streams or when the student spoke last', () => {
    const streaming = { ...answer, isStreaming: true, isComplete: false };
    expect(toAskMessages([question, streaming], offer).some((m) => m.quizOffer)).toBe(false);
    expect(toAskMessages([answer, question], offer).some((m) => m.quizOffer)).toBe(false);
  });
});

describe('offerAfterDecline', () => {
  const offer = tutorQuizOfferFixture;

  it('keeps the offer when the student has not declined one', () => {
    expect(offerAfterDecline(offer, 7, null)).toBe(offer);
    expect(offerAfterDecline(null, 7, null)).toBeNull();
  });

  it('holds the offer back right after a decline, and makes it again after as many replies as the first needed', () => {
    expect(offerAfterDecline(offer, 7, 7)).toBeNull();
    expect(offerAfterDecline(offer, 8, 7)).toBeNull();
    expect(offerAfterDecline(offer, 7 + REPLIES_BEFORE_REOFFER - 1, 7)).toBeNull();
    expect(offerAfterDecline(offer, 7 + REPLIES_BEFORE_REOFFER, 7)).toBe(offer);
  });
});

describe('askSuggestions', () => {
  it('names the topic in each of the three questions', () => {
    const suggestions = askSuggestions('সংখ্যার প্যাটার্ন চেনা');
    expect(suggestions).toHaveLength(3);
    for (const suggestion of suggestions) expect(suggestion).toContain('«সংখ্যার প্যাটার্ন চেনা»');
  });

  it('suggests nothing without a topic', () => {
    expect(askSuggestions(undefined)).toEqual([]);
  });
});
