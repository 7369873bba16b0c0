import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import {
  apiSuccessSchema,
  paths,
  sseChunkSchema,
  sseCompleteSchema,
  sseErrorSchema,
  streamStartDataSchema,
  tutorHistoryMessageSchema,
} from '@study/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app';
import { tutorMessages } from '../db/schema';
import { createLogger } from '../logger';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { insertLesson, openEventStream, PHOTOSYNTHESIS_LESSON, startFakeOpenAi } from '../tutor/test-support';
import type { EventStream, FakeOpenAi, ReceivedEvent } from '../tutor/test-support';
import { warmSafetyModel } from '../tutor/safety/statistical';

// The tutor with the `openai` provider, over HTTP, against a fake OpenAI-compatible streaming
// server on loopback: streaming through, upstream failures, aborts reaching upstream, and logs.

const API_KEY = 'sk-integration-secret-4242';

describe.each(engines)('AI tutor with the openai provider on %s', (engine) => {
  let fake: FakeOpenAi;
  let server: TestServer;
  let topicId: number;

  beforeAll(async () => {
    // As main.ts does at start: trained here, the safety model's training (seconds on a loaded
    // machine) is not inside the first chat call's short time limit.
    await warmSafetyModel();
    fake = await startFakeOpenAi();
    server = await startTestServer(
      {
        TUTOR_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: API_KEY,
        OPENAI_MODEL: 'fake-tutor',
        TUTOR_SSE_HEARTBEAT_MS: '50',
        TUTOR_CHAT_TIMEOUT_MS: '3000',
      },
      engine,
    );
    const lesson = await insertLesson(server.db, {
      topics: [{ name: 'সালোকসংশ্লেষণ', content: PHOTOSYNTHESIS_LESSON }],
    });
    topicId = lesson.topicIds[0] as number;
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const student = () => createAccount(server.db, server.tokens, { classLevel: '7' });
  /** The stream session (on `baseUrl`: either server). */
  const startStream = async (
    baseUrl: string,
    token: string,
    message: string,
    options: Record<string, unknown> = {},
  ) => {
    const response = await fetch(baseUrl + paths.tutorStream, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lessonId: topicId, message, options }),
    });
    return apiSuccessSchema(streamStartDataSchema).parse(await response.json()).data;
  };
  const sseUrl = (baseUrl: string, sessionId: string, token: string) =>
    `${baseUrl}${paths.tutorStreamSse}?session_id=${sessionId}&token=${token}`;
  const history = async (token: string) =>
    z
      .array(tutorHistoryMessageSchema)
      .parse((await server.api(`${paths.tutorHistory}?lessonId=${topicId}`, { token })).body.data);
  const remaining = async (token: string) => (await server.api(paths.tutorUsage, { token })).body.data.remaining_today;

  async function readAll(stream: EventStream): Promise<ReceivedEvent[]> {
    const events: ReceivedEvent[] = [];
    for await (const event of stream.events) events.push(event);
    return events;
  }

  it('answers a chat call from the model, grounded in the topic, and stores it', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['ক্লোরোফিল ', 'থাকে ', 'ক্লোরোপ্লাস্টে। ', 'তুমি কী ভাবো?'] };
    const { accessToken } = await student();
    const response = await server.api(paths.tutorChat, {
      token: accessToken,
      json: { lessonId: topicId, message: 'ক্লোরোফিল কোথায় থাকে?' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      content: 'ক্লোরোফিল থাকে ক্লোরোপ্লাস্টে। তুমি কী ভাবো?',
      confidence_score: 0.95,
      requires_teacher_attention: false,
    });
    const sent = fake.requests[0]?.body;
    expect(sent?.model).toBe('fake-tutor');
    expect(sent?.messages[0]?.content).toContain('সপ্তম শ্রেণির');
    expect(sent?.messages[0]?.content).not.toContain('7 শ্রেণি');
    // The exercises stay, their answer key does not (the model guides the student to it).
    expect(sent?.messages[0]?.content).toContain('পাতাকে উদ্ভিদের রান্নাঘর বলা হয় কেন?');
    expect(sent?.messages[0]?.content).not.toContain('অক্সিজেন গ্যাস বাতাসে ফিরে আসে');
    expect(sent?.messages[0]?.content).toContain('ক্লোরোপ্লাস্টের ভেতরে থাকে সবুজ রঞ্জক');
    expect(sent?.messages.at(-1)).toEqual({ role: 'user', content: 'ক্লোরোফিল কোথায় থাকে?' });
    expect(fake.requests[0]?.headers['authorization']).toBe(`Bearer ${API_KEY}`);
    expect((await history(accessToken)).map((m) => m.content)).toEqual([
      'ক্লোরোফিল কোথায় থাকে?',
      'ক্লোরোফিল থাকে ক্লোরোপ্লাস্টে। তুমি কী ভাবো?',
    ]);
  });

  it('sends only whole exchanges as history: no cut-short reply, no question left without one', async () => {
    const { accessToken, userId } = await student();
    const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
    const row = (role: 'user' | 'assistant', content: string, second: number, partial = false) => ({
      publicId: randomUUID(),
      userId,
      topicId,
      role,
      content,
      partial,
      createdAt: at(second),
    });
    await server.db
      .insert(tutorMessages)
      .values([
        row('user', 'প্রশ্ন এক', 1),
        row('assistant', 'পুরো উত্তর এক', 2),
        row('user', 'প্রশ্ন দুই', 3),
        row('assistant', 'অর্ধেক উত্ত', 4, true),
        row('user', 'প্রশ্ন তিন', 5),
      ]);
    fake.behaviour = { kind: 'stream', pieces: ['ঠিক ', 'আছে।'] };
    await server.api(paths.tutorChat, { token: accessToken, json: { lessonId: topicId, message: 'প্রশ্ন চার' } });
    expect(fake.requests[0]?.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'প্রশ্ন এক' },
      { role: 'assistant', content: 'পুরো উত্তর এক' },
      { role: 'user', content: 'প্রশ্ন চার' },
    ]);
  });

  it('keeps what a slow model sent when a chat call runs out of time', async () => {
    fake.behaviour = { kind: 'hang', pieces: ['ধীরে ', 'আসা ', 'কথা '] };
    const { accessToken } = await student();
    const response = await server.api(paths.tutorChat, {
      token: accessToken,
      json: { lessonId: topicId, message: 'ক্লোরোফিল কী?' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.content).toBe('ধীরে আসা কথা ');
    expect((await history(accessToken))[1]?.metadata?.partial).toBe(true);
  });

  // Issue 17 §5: proxies and mobile networks drop a stream that stays silent; while the model
  // thinks, the server sends SSE comments. The fake model sends nothing at all; the test waits for
  // the first comment, however long it takes, and never for a time.
  it('sends a comment heartbeat while the model is silent', async () => {
    fake.behaviour = { kind: 'hang', pieces: [] };
    const { accessToken } = await student();
    const session = await startStream(server.url, accessToken, 'ক্লোরোফিল কী?', { wordDelayMs: 0 });
    const controller = new AbortController();
    const response = await fetch(sseUrl(server.url, session.session_id, accessToken), { signal: controller.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let raw = '';
    while (!raw.includes(': heartbeat\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      raw += decoder.decode(value, { stream: true });
    }
    controller.abort();
    expect(raw).toContain(': heartbeat\n\n');
    expect(raw).not.toContain('event:'); // nothing else was sent: the model was silent
  });

  it('streams the model words to the student as they arrive', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['পাতার ', 'কোষে ', 'ক্লোরো', 'প্লাস্ট ', 'থাকে।'], delayMs: 150 };
    const { accessToken } = await student();
    const session = await startStream(server.url, accessToken, 'ক্লোরোপ্লাস্ট কোথায় থাকে?', { wordDelayMs: 0 });
    const events = await readAll(await openEventStream(sseUrl(server.url, session.session_id, accessToken)));
    const chunks = events.filter((e) => e.event === 'chunk');
    expect(chunks.map((e) => sseChunkSchema.parse(e.data).content)).toEqual([
      'পাতার ',
      'কোষে ',
      'ক্লোরোপ্লাস্ট ',
      'থাকে।',
    ]);
    const complete = events.at(-1);
    expect(complete?.event).toBe('complete');
    // The first word reached the student long before the model finished.
    expect((complete?.at ?? 0) - (chunks[0]?.at ?? 0)).toBeGreaterThan(300); // 4 more pieces, 150 ms apart
    const { message_id } = sseCompleteSchema.parse(complete?.data);
    const [, reply] = await history(accessToken);
    expect(reply).toMatchObject({
      id: message_id,
      content: 'পাতার কোষে ক্লোরোপ্লাস্ট থাকে।',
      metadata: { partial: false },
    });
  });

  it('turns an upstream failure into an error event (stream) or 502 (chat), and does not count the question', async () => {
    fake.behaviour = { kind: 'status', status: 500 };
    const { accessToken } = await student();
    const before = await remaining(accessToken);
    const session = await startStream(server.url, accessToken, 'ক্লোরোফিল কী?');
    const events = await readAll(await openEventStream(sseUrl(server.url, session.session_id, accessToken)));
    expect(events.map((e) => e.event)).toEqual(['error']);
    expect(sseErrorSchema.parse(events[0]?.data)).toEqual({
      code: 'AI_TUTOR_ERROR',
      message: 'এআই শিক্ষকের সাথে সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করো',
    });
    expect(await remaining(accessToken)).toBe(before);

    const chat = await server.api(paths.tutorChat, {
      token: accessToken,
      json: { lessonId: topicId, message: 'ক্লোরোফিল কী?' },
    });
    expect(chat.status).toBe(502);
    expect(chat.body).toMatchObject({
      success: false,
      code: 'AI_TUTOR_ERROR',
      message: 'এআই শিক্ষকের সাথে সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করো',
    });
    expect(await remaining(accessToken)).toBe(before);
  });

  it('aborts the model when the student disconnects, and stores the partial reply', async () => {
    fake.behaviour = { kind: 'hang', pieces: ['প্রথম ', 'কথা ', 'তারপর…'] };
    const { accessToken } = await student();
    const session = await startStream(server.url, accessToken, 'ক্লোরোফিল কী?', { wordDelayMs: 0 });
    const stream = await openEventStream(sseUrl(server.url, session.session_id, accessToken));
    let received = '';
    for await (const event of stream.events) {
      received += sseChunkSchema.parse(event.data).content;
      if (received === 'প্রথম কথা ') break;
    }
    stream.close();
    const upstream = fake.requests[0];
    await vi.waitFor(() => expect(upstream?.wasAborted()).toBe(true), { timeout: 5000, interval: 20 });
    await vi.waitFor(
      async () =>
        expect((await history(accessToken))[1]).toMatchObject({ content: 'প্রথম কথা ', metadata: { partial: true } }),
      { timeout: 5000, interval: 50 },
    );
  });

  it('aborts the model at the time limit and ends with a STREAM_TIMEOUT error event', async () => {
    fake.behaviour = { kind: 'hang', pieces: ['ধীরে ', 'ধীরে '] };
    const { accessToken } = await student();
    const before = await remaining(accessToken);
    const session = await startStream(server.url, accessToken, 'ক্লোরোফিল কী?', {
      wordDelayMs: 0,
      maxStreamTime: 1000,
    });
    const events = await readAll(await openEventStream(sseUrl(server.url, session.session_id, accessToken)));
    expect(events.map((e) => e.event)).toEqual(['chunk', 'error']);
    expect(sseErrorSchema.parse(events[1]?.data).code).toBe('STREAM_TIMEOUT');
    expect(events[1]?.at).toBeLessThan(2500);
    await vi.waitFor(() => expect(fake.requests[0]?.wasAborted()).toBe(true), { timeout: 2000, interval: 20 });
    expect((await history(accessToken))[1]).toMatchObject({ content: 'ধীরে ', metadata: { partial: true } });
    // The client chose the short limit (issue 20): the question counts. Only the server's own 30 s
    // running out before a useful part (20 words) gives it back.
    expect(await remaining(accessToken)).toBe(before - 1);
  });

  it('never writes the query-string token or the API key to the logs', async () => {
    // The same app over the same database, logging to memory.
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'debug' }, { write: (line: string) => void lines.push(line) });
    const app = createApp({ config: server.config, db: server.db, logger, tokens: server.tokens });
    const handle = getRequestListener(app.fetch);
    const listener: Server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    try {
      const { accessToken } = await student();
      fake.behaviour = { kind: 'stream', pieces: ['ঠিক ', 'আছে।'] };
      const ok = await startStream(baseUrl, accessToken, 'হ্যালো');
      expect((await readAll(await openEventStream(sseUrl(baseUrl, ok.session_id, accessToken)))).at(-1)?.event).toBe(
        'complete',
      );
      fake.behaviour = { kind: 'status', status: 503 };
      const failing = await startStream(baseUrl, accessToken, 'হ্যালো');
      expect(
        (await readAll(await openEventStream(sseUrl(baseUrl, failing.session_id, accessToken)))).at(-1)?.event,
      ).toBe('error');
      const reused = await fetch(sseUrl(baseUrl, ok.session_id, accessToken));
      expect(reused.status).toBe(409);

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.filter((entry) => entry['path'] === paths.tutorStreamSse)).toHaveLength(3);
      expect(entries.some((entry) => entry['msg'] === 'tutor stream reply failed')).toBe(true);
      const everything = lines.join('\n');
      expect(everything).not.toContain(accessToken);
      expect(everything).not.toContain(API_KEY);
      expect(everything).not.toContain('token=');
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});
