import { paths } from '@study/contract';
import { EventSource } from 'eventsource';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createApiClient } from '../api/createApiClient';
import { streamWords, tutorApi, tutorReplyFixture } from '../mocks/tutorHandlers';
import type { TutorMockOptions } from '../mocks/tutorHandlers';
import { createTutorClient, streamErrorMessages, TutorReplyError, TutorStreamError } from './tutorClient';
import type { StreamCompletion } from './tutorClient';

const server = setupServer();

beforeAll(() => {
  // happy-dom has no EventSource; msw's `sse` and the client use the `eventsource` package's.
  vi.stubGlobal('EventSource', EventSource);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

function mock(options: TutorMockOptions = {}) {
  server.use(...Object.values(tutorApi({ wordDelayMs: 0, ...options })));
}

const api = createApiClient({ session: { getAccessToken: () => 'student-token' } });

function client(timeoutMs?: number) {
  return createTutorClient({ api, EventSource, ...(timeoutMs !== undefined && { timeoutMs }) });
}

interface Recorded {
  chunks: string[];
  completion?: StreamCompletion;
  error?: unknown;
}

async function stream(options: { timeoutMs?: number; signal?: AbortSignal; onChunk?: (content: string) => void } = {}) {
  const recorded: Recorded = { chunks: [] };
  await client(options.timeoutMs).streamReply({
    lessonId: 101,
    message: 'বর্গসংখ্যা কী?',
    wordDelayMs: 25,
    token: 'student-token',
    signal: options.signal,
    onChunk: (content) => {
      recorded.chunks.push(content);
      options.onChunk?.(content);
    },
    onComplete: (completion) => {
      recorded.completion = completion;
    },
    onError: (error) => {
      recorded.error = error;
    },
  });
  return recorded;
}

describe('sendChat', () => {
  it('posts the question and returns the reply with the usage', async () => {
    let body: unknown;
    mock();
    server.use(
      http.post(paths.tutorChat, async ({ request }) => {
        body = await request.clone().json();
        return undefined; // on to the mock tutor
      }),
    );
    const reply = await client().sendChat({ lessonId: 101, message: 'বর্গসংখ্যা কী?' });
    expect(body).toEqual({ lessonId: 101, message: 'বর্গসংখ্যা কী?', language: 'bn' });
    expect(reply.content).toBe(tutorReplyFixture);
    expect(reply.usage).toEqual({ remaining_today: 41, daily_limit: 50, can_call: true });
  });

  it('sends "কেন ভুল হলো?" with the quiz answer, on the chapter alone', async () => {
    let body: unknown;
    mock();
    server.use(
      http.post(paths.tutorChat, async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
    );
    await client().sendChat({ chapterId: 12, message: 'কেন ভুল হলো?', quizAnswer: { questionId: 5, optionId: 17 } });
    expect(body).toEqual({
      chapterId: 12,
      message: 'কেন ভুল হলো?',
      language: 'bn',
      quizAnswer: { questionId: 5, optionId: 17 },
    });
  });

  it('reports the daily limit as the API error with the usage', async () => {
    mock({ usage: { remaining_today: 0, daily_limit: 50, can_call: false } });
    const error = await client()
      .sendChat({ lessonId: 101, message: 'আরেকটি প্রশ্ন' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'USAGE_LIMIT_EXCEEDED', details: { usage: { can_call: false } } });
  });

  it("turns a reply that says it failed into 'AI tutor service error'", async () => {
    server.use(
      http.post(paths.tutorChat, () =>
        HttpResponse.json({
          success: true,
          message: 'ok',
          data: {
            id: 'r',
            role: 'assistant',
            content: '',
            timestamp: '2026-11-22T10:00:00.000Z',
            success: false,
            interaction_id: null,
            confidence_score: 0,
            requires_teacher_attention: false,
            error_code: 'USAGE_LIMIT_EXCEEDED',
            usage: { remaining_today: 0, daily_limit: 50, can_call: false },
          },
        }),
      ),
    );
    const error = await client()
      .sendChat({ lessonId: 101, message: 'প্রশ্ন' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TutorReplyError);
    expect(error).toMatchObject({ message: 'AI tutor service error', code: 'USAGE_LIMIT_EXCEEDED' });
  });
});

describe('streamReply', () => {
  it('delivers the reply word by word, then completes with the metadata and usage', async () => {
    mock({ teacherAttention: true });
    const recorded = await stream();
    expect(recorded.chunks).toEqual(streamWords(tutorReplyFixture));
    expect(recorded.chunks.join('')).toBe(tutorReplyFixture);
    expect(recorded.completion).toMatchObject({
      requiresTeacherAttention: true,
      usage: { remaining_today: 41, can_call: true },
    });
    expect(recorded.error).toBeUndefined();
  });

  it('asks for the requested word delay and passes the token in the query', async () => {
    let startBody: unknown;
    let sseQuery: URLSearchParams | undefined;
    mock();
    server.use(
      http.post(paths.tutorStream, async ({ request }) => {
        startBody = await request.clone().json();
        return undefined;
      }),
      http.get(paths.tutorStreamSse, ({ request }) => {
        sseQuery = new URL(request.url).searchParams;
        return undefined;
      }),
    );
    await stream();
    expect(startBody).toMatchObject({
      lessonId: 101,
      language: 'bn',
      options: { wordDelayMs: 25, maxStreamTime: 30_000 },
    });
    expect(sseQuery?.get('token')).toBe('student-token');
    expect(sseQuery?.get('session_id')).toBe('story-stream-1');
  });

  it("reports the server's error event as 'Streaming error occurred', after the words that came", async () => {
    mock({ streamEnding: 'error', wordsBeforeEnding: 3 });
    const recorded = await stream();
    expect(recorded.chunks).toHaveLength(3);
    expect(recorded.error).toBeInstanceOf(TutorStreamError);
    expect(recorded.error).toMatchObject({ message: streamErrorMessages.streamError, serverCode: 'AI_TUTOR_ERROR' });
    expect(recorded.completion).toBeUndefined();
  });

  it("reports a dropped connection as 'Streaming connection failed' and does not reconnect", async () => {
    mock({ streamEnding: 'drop', wordsBeforeEnding: 2 });
    let connections = 0;
    server.use(
      http.get(paths.tutorStreamSse, () => {
        connections += 1;
        return undefined;
      }),
    );
    const recorded = await stream();
    expect(recorded.error).toMatchObject({ kind: 'connectionFailed', message: 'Streaming connection failed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connections).toBe(1);
  });

  it('reports a refused stream session (JSON 410 before any event) as a failed connection', async () => {
    mock();
    server.use(
      http.get(paths.tutorStreamSse, () =>
        HttpResponse.json({ success: false, code: 'STREAM_SESSION_EXPIRED', message: 'মেয়াদ শেষ' }, { status: 410 }),
      ),
    );
    const recorded = await stream();
    expect(recorded.error).toMatchObject({ kind: 'connectionFailed' });
  });

  it("reports a missing session id as 'No session ID received from server'", async () => {
    server.use(
      http.post(paths.tutorStream, () =>
        HttpResponse.json({
          success: true,
          message: 'ok',
          data: {
            session_id: '',
            expires_at: '2026-11-22T10:01:00.000Z',
            usage: { remaining_today: 5, daily_limit: 50, can_call: true },
          },
        }),
      ),
    );
    const recorded = await stream();
    expect(recorded.error).toMatchObject({ kind: 'noSession', message: 'No session ID received from server' });
  });

  it('passes the start call’s failure (the daily limit) on as the API error', async () => {
    mock({ usage: { remaining_today: 0, daily_limit: 50, can_call: false } });
    const recorded = await stream();
    expect(recorded.error).toBeInstanceOf(ApiError);
    expect(recorded.error).toMatchObject({ code: 'USAGE_LIMIT_EXCEEDED' });
  });

  it("gives up after the time limit with 'Streaming timeout'", async () => {
    mock({ streamEnding: 'hang', wordsBeforeEnding: 1 });
    const recorded = await stream({ timeoutMs: 200 });
    expect(recorded.chunks).toHaveLength(1);
    expect(recorded.error).toMatchObject({ kind: 'timeout', message: 'Streaming timeout' });
  });

  it('stops when the signal aborts: the stream closes and no callback follows', async () => {
    mock({ wordDelayMs: 20 });
    const controller = new AbortController();
    let seen = 0;
    const recorded = await stream({
      signal: controller.signal,
      onChunk: () => {
        seen += 1;
        if (seen === 2) controller.abort();
      },
    });
    expect(recorded.chunks).toHaveLength(2);
    expect(recorded.completion).toBeUndefined();
    expect(recorded.error).toBeUndefined();
  });

  it('reports a missing EventSource as a failed connection', async () => {
    mock();
    const recorded: Recorded = { chunks: [] };
    const broken = createTutorClient({
      api,
      EventSource: class {
        constructor() {
          throw new Error('EventSource is not supported');
        }
      } as unknown as typeof EventSource,
    });
    await broken.streamReply({
      lessonId: 101,
      message: 'প্রশ্ন',
      wordDelayMs: 50,
      token: () => 'student-token',
      onChunk: (content) => recorded.chunks.push(content),
      onComplete: () => undefined,
      onError: (error) => {
        recorded.error = error;
      },
    });
    expect(recorded.error).toMatchObject({ kind: 'connectionFailed' });
  });
});
