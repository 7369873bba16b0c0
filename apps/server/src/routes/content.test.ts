import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSuccessSchema,
  bnMessages,
  chapterSchema,
  lastActivitySchema,
  paths,
  quizSchema,
  recordProgressDataSchema,
  subjectDetailSchema,
  subjectSchema,
  topicSchema,
} from '@study/contract';
import type { Quiz } from '@study/contract';
import { z } from 'zod';
import { AUTH_REQUIRED_MESSAGE } from '../auth/middleware';
import { NOT_FOUND_MESSAGE } from '../content/content-service';
import { NO_QUIZ_MESSAGE } from '../content/quiz-service';
import { chapters, subjects, topics } from '../db/schema';
import { seedMediaDir } from '../seed/content-files';
import { UNWRITTEN_CHAPTER_DESCRIPTION } from '../seed/curriculum';
import curriculumJson from '../seed/curriculum.json';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// The student's curriculum API over HTTP, on the seeded demo content: reads, progress feeding
// statuses and the last activity, server-side quiz scoring, and the lesson pictures.

const curriculum: Record<string, Record<string, string[]>> = curriculumJson.classes;
const mathTitles8 = curriculum['8']?.['গণিত'] ?? [];

/** GET with the path sent byte for byte (fetch would normalise `..` away). */
function rawGet(baseUrl: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe.each(engines)('content API on %s', (engine) => {
  let server: TestServer;
  let student: string;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', ADMIN_PASSWORD: 'admin-password-1' }, engine);
    student = (await createAccount(server.db, server.tokens)).accessToken;
    adminToken = (await createAccount(server.db, server.tokens, { role: 'admin' })).accessToken;
  });
  afterAll(() => server?.stop());

  const get = (pathname: string, token: string | undefined = student) => server.api(pathname, { token });
  const newStudent = async () => (await createAccount(server.db, server.tokens)).accessToken;

  async function subjectId(classLevel: number, name: string): Promise<number> {
    const [row] = await server.db
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.gradeLevel, classLevel), eq(subjects.name, name)));
    if (!row) throw new Error(`no subject ${name}`);
    return row.id;
  }
  async function chapterId(classLevel: number, subject: string, title: string): Promise<number> {
    const [row] = await server.db
      .select({ id: chapters.id })
      .from(chapters)
      .where(and(eq(chapters.subjectId, await subjectId(classLevel, subject)), eq(chapters.name, title)));
    if (!row) throw new Error(`no chapter ${title}`);
    return row.id;
  }
  async function topicIds(chapter: number): Promise<number[]> {
    const rows = await server.db
      .select({ id: topics.id })
      .from(topics)
      .where(eq(topics.chapterId, chapter))
      .orderBy(asc(topics.order));
    return rows.map((row) => row.id);
  }
  const record = (token: string, topicId: number, status: 'in-progress' | 'completed') =>
    server.api(paths.progress, { token, json: { topicId, status } });

  describe('access', () => {
    const every = [
      ['GET', paths.subjects],
      ['GET', paths.subject(1)],
      ['GET', paths.chapter(1)],
      ['GET', paths.topic(1)],
      ['GET', paths.chapterQuiz(1)],
      ['GET', paths.lastActivity],
      ['POST', paths.progress],
      ['POST', paths.quizAttempts(1)],
      ['POST', paths.quizAttemptAnswers(1)],
      ['POST', paths.quizAttemptFinish(1)],
    ] as const;

    it.each(every)('%s %s needs a token: 401 Authentication required', async (method, pathname) => {
      const response = await server.api(pathname, { method, json: method === 'POST' ? {} : undefined });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ success: false, message: AUTH_REQUIRED_MESSAGE });
    });

    it.each(every)('%s %s refuses an admin token with 403', async (method, pathname) => {
      const response = await server.api(pathname, {
        method,
        token: adminToken,
        json: method === 'POST' ? {} : undefined,
      });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    });

    it('refuses a forged token with 401', async () => {
      expect((await get(paths.subjects, `${student}x`)).status).toBe(401);
    });
  });

  describe('ids', () => {
    const byId = {
      subject: paths.subject,
      chapter: paths.chapter,
      topic: paths.topic,
      'chapter quiz': paths.chapterQuiz,
    };

    it.each(Object.entries(byId))('answers a malformed %s id with 400 in Bengali, never 500', async (_, pathOf) => {
      for (const id of ['abc', '0', '-3', '1.5', '99999999999', '%20']) {
        const response = await get(pathOf(id));
        expect(response.status, `id ${id}`).toBe(400);
        expect(response.body).toMatchObject({
          success: false,
          code: 'INVALID_INPUT',
          message: bnMessages.invalidInput,
        });
      }
    });

    it.each(Object.entries(byId).slice(0, 3))('answers an unknown %s id with 404 NOT_FOUND', async (_, pathOf) => {
      const response = await get(pathOf(2_000_000_000));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE });
    });
  });

  describe('GET subjects', () => {
    it("lists class 8's six subjects by default, in order, with chapter counts and no progress yet", async () => {
      const response = await get(paths.subjects);
      expect(response.status).toBe(200);
      const list = apiSuccessSchema(z.array(subjectSchema)).parse(response.body).data;
      expect(
        list.map((subject) => [
          subject.name,
          subject.iconType,
          subject.classLevel,
          subject.chapterCount,
          subject.progress,
        ]),
      ).toEqual([
        ['গণিত', 'math', 8, 11, 0],
        ['বিজ্ঞান', 'science', 8, 14, 0],
        ['বাংলা', 'bangla', 8, 18, 0],
        ['ইংরেজি', 'english', 8, 11, 0],
        ['বাংলাদেশ ও বিশ্বপরিচয়', 'social', 8, 13, 0],
        ['ইসলাম ও নৈতিক শিক্ষা', 'islam', 8, 5, 0],
      ]);
      for (const subject of list) expect(subject.description.length).toBeGreaterThan(20);
    });

    it('lists the subjects of the class asked for, and none for a class without any', async () => {
      const six = apiSuccessSchema(z.array(subjectSchema)).parse((await get(`${paths.subjects}?classId=6`)).body).data;
      expect(six).toHaveLength(6);
      expect(six.every((subject) => subject.classLevel === 6)).toBe(true);
      expect(six[0]?.chapterCount).toBe(curriculum['6']?.['গণিত']?.length);
      expect((await get(`${paths.subjects}?classId=3`)).body.data).toEqual([]);
    });

    it.each(['abc', '0', '13', '8.5'])('refuses classId=%s with 400', async (classId) => {
      const response = await get(`${paths.subjects}?classId=${classId}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'INVALID_INPUT', message: bnMessages.invalidInput });
    });

    it('leaves out an inactive subject', async () => {
      const id = await subjectId(7, 'ইংরেজি');
      await server.db.update(subjects).set({ isActive: false }).where(eq(subjects.id, id));
      try {
        const list = (await get(`${paths.subjects}?classId=7`)).body.data as { id: number }[];
        expect(list).toHaveLength(5);
        expect(list.map((subject) => subject.id)).not.toContain(id);
        expect((await get(paths.subject(id))).status).toBe(404);
      } finally {
        await server.db.update(subjects).set({ isActive: true }).where(eq(subjects.id, id));
      }
    });
  });

  describe('GET subject', () => {
    it('has the chapters in book order, numbered, with topic counts and not-started statuses', async () => {
      const id = await subjectId(8, 'গণিত');
      const response = await get(paths.subject(id));
      expect(response.status).toBe(200);
      const subject = apiSuccessSchema(subjectDetailSchema).parse(response.body).data;
      expect(subject).toMatchObject({
        id,
        name: 'গণিত',
        iconType: 'math',
        classLevel: 8,
        chapterCount: 11,
        progress: 0,
      });
      expect(subject.chapters.map((chapter) => chapter.name)).toEqual(mathTitles8);
      expect(subject.chapters.map((chapter) => chapter.number)).toEqual(mathTitles8.map((_, index) => index + 1));
      expect(subject.chapters.map((chapter) => chapter.topicCount)).toEqual([4, 4, 4, 4, 4, 5, 4, 5, 4, 5, 5]);
      expect(subject.chapters.every((chapter) => chapter.status === 'not-started')).toBe(true);
      const bangla = (await get(paths.subject(await subjectId(8, 'বাংলা')))).body.data as {
        chapters: { description?: string }[];
      };
      expect(bangla.chapters[1]?.description).toBe(UNWRITTEN_CHAPTER_DESCRIPTION);
    });
  });

  describe('GET chapter', () => {
    it('has its topics with content, its place in the subject and whether it has a quiz', async () => {
      const id = await chapterId(8, 'গণিত', 'পরিমাপ');
      const response = await get(paths.chapter(id));
      expect(response.status).toBe(200);
      const chapter = apiSuccessSchema(chapterSchema).parse(response.body).data;
      expect(chapter).toMatchObject({
        id,
        number: 3,
        name: 'পরিমাপ',
        subjectId: await subjectId(8, 'গণিত'),
        subjectName: 'গণিত',
        chapterCount: 11,
        status: 'not-started',
        hasQuiz: true,
      });
      expect(chapter.description).toMatch(/[\u0980-\u09FF]/);
      expect(chapter.topics.map((topic) => [topic.order, topic.chapterId, topic.status])).toEqual([
        [1, id, 'not-started'],
        [2, id, 'not-started'],
        [3, id, 'not-started'],
        [4, id, 'not-started'],
      ]);
      expect(chapter.topics[2]).toMatchObject({
        contentType: 'mixed',
        imageUrl: '/media/garden-path-area.svg',
        videoUrl: null,
      });
      for (const topic of chapter.topics) expect(topic.content).toContain('$');
    });

    it('has no topics and no quiz for a chapter not written yet', async () => {
      const chapter = (await get(paths.chapter(await chapterId(8, 'বাংলা', 'মাতৃভাষা ও রাষ্ট্রভাষা')))).body.data;
      expect(chapter).toMatchObject({ number: 2, topics: [], hasQuiz: false, status: 'not-started' });
    });

    it('leaves out inactive topics and counts positions without them', async () => {
      const id = await chapterId(8, 'বিজ্ঞান', 'পৃথিবী ও মহাকর্ষ');
      const [first, second, third] = await topicIds(id);
      await server.db
        .update(topics)
        .set({ isActive: false })
        .where(eq(topics.id, first ?? 0));
      try {
        const chapter = (await get(paths.chapter(id))).body.data as { topics: { id: number; order: number }[] };
        expect(chapter.topics.map((topic) => [topic.id, topic.order])).toEqual([
          [second, 1],
          [third, 2],
        ]);
        expect((await get(paths.topic(third ?? 0))).body.data.order).toBe(2);
        expect((await get(paths.topic(first ?? 0))).status).toBe(404);
      } finally {
        await server.db
          .update(topics)
          .set({ isActive: true })
          .where(eq(topics.id, first ?? 0));
      }
    });

    it('answers 404 for an inactive chapter', async () => {
      const id = await chapterId(8, 'গণিত', 'সেট');
      await server.db.update(chapters).set({ isActive: false }).where(eq(chapters.id, id));
      try {
        expect((await get(paths.chapter(id))).status).toBe(404);
        expect((await get(paths.subject(await subjectId(8, 'গণিত')))).body.data.chapters).toHaveLength(10);
      } finally {
        await server.db.update(chapters).set({ isActive: true }).where(eq(chapters.id, id));
      }
    });
  });

  describe('GET topic', () => {
    it('returns the topic in the contract shape', async () => {
      const chapter = await chapterId(8, 'গণিত', 'মুনাফা');
      const ids = await topicIds(chapter);
      const response = await get(paths.topic(ids[3] ?? 0));
      expect(response.status).toBe(200);
      const topic = apiSuccessSchema(topicSchema).parse(response.body).data;
      expect(topic).toMatchObject({
        id: ids[3],
        chapterId: chapter,
        order: 4,
        name: 'চক্রবৃদ্ধি মুনাফা',
        description: expect.stringContaining('চক্রবৃদ্ধি'),
        contentType: 'mixed',
        duration: 18,
        imageUrl: '/media/simple-vs-compound-interest.svg',
        videoUrl: '/media/compound-interest.mp4',
        status: 'not-started',
      });
      expect(topic.content).toMatch(/\$\$/);
    });
  });

  describe('progress', () => {
    it('feeds topic, chapter and subject statuses and never downgrades a completed topic', async () => {
      const token = await newStudent();
      const chapter = await chapterId(8, 'গণিত', 'প্যাটার্ন');
      const ids = await topicIds(chapter);

      let response = await record(token, ids[0] ?? 0, 'in-progress');
      expect(response.status).toBe(200);
      expect(apiSuccessSchema(recordProgressDataSchema).parse(response.body).data).toEqual({
        topicId: ids[0],
        topicStatus: 'in-progress',
        chapterId: chapter,
        chapterStatus: 'in-progress',
        chapterProgress: 0,
      });
      response = await record(token, ids[0] ?? 0, 'completed');
      expect(response.body.data).toMatchObject({
        topicStatus: 'completed',
        chapterStatus: 'in-progress',
        chapterProgress: 25,
      });
      response = await record(token, ids[0] ?? 0, 'in-progress');
      expect(response.body.data).toMatchObject({ topicStatus: 'completed', chapterProgress: 25 });

      const opened = (await get(paths.chapter(chapter), token)).body.data as {
        status: string;
        topics: { status: string }[];
      };
      expect(opened.status).toBe('in-progress');
      expect(opened.topics.map((topic) => topic.status)).toEqual([
        'completed',
        'not-started',
        'not-started',
        'not-started',
      ]);
      expect((await get(paths.topic(ids[0] ?? 0), token)).body.data.status).toBe('completed');

      for (const id of ids.slice(1)) await record(token, id, 'completed');
      const done = (await get(paths.chapter(chapter), token)).body.data as { status: string };
      expect(done.status).toBe('completed');
      const subject = (await get(paths.subject(await subjectId(8, 'গণিত')), token)).body.data as {
        progress: number;
        chapters: { status: string }[];
      };
      expect(subject.chapters.map((c) => c.status).slice(0, 3)).toEqual(['completed', 'not-started', 'not-started']);
      expect(subject.progress).toBe(8); // 4 of the subject's 48 topics
      const list = (await get(paths.subjects, token)).body.data as { name: string; progress: number }[];
      expect(list.find((s) => s.name === 'গণিত')?.progress).toBe(8);
      expect(list.find((s) => s.name === 'বিজ্ঞান')?.progress).toBe(0);

      // Another student's view is untouched.
      expect((await get(paths.chapter(chapter))).body.data.status).toBe('not-started');
    });

    it('refuses an unknown or inactive topic with 404 and a bad body with 400', async () => {
      const token = await newStudent();
      expect((await record(token, 2_000_000_000, 'completed')).status).toBe(404);
      const [id] = await topicIds(await chapterId(8, 'বিজ্ঞান', 'জীবের বৃদ্ধি ও বংশগতি'));
      await server.db
        .update(topics)
        .set({ isActive: false })
        .where(eq(topics.id, id ?? 0));
      try {
        expect((await record(token, id ?? 0, 'completed')).body).toMatchObject({
          code: 'NOT_FOUND',
          message: NOT_FOUND_MESSAGE,
        });
      } finally {
        await server.db
          .update(topics)
          .set({ isActive: true })
          .where(eq(topics.id, id ?? 0));
      }
      for (const json of [
        { topicId: id, status: 'done' },
        { topicId: 'abc', status: 'completed' },
        { status: 'completed' },
        [],
      ]) {
        const response = await server.api(paths.progress, { token, json });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 'INVALID_INPUT', message: bnMessages.invalidInput });
      }
      const noBody = await server.api(paths.progress, { token, method: 'POST' });
      expect(noBody.status).toBe(400);
    });
  });

  describe('GET last-activity', () => {
    it('is null before any study, then the latest topic studied with its chapter percent', async () => {
      const token = await newStudent();
      const empty = await get(paths.lastActivity, token);
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ success: true, data: null });
      expect(empty.body.message).toMatch(/[\u0980-\u09FF]/);

      const science = await chapterId(8, 'বিজ্ঞান', 'প্রাণিজগতের শ্রেণিবিন্যাস');
      const [a, b] = await topicIds(science);
      const maths = await chapterId(8, 'গণিত', 'মুনাফা');
      const [m] = await topicIds(maths);
      await record(token, a ?? 0, 'completed');
      await record(token, b ?? 0, 'in-progress');
      let activity = apiSuccessSchema(lastActivitySchema).parse((await get(paths.lastActivity, token)).body).data;
      expect(activity).toMatchObject({
        subjectId: await subjectId(8, 'বিজ্ঞান'),
        subjectName: 'বিজ্ঞান',
        chapterId: science,
        chapterName: 'প্রাণিজগতের শ্রেণিবিন্যাস',
        topicId: b,
        progress: 25,
      });
      expect(Date.now() - Date.parse(activity.lastStudiedAt)).toBeLessThan(60_000);

      await record(token, m ?? 0, 'in-progress');
      activity = (await get(paths.lastActivity, token)).body.data;
      expect(activity).toMatchObject({
        chapterId: maths,
        chapterName: 'মুনাফা',
        subjectName: 'গণিত',
        topicId: m,
        progress: 0,
      });

      // Studying a completed topic again makes it the latest, still completed.
      await record(token, a ?? 0, 'in-progress');
      activity = (await get(paths.lastActivity, token)).body.data;
      expect(activity).toMatchObject({ chapterId: science, topicId: a, progress: 25 });
    });
  });

  describe('quiz', () => {
    // Attempts (start, answer, finish) are tested in quiz-attempts.test.ts.
    let quiz: Quiz;
    beforeAll(async () => {
      const response = await get(paths.chapterQuiz(await chapterId(8, 'বিজ্ঞান', 'পৃথিবী ও মহাকর্ষ')));
      expect(response.status).toBe(200);
      quiz = apiSuccessSchema(quizSchema).parse(response.body).data;
    });

    it("serves the chapter's quiz with questions and options in order, without the key or explanations", () => {
      expect(quiz).toMatchObject({ title: expect.stringContaining('মহাকর্ষ'), timeLimit: 600, passingScore: 70 });
      expect(quiz.questions).toHaveLength(10);
      for (const question of quiz.questions) {
        expect(question.options).toHaveLength(4);
        expect(Object.keys(question).sort()).toEqual(['id', 'options', 'question']);
        for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['id', 'text']);
      }
      const ids = quiz.questions.map((question) => question.id);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
    });

    it('answers 404 NO_QUIZ for a chapter without a quiz and NOT_FOUND for an unknown chapter', async () => {
      const none = await get(paths.chapterQuiz(await chapterId(8, 'বাংলা', 'মাতৃভাষা ও রাষ্ট্রভাষা')));
      expect(none.status).toBe(404);
      expect(none.body).toEqual({ success: false, code: 'NO_QUIZ', message: NO_QUIZ_MESSAGE });
      const unknown = await get(paths.chapterQuiz(2_000_000_000));
      expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('media', () => {
    it('serves a lesson picture as SVG, cached for a day, under a CSP that lets no script run', async () => {
      const response = await fetch(`${server.url}/media/matchstick-squares-pattern.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = await response.text();
      expect(body).toContain('<svg');
      expect(body).not.toContain('<script');
    });

    it('advertises byte ranges on pictures and answers a range of one', async () => {
      const whole = await fetch(`${server.url}/media/matchstick-squares-pattern.svg`);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const text = await whole.text();
      const response = await fetch(`${server.url}/media/matchstick-squares-pattern.svg`, {
        headers: { Range: 'bytes=0-3' },
      });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 0-3/${Buffer.byteLength(text)}`);
      expect(await response.text()).toBe(text.slice(0, 4));
    });

    describe('lesson video', () => {
      const video = readFileSync(path.join(seedMediaDir, 'compound-interest.mp4'));
      const url = () => `${server.url}/media/compound-interest.mp4`;

      it('serves the whole MP4 with its type, length and cache header', async () => {
        const response = await fetch(url());
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('video/mp4');
        expect(response.headers.get('content-length')).toBe(String(video.length));
        expect(response.headers.get('accept-ranges')).toBe('bytes');
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
        expect(response.headers.get('content-range')).toBeNull();
        expect(Buffer.from(await response.arrayBuffer()).equals(video)).toBe(true);
      });

      it.each([
        ['bytes=100-199', 100, 199],
        ['bytes=1000-', 1000, video.length - 1],
        ['bytes=-500', video.length - 500, video.length - 1],
        ['bytes=0-99999999', 0, video.length - 1],
      ])('answers Range %s with 206 and exactly those bytes', async (range, start, end) => {
        const response = await fetch(url(), { headers: { Range: range } });
        expect(response.status).toBe(206);
        expect(response.headers.get('content-type')).toBe('video/mp4');
        expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`);
        expect(response.headers.get('content-length')).toBe(String(end - start + 1));
        expect(response.headers.get('accept-ranges')).toBe('bytes');
        expect(Buffer.from(await response.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);
      });

      it.each([`bytes=${video.length}-`, `bytes=${video.length + 10}-${video.length + 20}`, 'bytes=-0'])(
        'answers the unsatisfiable Range %s with 416',
        async (range) => {
          const response = await fetch(url(), { headers: { Range: range } });
          expect(response.status).toBe(416);
          expect(response.headers.get('content-range')).toBe(`bytes */${video.length}`);
          expect(response.headers.get('accept-ranges')).toBe('bytes');
          await response.arrayBuffer();
        },
      );

      it.each(['bytes=200-100', 'bytes=0-1,5-9', 'items=0-5', 'bytes=abc'])(
        'ignores the unusable Range %s and sends the whole file',
        async (range) => {
          const response = await fetch(url(), { headers: { Range: range } });
          expect(response.status).toBe(200);
          expect(response.headers.get('content-length')).toBe(String(video.length));
          expect((await response.arrayBuffer()).byteLength).toBe(video.length);
        },
      );

      it('answers HEAD with the headers and no body', async () => {
        const response = await fetch(url(), { method: 'HEAD' });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('video/mp4');
        expect(response.headers.get('content-length')).toBe(String(video.length));
        expect(response.headers.get('accept-ranges')).toBe('bytes');
        expect(await response.text()).toBe('');
        const ranged = await fetch(url(), { method: 'HEAD', headers: { Range: 'bytes=10-19' } });
        expect(ranged.status).toBe(206);
        expect(ranged.headers.get('content-range')).toBe(`bytes 10-19/${video.length}`);
        expect(ranged.headers.get('content-length')).toBe('10');
      });
    });

    it('answers a missing file with the JSON 404', async () => {
      const response = await server.api('/media/no-such-picture.svg');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it.each([
      '/media/../seed.ts',
      '/media/..%2fseed.ts',
      '/media/..%2F..%2F..%2Fpackage.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/%2e%2e%2f%2e%2e%2fpaths.ts',
      '/media/..%5c..%5cpaths.ts',
      '/media/.hidden.svg',
      '/media/%00.svg',
      '/media/',
      '/media/README.md',
    ])('never serves anything outside the pictures: %s', async (attempt) => {
      const { status, body } = await rawGet(server.url, attempt);
      expect(status).toBe(404);
      expect(body).not.toMatch(/import |"name"|<svg/);
    });
  });
});
