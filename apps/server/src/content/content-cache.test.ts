import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { chapters, contentVersion, subjects, topicProgress, topics } from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { contentCacheSize, contentOnlyView } from './content-cache';
import { readChapter, readSubjectDetail, readSubjects, readTopic } from './content-service';
import { readChapterQuiz } from './quiz-service';

// The content cache keeps what exists and drops the least recently read first. What a read
// served from the cache is seen by renaming a chapter with the triggers off (no version bump):
// the cached entry keeps the old name, a load shows the new one.

describe.each(engines)('content cache on %s', (engine) => {
  let server: TestServer;
  let userId: number;
  let chapterId: number;
  let subjectId: number;
  let topicIds: number[];
  let name: string;
  const size = contentCacheSize.max;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true' }, engine);
    userId = (await createAccount(server.db, server.tokens)).userId;
    const [chapter] = await server.db
      .select({ id: chapters.id, name: chapters.name, subjectId: chapters.subjectId })
      .from(chapters)
      .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
      .where(and(eq(subjects.gradeLevel, 8), eq(chapters.isActive, true)))
      .orderBy(asc(chapters.id))
      .limit(1);
    chapterId = chapter?.id ?? 0;
    subjectId = chapter?.subjectId ?? 0;
    name = chapter?.name ?? '';
    topicIds = (
      await server.db.select({ id: topics.id }).from(topics).where(eq(topics.chapterId, chapterId)).limit(2)
    ).map((row) => row.id);
    contentCacheSize.max = 4;
  });
  afterAll(async () => {
    contentCacheSize.max = size;
    await server?.stop();
  });

  const chapterName = async () => (await (await readChapter(server.db, userId, chapterId)).value()).name;
  /** Renames the chapter in the database without bumping the content version: the cache cannot know. */
  const renameUnseen = (to: string) =>
    server.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(chapters).set({ name: to }).where(eq(chapters.id, chapterId));
    });
  /** A change the cache sees (the version moves): every entry is dropped, and the name restored. */
  const restore = () => server.db.update(chapters).set({ name }).where(eq(chapters.id, chapterId));

  it('keeps no entry for a missing id: reads of missing ids do not push out what exists', async () => {
    await restore();
    expect(await chapterName()).toBe(name);
    await renameUnseen(`${name} (hidden)`);
    try {
      for (let missing = 2_000_000_000; missing < 2_000_000_008; missing += 1) {
        await expect((await readChapter(server.db, userId, missing)).value()).rejects.toMatchObject({ status: 404 });
        await expect((await readTopic(server.db, userId, missing)).value()).rejects.toMatchObject({ status: 404 });
        await expect((await readSubjectDetail(server.db, userId, missing)).value()).rejects.toMatchObject({
          status: 404,
        });
        await expect((await readChapterQuiz(server.db, missing)).value()).rejects.toMatchObject({ status: 404 });
      }
      expect(await chapterName()).toBe(name);
    } finally {
      await restore();
    }
  });

  it('drops the least recently read entry, not the first one loaded', async () => {
    await restore();
    expect(await chapterName()).toBe(name);
    await renameUnseen(`${name} (hidden)`);
    try {
      await (await readSubjects(server.db, userId, 8)).value();
      await (await readSubjectDetail(server.db, userId, subjectId)).value();
      await (await readTopic(server.db, userId, topicIds[0] ?? 0)).value();
      // Four entries, the chapter the oldest; read again, it is the newest.
      expect(await chapterName()).toBe(name);
      await (await readTopic(server.db, userId, topicIds[1] ?? 0)).value();
      expect(await chapterName()).toBe(name);
    } finally {
      await restore();
    }
  });

  it("reads the student's progress while the version's row is missing, and a write recreates it", async () => {
    const topicId = topicIds[0] ?? 0;
    await server.db.insert(topicProgress).values({ userId, topicId, status: 'in-progress' });
    await server.db.delete(contentVersion);
    try {
      const chapter = await (await readChapter(server.db, userId, chapterId)).value();
      expect(chapter.topics.find((topic) => topic.id === topicId)?.status).toBe('in-progress');
      await server.db
        .update(chapters)
        .set({ name: `${name} (edited)` })
        .where(eq(chapters.id, chapterId));
      expect(await chapterName()).toBe(`${name} (edited)`);
      expect((await contentOnlyView(server.db)).version).toBeGreaterThan(0);
    } finally {
      await restore();
      await server.db.delete(topicProgress).where(eq(topicProgress.userId, userId));
    }
  });

  it('never gives the version row, deleted or truncated and recreated by a write, a version it had before', async () => {
    const before = (await contentOnlyView(server.db)).version;
    const versions: (number | null)[] = [];
    try {
      for (const empty of [sql`delete from ${contentVersion}`, sql`truncate ${contentVersion}`]) {
        await server.db.execute(empty);
        await server.db
          .update(chapters)
          .set({ name: `${name} (${versions.length})` })
          .where(eq(chapters.id, chapterId));
        versions.push((await contentOnlyView(server.db)).version);
      }
    } finally {
      await restore();
    }
    // Before: both recreated at 1, so a client's ETag from the first matched the second's content.
    expect(versions[0]).toBeGreaterThan(before ?? Infinity);
    expect(versions[1]).toBeGreaterThan(versions[0] ?? Infinity);
  });

  it('never serves what it cached while the version row was missing once the content changed', async () => {
    // Another instance on the same database: the content cache is kept per Database object.
    const other = Object.create(server.db) as Database;
    const otherName = async () => (await (await readChapter(other, userId, chapterId)).value()).name;
    await restore();
    await server.db.delete(contentVersion);
    try {
      expect(await otherName()).toBe(name);
      // A write recreates the row; deleted again, the row is missing as before, the content not.
      await server.db
        .update(chapters)
        .set({ name: `${name} (edited)` })
        .where(eq(chapters.id, chapterId));
      await server.db.delete(contentVersion);
      expect(await otherName()).toBe(`${name} (edited)`);
    } finally {
      await restore();
    }
  });

  it.runIf(engine === 'postgres')(
    'lets two transactions write content in opposite orders without a deadlock, each bumping the version once',
    async () => {
      const connect = async () => {
        const client = new pg.Client({ connectionString: server.config.databaseUrl });
        await client.connect();
        return client;
      };
      const [a, b, watcher] = await Promise.all([connect(), connect(), connect()]);
      const outcome = (query: Promise<unknown>) =>
        query.then(
          () => 'done',
          (error: Error) => error.message,
        );
      const before = (await contentOnlyView(server.db)).version;
      const touchTopic = (client: pg.Client) =>
        client.query('update topics set name = name where id = $1', [topicIds[0]]);
      try {
        await a.query('begin');
        await b.query('begin');
        await a.query('update chapters set name = name where id = $1', [chapterId]);
        // B changes a topic (before: its trigger then waited for the version row, which A held).
        const bTopic = outcome(touchTopic(b));
        const bPid = (b as unknown as { processID: number }).processID;
        for (;;) {
          const { rows } = await watcher.query<{ state: string; waiting: boolean }>(
            "select state, wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1",
            [bPid],
          );
          if (rows[0]?.state === 'idle in transaction' || rows[0]?.waiting) break;
        }
        // A wants the topic B holds: it waits for B's commit (before: a deadlock, one of them killed).
        const aTopic = outcome(touchTopic(a));
        expect(await bTopic).toBe('done');
        await b.query('commit');
        expect(await aTopic).toBe('done');
        await a.query('commit');
      } finally {
        await Promise.all([a.end(), b.end(), watcher.end()]);
      }
      expect((await contentOnlyView(server.db)).version).toBe((before ?? NaN) + 2);
    },
  );
});
