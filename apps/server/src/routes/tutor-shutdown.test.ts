import { paths, sseChunkSchema, sseErrorSchema, tutorHistoryMessageSchema } from '@study/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startServer } from '../server';
import { callApi, createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { insertLesson, openEventStream, PHOTOSYNTHESIS_LESSON } from '../tutor/test-support';
import type { EventStream, ReceivedEvent } from '../tutor/test-support';

// Issue 21.2: a deploy stops an instance (SIGTERM → server.close()) while students' replies stream.
// /readyz fails first while the instance keeps serving, open replies get the drain time to finish,
// and a reply still open when the drain runs out keeps its words, gives its question back and tells
// the client, rather than being cut with neither `complete` nor `error`.

const LIMIT = 3;

describe.each(engines)('a tutor reply while the server stops, on %s', { timeout: 120_000 }, (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  async function serverWithLesson(env: Record<string, string>) {
    const started = await startTestServer({ TUTOR_DAILY_LIMIT: String(LIMIT), ...env }, engine);
    server = started;
    const lesson = await insertLesson(started.db, {
      topics: [{ name: 'সালোকসংশ্লেষণ', content: PHOTOSYNTHESIS_LESSON }],
    });
    const topicId = lesson.topicIds[0] as number;
    const { accessToken } = await createAccount(started.db, started.tokens, { classLevel: '8' });
    /** Opens a reply paced `wordDelayMs` apart and returns once its first word has arrived. */
    async function openReply(wordDelayMs: number): Promise<{ stream: EventStream; first: ReceivedEvent }> {
      const start = await started.api(paths.tutorStream, {
        token: accessToken,
        json: { lessonId: topicId, message: 'এই বিষয়টি ব্যাখ্যা কর', options: { wordDelayMs } },
      });
      expect(start.status).toBe(200);
      const query = new URLSearchParams({ session_id: start.body.data.session_id, token: accessToken });
      const stream = await openEventStream(`${started.url}${paths.tutorStreamSse}?${query.toString()}`);
      const first = await stream.events.next();
      if (first.done) throw new Error('the stream ended before its first word');
      return { stream, first: first.value };
    }
    const usage = async () => (await started.api(paths.tutorUsage, { token: accessToken })).body.data;
    /** The conversation as stored, read through a new instance on the same database once this one has stopped. */
    async function historyAfterRestart() {
      const next = await startServer(started.config);
      try {
        const answer = await callApi(next.url, `${paths.tutorHistory}?lessonId=${topicId}`, { token: accessToken });
        return z.array(tutorHistoryMessageSchema).parse(answer.body.data);
      } finally {
        await next.stopNow();
      }
    }
    return { server: started, openReply, usage, historyAfterRestart };
  }

  async function rest(stream: EventStream): Promise<ReceivedEvent[]> {
    const events: ReceivedEvent[] = [];
    for await (const event of stream.events) events.push(event);
    return events;
  }

  it('lets a reply that started before the stop finish within the drain time, then stops', async () => {
    const { server: running, openReply, historyAfterRestart } = await serverWithLesson({});
    const { stream } = await openReply(20);
    const closing = running.close();
    const events = await rest(stream);
    expect(events.at(-1)?.event).toBe('complete');
    expect(events.some((event) => event.event === 'error')).toBe(false);
    await closing;
    await expect(fetch(`${running.url}/livez`)).rejects.toThrow();
    const [, reply] = await historyAfterRestart();
    expect(reply?.metadata?.partial).not.toBe(true);
  });

  it('fails /readyz while still serving, and a reply cut by the stop keeps its words, gives its question back and says why', async () => {
    // A delay far longer than the test: the instance keeps serving until told to stop now.
    const {
      server: running,
      openReply,
      usage,
      historyAfterRestart,
    } = await serverWithLesson({ SHUTDOWN_DELAY_MS: '300000' });
    const { stream, first } = await openReply(100);
    expect((await usage()).remaining_today).toBe(LIMIT - 1);

    const closing = running.close();
    const ready = await fetch(`${running.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'error', reason: 'draining' });
    expect((await fetch(`${running.url}/livez`)).status).toBe(200);
    expect((await usage()).remaining_today).toBe(LIMIT - 1); // other requests are still served

    const stopped = running.stopNow(); // a second signal
    const events = [first, ...(await rest(stream))];
    await Promise.all([closing, stopped]);
    const last = events.at(-1);
    expect(last?.event).toBe('error');
    const error = sseErrorSchema.parse(last?.data);
    expect(error.code).toBe('SERVER_RESTARTING');
    expect(error.message).toMatch(/ফেরত/);
    expect(error.usage?.remaining_today).toBe(LIMIT);
    expect(events.some((event) => event.event === 'complete')).toBe(false);

    // What the student saw is stored, marked partial.
    const words = events
      .filter((event) => event.event === 'chunk')
      .map((event) => sseChunkSchema.parse(event.data).content)
      .join('');
    expect(words.trim()).not.toBe('');
    const [, reply] = await historyAfterRestart();
    expect(reply?.content.trim()).toBe(words.trim());
    expect(reply?.metadata?.partial).toBe(true);
  });

  it('ends a reply still open when the drain time runs out with SERVER_RESTARTING, stored as partial and given back', async () => {
    const { server: running, openReply } = await serverWithLesson({ SHUTDOWN_DRAIN_MS: '1000' });
    const { stream, first } = await openReply(100);
    const closing = running.close();
    const events = [first, ...(await rest(stream))];
    await closing;
    const last = events.at(-1);
    expect(last?.event).toBe('error');
    const error = sseErrorSchema.parse(last?.data);
    expect(error).toMatchObject({ code: 'SERVER_RESTARTING', usage: { remaining_today: LIMIT } });
    // Counted as cut by the drain (tutor_calls_total), not as an error.
    const { body } = await running.metrics.render();
    expect(body).toMatch(/^tutor_calls_total\{provider="offline",outcome="drain_cut"\} 1$/m);
    expect(body).not.toMatch(/outcome="error"/);
  });
});
