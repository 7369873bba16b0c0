import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { appMeta, chapters, classes, quizOptions, quizQuestions, quizzes, subjects, topics, users } from '../db/schema';
import { createLogger } from '../logger';
import { packageRoot } from '../paths';
import { engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { loadWrittenChapters, seedMediaDir } from './content-files';
import curriculumJson from './curriculum.json';
import { UNWRITTEN_CHAPTER_DESCRIPTION, seededClasses, subjectDefinitions } from './curriculum';
import { seedKeys } from './plan';
import { demoStudent, seedDemo } from './seed';

// The demo seed against a real database: what a first start creates, and that later starts
// (or a second instance starting at the same time) add nothing and change nothing.

const logger = createLogger({ logLevel: 'silent' });
const curriculum: Record<string, Record<string, string[]>> = curriculumJson.classes;

/** The workspace's source of curriculum.json, when this checkout has it (it is not shipped). */
const sharedCurriculum = path.resolve(packageRoot, '../../../shared/data/curriculum-chapters.json');

describe('curriculum.json', () => {
  it.skipIf(!existsSync(sharedCurriculum))('holds exactly the chapter titles of the shared curriculum data', () => {
    const shared = JSON.parse(readFileSync(sharedCurriculum, 'utf8')) as {
      classes: Record<string, Record<string, { chapters: string[] }>>;
    };
    const titles = Object.fromEntries(
      Object.entries(shared.classes).map(([level, bySubject]) => [
        level,
        Object.fromEntries(Object.entries(bySubject).map(([subject, entry]) => [subject, entry.chapters])),
      ]),
    );
    expect(curriculum).toEqual(titles);
  });

  it('names its source', () => {
    expect(curriculumJson.source).toContain('curriculum-chapters.json');
  });
});

const tables = { classes, subjects, chapters, topics, quizzes, quizQuestions, quizOptions, users, appMeta } as const;

describe.each(engines)('demo seed on %s', (engine) => {
  let server: TestServer;
  const printed: string[] = [];
  /** Totals of the lesson files on disk, which the seed must carry over one for one. */
  let onDisk: { chapters: number; topics: number; pictures: number; questions: number; options: number };

  beforeAll(async () => {
    const files = await loadWrittenChapters();
    const questions = files.flatMap((chapter) => chapter.quiz.questions);
    onDisk = {
      chapters: files.length,
      topics: files.reduce((n, chapter) => n + chapter.topics.length, 0),
      pictures: files.reduce((n, chapter) => n + chapter.topics.filter((topic) => topic.imageUrl !== null).length, 0),
      questions: questions.length,
      options: questions.reduce((n, question) => n + question.options.length, 0),
    };
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)));
    try {
      // The demo student asked for explicitly: on PostgreSQL it is not created by default.
      server = await startTestServer(
        { SEED_DEMO: 'true', SEED_DEMO_STUDENT: 'true', ADMIN_EMAIL: 'Head@Example.com' },
        engine,
      );
    } finally {
      spy.mockRestore();
    }
  });
  afterAll(() => server?.stop());

  async function counts(): Promise<Record<keyof typeof tables, number>> {
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await server.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
        return [name, row?.n ?? 0] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
  }

  const seedAgain = (print: (line: string) => void = () => undefined) =>
    seedDemo(server.db, server.config, logger, { print });

  async function subjectId(classLevel: number, name: string): Promise<number> {
    const [row] = await server.db
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.gradeLevel, classLevel), eq(subjects.name, name)));
    if (!row) throw new Error(`no subject ${classLevel} ${name}`);
    return row.id;
  }

  async function chapterByTitle(classLevel: number, subject: string, title: string) {
    const [row] = await server.db
      .select()
      .from(chapters)
      .where(and(eq(chapters.subjectId, await subjectId(classLevel, subject)), eq(chapters.name, title)));
    if (!row) throw new Error(`no chapter ${title}`);
    return row;
  }

  it('creates classes 6–10 with a capacity of 30', async () => {
    const rows = await server.db.select().from(classes).orderBy(asc(classes.gradeLevel));
    expect(rows.map((row) => [row.name, row.gradeLevel, row.capacity, row.isActive])).toEqual([
      ['Class 6', 6, 30, true],
      ['Class 7', 7, 30, true],
      ['Class 8', 8, 30, true],
      ['Class 9', 9, 30, true],
      ['Class 10', 10, 30, true],
    ]);
  });

  it('creates the six subjects of every class, in order, each with a Bengali description', async () => {
    const rows = await server.db.select().from(subjects).orderBy(asc(subjects.gradeLevel), asc(subjects.sortOrder));
    expect(rows).toHaveLength(30);
    for (const level of seededClasses) {
      const ofClass = rows.filter((row) => row.gradeLevel === level);
      expect(ofClass.map((row) => [row.name, row.iconType])).toEqual([
        ['গণিত', 'math'],
        ['বিজ্ঞান', 'science'],
        ['বাংলা', 'bangla'],
        ['ইংরেজি', 'english'],
        ['বাংলাদেশ ও বিশ্বপরিচয়', 'social'],
        ['ইসলাম ও নৈতিক শিক্ষা', 'islam'],
      ]);
      for (const row of ofClass) expect(row.description).toMatch(/[\u0980-\u09FF]{3}/);
    }
  });

  it('creates every textbook chapter with its exact title, in book order', async () => {
    const rows = await server.db
      .select({ classLevel: subjects.gradeLevel, subject: subjects.name, name: chapters.name, order: chapters.order })
      .from(chapters)
      .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
      .orderBy(asc(chapters.order));
    for (const level of seededClasses) {
      for (const { name } of subjectDefinitions) {
        const seeded = rows.filter((row) => row.classLevel === level && row.subject === name);
        expect(seeded.map((row) => row.name)).toEqual(curriculum[String(level)]?.[name]);
        expect(seeded.map((row) => row.order)).toEqual(seeded.map((_, index) => index + 1));
      }
    }
    expect(rows).toHaveLength(454);
  });

  it('fills the written class 8 chapters with topics and a quiz', async () => {
    const written = await server.db
      .select({
        subject: subjects.name,
        order: chapters.order,
        description: chapters.description,
        topics: sql<number>`(select count(*) from topics where topics.chapter_id = ${chapters.id})`.mapWith(Number),
        questions: sql<number>`(select count(*) from quiz_questions join quizzes on quizzes.id = quiz_questions.quiz_id
          where quizzes.chapter_id = ${chapters.id})`.mapWith(Number),
      })
      .from(chapters)
      .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
      .where(
        and(eq(subjects.gradeLevel, 8), sql`exists (select 1 from topics where topics.chapter_id = ${chapters.id})`),
      )
      .orderBy(asc(subjects.sortOrder), asc(chapters.order));
    expect(written.map((row) => [row.subject, row.order, row.topics, row.questions])).toEqual([
      ['গণিত', 1, 4, 10],
      ['গণিত', 2, 4, 10],
      ['গণিত', 3, 4, 10],
      ['গণিত', 4, 4, 12],
      ['গণিত', 5, 4, 12],
      ['গণিত', 6, 5, 12],
      ['গণিত', 7, 4, 12],
      ['গণিত', 8, 5, 13],
      ['গণিত', 9, 4, 13],
      ['গণিত', 10, 5, 13],
      ['গণিত', 11, 5, 13],
      ['বিজ্ঞান', 1, 4, 10],
      ['বিজ্ঞান', 2, 4, 10],
      ['বিজ্ঞান', 3, 4, 10],
      ['বিজ্ঞান', 4, 4, 10],
      ['বিজ্ঞান', 5, 5, 10],
      ['বিজ্ঞান', 6, 4, 10],
      ['বিজ্ঞান', 7, 3, 10],
      ['বিজ্ঞান', 8, 5, 10],
      ['বিজ্ঞান', 9, 5, 10],
      ['বিজ্ঞান', 10, 4, 10],
      ['বিজ্ঞান', 11, 4, 10],
      ['বিজ্ঞান', 12, 4, 10],
      ['বিজ্ঞান', 13, 4, 10],
      ['বিজ্ঞান', 14, 4, 10],
      ['বাংলা', 1, 4, 13],
      ['ইংরেজি', 1, 4, 12],
      ['বাংলাদেশ ও বিশ্বপরিচয়', 1, 5, 14],
      ['ইসলাম ও নৈতিক শিক্ষা', 1, 5, 13],
    ]);
    for (const row of written) expect(row.description).not.toBe(UNWRITTEN_CHAPTER_DESCRIPTION);

    const [unwritten] = await server.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(chapters)
      .where(eq(chapters.description, UNWRITTEN_CHAPTER_DESCRIPTION));
    expect(unwritten?.n).toBe(454 - onDisk.chapters);
  });

  it('seeds topics as written: maths, pictures that exist, and the two lesson videos', async () => {
    const profit = await chapterByTitle(8, 'গণিত', 'মুনাফা');
    const rows = await server.db
      .select()
      .from(topics)
      .where(eq(topics.chapterId, profit.id))
      .orderBy(asc(topics.order));
    expect(rows.map((row) => [row.order, row.name, row.contentType, row.durationMinutes])).toEqual([
      [1, 'লাভ-ক্ষতি ও শতকরা হিসাব', 'text', 12],
      [2, 'সরল মুনাফা: আসল, হার ও সময়', 'text', 15],
      [3, 'আসল, হার ও সময় নির্ণয়', 'text', 15],
      [4, 'চক্রবৃদ্ধি মুনাফা', 'mixed', 18],
    ]);
    expect(rows[3]).toMatchObject({
      imageUrl: '/media/simple-vs-compound-interest.svg',
      videoUrl: '/media/compound-interest.mp4',
    });
    expect(rows[0]?.description).toBe('ক্রয়মূল্য ও বিক্রয়মূল্য থেকে লাভ-ক্ষতি এবং তার শতকরা হার নির্ণয় করা।');

    const all = await server.db.select().from(topics);
    expect(all).toHaveLength(onDisk.topics);
    expect(all.filter((topic) => /\$\$[\s\S]+?\$\$/.test(topic.content)).length).toBeGreaterThan(5);
    const pictures = all.filter((topic) => topic.imageUrl !== null);
    expect(pictures).toHaveLength(onDisk.pictures);
    for (const topic of pictures) {
      expect(topic.imageUrl).toMatch(/^\/media\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(seedMediaDir, path.basename(topic.imageUrl ?? '')))).toBe(true);
    }
    expect(all.every((topic) => topic.content.length > 1000)).toBe(true);
    const videos = all.filter((topic) => topic.videoUrl !== null);
    expect(videos.map((topic) => topic.videoUrl).sort()).toEqual([
      '/media/compound-interest.mp4',
      '/media/mitosis-stages.mp4',
    ]);
  });

  it('gives class 8 maths and science each at least one topic with a video file that exists', async () => {
    for (const subject of ['গণিত', 'বিজ্ঞান']) {
      const rows = await server.db
        .select({ videoUrl: topics.videoUrl })
        .from(topics)
        .innerJoin(chapters, eq(topics.chapterId, chapters.id))
        .where(eq(chapters.subjectId, await subjectId(8, subject)));
      const videos = rows.flatMap((row) => (row.videoUrl === null ? [] : [row.videoUrl]));
      expect(videos.length, subject).toBeGreaterThan(0);
      for (const url of videos) {
        expect(url).toMatch(/^\/media\/[a-z0-9-]+\.mp4$/);
        expect(existsSync(path.join(seedMediaDir, path.basename(url))), url).toBe(true);
      }
    }
  });

  it('seeds each quiz with four options per question, exactly one correct, and an explanation', async () => {
    const rows = await server.db
      .select({
        quiz: quizzes.title,
        timeLimit: quizzes.timeLimitSeconds,
        passingScore: quizzes.passingScore,
        questionId: quizQuestions.id,
        explanation: quizQuestions.explanation,
        options: sql<number>`count(${quizOptions.id})`.mapWith(Number),
        correct: sql<number>`count(${quizOptions.id}) filter (where ${quizOptions.isCorrect})`.mapWith(Number),
      })
      .from(quizzes)
      .innerJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
      .innerJoin(quizOptions, eq(quizOptions.questionId, quizQuestions.id))
      .groupBy(quizzes.id, quizQuestions.id);
    expect(rows).toHaveLength(onDisk.questions);
    for (const row of rows) {
      expect(row).toMatchObject({ timeLimit: 600, passingScore: 70, options: 4, correct: 1 });
      expect(row.explanation).toBeTruthy();
    }
  });

  it('creates the demo student, who can sign in with the demo password', async () => {
    const [student] = await server.db.select().from(users).where(eq(users.username, demoStudent.username));
    expect(student).toMatchObject({
      role: 'student',
      name: 'রাফি আহমেদ',
      classLevel: '8',
      phone: '+8801712345678',
      school: 'ঢাকা মডেল স্কুল',
      email: null,
    });
    expect(await verifyPassword('demo-pass-123', student?.passwordHash ?? '')).toBe(true);
  });

  it('creates the first admin with a generated password printed once, in one clear line', async () => {
    const admins = await server.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]?.email).toBe('head@example.com');
    const lines = printed.filter((line) => line.startsWith('Admin account created: '));
    expect(lines).toHaveLength(1);
    const match = /^Admin account created: head@example\.com \/ (\S{16})$/.exec(lines[0] ?? '');
    expect(match).not.toBeNull();
    expect(await verifyPassword(match?.[1] ?? '', admins[0]?.passwordHash ?? '')).toBe(true);
  });

  it('adds and changes nothing when it runs again, and prints nothing', async () => {
    const before = await counts();
    const print = vi.fn();
    const result = await seedAgain(print);
    expect(result).toEqual({
      inserted: { classes: 0, subjects: 0, chapters: 0, topics: 0, quizzes: 0 },
      demoStudentCreated: false,
      admin: undefined,
    });
    expect(print).not.toHaveBeenCalled();
    expect(await counts()).toEqual(before);
  });

  it('keeps what an admin edited or deleted as the admin left it', async () => {
    const pattern = await chapterByTitle(8, 'গণিত', 'প্যাটার্ন');
    const [first, second] = await server.db
      .select()
      .from(topics)
      .where(eq(topics.chapterId, pattern.id))
      .orderBy(asc(topics.order));
    await server.db
      .update(topics)
      .set({ content: 'শিক্ষকের লেখা নতুন পাঠ', name: 'নতুন নাম' })
      .where(eq(topics.id, first?.id ?? 0));
    await server.db.delete(topics).where(eq(topics.id, second?.id ?? 0));
    // A written chapter deleted as the admin pages delete one: its quiz and topics first.
    const sets = await chapterByTitle(8, 'গণিত', 'সেট');
    await server.db.delete(quizzes).where(eq(quizzes.chapterId, sets.id));
    await server.db.delete(topics).where(eq(topics.chapterId, sets.id));
    await server.db.delete(chapters).where(eq(chapters.id, sets.id));
    await server.db.update(subjects).set({ description: 'সম্পাদিত বিবরণ' }).where(eq(subjects.id, pattern.subjectId));
    await server.db.update(users).set({ name: 'অন্য নাম' }).where(eq(users.username, demoStudent.username));
    const before = await counts();

    await seedAgain();

    expect(await counts()).toEqual(before);
    const [edited] = await server.db
      .select()
      .from(topics)
      .where(eq(topics.id, first?.id ?? 0));
    expect(edited).toMatchObject({ content: 'শিক্ষকের লেখা নতুন পাঠ', name: 'নতুন নাম' });
    expect(
      await server.db
        .select()
        .from(topics)
        .where(eq(topics.id, second?.id ?? 0)),
    ).toEqual([]);
    expect(await server.db.select().from(chapters).where(eq(chapters.name, 'সেট'))).toHaveLength(0);
    expect(await server.db.select().from(topics).where(eq(topics.chapterId, sets.id))).toEqual([]);
    const [subject] = await server.db.select().from(subjects).where(eq(subjects.id, pattern.subjectId));
    expect(subject?.description).toBe('সম্পাদিত বিবরণ');
    const [student] = await server.db.select().from(users).where(eq(users.username, demoStudent.username));
    expect(student?.name).toBe('অন্য নাম');
  });

  it('fills a chapter seeded before its lessons were written, unless an admin rewrote its description', async () => {
    // As if 'পরিমাপ' (class 8 maths, chapter 3) had been seeded by a build without its lessons.
    const lessonKeys = [seedKeys.quiz(8, 'math', 3), ...[1, 2, 3, 4].map((n) => seedKeys.topic(8, 'math', 3, n))];
    const measurement = await chapterByTitle(8, 'গণিত', 'পরিমাপ');
    const written = measurement.description;
    await server.db.delete(quizzes).where(eq(quizzes.chapterId, measurement.id));
    await server.db.delete(topics).where(eq(topics.chapterId, measurement.id));
    await server.db.delete(appMeta).where(inArray(appMeta.key, lessonKeys));
    await server.db
      .update(chapters)
      .set({ description: UNWRITTEN_CHAPTER_DESCRIPTION })
      .where(eq(chapters.id, measurement.id));

    const result = await seedAgain();
    expect(result.inserted).toEqual({ classes: 0, subjects: 0, chapters: 0, topics: 4, quizzes: 1 });
    expect((await chapterByTitle(8, 'গণিত', 'পরিমাপ')).description).toBe(written);
    expect(await server.db.select().from(topics).where(eq(topics.chapterId, measurement.id))).toHaveLength(4);

    // The same again, but the admin had written a description of their own: it stays.
    await server.db.delete(quizzes).where(eq(quizzes.chapterId, measurement.id));
    await server.db.delete(topics).where(eq(topics.chapterId, measurement.id));
    await server.db.delete(appMeta).where(inArray(appMeta.key, lessonKeys));
    await server.db.update(chapters).set({ description: 'শিক্ষকের বিবরণ' }).where(eq(chapters.id, measurement.id));
    await seedAgain();
    expect((await chapterByTitle(8, 'গণিত', 'পরিমাপ')).description).toBe('শিক্ষকের বিবরণ');
  });

  it('seeds once when two instances seed the same empty database at the same time', async () => {
    // Back to a database that was never seeded (the admin stays: no new one, no print).
    await server.db.delete(quizzes);
    await server.db.delete(topics);
    await server.db.delete(chapters);
    await server.db.delete(subjects);
    await server.db.delete(classes);
    await server.db.delete(users).where(eq(users.username, demoStudent.username));
    await server.db.delete(appMeta).where(like(appMeta.key, 'seed:%'));

    const results = await Promise.all([seedAgain(), seedAgain()]);
    expect(results.map((result) => result.inserted.subjects).sort()).toEqual([0, 30]);
    const after = await counts();
    expect(after).toMatchObject({
      classes: 5,
      subjects: 30,
      chapters: 454,
      topics: onDisk.topics,
      quizzes: onDisk.chapters,
      quizQuestions: onDisk.questions,
      quizOptions: onDisk.options,
    });
    expect(await server.db.select().from(users).where(eq(users.username, demoStudent.username))).toHaveLength(1);
  });
});

describe.each(engines)('the demo student on %s', (engine) => {
  // A production server on PostgreSQL must not get an account whose password the README
  // publishes (issue 20 §10): the curriculum yes, the demo student only when asked for.
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];
  const logged = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'false' }, engine);
  });
  afterAll(() => server?.stop());

  const demoAccounts = () => server.db.select().from(users).where(eq(users.username, demoStudent.username));

  it('seeds the curriculum without the demo student when SEED_DEMO_STUDENT is off, and says so at start', async () => {
    const result = await seedDemo(server.db, { ...server.config, seedDemoStudent: false }, logged, {
      print: () => undefined,
    });
    expect(result.inserted.subjects).toBe(30);
    expect(result.demoStudentCreated).toBe(false);
    expect(await demoAccounts()).toHaveLength(0);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'demo content seeded',
        demoStudent: 'not created: SEED_DEMO_STUDENT is off (the default with DATABASE_URL)',
      }),
    );
  });

  it('creates it once asked for on a later start, and says so', async () => {
    lines.length = 0;
    const result = await seedDemo(server.db, { ...server.config, seedDemoStudent: true }, logged);
    expect(result.demoStudentCreated).toBe(true);
    expect(await demoAccounts()).toHaveLength(1);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'demo content seeded', demoStudent: 'created' }),
    );
  });

  it('warns at every start without it while an active demo student still has the published password', async () => {
    lines.length = 0;
    await seedDemo(server.db, { ...server.config, seedDemoStudent: false }, logged);
    expect(lines).toContainEqual(expect.objectContaining({ level: 30, msg: 'demo content already seeded' }));
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        username: demoStudent.username,
        msg: expect.stringContaining('published password'),
      }),
    );
    lines.length = 0;
    await server.db.update(users).set({ disabled: true }).where(eq(users.username, demoStudent.username));
    await seedDemo(server.db, { ...server.config, seedDemoStudent: false }, logged);
    expect(lines.filter((line) => line['level'] === 40)).toEqual([]);
  });
});
