import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminChapterSchema,
  adminClassSchema,
  adminDashboardSchema,
  adminLoginDataSchema,
  adminQuizSchema,
  adminSubjectSchema,
  adminTopicSchema,
  apiFailureSchema,
  paths,
} from '@study/contract';
import type { AdminEntity } from '@study/contract';
import {
  adminActivity,
  chapters,
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizzes,
  sessions,
  streamSessions,
  subjects,
  topicProgress,
  topics,
  tutorMessages,
  users,
} from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// The admin API over HTTP on a real server: authorisation, validation, defaults, ordering,
// quiz questions, deletes with children, activity records and the dashboard.

describe.each(engines)('admin API on %s', (engine) => {
  let server: TestServer;
  let adminToken: string;
  let adminId: number;
  let adminEmail: string;
  let studentToken: string;
  let studentId: number;

  beforeAll(async () => {
    server = await startTestServer({}, engine);
    const admin = await createAccount(server.db, server.tokens, { role: 'admin', password: 'admin-password-1' });
    adminToken = admin.accessToken;
    adminId = admin.userId;
    adminEmail = `${admin.username}@example.com`;
    const student = await createAccount(server.db, server.tokens, { role: 'student' });
    studentToken = student.accessToken;
    studentId = student.userId;
  });
  afterAll(() => server?.stop());

  const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) =>
    server.api(path, { ...init, token: adminToken });
  const collection = (entity: AdminEntity) => paths.adminCollection(entity);
  const member = (entity: AdminEntity, id: number | string) => paths.adminItem(entity, id);

  async function create<T>(entity: AdminEntity, json: unknown): Promise<T> {
    const response = await asAdmin(collection(entity), { method: 'POST', json });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as T;
  }
  const newSubject = (name = 'গণিত', gradeLevel = 8) =>
    create<{ id: number }>('subjects', { name, gradeLevel, iconType: 'math' }).then((s) => s.id);
  const newChapter = (subjectId: number, name = 'বীজগণিত') =>
    create<{ id: number }>('chapters', { name, subjectId }).then((c) => c.id);
  const newTopic = (chapterId: number, name = 'রাশি') =>
    create<{ id: number }>('topics', { name, chapterId, content: 'পাঠ' }).then((t) => t.id);
  const option = (text: string, isCorrect = false) => ({ text, isCorrect });
  const question = (text: string, correct = 0) => ({
    question: text,
    explanation: `${text} ব্যাখ্যা`,
    options: ['ক', 'খ', 'গ'].map((o, i) => option(`${text}-${o}`, i === correct)),
  });
  const newQuiz = (chapterId: number, title = 'অনুশীলনী') =>
    create<{ id: number }>('quizzes', { title, chapterId, questions: [question('প্রশ্ন ১')] }).then((q) => q.id);

  async function latestActivity() {
    const [row] = await server.db
      .select()
      .from(adminActivity)
      .orderBy(sql`${adminActivity.id} desc`)
      .limit(1);
    return row;
  }

  function expectFailure(response: { status: number; body: unknown }, status: number, code: string, message?: string) {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    const body = apiFailureSchema.parse(response.body);
    expect(body.code).toBe(code);
    if (message !== undefined) expect(body.message).toBe(message);
    return body;
  }

  describe('authorisation', () => {
    it('answers every admin path 401 without a token and 403 with a student token, writing nothing', async () => {
      const subjectId = await newSubject('অনুমতি পরীক্ষা');
      const body = { name: 'x', gradeLevel: 8, subjectId, chapterId: 1, title: 'x' };
      const calls: [string, string][] = [['GET', paths.adminDashboard]];
      for (const entity of ['subjects', 'classes', 'chapters', 'topics', 'quizzes'] as const) {
        calls.push(['GET', collection(entity)], ['POST', collection(entity)]);
        calls.push(
          ['GET', member(entity, subjectId)],
          ['PUT', member(entity, subjectId)],
          ['DELETE', member(entity, subjectId)],
        );
      }
      const before = await server.db.$count(adminActivity);
      for (const [method, path] of calls) {
        const json = method === 'POST' || method === 'PUT' ? body : undefined;
        const anonymous = await server.api(path, { method, json });
        expectFailure(anonymous, 401, 'UNAUTHORIZED', 'Authentication required');
        const student = await server.api(path, { method, json, token: studentToken });
        expectFailure(student, 403, 'FORBIDDEN');
      }
      expect(await server.db.$count(adminActivity)).toBe(before);
      expect((await asAdmin(member('subjects', subjectId))).status).toBe(200);
    });

    it('refuses a forged or expired-looking token with 401', async () => {
      const response = await server.api(paths.adminDashboard, { token: `${adminToken.slice(0, -4)}AAAA` });
      expect(response.status).toBe(401);
    });
  });

  describe('login', () => {
    const login = (json: unknown) => server.api(paths.adminLogin, { method: 'POST', json });

    it('signs in with the email in any case and gives a working admin token on a new session', async () => {
      const sessionsBefore = await server.db.$count(sessions, eq(sessions.userId, adminId));
      const response = await login({ email: `  ${adminEmail.toUpperCase()} `, password: 'admin-password-1' });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Login successful');
      const data = adminLoginDataSchema.parse(response.body.data);
      expect(data.admin).toEqual({ id: adminId, email: adminEmail, name: 'Test Admin', role: 'admin' });
      expect(await server.db.$count(sessions, eq(sessions.userId, adminId))).toBe(sessionsBefore + 1);
      expect((await server.api(paths.adminDashboard, { token: data.accessToken })).status).toBe(200);
    });

    it('answers a wrong password, an unknown email and a student account alike', async () => {
      await server.db
        .update(users)
        .set({ email: 'student@example.com', emailKey: 'student@example.com' })
        .where(eq(users.id, studentId));
      for (const json of [
        { email: adminEmail, password: 'wrong-password' },
        { email: 'nobody@example.com', password: 'admin-password-1' },
        { email: 'student@example.com', password: 'test-password-1' },
      ]) {
        expectFailure(await login(json), 401, 'INVALID_CREDENTIALS', 'Login failed. Please check your credentials.');
      }
      // No stored email holds a NUL character (PostgreSQL text cannot): refused before any query.
      expectFailure(
        await login({ email: 'a\u0000b@example.com', password: 'x' }),
        400,
        'INVALID_INPUT',
        'Login failed. Please check your credentials.',
      );
    });

    it.each([
      {},
      { email: 'a@example.com' },
      { password: 'x' },
      { email: ' ', password: 'x' },
      { email: 'a@example.com', password: '' },
    ])('needs both fields: %j', async (json) => {
      const body = expectFailure(await login(json), 400, 'INVALID_INPUT', 'Please enter both email and password');
      expect(body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ message: 'Please enter both email and password' })]),
      );
    });

    it('throttles repeated failures for one email with 429 and Retry-After, in English', async () => {
      const throttled = await createAccount(server.db, server.tokens, { role: 'admin', password: 'right-password-1' });
      const email = `${throttled.username}@example.com`;
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof login>> | undefined;
      for (let i = 0; i < 6; i += 1) {
        last = await login({ email, password: `wrong-${i}` });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(last?.body.message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
      // Even the right password waits until the lock ends.
      expect((await login({ email, password: 'right-password-1' })).status).toBe(429);
    });
  });

  describe('subjects', () => {
    it('creates with defaults, reads, lists by grade level and replaces every field', async () => {
      const response = await asAdmin(collection('subjects'), {
        method: 'POST',
        json: { name: '  বিজ্ঞান ', gradeLevel: '7', description: 'প্রকৃতি', imageUrl: '' },
      });
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Subject created successfully');
      const created = adminSubjectSchema.parse(response.body.data);
      expect(created).toEqual({
        id: created.id,
        name: 'বিজ্ঞান',
        description: 'প্রকৃতি',
        gradeLevel: 7,
        iconType: 'default',
        isActive: true,
        imageUrl: null,
        chapterCount: 0,
      });
      expect((await asAdmin(member('subjects', created.id))).body.data).toEqual(created);

      await newSubject('ইংরেজি', 6);
      const list = await asAdmin(`${collection('subjects')}?gradeLevel=7`);
      expect(list.status).toBe(200);
      expect(list.body.data.map((s: { gradeLevel: number }) => s.gradeLevel)).toEqual(list.body.data.map(() => 7));
      expect(list.body.data.map((s: { id: number }) => s.id)).toContain(created.id);
      const all = await asAdmin(collection('subjects'));
      const grades = all.body.data.map((s: { gradeLevel: number }) => s.gradeLevel);
      expect(grades).toEqual([...grades].sort((a, b) => a - b));

      const put = await asAdmin(member('subjects', created.id), {
        method: 'PUT',
        json: { name: 'সাধারণ বিজ্ঞান', gradeLevel: 7, iconType: 'science', isActive: false, imageUrl: '/media/x.svg' },
      });
      expect(put.status).toBe(200);
      expect(put.body.message).toBe('Subject updated successfully');
      expect(put.body.data).toEqual({
        ...created,
        name: 'সাধারণ বিজ্ঞান',
        description: null,
        iconType: 'science',
        isActive: false,
        imageUrl: '/media/x.svg',
      });
      const activity = await latestActivity();
      expect(activity).toMatchObject({
        adminId,
        adminEmail,
        action: 'update',
        entity: 'subject',
        entityId: created.id,
        summary: 'Updated subject "সাধারণ বিজ্ঞান" (class 7)',
      });
    });

    it.each([
      [{ gradeLevel: 8 }, 'name', 'Subject name is required'],
      [{ name: '   ', gradeLevel: 8 }, 'name', 'Subject name is required'],
      [{ name: 'x'.repeat(201), gradeLevel: 8 }, 'name', 'Subject name is too long'],
      [{ name: 'নাম\u0000', gradeLevel: 8 }, 'name', 'Subject name contains an invalid character'],
      [{ name: 'গণিত' }, 'gradeLevel', 'Grade level is required'],
      // As the form sends it: a blank field is missing, not 0.
      [{ name: 'গণিত', gradeLevel: ' ' }, 'gradeLevel', 'Grade level is required'],
      [{ name: 'গণিত', gradeLevel: 'আট' }, 'gradeLevel', 'Grade level must be a number'],
      [{ name: 'গণিত', gradeLevel: 13 }, 'gradeLevel', 'Grade level must be at most 12'],
      [
        { name: 'গণিত', gradeLevel: 8, iconType: 'rocket' },
        'iconType',
        'Icon type must be one of math, science, bangla, english, social, islam, default',
      ],
      [
        { name: 'গণিত', gradeLevel: 8, imageUrl: 'javascript:alert(1)' },
        'imageUrl',
        'Image URL must be an https:// URL or a /path',
      ],
      [{ name: 'গণিত', gradeLevel: 8, isActive: 'yes' }, 'isActive', 'Active must be true or false'],
    ])('refuses %j naming %s', async (json, field, message) => {
      const before = await server.db.$count(subjects);
      const body = expectFailure(
        await asAdmin(collection('subjects'), { method: 'POST', json }),
        400,
        'INVALID_INPUT',
        message,
      );
      expect(body.details).toContainEqual({ field, message });
      expect(await server.db.$count(subjects)).toBe(before);
    });

    it('answers unknown and malformed ids with 404 and 400', async () => {
      expectFailure(await asAdmin(member('subjects', 999_999)), 404, 'NOT_FOUND', 'Subject not found');
      expectFailure(
        await asAdmin(member('subjects', 999_999), { method: 'PUT', json: { name: 'x', gradeLevel: 8 } }),
        404,
        'NOT_FOUND',
        'Subject not found',
      );
      expectFailure(
        await asAdmin(member('subjects', 999_999), { method: 'DELETE' }),
        404,
        'NOT_FOUND',
        'Subject not found',
      );
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expectFailure(await asAdmin(member('subjects', id)), 400, 'INVALID_INPUT');
      }
      expectFailure(await asAdmin(`${collection('subjects')}?gradeLevel=x`), 400, 'INVALID_INPUT');
    });
  });

  describe('classes', () => {
    it('defaults the capacity to 30, replaces and deletes', async () => {
      const created = adminClassSchema.parse(await create('classes', { name: 'অষ্টম শ্রেণি', gradeLevel: 8 }));
      expect(created).toMatchObject({
        name: 'অষ্টম শ্রেণি',
        gradeLevel: 8,
        capacity: 30,
        isActive: true,
        description: null,
      });
      const put = await asAdmin(member('classes', created.id), {
        method: 'PUT',
        json: { name: 'অষ্টম ক', gradeLevel: 8, capacity: '45', description: 'সকাল' },
      });
      expect(put.body).toMatchObject({
        success: true,
        message: 'Class updated successfully',
        data: { capacity: 45, description: 'সকাল' },
      });
      expect((await asAdmin(collection('classes'))).body.data).toContainEqual(put.body.data);
      const removed = await asAdmin(member('classes', created.id), { method: 'DELETE' });
      expect(removed.body).toEqual({
        success: true,
        message: 'Class deleted successfully',
        data: { id: created.id, removed: { chapters: 0, topics: 0, quizzes: 0 } },
      });
      expectFailure(await asAdmin(member('classes', created.id)), 404, 'NOT_FOUND', 'Class not found');
      expect(await latestActivity()).toMatchObject({
        action: 'delete',
        entity: 'class',
        summary: 'Deleted class "অষ্টম ক" (grade 8)',
      });
    });

    it('refuses a class without a name or with a capacity of 0', async () => {
      expectFailure(
        await asAdmin(collection('classes'), { method: 'POST', json: { gradeLevel: 8 } }),
        400,
        'INVALID_INPUT',
        'Class name is required',
      );
      const body = expectFailure(
        await asAdmin(collection('classes'), { method: 'POST', json: { name: 'x', gradeLevel: 8, capacity: 0 } }),
        400,
        'INVALID_INPUT',
      );
      expect(body.details).toContainEqual({ field: 'capacity', message: 'Capacity must be at least 1' });
    });
  });

  describe('chapters', () => {
    it('orders a chapter without an order after its siblings (count + 1)', async () => {
      const subjectId = await newSubject('ক্রম');
      const first = adminChapterSchema.parse(await create('chapters', { name: 'এক', subjectId }));
      const second = adminChapterSchema.parse(await create('chapters', { name: 'দুই', subjectId: String(subjectId) }));
      const explicit = adminChapterSchema.parse(await create('chapters', { name: 'দশ', subjectId, order: 10 }));
      const fourth = adminChapterSchema.parse(await create('chapters', { name: 'চার', subjectId }));
      expect([first.order, second.order, explicit.order, fourth.order]).toEqual([1, 2, 10, 4]);
      expect(first).toMatchObject({
        subjectId,
        isActive: true,
        description: null,
        contentSummary: null,
        imageUrl: null,
        topicCount: 0,
      });

      const list = await asAdmin(`${collection('chapters')}?subjectId=${subjectId}`);
      expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['এক', 'দুই', 'চার', 'দশ']);
      expect((await asAdmin(member('subjects', subjectId))).body.data.chapterCount).toBe(4);
      await newTopic(second.id);
      await newTopic(second.id);
      expect((await asAdmin(member('chapters', second.id))).body.data.topicCount).toBe(2);
      expect((await asAdmin(member('chapters', first.id))).body.data.topicCount).toBe(0);
    });

    it('keeps the order on a PUT without one, and moves a chapter last in its new subject', async () => {
      const from = await newSubject('পুরোনো');
      const to = await newSubject('নতুন');
      await newChapter(to, 'আগে থেকে');
      const id = await newChapter(from, 'সরবে');
      await newChapter(from, 'থাকবে');
      const kept = await asAdmin(member('chapters', id), { method: 'PUT', json: { name: 'সরবে ২', subjectId: from } });
      expect(kept.body.data).toMatchObject({ name: 'সরবে ২', order: 1, subjectId: from });
      const moved = await asAdmin(member('chapters', id), { method: 'PUT', json: { name: 'সরবে ২', subjectId: to } });
      expect(moved.body.data).toMatchObject({ order: 2, subjectId: to });
      expect(await latestActivity()).toMatchObject({ summary: 'Updated chapter "সরবে ২" in "নতুন"' });
    });

    it('needs an existing subject, named in the answer', async () => {
      const before = await server.db.$count(chapters);
      const body = expectFailure(
        await asAdmin(collection('chapters'), { method: 'POST', json: { name: 'অনাথ', subjectId: 999_999 } }),
        400,
        'INVALID_INPUT',
        'Subject not found',
      );
      expect(body.details).toEqual([{ field: 'subjectId', message: 'Subject not found' }]);
      expectFailure(
        await asAdmin(collection('chapters'), { method: 'POST', json: { name: 'x' } }),
        400,
        'INVALID_INPUT',
        'Subject is required',
      );
      expectFailure(
        await asAdmin(collection('chapters'), { method: 'POST', json: { subjectId: 1 } }),
        400,
        'INVALID_INPUT',
        'Chapter name is required',
      );
      expect(await server.db.$count(chapters)).toBe(before);
    });
  });

  describe('topics', () => {
    it('stores markdown, orders by count + 1 and derives the content type', async () => {
      const chapterId = await newChapter(await newSubject('বিষয়বস্তু'));
      const long = 'পাঠের বিস্তারিত বর্ণনা। '.repeat(20);
      const cases = [
        [{ content: long }, 'text'],
        [{ content: '' }, 'text'],
        [{ content: 'ভিডিওটি দেখো', videoUrl: 'https://www.youtube.com/embed/x' }, 'video'],
        [{ content: long, videoUrl: 'https://www.youtube.com/embed/x' }, 'mixed'],
        [{ content: long, imageUrl: '/media/a.svg' }, 'mixed'],
        [{ content: '', imageUrl: '/media/a.svg' }, 'mixed'],
      ] as const;
      const created = [];
      for (const [fields, contentType] of cases) {
        const topic = adminTopicSchema.parse(
          await create('topics', { name: `বিষয় ${contentType}`, chapterId, ...fields }),
        );
        expect(topic.contentType, JSON.stringify(fields)).toBe(contentType);
        created.push(topic);
      }
      expect(created.map((t) => t.order)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(created[0]).toMatchObject({
        contentFormat: 'markdown',
        durationMinutes: 10,
        isActive: true,
        description: null,
        videoUrl: null,
      });
      const [stored] = await server.db
        .select({ contentType: topics.contentType })
        .from(topics)
        .where(eq(topics.id, created[2]?.id ?? 0));
      expect(stored?.contentType).toBe('video');

      const put = await asAdmin(member('topics', created[2]?.id ?? 0), {
        method: 'PUT',
        json: { name: 'এখন লেখা', chapterId, content: long },
      });
      expect(put.body.data).toMatchObject({ contentType: 'text', videoUrl: null, order: 3 });

      const list = await asAdmin(`${collection('topics')}?chapterId=${chapterId}`);
      expect(list.body.data.map((t: { order: number }) => t.order)).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await asAdmin(`${collection('chapters')}?subjectId=999999`)).body.data).toEqual([]);
    });

    it('refuses an unknown chapter, a non-markdown format and a missing name', async () => {
      const body = expectFailure(
        await asAdmin(collection('topics'), { method: 'POST', json: { name: 'x', chapterId: 999_999 } }),
        400,
        'INVALID_INPUT',
        'Chapter not found',
      );
      expect(body.details).toEqual([{ field: 'chapterId', message: 'Chapter not found' }]);
      const chapterId = await newChapter(await newSubject('ফরম্যাট'));
      expectFailure(
        await asAdmin(collection('topics'), { method: 'POST', json: { name: 'x', chapterId, contentFormat: 'html' } }),
        400,
        'INVALID_INPUT',
        'Content format must be markdown',
      );
      expectFailure(
        await asAdmin(collection('topics'), { method: 'POST', json: { chapterId } }),
        400,
        'INVALID_INPUT',
        'Topic name is required',
      );
      // A blank duration was read as 0 minutes and stored.
      expectFailure(
        await asAdmin(collection('topics'), { method: 'POST', json: { name: 'x', chapterId, durationMinutes: '' } }),
        400,
        'INVALID_INPUT',
        'Duration is required',
      );
    });
  });

  describe('quizzes', () => {
    it('applies the defaults and returns the questions with their options, in order', async () => {
      const chapterId = await newChapter(await newSubject('কুইজ'));
      const quiz = adminQuizSchema.parse(
        await create('quizzes', {
          title: 'অধ্যায় কুইজ',
          chapterId,
          questions: [question('প্রথম', 2), question('দ্বিতীয়', 0)],
        }),
      );
      expect(quiz).toMatchObject({
        title: 'অধ্যায় কুইজ',
        chapterId,
        timeLimit: 600,
        passingScore: 70,
        isActive: true,
        description: null,
      });
      expect(quiz.questions.map((q) => q.question)).toEqual(['প্রথম', 'দ্বিতীয়']);
      expect(quiz.questions[0]?.options.map((o) => [o.text, o.isCorrect])).toEqual([
        ['প্রথম-ক', false],
        ['প্রথম-খ', false],
        ['প্রথম-গ', true],
      ]);
      expect(quiz.questions[1]?.explanation).toBe('দ্বিতীয় ব্যাখ্যা');
      expect((await asAdmin(member('quizzes', quiz.id))).body.data).toEqual(quiz);
      expect((await asAdmin(`${collection('quizzes')}?chapterId=${chapterId}`)).body.data).toEqual([quiz]);
      expect(await latestActivity()).toMatchObject({
        summary: 'Created quiz "অধ্যায় কুইজ" (2 questions) in chapter "বীজগণিত"',
      });
    });

    it('replaces the questions as a whole on PUT', async () => {
      const chapterId = await newChapter(await newSubject('প্রতিস্থাপন'));
      const quiz = adminQuizSchema.parse(
        await create('quizzes', {
          title: 'পুরোনো',
          chapterId,
          questions: [question('এক'), question('দুই'), question('তিন')],
        }),
      );
      const oldQuestionIds = quiz.questions.map((q) => q.id);
      const put = await asAdmin(member('quizzes', quiz.id), {
        method: 'PUT',
        json: {
          title: 'নতুন',
          chapterId,
          timeLimit: 300,
          passingScore: 50,
          questions: [{ question: 'একমাত্র', options: [option('হ্যাঁ', true), option('না')] }],
        },
      });
      expect(put.status).toBe(200);
      expect(put.body.message).toBe('Quiz updated successfully');
      const updated = adminQuizSchema.parse(put.body.data);
      expect(updated).toMatchObject({ title: 'নতুন', timeLimit: 300, passingScore: 50 });
      expect(updated.questions).toHaveLength(1);
      expect(updated.questions[0]).toMatchObject({ question: 'একমাত্র', explanation: null });
      expect(await server.db.$count(quizQuestions, inArray(quizQuestions.id, oldQuestionIds))).toBe(0);
      expect(await server.db.$count(quizQuestions, eq(quizQuestions.quizId, quiz.id))).toBe(1);
      const optionCount = await server.db
        .select({ n: sql<number>`count(*)::int` })
        .from(quizOptions)
        .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
        .where(eq(quizQuestions.quizId, quiz.id));
      expect(optionCount[0]?.n).toBe(2);
    });

    it('keeps the old questions when the replacement is invalid', async () => {
      const chapterId = await newChapter(await newSubject('অবৈধ'));
      const quiz = adminQuizSchema.parse(
        await create('quizzes', { title: 'থাকবে', chapterId, questions: [question('এক')] }),
      );
      const twoCorrect = { question: 'দুটি সঠিক', options: [option('ক', true), option('খ', true)] };
      const body = expectFailure(
        await asAdmin(member('quizzes', quiz.id), {
          method: 'PUT',
          json: { title: 'নতুন', chapterId, questions: [twoCorrect] },
        }),
        400,
        'INVALID_INPUT',
        'Exactly one option must be correct',
      );
      expect(body.details).toEqual([{ field: 'questions.0.options', message: 'Exactly one option must be correct' }]);
      expectFailure(
        await asAdmin(member('quizzes', quiz.id), { method: 'PUT', json: { title: 'নতুন', chapterId: 999_999 } }),
        400,
        'INVALID_INPUT',
        'Chapter not found',
      );
      expectFailure(
        await asAdmin(collection('quizzes'), { method: 'POST', json: { chapterId } }),
        400,
        'INVALID_INPUT',
        'Quiz title is required',
      );
      expect((await asAdmin(member('quizzes', quiz.id))).body.data).toEqual(quiz);
    });
  });

  describe('deleting with children', () => {
    /** A subject with 2 chapters, 3 topics and 1 quiz, and a student's records on them. */
    async function curriculum() {
      const subjectId = await newSubject('মুছে ফেলার বিষয়');
      const chapterA = await newChapter(subjectId, 'অধ্যায় ক');
      const chapterB = await newChapter(subjectId, 'অধ্যায় খ');
      const topicIds = [await newTopic(chapterA), await newTopic(chapterA), await newTopic(chapterB)];
      const quizId = await newQuiz(chapterA);
      const [firstTopic] = topicIds as [number];
      await server.db.insert(topicProgress).values({ userId: studentId, topicId: firstTopic, status: 'in-progress' });
      await server.db.insert(tutorMessages).values([
        { publicId: randomUUID(), userId: studentId, topicId: firstTopic, role: 'user', content: 'প্রশ্ন' },
        { publicId: randomUUID(), userId: studentId, topicId: firstTopic, role: 'assistant', content: 'উত্তর' },
      ]);
      await server.db.insert(streamSessions).values({
        id: randomUUID(),
        userId: studentId,
        topicId: firstTopic,
        message: 'প্রশ্ন',
        language: 'bn',
        wordDelayMs: 50,
        maxStreamMs: 30_000,
        expiresAt: new Date(Date.now() + 60_000),
      });
      await server.db.insert(quizAttempts).values({
        userId: studentId,
        quizId,
        score: 100,
        correct: 1,
        total: 1,
        passed: true,
        answers: [],
        startedAt: new Date(),
        expiresAt: new Date(Date.now() + 600_000),
        durationSeconds: 30,
      });
      return { subjectId, chapterIds: [chapterA, chapterB], topicIds, quizId };
    }

    async function remaining(ids: Awaited<ReturnType<typeof curriculum>>) {
      const { subjectId, chapterIds, topicIds, quizId } = ids;
      return {
        subjects: await server.db.$count(subjects, eq(subjects.id, subjectId)),
        chapters: await server.db.$count(chapters, inArray(chapters.id, chapterIds)),
        topics: await server.db.$count(topics, inArray(topics.id, topicIds)),
        quizzes: await server.db.$count(quizzes, eq(quizzes.id, quizId)),
        questions: await server.db.$count(quizQuestions, eq(quizQuestions.quizId, quizId)),
        attempts: await server.db.$count(quizAttempts, eq(quizAttempts.quizId, quizId)),
        progress: await server.db.$count(topicProgress, inArray(topicProgress.topicId, topicIds)),
        tutorMessages: await server.db.$count(tutorMessages, inArray(tutorMessages.topicId, topicIds)),
        streamSessions: await server.db.$count(streamSessions, inArray(streamSessions.topicId, topicIds)),
      };
    }

    it('asks to confirm a subject with children (409), then removes the whole subtree with cascade', async () => {
      const ids = await curriculum();
      const before = await remaining(ids);
      expect(before).toEqual({
        subjects: 1,
        chapters: 2,
        topics: 3,
        quizzes: 1,
        questions: 1,
        attempts: 1,
        progress: 1,
        tutorMessages: 2,
        streamSessions: 1,
      });
      const activityBefore = await server.db.$count(adminActivity);

      const refused = expectFailure(
        await asAdmin(member('subjects', ids.subjectId), { method: 'DELETE' }),
        409,
        'HAS_CHILDREN',
        'This subject has 2 chapters, 3 topics and 1 quiz. Delete them too?',
      );
      expect(refused.details).toEqual({ chapters: 2, topics: 3, quizzes: 1 });
      expectFailure(
        await asAdmin(`${member('subjects', ids.subjectId)}?cascade=false`, { method: 'DELETE' }),
        409,
        'HAS_CHILDREN',
      );
      expectFailure(
        await asAdmin(`${member('subjects', ids.subjectId)}?cascade=yes`, { method: 'DELETE' }),
        400,
        'INVALID_INPUT',
      );
      expect(await remaining(ids)).toEqual(before);
      expect(await server.db.$count(adminActivity)).toBe(activityBefore);

      const deleted = await asAdmin(`${member('subjects', ids.subjectId)}?cascade=true`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({
        success: true,
        message: 'Subject deleted successfully',
        data: { id: ids.subjectId, removed: { chapters: 2, topics: 3, quizzes: 1 } },
      });
      expect(await remaining(ids)).toEqual({
        subjects: 0,
        chapters: 0,
        topics: 0,
        quizzes: 0,
        questions: 0,
        attempts: 0,
        progress: 0,
        tutorMessages: 0,
        streamSessions: 0,
      });
      const orphans = await server.db.execute<{ n: number }>(sql`
        select (select count(*)::int from ${quizOptions} o left join ${quizQuestions} q on q.id = o.question_id where q.id is null) as n`);
      expect(orphans.rows[0]?.n).toBe(0);
      expect(await server.db.$count(adminActivity)).toBe(activityBefore + 1);
      expect(await latestActivity()).toMatchObject({
        action: 'delete',
        entity: 'subject',
        entityId: ids.subjectId,
        summary: 'Deleted subject "মুছে ফেলার বিষয়" (class 8) with 2 chapters, 3 topics and 1 quiz',
      });
      expectFailure(await asAdmin(member('subjects', ids.subjectId)), 404, 'NOT_FOUND');
    });

    it('asks to confirm a chapter with children, then deletes it with them', async () => {
      const ids = await curriculum();
      const [chapterA, chapterB] = ids.chapterIds as [number, number];
      const refused = expectFailure(
        await asAdmin(member('chapters', chapterA), { method: 'DELETE' }),
        409,
        'HAS_CHILDREN',
        'This chapter has 2 topics and 1 quiz. Delete them too?',
      );
      expect(refused.details).toEqual({ chapters: 0, topics: 2, quizzes: 1 });
      const deleted = await asAdmin(`${member('chapters', chapterA)}?cascade=true`, { method: 'DELETE' });
      expect(deleted.body.data).toEqual({ id: chapterA, removed: { chapters: 0, topics: 2, quizzes: 1 } });
      expect(await remaining(ids)).toMatchObject({
        subjects: 1,
        chapters: 1,
        topics: 1,
        quizzes: 0,
        attempts: 0,
        progress: 0,
        tutorMessages: 0,
      });

      expectFailure(
        await asAdmin(member('chapters', chapterB), { method: 'DELETE' }),
        409,
        'HAS_CHILDREN',
        'This chapter has 1 topic. Delete it too?',
      );
    });

    it('deletes a childless subject or chapter, a topic and a quiz without confirmation', async () => {
      const ids = await curriculum();
      const [firstTopic] = ids.topicIds as [number];
      const topic = await asAdmin(member('topics', firstTopic), { method: 'DELETE' });
      expect(topic.body).toMatchObject({ success: true, message: 'Topic deleted successfully' });
      expect(await remaining(ids)).toMatchObject({ topics: 2, progress: 0, tutorMessages: 0, streamSessions: 0 });
      const quiz = await asAdmin(member('quizzes', ids.quizId), { method: 'DELETE' });
      expect(quiz.body).toMatchObject({ success: true, message: 'Quiz deleted successfully' });
      expect(await remaining(ids)).toMatchObject({ quizzes: 0, questions: 0, attempts: 0 });

      const lone = await newSubject('একা');
      const chapter = await newChapter(lone);
      expect((await asAdmin(member('chapters', chapter), { method: 'DELETE' })).body.data).toEqual({
        id: chapter,
        removed: { chapters: 0, topics: 0, quizzes: 0 },
      });
      expect((await asAdmin(member('subjects', lone), { method: 'DELETE' })).status).toBe(200);
    });
  });

  describe('dashboard', () => {
    it('counts real records and shows the 10 latest activities, newest first', async () => {
      const first = await asAdmin(paths.adminDashboard);
      expect(first.status).toBe(200);
      const before = adminDashboardSchema.parse(first.body.data);

      const subjectId = await newSubject('ড্যাশবোর্ড');
      const chapterId = await newChapter(subjectId);
      const topicId = await newTopic(chapterId);
      await newQuiz(chapterId);
      await createAccount(server.db, server.tokens, { role: 'student' });
      await createAccount(server.db, server.tokens, { role: 'admin' });
      const message = (role: 'user' | 'assistant', createdAt: Date) => ({
        publicId: randomUUID(),
        userId: studentId,
        topicId,
        role,
        content: 'প্রশ্ন',
        createdAt,
      });
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      await server.db
        .insert(tutorMessages)
        .values([
          message('user', new Date()),
          message('user', new Date()),
          message('assistant', new Date()),
          message('user', twoDaysAgo),
        ]);

      const after = adminDashboardSchema.parse((await asAdmin(paths.adminDashboard)).body.data);
      expect(after.counts).toEqual({
        students: before.counts.students + 1,
        subjects: before.counts.subjects + 1,
        chapters: before.counts.chapters + 1,
        topics: before.counts.topics + 1,
        quizzes: before.counts.quizzes + 1,
        tutorQuestionsToday: before.counts.tutorQuestionsToday + 2,
      });
      expect(after.recentActivity).toHaveLength(10);
      expect(after.recentActivity.slice(0, 4).map((a) => [a.action, a.entity, a.adminEmail])).toEqual([
        ['create', 'quiz', adminEmail],
        ['create', 'topic', adminEmail],
        ['create', 'chapter', adminEmail],
        ['create', 'subject', adminEmail],
      ]);
      expect(after.recentActivity[3]).toMatchObject({
        entityId: subjectId,
        summary: 'Created subject "ড্যাশবোর্ড" (class 8)',
      });
      const times = after.recentActivity.map((a) => Date.parse(a.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
  });
});
