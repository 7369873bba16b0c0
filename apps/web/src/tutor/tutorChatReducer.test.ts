import type { TutorChatMessage } from '@study/ui';
import { describe, expect, it } from 'vitest';
import { createMessageId, initialTutorChatState, tutorChatReducer } from './tutorChatReducer';
import type { TutorChatAction, TutorChatState } from './tutorChatReducer';

const question: TutorChatMessage = {
  id: 'user-1',
  role: 'user',
  content: 'ভগ্নাংশ কী?',
  timestamp: '2026-11-22T10:00:00.000Z',
  isComplete: true,
};

function run(actions: TutorChatAction[], state: TutorChatState = initialTutorChatState(7)): TutorChatState {
  return actions.reduce(tutorChatReducer, state);
}

const streaming: TutorChatAction[] = [
  { type: 'asked', message: question },
  { type: 'streamOpened', id: 'a-1', timestamp: '2026-11-22T10:00:01.000Z' },
  { type: 'chunkReceived', id: 'a-1', content: 'ভগ্নাংশ ' },
  { type: 'chunkReceived', id: 'a-1', content: 'হলো ' },
];

describe('tutorChatReducer', () => {
  it('asks: the question joins the conversation and the request is loading', () => {
    const state = run([{ type: 'asked', message: question }]);
    expect(state.status).toBe('loading');
    expect(state.messages).toEqual([question]);
  });

  it('grows the streaming reply chunk by chunk', () => {
    const state = run(streaming);
    expect(state.status).toBe('streaming');
    expect(state.messages[1]).toMatchObject({ content: 'ভগ্নাংশ হলো ', isStreaming: true, isComplete: false });
  });

  it('completes the stream with its metadata', () => {
    const metadata = { requiresTeacherAttention: true, confidenceScore: 0.4 };
    const state = run([...streaming, { type: 'streamCompleted', id: 'a-1', metadata }]);
    expect(state.status).toBe('idle');
    expect(state.messages[1]).toMatchObject({ isStreaming: false, isComplete: true, metadata });
  });

  it('drops the partial reply of a failed stream and keeps loading for the fallback', () => {
    const state = run([...streaming, { type: 'streamFailed', id: 'a-1', notice: 'ফিরে যাওয়া হচ্ছে' }]);
    expect(state.status).toBe('loading');
    expect(state.messages).toEqual([question]);
    expect(state.notice).toBe('ফিরে যাওয়া হচ্ছে');
  });

  it('clears the notice with the next question', () => {
    const state = run([
      ...streaming,
      { type: 'streamFailed', id: 'a-1', notice: 'ফিরে যাওয়া হচ্ছে' },
      { type: 'asked', message: { ...question, id: 'user-2' } },
    ]);
    expect(state.notice).toBeUndefined();
  });

  it('keeps what arrived when the student stops, marked complete', () => {
    const state = run([...streaming, { type: 'streamStopped', id: 'a-1' }]);
    expect(state.status).toBe('idle');
    expect(state.messages[1]).toMatchObject({ content: 'ভগ্নাংশ হলো ', isStreaming: false, isComplete: true });
  });

  it('drops an empty reply stopped before its first word', () => {
    const state = run([
      { type: 'asked', message: question },
      { type: 'streamOpened', id: 'a-1', timestamp: question.timestamp },
      { type: 'streamStopped', id: 'a-1' },
    ]);
    expect(state.messages).toEqual([question]);
  });

  it('appends a normal reply and returns to idle', () => {
    const reply: TutorChatMessage = { ...question, id: 'a-2', role: 'assistant', content: 'উত্তর' };
    const state = run([
      { type: 'asked', message: question },
      { type: 'replied', message: reply },
    ]);
    expect(state).toEqual({ topicId: 7, status: 'idle', messages: [question, reply] });
  });

  it('shows a failure until the next question', () => {
    const failed = run([
      { type: 'asked', message: question },
      { type: 'failed', error: 'সমস্যা' },
    ]);
    expect(failed).toMatchObject({ status: 'error', error: 'সমস্যা' });
    const next = tutorChatReducer(failed, { type: 'asked', message: { ...question, id: 'user-2' } });
    expect(next.status).toBe('loading');
    expect(next.error).toBeUndefined();
  });

  it('returns to idle on a refused question', () => {
    expect(run([{ type: 'asked', message: question }, { type: 'refused' }]).status).toBe('idle');
  });

  it('clears everything, also a running stream', () => {
    expect(run([...streaming, { type: 'cleared' }])).toEqual(initialTutorChatState(7));
  });

  it('restores another topic, dropping what was in flight', () => {
    const state = run([...streaming, { type: 'restored', topicId: 9, messages: [question] }]);
    expect(state).toEqual({ topicId: 9, status: 'idle', messages: [question] });
  });

  it('ignores chunks of a reply that is gone', () => {
    const state = run([...streaming, { type: 'cleared' }, { type: 'chunkReceived', id: 'a-1', content: 'x' }]);
    expect(state.messages).toEqual([]);
  });
});

describe('createMessageId', () => {
  it('never repeats', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createMessageId('user')));
    expect(ids.size).toBe(50);
  });

  it('marks a cut reply given back, and a repeated "no" does not undo it', () => {
    const cut: TutorChatMessage = {
      id: 'a-9',
      role: 'assistant',
      content: 'ভগ্নাংশ হলো',
      timestamp: question.timestamp,
      cut: { givenBack: false },
    };
    const state = run(
      [
        { type: 'givenBack', id: 'a-9', givenBack: true },
        { type: 'givenBack', id: 'a-9', givenBack: false },
      ],
      initialTutorChatState(7, [question, cut]),
    );
    expect(state.messages.at(-1)?.cut).toEqual({ givenBack: true });
  });

  it('withdraws a cut reply with its question, to be asked again', () => {
    const cut: TutorChatMessage = {
      id: 'a-9',
      role: 'assistant',
      content: '',
      timestamp: question.timestamp,
      cut: { givenBack: true },
    };
    const earlier: TutorChatMessage = { ...question, id: 'user-0', content: 'আগের প্রশ্ন' };
    const state = run([{ type: 'withdrawn', id: 'a-9' }], initialTutorChatState(7, [earlier, question, cut]));
    expect(state.messages).toEqual([earlier]);
  });
});
