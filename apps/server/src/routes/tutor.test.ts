import { randomUUID } from 'node:crypto';
import {
  apiSuccessSchema,
  chatResponseDataSchema,
  conversationAnalysisSchema,
  paths,
  sseChunkSchema,
  sseCompleteSchema,
  sseErrorSchema,
  streamGiveBackDataSchema,
  streamStartDataSchema,
  streamStatusSchema,
  tutorHistoryMessageSchema,
  usageLimitFailureSchema,
} from '@study/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { streamSessions, topics, tutorMessages, tutorUsage } from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { insertLesson, openEventStream, PHOTOSYNTHESIS_LESSON } from '../tutor/test-support';
import type { EventStream, Lesson, ReceivedEvent } from '../tutor/test-support';

// The tutor's API over HTTP with the embedded `offline` provider and a daily limit of 3.
// Every test uses its own student, so limits and histories do not interfere.

const LIMIT = 3;

describe.each(engines)('AI tutor on %s', (engine) => {
  let server: TestServer;
  let lesson: Lesson;
  let noQuizLesson: Lesson;
  let topicId: number;

  beforeAll(async () => {
    server = await startTestServer({ TUTOR_DAILY_LIMIT: String(LIMIT) }, engine);
    lesson = await insertLesson(server.db, {
      topics: [
        { name: 'সালোকসংশ্লেষণ', content: PHOTOSYNTHESIS_LESSON },
        { name: 'শ্বসন', content: 'জীব খাদ্য ভেঙে শক্তি পায়; এই প্রক্রিয়ার নাম শ্বসন।' },
      ],
      quizQuestions: 8,
    });
    noQuizLesson = await insertLesson(server.db, {
      topics: [{ name: 'কোষ', content: 'কোষ জীবের গঠনের একক।' }],
      chapterName: 'কোষ',
    });
    topicId = lesson.topicIds[0] as number;
  });
  afterAll(() => server?.stop());

  const student = () => createAccount(server.db, server.tokens, { classLevel: '8' });
  const chat = (token: string, message: string, extra: Record<string, unknown> = {}) =>
    server.api(paths.tutorChat, { token, json: { lessonId: topicId, message, ...extra } });
  const startStream = (token: string, message: string, options: Record<string, unknown> = {}) =>
    server.api(paths.tutorStream, { token, json: { lessonId: topicId, message, options } });
  const sseUrl = (sessionId: string, token: string) =>
    `${server.url}${paths.tutorStreamSse}?session_id=${encodeURIComponent(sessionId)}&token=${encodeURIComponent(
      token,
    )}`;
  const historyOf = async (token: string, lessonId = topicId) => {
    const response = await server.api(`${paths.tutorHistory}?lessonId=${lessonId}`, { token });
    expect(response.status).toBe(200);
    return z.array(tutorHistoryMessageSchema).parse(response.body.data);
  };
  const usageOf = async (token: string) => (await server.api(paths.tutorUsage, { token })).body.data;

  async function readAll(stream: EventStream): Promise<ReceivedEvent[]> {
    const events: ReceivedEvent[] = [];
    for await (const event of stream.events) events.push(event);
    return events;
  }

  describe('access', () => {
    it('needs a student token on every route', async () => {
      const admin = await createAccount(server.db, server.tokens, { role: 'admin' });
      for (const path of [paths.tutorChat, paths.tutorStream]) {
        const anonymous = await server.api(path, { json: { lessonId: topicId, message: 'হ্যালো' } });
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.message).toBe('Authentication required');
        expect(
          (await server.api(path, { token: admin.accessToken, json: { lessonId: topicId, message: 'হ্যালো' } })).status,
        ).toBe(403);
      }
      for (const path of [
        paths.tutorUsage,
        paths.tutorStreamStatus,
        `${paths.tutorHistory}?lessonId=${topicId}`,
        `${paths.tutorAnalysis}?chapterId=${lesson.chapterId}`,
      ]) {
        expect((await server.api(path)).status, path).toBe(401);
        expect((await server.api(path, { token: admin.accessToken })).status, path).toBe(403);
      }
      expect((await server.api(`${paths.tutorStreamSse}?session_id=x`)).status).toBe(401);
    });
  });

  describe('chat', () => {
    it('answers from the topic, stores both sides of the exchange and counts one question', async () => {
      const { accessToken } = await student();
      const response = await chat(accessToken, 'ক্লোরোফিল কোথায় থাকে?');
      expect(response.status).toBe(200);
      const data = apiSuccessSchema(chatResponseDataSchema).parse(response.body).data;
      expect(response.body.message).toBe('সফল');
      expect(data.content).toContain('ক্লোরোপ্লাস্টের ভেতরে থাকে সবুজ রঞ্জক **ক্লোরোফিল**');
      expect(data).toMatchObject({
        role: 'assistant',
        success: true,
        error_code: null,
        confidence_score: 0.95,
        requires_teacher_attention: false,
        usage: { remaining_today: LIMIT - 1, daily_limit: LIMIT, can_call: true },
      });
      expect(await usageOf(accessToken)).toEqual({ remaining_today: LIMIT - 1, daily_limit: LIMIT, can_call: true });

      const stored = await historyOf(accessToken);
      expect(stored.map((m) => [m.id, m.role, m.content])).toEqual([
        [data.interaction_id, 'user', 'ক্লোরোফিল কোথায় থাকে?'],
        [data.id, 'assistant', data.content],
      ]);
      expect(stored[0]?.metadata).toBeNull();
      expect(stored[1]?.metadata).toMatchObject({
        confidence_score: 0.95,
        requires_teacher_attention: false,
        partial: false,
      });
    });

    it('flags what the lesson cannot answer, and safety messages, for a teacher', async () => {
      const { accessToken } = await student();
      const unknown = (await chat(accessToken, 'নিউটনের গতিসূত্র কী?')).body.data;
      expect(unknown.content).toContain('পাঠে এ নিয়ে কিছু লেখা নেই');
      expect(unknown.requires_teacher_attention).toBe(true);
      const safety = (await chat(accessToken, 'আমি আর বাঁচতে চাই না')).body.data;
      expect(safety.content).toContain('৯৯৯');
      expect(safety.requires_teacher_attention).toBe(true);
      const [, , , reply] = await historyOf(accessToken);
      expect(reply?.metadata?.emotion_detected).toBe('distressed');
    });

    it('answers in English when asked to', async () => {
      const { accessToken } = await student();
      const data = (await chat(accessToken, 'explain this topic', { language: 'en' })).body.data;
      expect(data.content).toContain('The lesson is written in Bengali');
    });

    it('rejects bad input with 400 or 404 and does not count it', async () => {
      const { accessToken } = await student();
      const empty = await chat(accessToken, '   ');
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('প্রশ্ন লেখো');
      const long = await chat(accessToken, 'ক'.repeat(1001));
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('প্রশ্নটি ১০০০ অক্ষরের মধ্যে রাখো');
      expect(
        (await server.api(paths.tutorChat, { token: accessToken, json: { lessonId: 'abc', message: 'কী?' } })).status,
      ).toBe(400);
      const missing = await server.api(paths.tutorChat, {
        token: accessToken,
        json: { lessonId: 2_000_000, message: 'কী?' },
      });
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('NOT_FOUND');
      expect((await server.api(`${paths.tutorHistory}?lessonId=abc`, { token: accessToken })).status).toBe(400);
      expect((await server.api(`${paths.tutorHistory}?lessonId=2000000`, { token: accessToken })).status).toBe(404);
      expect(await usageOf(accessToken)).toEqual({ remaining_today: LIMIT, daily_limit: LIMIT, can_call: true });
    });
  });

  describe('daily limit', () => {
    it(`allows ${LIMIT} questions a day, then answers 429 USAGE_LIMIT_EXCEEDED on chat and stream`, async () => {
      const { accessToken } = await student();
      for (let i = 1; i <= LIMIT; i += 1) {
        const response = await chat(accessToken, 'একটি উদাহরণ দাও');
        expect(response.status).toBe(200);
        expect(response.body.data.usage.remaining_today).toBe(LIMIT - i);
      }
      const over = await chat(accessToken, 'একটি উদাহরণ দাও');
      expect(over.status).toBe(429);
      const failure = usageLimitFailureSchema.parse(over.body);
      expect(failure.message).toBe('আজকের এআই শিক্ষকের প্রশ্নের সীমা শেষ। আগামীকাল আবার চেষ্টা করো।');
      expect(failure.details.usage).toEqual({ remaining_today: 0, daily_limit: LIMIT, can_call: false });
      const retryAfter = Number(over.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
      expect((await startStream(accessToken, 'কী?')).status).toBe(429);
      expect(await usageOf(accessToken)).toEqual({ remaining_today: 0, daily_limit: LIMIT, can_call: false });
      expect(await historyOf(accessToken)).toHaveLength(2 * LIMIT); // refused questions are not stored
    });

    it('cannot be exceeded by concurrent requests', async () => {
      const { accessToken, userId } = await student();
      const responses = await Promise.all(Array.from({ length: 8 }, () => chat(accessToken, 'ক্লোরোফিল কী?')));
      expect(responses.filter((r) => r.status === 200)).toHaveLength(LIMIT);
      expect(responses.filter((r) => r.status === 429)).toHaveLength(8 - LIMIT);
      const rows = await server.db.select().from(tutorUsage).where(eq(tutorUsage.userId, userId));
      expect(rows.map((row) => row.count)).toEqual([LIMIT]);
    });
  });

  describe('streaming', () => {
    it('streams the reply word by word as real server-sent events, then a complete event with the stored message id', async () => {
      const { accessToken } = await student();
      const start = await startStream(accessToken, 'এই বিষয়টি ব্যাখ্যা কর', { wordDelayMs: 5 });
      expect(start.status).toBe(200);
      const session = apiSuccessSchema(streamStartDataSchema).parse(start.body).data;
      expect(session.session_id).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 random bits
      expect(Date.parse(session.expires_at) - Date.now()).toBeGreaterThan(50_000);
      expect(session.usage.remaining_today).toBe(LIMIT - 1);

      const stream = await openEventStream(sseUrl(session.session_id, accessToken));
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      const events = await readAll(stream);

      const chunks = events.filter((e) => e.event === 'chunk').map((e) => sseChunkSchema.parse(e.data));
      expect(chunks.length).toBeGreaterThan(40);
      expect(chunks.map((c) => c.metadata.index)).toEqual(chunks.map((_, i) => i));
      const last = events.at(-1);
      expect(last?.event).toBe('complete');
      expect(events.filter((e) => e.event !== 'chunk')).toHaveLength(1);
      // Chunks arrive while the reply is still streaming, not all at the end.
      const first = events[0] as ReceivedEvent;
      expect((last?.at ?? 0) - first.at).toBeGreaterThan((chunks.length - 1) * 5 * 0.8);

      const complete = sseCompleteSchema.parse(last?.data);
      expect(complete.metadata).toMatchObject({
        partial: false,
        requires_teacher_attention: false,
        usage: { remaining_today: LIMIT - 1 },
      });
      const text = chunks.map((c) => c.content).join('');
      expect(text).toContain('চলো, «সালোকসংশ্লেষণ» বিষয়টি সহজ করে বুঝে নিই।');
      const [question, reply] = await historyOf(accessToken);
      expect(question).toMatchObject({ role: 'user', content: 'এই বিষয়টি ব্যাখ্যা কর' });
      expect(reply).toMatchObject({
        id: complete.message_id,
        role: 'assistant',
        content: text,
        metadata: { partial: false },
      });
      // Counted once, when the stream was started.
      expect((await usageOf(accessToken)).remaining_today).toBe(LIMIT - 1);
    });

    it('paces words at the requested delay', async () => {
      const { accessToken } = await student();
      const session = (await startStream(accessToken, 'হ্যালো', { wordDelayMs: 30 })).body.data;
      const events = await readAll(await openEventStream(sseUrl(session.session_id, accessToken)));
      const chunks = events.filter((e) => e.event === 'chunk');
      expect(chunks.length).toBeGreaterThan(10);
      const span = (chunks.at(-1)?.at ?? 0) - (chunks[0]?.at ?? 0);
      expect(span).toBeGreaterThanOrEqual((chunks.length - 1) * 30 * 0.9);
    });

    it('serves a session once, only to its owner, only while it is fresh', async () => {
      const owner = await student();
      const other = await student();
      const session = (await startStream(owner.accessToken, 'হ্যালো', { wordDelayMs: 0 })).body.data;

      const stolen = await server.api(
        `${paths.tutorStreamSse}?session_id=${session.session_id}&token=${other.accessToken}`,
      );
      expect(stolen.status).toBe(404);
      expect(stolen.body.code).toBe('STREAM_SESSION_NOT_FOUND');

      const events = await readAll(await openEventStream(sseUrl(session.session_id, owner.accessToken)));
      expect(events.at(-1)?.event).toBe('complete');
      const again = await server.api(
        `${paths.tutorStreamSse}?session_id=${session.session_id}&token=${owner.accessToken}`,
      );
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('STREAM_SESSION_USED');

      const stale = (await startStream(owner.accessToken, 'হ্যালো')).body.data;
      await server.db
        .update(streamSessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(streamSessions.id, stale.session_id));
      const expired = await server.api(
        `${paths.tutorStreamSse}?session_id=${stale.session_id}&token=${owner.accessToken}`,
      );
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('STREAM_SESSION_EXPIRED');

      const unknown = await server.api(`${paths.tutorStreamSse}?session_id=nope&token=${owner.accessToken}`);
      expect(unknown.status).toBe(404);
      // The bearer header works too.
      const viaHeader = await server.api(`${paths.tutorStreamSse}?session_id=nope`, { token: owner.accessToken });
      expect(viaHeader.status).toBe(404);
    });

    it('validates the stream options', async () => {
      const { accessToken } = await student();
      const tooSlow = await startStream(accessToken, 'কী?', { wordDelayMs: 5000 });
      expect(tooSlow.status).toBe(400);
      expect(tooSlow.body).toMatchObject({ success: false, code: 'INVALID_INPUT' });
      expect((await startStream(accessToken, 'কী?', { maxStreamTime: 60_000 })).status).toBe(400);
      expect((await usageOf(accessToken)).remaining_today).toBe(LIMIT);
    });

    it('stops when the student disconnects, and stores the words sent as a partial reply', async () => {
      const { accessToken, userId } = await student();
      const session = (await startStream(accessToken, 'এই বিষয়টি ব্যাখ্যা কর', { wordDelayMs: 40 })).body.data;
      const stream = await openEventStream(sseUrl(session.session_id, accessToken));
      let received = '';
      for await (const event of stream.events) {
        received += sseChunkSchema.parse(event.data).content;
        if (received.split(' ').length > 3) break;
      }
      const status = async () =>
        streamStatusSchema.parse((await server.api(paths.tutorStreamStatus, { token: accessToken })).body.data);
      expect((await status()).performance.concurrent_connections).toBe(1);
      stream.close();

      await vi.waitFor(
        async () => {
          const rows = await server.db
            .select()
            .from(tutorMessages)
            .where(and(eq(tutorMessages.userId, userId), eq(tutorMessages.role, 'assistant')));
          expect(rows).toHaveLength(1);
        },
        { timeout: 5000, interval: 50 },
      );
      const [, reply] = await historyOf(accessToken);
      expect(reply?.metadata?.partial).toBe(true);
      expect(reply?.content.startsWith(received)).toBe(true);
      expect(reply?.content).not.toContain('কোন অংশটি আগে ভালো করে বুঝতে চাও'); // the end was never sent
      expect((await status()).performance.concurrent_connections).toBe(0);
      expect((await usageOf(accessToken)).remaining_today).toBe(LIMIT - 1); // the student stopped: it counts
    });

    const giveBack = async (token: string, sessionId: string) =>
      streamGiveBackDataSchema.parse(
        (await server.api(paths.tutorStreamGiveBack, { token, json: { session_id: sessionId } })).body.data,
      );

    it('gives back the question of a reply cut by a reload, once, keeping what was sent (issue 16.4)', async () => {
      const { accessToken } = await student();
      const session = (await startStream(accessToken, 'এই বিষয়টি ব্যাখ্যা কর', { wordDelayMs: 40 })).body.data;
      const stream = await openEventStream(sseUrl(session.session_id, accessToken));
      for await (const event of stream.events) if (sseChunkSchema.parse(event.data).metadata.index >= 3) break;
      stream.close(); // the page reloads
      expect(await giveBack(accessToken, session.session_id)).toMatchObject({
        given_back: true,
        usage: { remaining_today: LIMIT },
      });
      expect((await usageOf(accessToken)).remaining_today).toBe(LIMIT);
      // Once only, and another student's session is none of the caller's.
      expect((await giveBack(accessToken, session.session_id)).given_back).toBe(false);
      const other = await student();
      const theirs = (await startStream(other.accessToken, 'কী?')).body.data;
      expect(await giveBack(accessToken, theirs.session_id)).toMatchObject({
        given_back: false,
        usage: { remaining_today: LIMIT },
      });
      expect((await usageOf(other.accessToken)).remaining_today).toBe(LIMIT - 1);
      await vi.waitFor(async () => expect((await historyOf(accessToken))[1]?.metadata?.partial).toBe(true), {
        timeout: 5000,
        interval: 50,
      });
    });

    it('stops a reply still streaming when its question is given back, and never gives back a completed one', async () => {
      const { accessToken } = await student();
      const live = (await startStream(accessToken, 'এই বিষয়টি ব্যাখ্যা কর', { wordDelayMs: 100 })).body.data;
      const stream = await openEventStream(sseUrl(live.session_id, accessToken));
      const events: string[] = [];
      for await (const event of stream.events) {
        events.push(event.event);
        if (events.length === 2) expect((await giveBack(accessToken, live.session_id)).given_back).toBe(true);
      }
      expect(events).not.toContain('complete');
      const done = (await startStream(accessToken, 'এই বিষয়টি ব্যাখ্যা কর', { wordDelayMs: 0 })).body.data;
      expect((await readAll(await openEventStream(sseUrl(done.session_id, accessToken)))).at(-1)?.event).toBe(
        'complete',
      );
      expect(await giveBack(accessToken, done.session_id)).toMatchObject({
        given_back: false,
        usage: { remaining_today: LIMIT - 1 },
      });
      // A session given back before it was opened cannot be opened any more.
      const unused = (await startStream(accessToken, 'কী?')).body.data;
      expect((await giveBack(accessToken, unused.session_id)).given_back).toBe(true);
      expect((await openEventStream(sseUrl(unused.session_id, accessToken))).status).toBe(409);
    });

    it('ends with a STREAM_TIMEOUT error event at the time limit, keeping the partial reply', async () => {
      const { accessToken } = await student();
      const session = (await startStream(accessToken, 'এই বিষয়টি ব্যাখ্যা কর', { wordDelayMs: 100, maxStreamTime: 1000 }))
        .body.data;
      const events = await readAll(await openEventStream(sseUrl(session.session_id, accessToken)));
      const last = events.at(-1);
      expect(last?.event).toBe('error');
      expect(sseErrorSchema.parse(last?.data)).toEqual({
        code: 'STREAM_TIMEOUT',
        message: 'নির্ধারিত সময়ের মধ্যে উত্তর শেষ হয়নি, আবার চেষ্টা করো',
      });
      expect(last?.at).toBeGreaterThan(900);
      const [, reply] = await historyOf(accessToken);
      expect(reply?.metadata?.partial).toBe(true);
      expect(reply?.content).toBe(
        events
          .filter((e) => e.event === 'chunk')
          .map((e) => sseChunkSchema.parse(e.data).content)
          .join(''),
      );
      // The client shortened the time and the model had answered: the question counts.
      expect((await usageOf(accessToken)).remaining_today).toBe(LIMIT - 1);
    });

    // Issue 20: the client chose a long word delay and a short time limit, every stream timed out
    // and was refunded, and 12 questions got words on a limit of 5.
    it('does not let client-chosen time-outs get past the daily limit', async () => {
      const { accessToken } = await student();
      expect((await startStream(accessToken, 'কী?', { wordDelayMs: 101 })).status).toBe(400);
      expect((await startStream(accessToken, 'কী?', { maxStreamTime: 999 })).status).toBe(400);
      let answered = 0;
      for (let question = 0; question < 12; question += 1) {
        const start = await startStream(accessToken, 'এই বিষয়টি ব্যাখ্যা কর', { wordDelayMs: 100, maxStreamTime: 1000 });
        if (start.status !== 200) {
          expect(start.status).toBe(429);
          expect(start.body.code).toBe('USAGE_LIMIT_EXCEEDED');
          continue;
        }
        const events = await readAll(await openEventStream(sseUrl(start.body.data.session_id, accessToken)));
        if (events.some((event) => event.event === 'chunk')) answered += 1;
      }
      expect(answered).toBeLessThanOrEqual(LIMIT);
      expect(await usageOf(accessToken)).toMatchObject({ remaining_today: 0, can_call: false });
    });

    it('reports the streaming status', async () => {
      const { accessToken } = await student();
      const response = await server.api(paths.tutorStreamStatus, { token: accessToken });
      const status = apiSuccessSchema(streamStatusSchema).parse(response.body).data;
      expect(status).toMatchObject({
        streaming_available: true,
        provider: 'offline',
        performance: { word_delay_ms: 50, max_stream_time_ms: 30_000 },
        endpoints: { stream: paths.tutorStream, stream_sse: paths.tutorStreamSse },
      });
    });
  });

  describe('chapter scope', () => {
    // Issue 16 item 7: the ask page asks about the whole chapter.
    let heredity: Lesson;
    beforeAll(async () => {
      heredity = await insertLesson(server.db, {
        chapterName: 'জীবের বৃদ্ধি ও বংশগতি',
        topics: [
          { name: 'কোষ বিভাজন', content: 'কোষ বিভাজনে একটি মাতৃকোষ থেকে অপত্য কোষ তৈরি হয়। এভাবে জীব বড় হয়।' },
          { name: 'মাইটোসিস', content: 'মাইটোসিসে একটি কোষ ভাগ হয়ে সমান ক্রোমোসোমের দুটি কোষ হয়।' },
          { name: 'মিয়োসিস', content: 'মিয়োসিসে জননকোষ তৈরি হয়, ক্রোমোসোম অর্ধেক হয়ে যায়।' },
          {
            name: 'বংশগতি',
            content:
              '## DNA\n\nDNA দ্বিসূত্রক, এতে থাকে ডিঅক্সিরাইবোজ।\n\n## RNA\n\n**RNA** (রাইবোনিউক্লিক অ্যাসিড) সাধারণত একসূত্রক। এতে শর্করা হিসেবে থাকে **রাইবোজ**, আর থাইমিনের বদলে থাকে **ইউরাসিল**।',
          },
        ],
      });
    });

    it('answers from any topic of the chapter and keeps the chapter conversation apart', async () => {
      const { accessToken } = await student();
      const onTopic = await server.api(paths.tutorChat, {
        token: accessToken,
        json: { lessonId: heredity.topicIds[0], message: 'RNA কী?' },
      });
      expect(onTopic.body.data.content).not.toContain('ইউরাসিল'); // the first topic alone does not cover it

      const scoped = await server.api(paths.tutorChat, {
        token: accessToken,
        json: { chapterId: heredity.chapterId, message: 'RNA কী?' },
      });
      expect(scoped.status).toBe(200);
      const data = apiSuccessSchema(chatResponseDataSchema).parse(scoped.body).data;
      expect(data.content).toContain('«বংশগতি» পাঠের');
      expect(data.content).toContain('ইউরাসিল');
      expect(data.requires_teacher_attention).toBe(false);

      const both = await server.api(paths.tutorChat, {
        token: accessToken,
        json: { chapterId: heredity.chapterId, lessonId: heredity.topicIds[1], message: 'RNA তে কোন শর্করা থাকে?' },
      });
      expect(both.body.data.content).toContain('রাইবোজ');

      const chapterHistory = await server.api(`${paths.tutorHistory}?chapterId=${heredity.chapterId}`, {
        token: accessToken,
      });
      expect(
        z
          .array(tutorHistoryMessageSchema)
          .parse(chapterHistory.body.data)
          .map((m) => m.content),
      ).toEqual(['RNA কী?', data.content, 'RNA তে কোন শর্করা থাকে?', both.body.data.content]);
      // The topic's own conversation (the lesson panel) holds only the question asked there.
      expect((await historyOf(accessToken, heredity.topicIds[0])).map((m) => m.role)).toEqual(['user', 'assistant']);
    });

    it('streams a chapter question, and refuses a topic of another chapter or no scope at all', async () => {
      const { accessToken } = await student();
      const start = await server.api(paths.tutorStream, {
        token: accessToken,
        json: { chapterId: heredity.chapterId, message: 'RNA কী?', options: { wordDelayMs: 0 } },
      });
      expect(start.status).toBe(200);
      const events = await readAll(await openEventStream(sseUrl(start.body.data.session_id, accessToken)));
      const text = events
        .filter((e) => e.event === 'chunk')
        .map((e) => sseChunkSchema.parse(e.data).content)
        .join('');
      expect(text).toContain('ইউরাসিল');
      expect(events.at(-1)?.event).toBe('complete');

      const elsewhere = await server.api(paths.tutorChat, {
        token: accessToken,
        json: { chapterId: heredity.chapterId, lessonId: topicId, message: 'RNA কী?' },
      });
      expect(elsewhere.status).toBe(404);
      const unscoped = await server.api(paths.tutorChat, { token: accessToken, json: { message: 'RNA কী?' } });
      expect(unscoped.status).toBe(400);
      expect((await server.api(paths.tutorHistory, { token: accessToken })).status).toBe(400);
    });

    it('refuses a hidden topic, alone or in its chapter, and still answers a stream asked before it was hidden', async () => {
      const { accessToken } = await student();
      const atoms = await insertLesson(server.db, {
        topics: [
          { name: 'অণু', content: 'অণু হলো পদার্থের ক্ষুদ্রতম কণা, যা স্বাধীনভাবে থাকতে পারে।' },
          { name: 'পরমাণু', content: 'পরমাণু হলো মৌলের ক্ষুদ্রতম কণা।' },
        ],
        chapterName: 'পদার্থের গঠন',
      });
      const [shown, hidden] = atoms.topicIds as [number, number];
      const ask = (json: Record<string, unknown>) => server.api(paths.tutorChat, { token: accessToken, json });
      const start = await server.api(paths.tutorStream, {
        token: accessToken,
        json: { lessonId: hidden, message: 'পরমাণু কী?', options: { wordDelayMs: 0 } },
      });
      expect(start.status).toBe(200);
      await server.db.update(topics).set({ isActive: false }).where(eq(topics.id, hidden));

      expect((await ask({ lessonId: hidden, message: 'পরমাণু কী?' })).status).toBe(404);
      expect((await ask({ chapterId: atoms.chapterId, lessonId: hidden, message: 'পরমাণু কী?' })).status).toBe(404);
      expect((await ask({ chapterId: atoms.chapterId, lessonId: shown, message: 'অণু কী?' })).status).toBe(200);
      const events = await readAll(await openEventStream(sseUrl(start.body.data.session_id, accessToken)));
      expect(events.at(-1)?.event).toBe('complete');
    });
  });

  describe('history', () => {
    it("shows only the caller's own messages on that topic, oldest first", async () => {
      const first = await student();
      const second = await student();
      await chat(first.accessToken, 'ক্লোরোফিল কী?');
      await chat(first.accessToken, 'একটি উদাহরণ দাও');
      await chat(second.accessToken, 'হ্যালো');
      await server.api(paths.tutorChat, {
        token: first.accessToken,
        json: { lessonId: lesson.topicIds[1], message: 'শ্বসন কী?' },
      });

      const mine = await historyOf(first.accessToken);
      expect(mine.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(mine.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['ক্লোরোফিল কী?', 'একটি উদাহরণ দাও']);
      const times = mine.map((m) => Date.parse(m.timestamp));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect((await historyOf(second.accessToken)).map((m) => m.content)[0]).toBe('হ্যালো');
      expect(await historyOf(second.accessToken, lesson.topicIds[1])).toEqual([]);
    });
  });

  describe('conversation analysis', () => {
    const analysis = async (token: string, chapterId: number) => {
      const response = await server.api(`${paths.tutorAnalysis}?chapterId=${chapterId}`, { token });
      expect(response.status).toBe(200);
      return apiSuccessSchema(conversationAnalysisSchema).parse(response.body).data;
    };
    /** Answered exchanges, as the tutor stores them (only answered questions count). */
    async function askedBefore(userId: number, count: number, topic = topicId) {
      await server.db.insert(tutorMessages).values(
        Array.from({ length: count }, (_, i) => [
          { publicId: randomUUID(), userId, topicId: topic, role: 'user' as const, content: `প্রশ্ন ${i}` },
          { publicId: randomUUID(), userId, topicId: topic, role: 'assistant' as const, content: `উত্তর ${i}` },
        ]).flat(),
      );
    }

    it('grows from low to highly engaged and offers the chapter quiz after 6 questions', async () => {
      const { accessToken, userId } = await student();
      expect(await analysis(accessToken, lesson.chapterId)).toEqual({
        engagement_level: 'low',
        questions_asked_count: 0,
        should_transition: false,
        cultural_messaging: null,
        quiz_offer: null,
      });
      await chat(accessToken, 'ক্লোরোফিল কী?'); // a real question counts
      expect(await analysis(accessToken, lesson.chapterId)).toMatchObject({
        engagement_level: 'basic',
        questions_asked_count: 1,
      });

      await askedBefore(userId, 4, lesson.topicIds[1]); // questions on any topic of the chapter count
      const engaged = await analysis(accessToken, lesson.chapterId);
      expect(engaged).toMatchObject({
        engagement_level: 'engaged',
        questions_asked_count: 5,
        should_transition: false,
        quiz_offer: null,
      });
      expect(engaged.cultural_messaging).toMatch(/[\u0980-\u09FF]/);

      await askedBefore(userId, 1);
      const offer = await analysis(accessToken, lesson.chapterId);
      expect(offer).toMatchObject({ questions_asked_count: 6, should_transition: true });
      expect(offer.quiz_offer).toMatchObject({
        type: 'quiz_offer',
        topic: 'উদ্ভিদের খাদ্য',
        expected_duration: 8, // 450 s
        question_count: 8,
        adaptive: false,
        quizId: lesson.quizId,
      });
      expect(offer.quiz_offer?.message).toContain('কুইজ');

      await askedBefore(userId, 3, lesson.topicIds[1]);
      expect(await analysis(accessToken, lesson.chapterId)).toMatchObject({
        engagement_level: 'highly_engaged',
        questions_asked_count: 9,
      });
    });

    it('offers no quiz for a chapter without one, and 404 for an unknown chapter', async () => {
      const { accessToken, userId } = await student();
      await askedBefore(userId, 7, noQuizLesson.topicIds[0]);
      expect(await analysis(accessToken, noQuizLesson.chapterId)).toMatchObject({
        should_transition: true,
        quiz_offer: null,
      });
      expect((await analysis(accessToken, lesson.chapterId)).questions_asked_count).toBe(0);
      expect((await server.api(`${paths.tutorAnalysis}?chapterId=2000000`, { token: accessToken })).status).toBe(404);
      expect((await server.api(`${paths.tutorAnalysis}?chapterId=x`, { token: accessToken })).status).toBe(400);
    });
  });
});
