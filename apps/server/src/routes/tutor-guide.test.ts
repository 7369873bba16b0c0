import { apiSuccessSchema, chatResponseDataSchema, paths, tutorHistoryMessageSchema } from '@study/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quizOptions, quizQuestions, quizzes, tutorMessages } from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { lesson as seedLesson } from '../tutor/problems/test-lessons';
import { insertLesson, openEventStream } from '../tutor/test-support';
import type { Lesson, ReceivedEvent } from '../tutor/test-support';

// Guided steps through the tutor's API (issue 17 §2): the problem's state is stored with each
// reply and read back on the next turn, by the chat call and by the stream alike; and
// "কেন ভুল হলো?" explains a quiz answer from the server's key.

/** A server start and several replies in a row: generous on a loaded 2-core machine. */
const SLOW = 300_000;

describe.each(engines)('guided steps and quiz explanations on %s', (engine) => {
  let server: TestServer;
  let lesson: Lesson;
  let other: Lesson;
  let topicId: number;
  let question: { id: number; right: number; wrong: number };

  beforeAll(async () => {
    server = await startTestServer({ TUTOR_DAILY_LIMIT: '50' }, engine);
    lesson = await insertLesson(server.db, {
      topics: [{ name: 'চক্রবৃদ্ধি মুনাফা', content: seedLesson('math/02-profit/04-compound-interest.md') }],
      chapterName: 'মুনাফা',
    });
    other = await insertLesson(server.db, {
      topics: [{ name: 'কোষ', content: 'কোষ জীবের গঠনের একক।' }],
      quizQuestions: 1,
    });
    topicId = lesson.topicIds[0] as number;
    const [quiz] = await server.db
      .insert(quizzes)
      .values({ chapterId: lesson.chapterId, title: 'মুনাফার কুইজ' })
      .returning();
    const [row] = await server.db
      .insert(quizQuestions)
      .values({
        quizId: quiz?.id ?? 0,
        order: 1,
        question: '৫০০০ টাকার ১০% হারে ২ বছরের চক্রবৃদ্ধি মূলধন কত?',
        explanation: 'প্রথম বছর শেষে ৫৫০০, দ্বিতীয় বছরে ৫৫০০-এর ওপর ১০% মুনাফা ৫৫০, মোট ৬০৫০ টাকা।',
      })
      .returning();
    const options = await server.db
      .insert(quizOptions)
      .values([
        { questionId: row?.id ?? 0, order: 1, text: '৬০০০ টাকা', isCorrect: false },
        { questionId: row?.id ?? 0, order: 2, text: '৬০৫০ টাকা', isCorrect: true },
      ])
      .returning();
    question = { id: row?.id ?? 0, wrong: options[0]?.id ?? 0, right: options[1]?.id ?? 0 };
  }, SLOW);
  afterAll(() => server?.stop());

  const student = () => createAccount(server.db, server.tokens, { classLevel: '8' });
  const chat = async (token: string, message: string, extra: Record<string, unknown> = {}) => {
    const response = await server.api(paths.tutorChat, { token, json: { lessonId: topicId, message, ...extra } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return apiSuccessSchema(chatResponseDataSchema).parse(response.body).data;
  };

  it(
    'guides a fresh compound-interest question over three turns, checking each step',
    async () => {
      const { accessToken, userId } = await student();
      const first = await chat(accessToken, '৫০০০ টাকা বার্ষিক ৮% চক্রবৃদ্ধি মুনাফায় ২ বছরে কত হবে?');
      expect(first.content).toContain('**ধাপ ১:** ১ বছর শেষে মোট কত টাকা হবে?');
      expect(first.content).not.toContain('অনুশীলনীর প্রশ্ন');

      const wrong = await chat(accessToken, '5040');
      expect(wrong.content).toContain('৫০৪০');
      expect(wrong.content).toContain('**ধাপ ১:**');

      const right = await chat(accessToken, '৫৪০০');
      expect(right.content).toContain('৫৪০০ টাকা');
      expect(right.content).toContain('**ধাপ ২:** ২ বছর শেষে মোট কত টাকা হবে?');

      const [stored] = await server.db
        .select({ state: tutorMessages.state })
        .from(tutorMessages)
        .where(and(eq(tutorMessages.userId, userId), eq(tutorMessages.role, 'assistant')))
        .orderBy(desc(tutorMessages.id))
        .limit(1);
      expect(stored?.state).toMatchObject({ family: 'interest', kind: 'compound', step: 1, tried: true });
    },
    SLOW,
  );

  it(
    'carries the state through a streamed reply too',
    async () => {
      const { accessToken } = await student();
      await chat(accessToken, '২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?');
      const start = await server.api(paths.tutorStream, {
        token: accessToken,
        json: { lessonId: topicId, message: '৫০', options: { wordDelayMs: 0 } },
      });
      expect(start.status).toBe(200);
      const sessionId = (start.body.data as { session_id: string }).session_id;
      const stream = await openEventStream(
        `${server.url}${paths.tutorStreamSse}?session_id=${sessionId}&token=${encodeURIComponent(accessToken)}`,
      );
      const events: ReceivedEvent[] = [];
      for await (const event of stream.events) events.push(event);
      const text = events
        .filter((event) => event.event === 'chunk')
        .map((event) => (event.data as { content: string }).content)
        .join('');
      expect(text).toContain('**ধাপ ২:** এবার শতকরা লাভ কত?');
      const next = await chat(accessToken, '২০');
      expect(next.content).toContain('**উত্তর:** শতকরা ২০ লাভ।');
    },
    SLOW,
  );

  it(
    'hints a book exercise first instead of refusing it',
    async () => {
      const { accessToken } = await student();
      const reply = await chat(accessToken, 'বার্ষিক ১০% চক্রবৃদ্ধি মুনাফায় ২০,০০০ টাকা ৩ বছর পর কত হবে?');
      expect(reply.content).toMatch(/অনুশীলনী/u);
      expect(reply.content).toContain('**ধাপ ১:**');
      const asked = await chat(accessToken, 'উত্তর দাও');
      expect(asked.content).not.toContain('২৬,৬২০');
    },
    SLOW,
  );

  it(
    'explains a wrong quiz answer against the right one ("কেন ভুল হলো?")',
    async () => {
      const { accessToken } = await student();
      const reply = await chat(accessToken, 'কেন ভুল হলো?', {
        quizAnswer: { questionId: question.id, optionId: question.wrong },
      });
      expect(reply.content).toContain('তুমি বেছেছিলে «৬০০০ টাকা», কিন্তু ঠিক উত্তর «৬০৫০ টাকা»।');
      expect(reply.content).toContain('দ্বিতীয় বছরে ৫৫০০-এর ওপর ১০% মুনাফা ৫৫০');
      expect(reply.content.trim()).toMatch(/\?$/u);
      const history = await server.api(`${paths.tutorHistory}?lessonId=${topicId}`, { token: accessToken });
      const messages = z.array(tutorHistoryMessageSchema).parse(history.body.data);
      expect(messages.map((m) => [m.role, m.content])).toEqual([
        ['user', 'কেন ভুল হলো?'],
        ['assistant', reply.content],
      ]);

      const right = await chat(accessToken, 'কেন?', {
        quizAnswer: { questionId: question.id, optionId: question.right },
      });
      expect(right.content).toContain('তোমার উত্তর «৬০৫০ টাকা» তো ঠিকই আছে!');
    },
    SLOW,
  );

  it(
    'screens the words sent with a quiz answer like any other message',
    async () => {
      const { accessToken } = await student();
      const reply = await chat(accessToken, 'আমি আর বাঁচতে চাই না', {
        quizAnswer: { questionId: question.id, optionId: question.wrong },
      });
      expect(reply.content).not.toContain('তুমি বেছেছিলে');
      expect(reply.requires_teacher_attention).toBe(true);
    },
    SLOW,
  );

  it(
    'finds no quiz question of another chapter, nor an option of another question',
    async () => {
      const { accessToken } = await student();
      const [foreign] = await server.db
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
        .where(eq(quizzes.chapterId, other.chapterId));
      const [foreignOption] = await server.db
        .select({ id: quizOptions.id })
        .from(quizOptions)
        .where(eq(quizOptions.questionId, foreign?.id ?? 0));
      for (const quizAnswer of [
        { questionId: foreign?.id, optionId: foreignOption?.id },
        { questionId: question.id, optionId: foreignOption?.id },
      ]) {
        const response = await server.api(paths.tutorChat, {
          token: accessToken,
          json: { lessonId: topicId, message: 'কেন ভুল হলো?', quizAnswer },
        });
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('কুইজের প্রশ্নটি পাওয়া যায়নি।');
      }
    },
    SLOW,
  );

  it(
    'documents quizAnswer in the OpenAPI document',
    async () => {
      const response = await fetch(`${server.url}/api/openapi.json`);
      const document = JSON.stringify(await response.json());
      expect(document).toContain('quizAnswer');
      expect(document).toContain('কেন ভুল হলো?');
    },
    SLOW,
  );
});
