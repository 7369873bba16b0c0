import { describe, expect, it } from 'vitest';
import {
  advanceDemoChat,
  demoChatReducer,
  idleDemoChat,
  demoChatTiming,
  nextDemoChatEventAt,
  sendVisitorMessage,
  startDemoChat,
} from './demoChatMachine';
import type { DemoChatScriptStep, DemoChatState } from './demoChatMachine';

const script: DemoChatScriptStep[] = [
  { from: 'student', text: 'প্রশ্ন', delayMs: 500 },
  { from: 'tutor', text: 'উত্তর', delayMs: 400 },
  { from: 'student', text: 'আরেকটি প্রশ্ন', delayMs: 1_000 },
];
const reply = 'এটি একটি ডেমো';
const t0 = 10_000;

const texts = (state: DemoChatState) => state.messages.map((message) => message.text);

describe('the scripted conversation', () => {
  it('shows each message at its fixed delay, with the typing indicator for 1500 ms before a tutor message', () => {
    let state = startDemoChat(script, demoChatTiming, t0);
    expect(texts(state)).toEqual([]);
    expect(nextDemoChatEventAt(state)).toBe(t0 + 500);

    state = advanceDemoChat(state, t0 + 499);
    expect(texts(state)).toEqual([]);
    state = advanceDemoChat(state, t0 + 500);
    expect(texts(state)).toEqual(['প্রশ্ন']);
    expect(state.typing).toBe(false);

    state = advanceDemoChat(state, t0 + 900);
    expect(state.typing).toBe(true);
    expect(nextDemoChatEventAt(state)).toBe(t0 + 900 + 1_500);
    state = advanceDemoChat(state, t0 + 2_399);
    expect(texts(state)).toEqual(['প্রশ্ন']);
    expect(state.typing).toBe(true);

    state = advanceDemoChat(state, t0 + 2_400);
    expect(texts(state)).toEqual(['প্রশ্ন', 'উত্তর']);
    expect(state.typing).toBe(false);

    state = advanceDemoChat(state, t0 + 3_400);
    expect(texts(state)).toEqual(['প্রশ্ন', 'উত্তর', 'আরেকটি প্রশ্ন']);
    expect(nextDemoChatEventAt(state)).toBeUndefined();
  });

  it('applies everything that is due at once after a long pause (e.g. a background tab)', () => {
    const state = advanceDemoChat(startDemoChat(script, demoChatTiming, t0), t0 + 60_000);
    expect(texts(state)).toHaveLength(3);
    expect(state.typing).toBe(false);
  });

  it('shows steps with zero delays at the start, so stories can render a finished chat', () => {
    const instant = script.map((step) => ({ ...step, delayMs: 0 }));
    const state = startDemoChat(instant, { typingMs: 0, replyMs: 0 }, t0);
    expect(texts(state)).toEqual(['প্রশ্ন', 'উত্তর', 'আরেকটি প্রশ্ন']);
    expect(state.typing).toBe(false);
  });

  it('gives every message a unique id', () => {
    const state = advanceDemoChat(startDemoChat(script, demoChatTiming, t0), t0 + 60_000);
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(3);
  });
});

describe('a message typed by the visitor', () => {
  it('shows at once and gets the canned demo reply after 2000 ms, the tutor typing meanwhile', () => {
    let state = advanceDemoChat(startDemoChat(script, demoChatTiming, t0), t0 + 60_000);
    state = sendVisitorMessage(state, '  আমার প্রশ্ন  ', reply, demoChatTiming, t0 + 70_000);
    expect(state.messages.at(-1)).toMatchObject({ from: 'visitor', text: 'আমার প্রশ্ন' });
    expect(state.typing).toBe(true);

    state = advanceDemoChat(state, t0 + 71_999);
    expect(state.messages).toHaveLength(4);
    state = advanceDemoChat(state, t0 + 72_000);
    expect(state.messages.at(-1)).toMatchObject({ from: 'tutor', text: reply, isDemoNotice: true });
    expect(state.typing).toBe(false);
  });

  it('stops the rest of the script: the visitor has taken over', () => {
    let state = advanceDemoChat(startDemoChat(script, demoChatTiming, t0), t0 + 500);
    state = sendVisitorMessage(state, 'হ্যালো', reply, demoChatTiming, t0 + 600);
    state = advanceDemoChat(state, t0 + 60_000);
    expect(texts(state)).toEqual(['প্রশ্ন', 'হ্যালো', reply]);
  });

  it('is ignored when blank', () => {
    const state = startDemoChat([], demoChatTiming, t0);
    expect(sendVisitorMessage(state, '   ', reply, demoChatTiming, t0)).toBe(state);
  });

  it('answers two quick questions in turn and keeps typing until the last reply', () => {
    let state = startDemoChat([], demoChatTiming, t0);
    state = sendVisitorMessage(state, 'এক', reply, demoChatTiming, t0);
    state = sendVisitorMessage(state, 'দুই', reply, demoChatTiming, t0 + 1_000);
    state = advanceDemoChat(state, t0 + 2_000);
    expect(texts(state)).toEqual(['এক', 'দুই', reply]);
    expect(state.typing).toBe(true);
    state = advanceDemoChat(state, t0 + 3_000);
    expect(texts(state)).toEqual(['এক', 'দুই', reply, reply]);
    expect(state.typing).toBe(false);
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(4);
  });
});

describe('demoChatReducer', () => {
  it('starts the script once, when asked (e.g. when the chat scrolls into view)', () => {
    let state = demoChatReducer(idleDemoChat, { type: 'start', script, timing: demoChatTiming, now: t0 });
    expect(nextDemoChatEventAt(state)).toBe(t0 + 500);
    state = demoChatReducer(state, { type: 'advance', now: t0 + 500 });
    const again = demoChatReducer(state, { type: 'start', script, timing: demoChatTiming, now: t0 + 600 });
    expect(again).toBe(state);
  });

  it('never starts the script after the visitor spoke first', () => {
    let state = demoChatReducer(idleDemoChat, {
      type: 'send',
      text: 'হাই',
      replyText: reply,
      timing: demoChatTiming,
      now: t0,
    });
    state = demoChatReducer(state, { type: 'start', script, timing: demoChatTiming, now: t0 + 10 });
    state = demoChatReducer(state, { type: 'advance', now: t0 + 60_000 });
    expect(texts(state)).toEqual(['হাই', reply]);
  });

  it('routes advance and send to the pure functions', () => {
    let state = startDemoChat(script, demoChatTiming, t0);
    state = demoChatReducer(state, { type: 'advance', now: t0 + 500 });
    expect(texts(state)).toEqual(['প্রশ্ন']);
    state = demoChatReducer(state, {
      type: 'send',
      text: 'হাই',
      replyText: reply,
      timing: demoChatTiming,
      now: t0 + 600,
    });
    expect(texts(state)).toEqual(['প্রশ্ন', 'হাই']);
  });
});
