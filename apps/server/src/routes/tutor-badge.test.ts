import {
  apiSuccessSchema,
  chatResponseDataSchema,
  paths,
  sseCompleteSchema,
  streamStartDataSchema,
} from '@study/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBadges } from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { insertLesson, openEventStream, PHOTOSYNTHESIS_LESSON } from '../tutor/test-support';
import type { ReceivedEvent } from '../tutor/test-support';

// Issue 19: the "10 tutor questions" badge is announced the moment the tenth question is answered,
// by the chat call and by the stream's complete event, and only then.

describe.each(engines)('the tutor-questions badge on %s', (engine) => {
  let server: TestServer;
  let topicId: number;

  beforeAll(async () => {
    server = await startTestServer({ TUTOR_DAILY_LIMIT: '30' }, engine);
    const lesson = await insertLesson(server.db, {
      topics: [{ name: 'সালোকসংশ্লেষণ', content: PHOTOSYNTHESIS_LESSON }],
    });
    topicId = lesson.topicIds[0] as number;
  });
  afterAll(() => server?.stop());

  const ask = async (token: string, n: number) => {
    const response = await server.api(paths.tutorChat, {
      token,
      json: { lessonId: topicId, message: `ক্লোরোফিল কোথায় থাকে? (${n})` },
    });
    expect(response.status).toBe(200);
    return apiSuccessSchema(chatResponseDataSchema).parse(response.body).data;
  };
  const earnedIds = (earned: { badges: { id: string }[] } | undefined) =>
    (earned?.badges ?? []).map((badge) => badge.id);

  it('comes with the chat call that answers the tenth question, once', async () => {
    const { accessToken } = await createAccount(server.db, server.tokens, { classLevel: '8' });
    for (let n = 1; n <= 9; n += 1) expect(earnedIds((await ask(accessToken, n)).earned)).not.toContain('tutor-10');
    expect(earnedIds((await ask(accessToken, 10)).earned)).toContain('tutor-10');
    expect(earnedIds((await ask(accessToken, 11)).earned)).not.toContain('tutor-10');
  });

  it('comes with a later answer when the tenth passed without it (two questions at once, a stream finishing late)', async () => {
    const { accessToken, userId } = await createAccount(server.db, server.tokens, { classLevel: '8' });
    for (let n = 1; n <= 10; n += 1) await ask(accessToken, n);
    // As if the tenth answer had counted eleven questions: the badge was never settled.
    await server.db.delete(userBadges).where(and(eq(userBadges.userId, userId), eq(userBadges.badge, 'tutor-10')));
    expect(earnedIds((await ask(accessToken, 11)).earned)).toContain('tutor-10');
    expect(earnedIds((await ask(accessToken, 12)).earned)).not.toContain('tutor-10');
  });

  it('comes with the complete event of the streamed tenth reply', async () => {
    const { accessToken } = await createAccount(server.db, server.tokens, { classLevel: '8' });
    for (let n = 1; n <= 9; n += 1) await ask(accessToken, n);
    const start = await server.api(paths.tutorStream, {
      token: accessToken,
      json: { lessonId: topicId, message: 'ক্লোরোফিল কী?', options: { wordDelayMs: 0 } },
    });
    expect(start.status).toBe(200);
    const session = apiSuccessSchema(streamStartDataSchema).parse(start.body).data;
    const stream = await openEventStream(
      `${server.url}${paths.tutorStreamSse}?session_id=${encodeURIComponent(session.session_id)}&token=${encodeURIComponent(accessToken)}`,
    );
    const events: ReceivedEvent[] = [];
    for await (const event of stream.events) events.push(event);
    expect(events.at(-1)?.event).toBe('complete');
    expect(earnedIds(sseCompleteSchema.parse(events.at(-1)?.data).earned)).toContain('tutor-10');
  });
});
