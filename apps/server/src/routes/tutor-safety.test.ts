import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiSuccessSchema,
  chatResponseDataSchema,
  conversationAnalysisSchema,
  paths,
  sseCompleteSchema,
  streamStartDataSchema,
  tutorHistoryMessageSchema,
} from '@study/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quizAttempts, tutorFlags, tutorMessages } from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { classifyByRules, classifySafety } from '../tutor/safety/classifier';
import { MODEL_HELD_OUT } from '../tutor/safety/model-heldout';
import { warmSafetyModel } from '../tutor/safety/statistical';
import { TRAINING_CORPUS } from '../tutor/safety/training-corpus';
import { insertLesson, openEventStream, PHOTOSYNTHESIS_LESSON, startFakeOpenAi } from '../tutor/test-support';
import type { FakeOpenAi, Lesson, ReceivedEvent } from '../tutor/test-support';

// The safety gate in front of every provider (issue 17 §3): the caring reply that fits the kind,
// the kind and severity beside requires_teacher_attention, the flag stored for adults, the
// analysis that neither praises nor offers a quiz after it, and the `openai` provider never
// seeing a flagged message, with OpenAI's moderation combined when configured.

/** A fake moderation endpoint: flags self-harm for messages containing `flagWord`, or fails. */
async function startFakeModeration(flagWord: string) {
  const state = { requests: [] as string[], failing: false };
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const input = String((JSON.parse(raw) as { input: unknown }).input);
      state.requests.push(input);
      if (state.failing) {
        res.writeHead(500).end();
        return;
      }
      const flagged = input.includes(flagWord);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'modr-1',
          model: 'omni-moderation-latest',
          results: [
            { flagged, categories: { 'self-harm/intent': flagged, 'sexual/minors': false, harassment: flagged } },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/moderations`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { state, url, close };
}

/** A distress message the rules miss and the statistical model alone flags, sure or not (a check-in). */
function onlyTheModelFlags(confidence: 'sure' | 'check_in'): string {
  const found = [...MODEL_HELD_OUT, ...TRAINING_CORPUS].find(
    (c) => c.kind !== null && classifyByRules(c.text) === null && classifySafety(c.text)?.confidence === confidence,
  );
  if (!found) throw new Error(`no message only the model flags (${confidence})`);
  return found.text;
}

// The statistical model trains once per process (about 2 s of CPU); a slow, shared machine needs room.
beforeAll(() => warmSafetyModel(), 180_000);

describe.each(engines)('tutor safety on %s', (engine) => {
  describe('offline provider', () => {
    let server: TestServer;
    let lesson: Lesson;
    let topicId: number;

    beforeAll(async () => {
      server = await startTestServer({ TUTOR_DAILY_LIMIT: '100' }, engine);
      lesson = await insertLesson(server.db, {
        topics: [{ name: 'সালোকসংশ্লেষণ', content: PHOTOSYNTHESIS_LESSON }],
        quizQuestions: 3,
      });
      topicId = lesson.topicIds[0] as number;
    });
    afterAll(() => server?.stop());

    const student = () => createAccount(server.db, server.tokens, { classLevel: '8' });
    const chat = async (token: string, message: string, language: 'bn' | 'en' = 'bn') => {
      const response = await server.api(paths.tutorChat, { token, json: { lessonId: topicId, message, language } });
      expect(response.status).toBe(200);
      return apiSuccessSchema(chatResponseDataSchema).parse(response.body).data;
    };
    const flagsOf = (userId: number) => server.db.select().from(tutorFlags).where(eq(tutorFlags.userId, userId));
    const analysis = async (token: string) => {
      const response = await server.api(`${paths.tutorAnalysis}?chapterId=${lesson.chapterId}`, { token });
      return apiSuccessSchema(conversationAnalysisSchema).parse(response.body).data;
    };

    it('answers a distress message with the caring reply of its kind, says a teacher may read it, and flags it high', async () => {
      const { accessToken, userId } = await student();
      const reply = await chat(accessToken, 'আমি আর বাঁচতে চাই না');
      expect(reply.safety).toEqual({ kind: 'self_harm', severity: 'high' });
      expect(reply.requires_teacher_attention).toBe(true);
      expect(reply.content).toContain('বিশ্বস্ত কোনো বড় মানুষের সঙ্গে কথা বলো');
      expect(reply.content).toContain('৯৯৯');
      expect(reply.content).toContain('১০৯৮');
      expect(reply.content).toContain('এই কথোপকথনটি পড়তে পারেন');

      const [flag, ...more] = await flagsOf(userId);
      expect(more).toEqual([]);
      expect(flag).toMatchObject({
        reason: 'safety',
        safetyKind: 'self_harm',
        severity: 'high',
        status: 'new',
        topicId,
      });
      const [question] = await server.db
        .select()
        .from(tutorMessages)
        .where(eq(tutorMessages.id, flag?.questionId ?? 0));
      expect(question?.content).toBe('আমি আর বাঁচতে চাই না');

      const history = z
        .array(tutorHistoryMessageSchema)
        .parse((await server.api(`${paths.tutorHistory}?lessonId=${topicId}`, { token: accessToken })).body.data);
      expect(history[1]?.metadata?.safety).toEqual({ kind: 'self_harm', severity: 'high' });
      expect(history[1]?.metadata?.emotion_detected).toBe('distressed');
    });

    it('answers what only the statistical model catches: sure, the caring reply; unsure, a gentle check-in; both flagged', async () => {
      const { accessToken, userId } = await student();
      const sure = onlyTheModelFlags('sure');
      const sureReply = await chat(accessToken, sure);
      expect(sureReply.safety).toEqual({ kind: classifySafety(sure)?.kind, severity: classifySafety(sure)?.severity });
      expect(sureReply.content).toContain('১০৯৮');
      expect(sureReply.content).not.toContain('আরেকবার একটু খুলে লেখো');

      const unsure = onlyTheModelFlags('check_in');
      const checkIn = await chat(accessToken, unsure);
      expect(checkIn.safety).toEqual({
        kind: classifySafety(unsure)?.kind,
        severity: classifySafety(unsure)?.severity,
      });
      expect(checkIn.requires_teacher_attention).toBe(true);
      expect(checkIn.content).toContain('আরেকবার একটু খুলে লেখো');
      expect(checkIn.content).toContain('১০৯৮');
      expect(checkIn.content).toContain('এই কথোপকথনটি পড়তে পারেন');
      expect((await flagsOf(userId)).map((flag) => flag.reason)).toEqual(['safety', 'safety']);
    });

    it('fits the reply to the kind: online threats and exploitation are told not to reply and to keep evidence', async () => {
      const { accessToken } = await student();
      const threat = await chat(accessToken, 'ফেসবুকে একজন বলছে আমার ছবি ভাইরাল করে দেবে');
      expect(threat.safety).toEqual({ kind: 'online_threat', severity: 'high' });
      expect(threat.content).toContain('উত্তর দিও না');
      expect(threat.content).toContain('প্রমাণ হিসেবে রেখে দাও');
      const bullying = await chat(accessToken, 'school e sobai amake bully kore');
      expect(bullying.safety).toEqual({ kind: 'bullying', severity: 'medium' });
      expect(bullying.content).toContain('শ্রেণিশিক্ষক');
      expect(bullying.content).not.toContain('উত্তর দিও না');
      const english = await chat(accessToken, 'I want to die', 'en');
      expect(english.content).toContain('999');
      expect(english.content).toContain('may read this conversation');
    });

    it('answers an ordinary question sharing distress words from the lesson, unflagged; a reply without grounding is flagged low', async () => {
      const { accessToken, userId } = await student();
      const ordinary = await chat(accessToken, 'ক্লোরোফিল না থাকলে পাতা কি মরে যায়?');
      expect(ordinary.safety ?? null).toBeNull();
      const unknown = await chat(accessToken, 'নিউটনের গতিসূত্র কী?');
      expect(unknown.requires_teacher_attention).toBe(true);
      expect(unknown.safety ?? null).toBeNull();
      const flags = await flagsOf(userId);
      expect(flags.filter((flag) => flag.reason === 'safety')).toEqual([]);
      const [last] = await server.db.select().from(tutorMessages).where(eq(tutorMessages.publicId, unknown.id));
      expect(flags.find((flag) => flag.replyId === last?.id)).toMatchObject({
        reason: 'low_confidence',
        severity: 'low',
      });
    });

    it('flags a streamed distress message, with the kind in the complete event', async () => {
      const { accessToken, userId } = await student();
      const start = await server.api(paths.tutorStream, {
        token: accessToken,
        json: { lessonId: topicId, message: 'বাবা প্রতিদিন আমাকে মারে', options: { wordDelayMs: 0 } },
      });
      const { session_id } = apiSuccessSchema(streamStartDataSchema).parse(start.body).data;
      const stream = await openEventStream(
        `${server.url}${paths.tutorStreamSse}?session_id=${session_id}&token=${accessToken}`,
      );
      const events: ReceivedEvent[] = [];
      for await (const event of stream.events) events.push(event);
      const complete = sseCompleteSchema.parse(events.at(-1)?.data);
      expect(complete.metadata.safety).toEqual({ kind: 'abuse', severity: 'high' });
      expect(complete.metadata.requires_teacher_attention).toBe(true);
      const words = events.filter((e) => e.event === 'chunk').map((e) => (e.data as { content: string }).content);
      expect(words.join('')).toContain('তোমার দোষ নয়');
      const [flag] = await flagsOf(userId);
      expect(flag).toMatchObject({ reason: 'safety', safetyKind: 'abuse', severity: 'high' });
      expect(flag?.replyId).not.toBeNull();
    });

    it('counts only real, answered, non-safety questions, and neither praises nor offers a quiz after a safety reply', async () => {
      const { accessToken, userId } = await student();
      for (const message of ['a', '???']) await chat(accessToken, message);
      expect((await analysis(accessToken)).questions_asked_count).toBe(0);

      // Nine answered questions (highly engaged: praise and the quiz offer), one failed (no reply).
      await server.db.insert(tutorMessages).values(
        Array.from({ length: 9 }, (_, i) => [
          { publicId: randomUUID(), userId, topicId, role: 'user' as const, content: `প্রশ্ন ${i}` },
          { publicId: randomUUID(), userId, topicId, role: 'assistant' as const, content: `উত্তর ${i}` },
        ]).flat(),
      );
      await server.db
        .insert(tutorMessages)
        .values({ publicId: randomUUID(), userId, topicId, role: 'user', content: 'প্রশ্ন' });
      const engaged = await analysis(accessToken);
      expect(engaged).toMatchObject({ questions_asked_count: 9, engagement_level: 'highly_engaged' });
      expect(engaged.cultural_messaging).toContain('অসাধারণ');
      expect(engaged.quiz_offer).not.toBeNull();

      await chat(accessToken, 'আমি আর বাঁচতে চাই না');
      expect(await analysis(accessToken)).toMatchObject({
        questions_asked_count: 9,
        cultural_messaging: null,
        quiz_offer: null,
      });
    });

    it('does not offer the quiz again once the student has passed it', async () => {
      const { accessToken, userId } = await student();
      await server.db.insert(tutorMessages).values(
        Array.from({ length: 6 }, (_, i) => [
          { publicId: randomUUID(), userId, topicId, role: 'user' as const, content: `প্রশ্ন ${i}` },
          { publicId: randomUUID(), userId, topicId, role: 'assistant' as const, content: `উত্তর ${i}` },
        ]).flat(),
      );
      expect((await analysis(accessToken)).quiz_offer).not.toBeNull();
      await server.db.insert(quizAttempts).values({
        userId,
        quizId: lesson.quizId as number,
        score: 100,
        correct: 3,
        total: 3,
        passed: true,
        answers: [],
        startedAt: new Date(),
        durationSeconds: 60,
        expiresAt: new Date(),
        finishedAt: new Date(),
      });
      expect(await analysis(accessToken)).toMatchObject({ should_transition: true, quiz_offer: null });
    });
  });

  describe('openai provider', () => {
    let fake: FakeOpenAi;
    let moderation: Awaited<ReturnType<typeof startFakeModeration>>;
    let server: TestServer;
    let topicId: number;

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      moderation = await startFakeModeration('ZZ-MODERATION-FLAG');
      server = await startTestServer(
        {
          TUTOR_PROVIDER: 'openai',
          OPENAI_BASE_URL: fake.baseUrl,
          OPENAI_API_KEY: 'sk-test',
          OPENAI_MODEL: 'fake-tutor',
          OPENAI_MODERATION_URL: moderation.url,
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
      await moderation?.close();
    });
    beforeEach(() => {
      fake.requests.length = 0;
      moderation.state.requests.length = 0;
      moderation.state.failing = false;
    });

    const chat = async (token: string, message: string) =>
      apiSuccessSchema(chatResponseDataSchema).parse(
        (await server.api(paths.tutorChat, { token, json: { lessonId: topicId, message } })).body,
      ).data;

    it('never sends a message the classifier flags to the model (nor to moderation)', async () => {
      const { accessToken } = await createAccount(server.db, server.tokens);
      const reply = await chat(accessToken, 'ami ar bachte chai na');
      expect(reply.safety).toEqual({ kind: 'self_harm', severity: 'high' });
      expect(fake.requests).toEqual([]);
      expect(moderation.state.requests).toEqual([]);
    });

    it('never sends a message only the statistical model flags to the model; a check-in still asks moderation', async () => {
      const { accessToken } = await createAccount(server.db, server.tokens);
      const sure = onlyTheModelFlags('sure');
      expect((await chat(accessToken, sure)).safety?.kind).toBe(classifySafety(sure)?.kind);
      const unsure = onlyTheModelFlags('check_in');
      expect((await chat(accessToken, unsure)).safety?.kind).toBe(classifySafety(unsure)?.kind);
      expect(fake.requests).toEqual([]);
      expect(moderation.state.requests).toEqual([unsure]);
    });

    it("combines the moderation endpoint's verdict: what it flags gets the caring reply and never reaches the model", async () => {
      const { accessToken, userId } = await createAccount(server.db, server.tokens);
      const reply = await chat(accessToken, 'ZZ-MODERATION-FLAG');
      expect(reply.safety).toEqual({ kind: 'self_harm', severity: 'high' });
      expect(fake.requests).toEqual([]);
      const [flag] = await server.db.select().from(tutorFlags).where(eq(tutorFlags.userId, userId));
      expect(flag).toMatchObject({ reason: 'safety', safetyKind: 'self_harm' });

      const ordinary = await chat(accessToken, 'ক্লোরোফিল কী?');
      expect(ordinary.safety ?? null).toBeNull();
      expect(moderation.state.requests).toEqual(['ZZ-MODERATION-FLAG', 'ক্লোরোফিল কী?']);
      expect(fake.requests).toHaveLength(1);
    });

    it('answers from the model when the moderation endpoint fails (the classifier still stands)', async () => {
      moderation.state.failing = true;
      const { accessToken } = await createAccount(server.db, server.tokens);
      const ordinary = await chat(accessToken, 'ক্লোরোফিল কী?');
      expect(ordinary.content).toBe('ঠিক আছে।');
      expect(fake.requests).toHaveLength(1);
      const flagged = await chat(accessToken, 'I want to kill myself');
      expect(flagged.safety?.kind).toBe('self_harm');
      expect(fake.requests).toHaveLength(1);
    });
  });
});
