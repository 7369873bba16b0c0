import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@study/contract';
import { contentOnlyView } from '../content/content-cache';
import { chapters, contentVersion, quizzes, subjects, topics } from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// Issue 21 §10: content reads come from the process's content cache. A repeat read answers 304;
// the ETag changes with the content (an admin's edit, any write to the tables) and with the
// student's own progress, never with another student's; inactive content stays hidden once cached.

describe.each(engines)('content reads revalidated with ETag on %s', (engine) => {
  let server: TestServer;
  let adminToken: string;
  let chapterId: number;
  let subjectId: number;
  let topicIds: number[];
  let quizChapterId: number;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', ADMIN_PASSWORD: 'admin-password-1' }, engine);
    adminToken = (await createAccount(server.db, server.tokens, { role: 'admin' })).accessToken;
    const [maths] = await server.db
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.gradeLevel, 8), eq(subjects.name, 'গণিত')));
    subjectId = maths?.id ?? 0;
    const [chapter] = await server.db
      .select({ id: chapters.id })
      .from(chapters)
      .where(eq(chapters.subjectId, subjectId))
      .orderBy(asc(chapters.order));
    chapterId = chapter?.id ?? 0;
    topicIds = (
      await server.db
        .select({ id: topics.id })
        .from(topics)
        .where(eq(topics.chapterId, chapterId))
        .orderBy(asc(topics.order))
    ).map((row) => row.id);
    const [quiz] = await server.db.select({ chapterId: quizzes.chapterId }).from(quizzes).limit(1);
    quizChapterId = quiz?.chapterId ?? 0;
  });
  afterAll(() => server?.stop());

  const newStudent = async () => (await createAccount(server.db, server.tokens)).accessToken;
  const read = (pathname: string, token: string, etag?: string) =>
    server.api(pathname, { token, ...(etag ? { headers: { 'if-none-match': etag } } : {}) });
  const studied = async (token: string, topicId: number, status: 'in-progress' | 'completed') =>
    expect((await server.api(paths.progress, { token, json: { topicId, status } })).status).toBe(200);

  const reads = () => [
    ['subjects', paths.subjects],
    ['subject', paths.subject(subjectId)],
    ['chapter', paths.chapter(chapterId)],
    ['topic', paths.topic(topicIds[0] ?? 0)],
    ['quiz', paths.chapterQuiz(quizChapterId)],
  ];

  it('answers a repeat read of every content route with 304 and no body, private to the student', async () => {
    const token = await newStudent();
    for (const [name, pathname] of reads()) {
      const first = await read(pathname ?? '', token);
      expect(first.status, name).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, name).toMatch(/^W\/".+"$/);
      expect(first.headers.get('cache-control'), name).toBe('private, no-cache');
      const again = await read(pathname ?? '', token, etag);
      expect(again.status, name).toBe(304);
      expect(again.body, name).toBeUndefined();
      expect(again.headers.get('etag'), name).toBe(etag);
      expect(again.headers.get('cache-control'), name).toBe('private, no-cache');
      // Among other validators, and as a strong one: the weak comparison still matches.
      expect((await read(pathname ?? '', token, `W/"other", ${etag.slice(2)}`)).status, name).toBe(304);
      expect((await read(pathname ?? '', token, 'W/"other"')).status, name).toBe(200);
    }
  });

  it('answers If-None-Match: * with 304 only for content that exists (RFC 9110 §13.1.2), else 404', async () => {
    const token = await newStudent();
    for (const [name, pathname] of reads()) expect((await read(pathname ?? '', token, '*')).status, name).toBe(304);
    const missing = 2_000_000_000;
    for (const pathname of [
      paths.subject(missing),
      paths.chapter(missing),
      paths.topic(missing),
      paths.chapterQuiz(missing),
    ]) {
      const answer = await read(pathname, token, '*');
      expect(answer.status, pathname).toBe(404);
      expect(answer.headers.get('etag'), pathname).toBeNull();
    }
  });

  it("changes the ETag when the student's own progress changes, and not for another student's", async () => {
    const token = await newStudent();
    const other = await newStudent();
    const before = await read(paths.chapter(chapterId), token);
    const subjectsBefore = await read(paths.subjects, token);
    await studied(other, topicIds[0] ?? 0, 'completed');
    expect((await read(paths.chapter(chapterId), token, before.headers.get('etag') ?? '')).status).toBe(304);

    await studied(token, topicIds[0] ?? 0, 'in-progress');
    const opened = await read(paths.chapter(chapterId), token, before.headers.get('etag') ?? '');
    expect(opened.status).toBe(200);
    expect(opened.body.data.status).toBe('in-progress');
    expect(opened.body.data.topics[0].status).toBe('in-progress');

    await studied(token, topicIds[0] ?? 0, 'completed');
    const done = await read(paths.chapter(chapterId), token, opened.headers.get('etag') ?? '');
    expect(done.status).toBe(200);
    expect(done.body.data.topics[0].status).toBe('completed');
    const subjectsAfter = await read(paths.subjects, token, subjectsBefore.headers.get('etag') ?? '');
    expect(subjectsAfter.status).toBe(200);
    const maths = (subjectsAfter.body.data as { id: number; progress: number }[]).find(
      (subject) => subject.id === subjectId,
    );
    expect(maths?.progress).toBeGreaterThan(0);
    const topic = await read(paths.topic(topicIds[0] ?? 0), token);
    expect(topic.body.data.status).toBe('completed');
  });

  it("shows an admin's edit on the next read, with a new ETag", async () => {
    const token = await newStudent();
    const topicId = topicIds[1] ?? 0;
    const before = await read(paths.chapter(chapterId), token);
    const topicBefore = await read(paths.topic(topicId), token);
    const admin = await server.api(paths.adminItem('topics', topicId), { token: adminToken });
    const current = admin.body.data as Record<string, unknown>;
    const fields = ['description', 'chapterId', 'order', 'content', 'imageUrl', 'videoUrl', 'durationMinutes'];
    const input = {
      ...Object.fromEntries(fields.filter((field) => current[field] !== null).map((field) => [field, current[field]])),
      name: `${String(current['name'])} (সম্পাদিত)`,
      isActive: true,
    };
    const edited = await server.api(paths.adminItem('topics', topicId), {
      method: 'PUT',
      token: adminToken,
      json: input,
    });
    expect(edited.status).toBe(200);
    try {
      const after = await read(paths.chapter(chapterId), token, before.headers.get('etag') ?? '');
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect(after.body.data.topics.find((topic: { id: number }) => topic.id === topicId).name).toBe(input.name);
      const topicAfter = await read(paths.topic(topicId), token, topicBefore.headers.get('etag') ?? '');
      expect(topicAfter.status).toBe(200);
      expect(topicAfter.body.data.name).toBe(input.name);
    } finally {
      const restored = await server.api(paths.adminItem('topics', topicId), {
        method: 'PUT',
        token: adminToken,
        json: { ...input, name: current['name'] },
      });
      expect(restored.status).toBe(200);
    }
  });

  it('never answers 304 to an ETag read before the version row was deleted, once the content changed', async () => {
    const token = await newStudent();
    const [chapter] = await server.db.select({ name: chapters.name }).from(chapters).where(eq(chapters.id, chapterId));
    const name = chapter?.name ?? '';
    /** Deletes the version row (any statement may), then renames the chapter: the write recreates the row. */
    const recreate = async (to: string) => {
      await server.db.delete(contentVersion);
      await server.db.update(chapters).set({ name: to }).where(eq(chapters.id, chapterId));
      return (await contentOnlyView(server.db)).version;
    };
    try {
      const firstVersion = await recreate(`${name} (১)`);
      const first = await read(paths.chapter(chapterId), token);
      expect(first.status).toBe(200);
      const secondVersion = await recreate(`${name} (২)`);
      // Before: both recreated at version 1, the same ETag, and a 304 for the renamed chapter.
      expect(secondVersion).not.toBe(firstVersion);
      const second = await read(paths.chapter(chapterId), token, first.headers.get('etag') ?? '');
      expect(second.status).toBe(200);
      expect(second.body.data.name).toBe(`${name} (২)`);
    } finally {
      await server.db.update(chapters).set({ name }).where(eq(chapters.id, chapterId));
    }
  });

  it('never answers 304 while the version row is missing: the content may have changed since', async () => {
    const token = await newStudent();
    const [chapter] = await server.db.select({ name: chapters.name }).from(chapters).where(eq(chapters.id, chapterId));
    const name = chapter?.name ?? '';
    await server.db.delete(contentVersion);
    try {
      const first = await read(paths.chapter(chapterId), token);
      expect(first.status).toBe(200);
      expect(first.headers.get('etag')).toBeNull();
      // A write recreates the row; deleted again, it is missing as at the first read, the content not.
      await server.db
        .update(chapters)
        .set({ name: `${name} (১)` })
        .where(eq(chapters.id, chapterId));
      await server.db.delete(contentVersion);
      const second = await read(paths.chapter(chapterId), token, first.headers.get('etag') ?? 'W/"none"');
      expect(second.status).toBe(200);
      expect(second.body.data.name).toBe(`${name} (১)`);
    } finally {
      await server.db.update(chapters).set({ name }).where(eq(chapters.id, chapterId));
    }
  });

  it('keeps inactive content hidden once cached, whoever writes it (also straight to the database)', async () => {
    const token = await newStudent();
    const hidden = topicIds[2] ?? 0;
    const chapter = await read(paths.chapter(chapterId), token);
    const topic = await read(paths.topic(hidden), token);
    expect(topic.status).toBe(200);
    await server.db.update(topics).set({ isActive: false }).where(eq(topics.id, hidden));
    try {
      const without = await read(paths.chapter(chapterId), token, chapter.headers.get('etag') ?? '');
      expect(without.status).toBe(200);
      expect(without.body.data.topics.map((row: { id: number }) => row.id)).not.toContain(hidden);
      expect((await read(paths.topic(hidden), token, topic.headers.get('etag') ?? '')).status).toBe(404);
      await server.db.update(chapters).set({ isActive: false }).where(eq(chapters.id, chapterId));
      const gone = await read(paths.chapter(chapterId), token, without.headers.get('etag') ?? '');
      expect(gone.status).toBe(404);
      expect(gone.headers.get('etag')).toBeNull();
      const subject = await read(paths.subject(subjectId), token);
      expect(subject.body.data.chapters.map((row: { id: number }) => row.id)).not.toContain(chapterId);
    } finally {
      await server.db.update(chapters).set({ isActive: true }).where(eq(chapters.id, chapterId));
      await server.db.update(topics).set({ isActive: true }).where(eq(topics.id, hidden));
    }
    expect((await read(paths.topic(hidden), token)).status).toBe(200);
  });
});
