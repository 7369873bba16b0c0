import { paths } from '@study/contract';
import type { AuthData, Usage } from '@study/contract';
import type { TutorChatMessage } from '@study/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { EventSource } from 'eventsource';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { streamWords, tutorApi, tutorLimitReachedUsage, tutorReplyFixture } from '../mocks/tutorHandlers';
import type { TutorMockOptions } from '../mocks/tutorHandlers';
import { createInMemorySession } from '../session/inMemorySession';
import { SessionProvider } from '../session/SessionProvider';
import type { SessionStore } from '../session/sessionStore';
import { chatHistoryKey, saveChatHistory } from './chatHistory';
import { loadPendingReply } from './pendingReply';
import { STREAM_TIMEOUT_MS } from './tutorClient';
import { chatUsage, tutorToastId, useTutorChat } from './useTutorChat';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
// The real @study/ui needs vanilla-extract's build step; the hook only calls its toasts (a badge's
// toast text comes from the badges' catalogue, loaded when one is earned).
vi.mock('@study/ui', () => ({ showToast: toast, achievementToastText: (id: string) => `badge ${id}` }));

const server = setupServer();
/** Every tutor call the hook made, as 'METHOD path'. */
let calls: string[] = [];

beforeAll(() => {
  // happy-dom has no EventSource; msw's `sse` and the client use the `eventsource` package's.
  vi.stubGlobal('EventSource', EventSource);
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('ai-tutor') && !pathname.endsWith('stream-status/') && !pathname.endsWith('usage/')) {
      calls.push(`${request.method} ${pathname}`);
    }
  });
});
beforeEach(() => {
  calls = [];
  localStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const topicId = 101;
const question = 'বর্গসংখ্যা কী?';
const student: AuthData = {
  accessToken: 'student-token',
  refreshToken: 'refresh-token',
  user: { id: 7, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '8', school: null },
};

function mock(options: TutorMockOptions = {}) {
  server.use(...Object.values(tutorApi({ wordDelayMs: 0, ...options })));
}

function renderChat(store: SessionStore = createInMemorySession(student)) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider store={store}>{children}</SessionProvider>
    </SWRConfig>
  );
  return renderHook(() => useTutorChat(topicId, { EventSource }), { wrapper });
}

type Chat = ReturnType<typeof renderChat>['result'];

/** Renders the panel's state once the stream status and usage have loaded. */
async function ready(streaming = true) {
  const chat = renderChat();
  await waitFor(() => expect(chat.result.current.usage).toBeDefined());
  if (streaming) await waitFor(() => expect(chat.result.current.streamingAvailable).toBe(true));
  else act(() => chat.result.current.onSettingsChange({ ...chat.result.current.settings, streaming: false }));
  return chat;
}

function send(result: Chat, text = question) {
  act(() => result.current.onSend(text));
}

const reply = (result: Chat) => result.current.messages.find((message) => message.role === 'assistant');

describe('useTutorChat: streaming', () => {
  it('grows the reply chunk by chunk, then completes it and stores the exchange', async () => {
    mock({ wordDelayMs: 15 });
    const { result } = await ready();
    send(result);
    expect(result.current.status).toBe('loading');
    expect(result.current.messages).toMatchObject([{ role: 'user', content: question }]);

    await waitFor(() => expect(result.current.status).toBe('streaming'));
    await waitFor(() => expect(reply(result)?.content.length).toBeGreaterThan(0));
    const partial = reply(result);
    expect(partial).toMatchObject({ isStreaming: true, isComplete: false });
    expect(tutorReplyFixture.startsWith(partial?.content ?? 'x')).toBe(true);
    expect(partial?.content).not.toBe(tutorReplyFixture);

    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(reply(result)).toMatchObject({ content: tutorReplyFixture, isStreaming: false, isComplete: true });
    expect(result.current.usage).toEqual({ remainingToday: 41, dailyLimit: 50, canCall: true });
    expect(calls).toEqual([`POST ${paths.tutorStream}`, `GET ${paths.tutorStreamSse}`]);
    const stored = JSON.parse(localStorage.getItem(chatHistoryKey(topicId)) ?? '[]') as TutorChatMessage[];
    expect(stored.map((message) => message.content)).toEqual([question, tutorReplyFixture]);
  });

  it('waits for the stream status when the question comes before it', async () => {
    mock();
    const { result } = renderChat();
    expect(result.current.streamingAvailable).toBe(false);
    send(result);
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(calls).toEqual([`POST ${paths.tutorStream}`, `GET ${paths.tutorStreamSse}`]);
    expect(reply(result)?.content).toBe(tutorReplyFixture);
  });

  it('on a stream error removes the partial reply and asks the same question through the chat call', async () => {
    mock({ streamEnding: 'error', wordsBeforeEnding: 3 });
    let chatBody: unknown;
    server.use(
      http.post(paths.tutorChat, async ({ request }) => {
        chatBody = await request.clone().json();
        return undefined;
      }),
    );
    const { result } = await ready();
    send(result);
    await waitFor(() => expect(calls).toContain(`POST ${paths.tutorChat}`));
    expect(toast.error).toHaveBeenCalledWith(messages.tutor.streamFallbackTitle, {
      description: messages.tutor.streamFallbackText,
      id: tutorToastId,
    });
    await waitFor(() => expect(result.current.status).toBe('idle'));

    expect(chatBody).toEqual({ lessonId: topicId, message: question, language: 'bn' });
    // One reply: the chat call's, whole; the stream's three words are gone.
    expect(result.current.messages).toHaveLength(2);
    expect(reply(result)).toMatchObject({ content: tutorReplyFixture, isComplete: true });
    expect(result.current.notice).toBe(messages.tutor.streamError);
    expect(calls).toEqual([`POST ${paths.tutorStream}`, `GET ${paths.tutorStreamSse}`, `POST ${paths.tutorChat}`]);
  });

  it('falls back the same way when the connection drops', async () => {
    mock({ streamEnding: 'drop', wordsBeforeEnding: 2 });
    const { result } = await ready();
    send(result);
    await waitFor(() => expect(calls).toContain(`POST ${paths.tutorChat}`));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.messages.map((message) => message.content)).toEqual([question, tutorReplyFixture]);
    expect(result.current.notice).toBe(messages.tutor.streamConnectionFailed);
  });

  it('gives up on a silent stream after 30 seconds and falls back', async () => {
    mock({ streamEnding: 'hang', wordsBeforeEnding: 1 });
    const { result } = await ready();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Waits on the network, moving the fake clock by `stepMs` a turn (0: only timers due now run).
    const until = async (check: () => boolean, stepMs = 0) => {
      for (let turn = 0; turn < 1000 && !check(); turn += 1) {
        await act(async () => {
          vi.advanceTimersByTime(stepMs);
          await new Promise((resolve) => setImmediate(resolve));
        });
      }
      expect(check()).toBe(true);
    };
    send(result);
    await until(() => reply(result)?.content === streamWords(tutorReplyFixture)[0]);

    await act(() => vi.advanceTimersByTimeAsync(STREAM_TIMEOUT_MS - 1));
    expect(result.current.status).toBe('streaming');
    expect(calls).not.toContain(`POST ${paths.tutorChat}`);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => result.current.status === 'idle', 10);
    expect(result.current.notice).toBe(messages.tutor.streamTimeout);
    expect(result.current.messages.map((message) => message.content)).toEqual([question, tutorReplyFixture]);
  });

  it('stop closes the stream and keeps what arrived, marked complete', async () => {
    mock({ wordDelayMs: 30 });
    const { result } = await ready();
    send(result);
    await waitFor(() => expect(streamWords(reply(result)?.content ?? '').length).toBeGreaterThanOrEqual(2));
    act(() => result.current.onStop());

    expect(result.current.status).toBe('idle');
    const kept = reply(result)?.content ?? '';
    expect(reply(result)).toMatchObject({ isStreaming: false, isComplete: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reply(result)?.content).toBe(kept);
    expect(kept).not.toBe(tutorReplyFixture);
    expect(calls).not.toContain(`POST ${paths.tutorChat}`);
    const stored = JSON.parse(localStorage.getItem(chatHistoryKey(topicId)) ?? '[]') as TutorChatMessage[];
    expect(stored.at(-1)?.content).toBe(kept);
  });

  it('clear stops the stream and deletes the stored history', async () => {
    saveChatHistory(topicId, [
      { id: 'old-1', role: 'user', content: 'আগের প্রশ্ন', timestamp: '2026-11-21T10:00:00.000Z', isComplete: true },
    ]);
    mock({ wordDelayMs: 30 });
    const { result } = await ready();
    expect(result.current.messages).toHaveLength(1);
    send(result);
    await waitFor(() => expect(result.current.status).toBe('streaming'));
    act(() => result.current.onClear());

    expect(result.current.messages).toEqual([]);
    expect(result.current.status).toBe('idle');
    expect(localStorage.getItem(chatHistoryKey(topicId))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(result.current.messages).toEqual([]);
    expect(localStorage.getItem(chatHistoryKey(topicId))).toBeNull();
  });
});

describe('useTutorChat: a reply cut by a reload (issue 16.4)', () => {
  it('keeps the streaming words, then shows them cut on the next open, gives the question back and asks again', async () => {
    // The reply is still arriving (four words, then silence) when the page goes.
    mock({ wordDelayMs: 30, streamEnding: 'hang', wordsBeforeEnding: 4 });
    const first = await ready();
    send(first.result);
    await waitFor(() => expect(streamWords(reply(first.result)?.content ?? '').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(loadPendingReply(topicId)?.content).toBe(reply(first.result)?.content));
    // The page reloads mid-reply: this one's stream is abandoned, not stopped, and nothing is asked again.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    const seen = loadPendingReply(topicId)?.content ?? '';
    expect(seen).not.toBe('');
    expect(calls).not.toContain(`POST ${paths.tutorChat}`);

    const { result } = renderChat();
    expect(result.current.messages).toMatchObject([
      { role: 'user', content: question },
      { role: 'assistant', content: seen, cut: { givenBack: false } },
    ]);
    await waitFor(() => expect(reply(result)?.cut).toEqual({ givenBack: true }));
    expect(calls).toContain(`POST ${paths.tutorStreamGiveBack}`);
    expect(result.current.usage?.remainingToday).toBe(42); // as before the question
    expect(loadPendingReply(topicId)).toBeNull();

    mock(); // a server that answers in full this time
    await waitFor(() => expect(result.current.streamingAvailable).toBe(true));
    act(() => result.current.onAskAgain?.(reply(result)?.id ?? ''));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.messages).toMatchObject([
      { role: 'user', content: question },
      { role: 'assistant', content: tutorReplyFixture },
    ]);
    expect(reply(result)?.cut).toBeUndefined();
  });

  it('a reply cut by the server stopping for a deploy keeps its words, marked cut and given back, and asks nothing again (issue 21.2)', async () => {
    mock({ wordDelayMs: 5, streamEnding: 'restart', wordsBeforeEnding: 4 });
    const { result } = await ready();
    send(result);
    await waitFor(() => expect(result.current.status).toBe('idle'));
    const words = streamWords(tutorReplyFixture).slice(0, 4).join('');
    expect(result.current.messages).toMatchObject([
      { role: 'user', content: question },
      { role: 'assistant', content: words, isStreaming: false, isComplete: true, cut: { givenBack: true } },
    ]);
    expect(result.current.usage?.remainingToday).toBe(42); // as before the question
    expect(calls).toEqual([`POST ${paths.tutorStream}`, `GET ${paths.tutorStreamSse}`]);
    expect(loadPendingReply(topicId)).toBeNull();
  });

  it('a stopped reply is not given back', async () => {
    mock({ wordDelayMs: 30 });
    const { result, unmount } = await ready();
    send(result);
    await waitFor(() => expect(streamWords(reply(result)?.content ?? '').length).toBeGreaterThanOrEqual(2));
    act(() => result.current.onStop());
    expect(loadPendingReply(topicId)).toBeNull();
    unmount();
    const again = renderChat();
    await waitFor(() => expect(again.result.current.usage).toBeDefined());
    expect(calls).not.toContain(`POST ${paths.tutorStreamGiveBack}`);
    expect(again.result.current.messages.some((message) => message.cut)).toBe(false);
  });
});

describe('useTutorChat: normal chat', () => {
  it('restores the stored history of the topic, completed messages only', async () => {
    const done: TutorChatMessage = {
      id: 'a-1',
      role: 'assistant',
      content: 'আগের উত্তর',
      timestamp: '2026-11-21T10:00:01.000Z',
      isComplete: true,
    };
    localStorage.setItem(
      chatHistoryKey(topicId),
      JSON.stringify([
        { ...done, id: 'u-1', role: 'user', content: 'আগের প্রশ্ন' },
        done,
        { ...done, id: 'a-2', isStreaming: true },
      ]),
    );
    mock();
    const { result } = renderChat();
    expect(result.current.messages.map((message) => message.id)).toEqual(['u-1', 'a-1']);
    await waitFor(() => expect(result.current.usage).toBeDefined());
  });

  it('uses the chat call when streaming is switched off, with the teacher-attention toast on a flagged reply', async () => {
    mock({ teacherAttention: true });
    const { result } = await ready(false);
    send(result);
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(calls).toEqual([`POST ${paths.tutorChat}`]);
    expect(reply(result)).toMatchObject({ content: tutorReplyFixture, metadata: { requiresTeacherAttention: true } });
    expect(toast.info).toHaveBeenCalledWith(messages.tutor.teacherTitle, {
      description: messages.tutor.teacherText,
      id: tutorToastId,
    });
  });

  it('announces a badge the answered question earned, streamed or not', async () => {
    for (const streaming of [true, false]) {
      toast.success.mockClear();
      mock({ earned: { badges: [{ id: 'tutor-10', earnedAt: '2026-11-26T10:00:00.000Z' }], certificates: [] } });
      const { result, unmount } = await ready(streaming);
      send(result);
      await waitFor(() => expect(result.current.status).toBe('idle'));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/^badge /)));
      unmount();
    }
  });

  it('shows no "complex question" toast after a safety reply, streamed or not', async () => {
    for (const streaming of [true, false]) {
      mock({ safety: { kind: 'self_harm', severity: 'high' } });
      const { result, unmount } = await ready(streaming);
      send(result);
      await waitFor(() => expect(result.current.status).toBe('idle'));
      // The panel shows no "complex question" hint under a reply marked safety.
      expect(reply(result)).toMatchObject({
        isComplete: true,
        metadata: { requiresTeacherAttention: true, safety: true },
      });
      unmount();
    }
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('uses the chat call when the server offers no streaming', async () => {
    mock({ streamingAvailable: false });
    const { result } = renderChat();
    await waitFor(() => expect(result.current.usage).toBeDefined());
    await waitFor(() => expect(result.current.activeConnections).toBeDefined());
    expect(result.current.streamingAvailable).toBe(false);
    send(result);
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(calls).toEqual([`POST ${paths.tutorChat}`]);
  });

  it('asks "কেন ভুল হলো?" with the quiz answer through the chat call, even with streaming on', async () => {
    let body: unknown;
    mock();
    server.use(
      http.post(paths.tutorChat, async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
    );
    const { result } = await ready();
    act(() => result.current.onSend('কেন ভুল হলো?', { questionId: 5, optionId: 17 }));
    expect(result.current.messages).toMatchObject([{ role: 'user', content: 'কেন ভুল হলো?' }]);
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(calls).toEqual([`POST ${paths.tutorChat}`]);
    expect(body).toMatchObject({
      lessonId: topicId,
      message: 'কেন ভুল হলো?',
      quizAnswer: { questionId: 5, optionId: 17 },
    });
    expect(reply(result)).toMatchObject({ content: tutorReplyFixture, isComplete: true });
  });

  it('shows a failed call in the panel and as a toast', async () => {
    mock({ chatFails: true });
    const { result } = await ready(false);
    send(result);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('এআই শিক্ষক এখন উত্তর দিতে পারছে না, একটু পরে আবার চেষ্টা করো');
    expect(toast.error).toHaveBeenCalledWith(messages.tutor.connectionFailed, { id: tutorToastId });
  });

  it('sends one question at a time', async () => {
    mock();
    const { result } = await ready(false);
    act(() => {
      result.current.onSend(question);
      result.current.onSend('দ্বিতীয় প্রশ্ন');
    });
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(calls).toEqual([`POST ${paths.tutorChat}`]);
    expect(result.current.messages.filter((message) => message.role === 'user')).toHaveLength(1);
  });
});

describe('useTutorChat: limits', () => {
  const allowance: Usage = { remaining_today: 3, daily_limit: 50, can_call: true };

  it('on the daily limit shows the limit toast and takes the limit as the usage', async () => {
    mock({ usage: tutorLimitReachedUsage });
    // The usage read earlier still allowed a question; the server refuses it.
    server.use(http.get(paths.tutorUsage, () => HttpResponse.json({ success: true, data: allowance, message: '' })));
    const { result } = await ready();
    send(result);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(messages.tutor.limitTitle, {
        description: messages.tutor.limitText,
        id: tutorToastId,
      }),
    );
    expect(result.current.status).toBe('idle');
    expect(result.current.usage).toEqual(chatUsage(tutorLimitReachedUsage));
    // No fallback to the chat call: it would be refused too.
    expect(calls).toEqual([`POST ${paths.tutorStream}`]);

    send(result, 'আরেকটি প্রশ্ন');
    expect(calls).toEqual([`POST ${paths.tutorStream}`]);
  });

  it('sends nothing when can_call is false', async () => {
    mock({ usage: tutorLimitReachedUsage });
    const { result } = await ready();
    send(result);
    expect(result.current.messages).toEqual([]);
    expect(result.current.status).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it("sends nothing without a token and says 'Authentication required' in Bengali", async () => {
    mock();
    const { result } = renderChat(createInMemorySession());
    send(result);
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe(messages.tutor.authRequired);
    expect(result.current.messages).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
