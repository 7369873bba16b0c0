import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { accountKey, accountKeys } from '../accounts/account-key';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { appMeta, chapters, classes, quizOptions, quizQuestions, quizzes, subjects, topics, users } from '../db/schema';
import type { Logger } from '../logger';
import { loadWrittenChapters } from './content-files';
import { UNWRITTEN_CHAPTER_DESCRIPTION, classNames } from './curriculum';
import { buildSeedPlan, seedKeys } from './plan';
import type { PlannedChapter, PlannedQuiz, PlannedTopic, SeedPlan } from './plan';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Any 64-bit number unique to this app: instances starting together seed one after another. */
const SEED_LOCK_ID = 4_271_905_302;

export const demoStudent = {
  username: 'demo_student',
  password: 'demo-pass-123',
  name: 'রাফি আহমেদ',
  classLevel: '8',
  phone: '+8801712345678',
  school: 'ঢাকা মডেল স্কুল',
} as const;

export interface SeedOptions {
  /** Folder of the written lessons (tests point it elsewhere). */
  contentDir?: string;
  /** Where the generated admin password is shown, once; stdout by default. */
  print?: (line: string) => void;
}

export interface SeedResult {
  inserted: { classes: number; subjects: number; chapters: number; topics: number; quizzes: number };
  demoStudentCreated: boolean;
  /** The admin account created by this run, if any. */
  admin: { email: string; generatedPassword: boolean } | undefined;
}

/** What the start-up log says of the demo student. */
const DEMO_STUDENT_OFF = 'not created: SEED_DEMO_STUDENT is off (the default with DATABASE_URL)';

/**
 * Seeds the demo curriculum (classes 6–10, six subjects each, every textbook chapter, the
 * written lessons and quizzes), the demo student when `seedDemoStudent` asks for it and, when no
 * admin exists, the first admin. Idempotent: inserts only items never seeded before and never
 * updates a row that exists, so content edited or deleted by an admin stays so. One transaction
 * under an advisory lock. Logs what it seeded and what it left out.
 */
export async function seedDemo(
  db: Database,
  config: Pick<Config, 'admin' | 'seedDemoStudent'>,
  logger: Logger,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const plan = buildSeedPlan(await loadWrittenChapters(options.contentDir));

  const { result, adminPassword } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const ledger = await openLedger(tx);
    const inserted = await seedCurriculum(tx, plan, ledger);
    const demoStudentCreated = config.seedDemoStudent && (await seedDemoStudent(tx, ledger, logger));
    const admin = await seedFirstAdmin(tx, config.admin, logger);
    await ledger.save();
    return {
      result: {
        inserted,
        demoStudentCreated,
        admin: admin && { email: admin.email, generatedPassword: admin.password !== undefined },
      },
      adminPassword: admin?.password,
    };
  });

  // Only after the commit: a password shown for an account that was rolled back would mislead.
  if (result.admin) {
    logger.info(result.admin, 'admin account created');
    if (adminPassword !== undefined)
      (options.print ?? console.log)(`Admin account created: ${result.admin.email} / ${adminPassword}`);
  }
  const durationMs = Math.round(performance.now() - started);
  const demoStudentState = !config.seedDemoStudent
    ? DEMO_STUDENT_OFF
    : result.demoStudentCreated
      ? 'created'
      : 'seeded before';
  const seededNow = Object.values(result.inserted).some((count) => count > 0) || result.demoStudentCreated;
  logger.info(
    { inserted: result.inserted, demoStudent: demoStudentState, durationMs },
    seededNow ? 'demo content seeded' : 'demo content already seeded',
  );
  if (!config.seedDemoStudent) await warnOfPublishedDemoPassword(db, logger);
  return result;
}

/**
 * A demo student created before (by an older version, or with SEED_DEMO_STUDENT once on) still
 * opens with the README's password: say so at every start until it is changed or the account
 * disabled.
 */
async function warnOfPublishedDemoPassword(db: Database, logger: Logger): Promise<void> {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.usernameKey, accountKey(demoStudent.username)), eq(users.disabled, false)));
  if (account && (await verifyPassword(demoStudent.password, account.passwordHash))) {
    logger.warn(
      { username: demoStudent.username },
      'the demo student account is active with its published password: change its password or disable the account',
    );
  }
}

/** The seed keys recorded in app_meta (key → id of the row inserted for it), and the new ones. */
interface Ledger {
  has(key: string): boolean;
  /** Whether the key was recorded by an earlier run. */
  hadBefore(key: string): boolean;
  idOf(key: string): number;
  record(key: string, id: number): void;
  save(): Promise<void>;
}

async function openLedger(tx: Transaction): Promise<Ledger> {
  const rows = await tx
    .select()
    .from(appMeta)
    .where(like(appMeta.key, `${seedKeys.prefix}%`));
  const before = new Map(rows.map((row) => [row.key, row.value]));
  const fresh = new Map<string, string>();
  return {
    has: (key) => before.has(key) || fresh.has(key),
    hadBefore: (key) => before.has(key),
    idOf: (key) => Number(before.get(key) ?? fresh.get(key)),
    record: (key, id) => void fresh.set(key, String(id)),
    async save() {
      if (fresh.size > 0) await tx.insert(appMeta).values([...fresh].map(([key, value]) => ({ key, value })));
    },
  };
}

async function seedCurriculum(tx: Transaction, plan: SeedPlan, ledger: Ledger): Promise<SeedResult['inserted']> {
  const inserted = { classes: 0, subjects: 0, chapters: 0, topics: 0, quizzes: 0 };

  const newClasses = plan.classes.filter((item) => !ledger.has(item.key));
  if (newClasses.length > 0) {
    const rows = await tx
      .insert(classes)
      .values(
        newClasses.map(({ classLevel }) => ({
          name: classNames[classLevel],
          gradeLevel: classLevel,
          description: `Grade ${classLevel} of the national curriculum`,
          capacity: 30,
        })),
      )
      .returning({ id: classes.id, gradeLevel: classes.gradeLevel });
    for (const row of rows) ledger.record(seedKeys.class(row.gradeLevel), row.id);
    inserted.classes = rows.length;
  }

  const newSubjects = plan.subjects.filter((subject) => !ledger.has(subject.key));
  if (newSubjects.length > 0) {
    const rows = await tx
      .insert(subjects)
      .values(
        newSubjects.map((subject) => ({
          name: subject.definition.name,
          description: subject.definition.description,
          iconType: subject.definition.iconType,
          gradeLevel: subject.classLevel,
          sortOrder: subject.sortOrder,
        })),
      )
      .returning({ id: subjects.id, gradeLevel: subjects.gradeLevel, sortOrder: subjects.sortOrder });
    // Matched back by natural key: a multi-row RETURNING has no guaranteed order.
    for (const row of rows) {
      const subject = newSubjects.find((s) => s.classLevel === row.gradeLevel && s.sortOrder === row.sortOrder);
      if (subject) ledger.record(subject.key, row.id);
    }
    inserted.subjects = rows.length;
  }

  // A missing chapter goes into its subject only if that subject row still exists.
  const chapterWants = plan.subjects.flatMap((subject) =>
    subject.chapters
      .filter((chapter) => !ledger.has(chapter.key))
      .map((chapter) => ({ chapter, subjectId: ledger.idOf(subject.key) })),
  );
  const liveSubjects = await liveIds(
    tx,
    subjects,
    chapterWants.map((want) => want.subjectId),
  );
  const newChapters = chapterWants.filter((want) => liveSubjects.has(want.subjectId));
  if (newChapters.length > 0) {
    const rows = await tx
      .insert(chapters)
      .values(
        newChapters.map(({ chapter, subjectId }) => ({
          subjectId,
          name: chapter.name,
          description: chapter.description,
          order: chapter.order,
        })),
      )
      .returning({ id: chapters.id, subjectId: chapters.subjectId, order: chapters.order });
    const byPlace = new Map(newChapters.map((want) => [`${want.subjectId}:${want.chapter.order}`, want.chapter]));
    for (const row of rows) {
      const chapter = byPlace.get(`${row.subjectId}:${row.order}`);
      if (chapter) ledger.record(chapter.key, row.id);
    }
    inserted.chapters = rows.length;
  }

  // Likewise topics and quizzes go only into chapters that still exist.
  const allChapters = plan.subjects.flatMap((subject) => subject.chapters);
  const topicWants = allChapters.flatMap((chapter) =>
    chapter.topics
      .filter((topic) => !ledger.has(topic.key))
      .map((topic) => ({ topic, chapterId: ledger.idOf(chapter.key) })),
  );
  const quizWants = allChapters.flatMap((chapter) =>
    chapter.quiz && !ledger.has(chapter.quiz.key) ? [{ quiz: chapter.quiz, chapterId: ledger.idOf(chapter.key) }] : [],
  );
  const liveChapters = await liveIds(
    tx,
    chapters,
    [...topicWants, ...quizWants].map((want) => want.chapterId),
  );
  const newTopics = topicWants.filter((want) => liveChapters.has(want.chapterId));
  inserted.topics = await insertTopics(tx, newTopics, ledger);
  inserted.quizzes = await insertQuizzes(
    tx,
    quizWants.filter((want) => liveChapters.has(want.chapterId)),
    ledger,
  );

  const receiving = new Set(newTopics.map((want) => want.chapterId));
  const writtenLater = allChapters.filter(
    (chapter) => ledger.hadBefore(chapter.key) && receiving.has(ledger.idOf(chapter.key)),
  );
  await describeNewlyWrittenChapters(
    tx,
    writtenLater.map((chapter) => ({ id: ledger.idOf(chapter.key), chapter })),
  );
  return inserted;
}

/** Once per database: recorded even when a real account holds the name or phone (never merged). */
async function seedDemoStudent(tx: Transaction, ledger: Ledger, logger: Logger): Promise<boolean> {
  if (ledger.has(seedKeys.demoStudent)) return false;
  const [row] = await tx
    .insert(users)
    .values({
      role: 'student',
      name: demoStudent.name,
      username: demoStudent.username,
      ...accountKeys(demoStudent.username),
      phone: demoStudent.phone,
      classLevel: demoStudent.classLevel,
      school: demoStudent.school,
      passwordHash: await hashPassword(demoStudent.password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  ledger.record(seedKeys.demoStudent, row?.id ?? 0);
  if (!row) logger.warn({ username: demoStudent.username }, 'demo student not created: username or phone taken');
  return row !== undefined;
}

/**
 * The first admin, only while no admin exists: with the configured password, or a generated one
 * (returned as `password`, for the caller to show once).
 */
async function seedFirstAdmin(
  tx: Transaction,
  { email, password: configured }: Config['admin'],
  logger: Logger,
): Promise<{ email: string; password: string | undefined } | undefined> {
  const [anyAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin) return undefined;
  const password = configured ?? randomBytes(12).toString('base64url');
  const [row] = await tx
    .insert(users)
    .values({
      role: 'admin',
      name: 'Administrator',
      // Student usernames cannot hold '@', so the email never collides with one.
      username: email,
      email,
      ...accountKeys(email, email),
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) {
    logger.warn({ email }, 'first admin not created: the email is taken by another account');
    return undefined;
  }
  return { email, password: configured === undefined ? password : undefined };
}

/** The ids among `ids` whose row still exists in `table`. */
async function liveIds(tx: Transaction, table: typeof subjects | typeof chapters, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (unique.length === 0) return new Set();
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  return new Set(rows.map((row) => row.id));
}

async function insertTopics(
  tx: Transaction,
  wants: { topic: PlannedTopic; chapterId: number }[],
  ledger: Ledger,
): Promise<number> {
  if (wants.length === 0) return 0;
  const rows = await tx
    .insert(topics)
    .values(
      wants.map(({ topic, chapterId }) => ({
        chapterId,
        name: topic.name,
        description: topic.description,
        order: topic.order,
        content: topic.content,
        contentType: topic.contentType,
        imageUrl: topic.imageUrl,
        videoUrl: topic.videoUrl,
        durationMinutes: topic.durationMinutes,
      })),
    )
    .returning({ id: topics.id, chapterId: topics.chapterId, order: topics.order });
  for (const row of rows) {
    const want = wants.find((w) => w.chapterId === row.chapterId && w.topic.order === row.order);
    if (want) ledger.record(want.topic.key, row.id);
  }
  return rows.length;
}

async function insertQuizzes(
  tx: Transaction,
  wants: { quiz: PlannedQuiz; chapterId: number }[],
  ledger: Ledger,
): Promise<number> {
  if (wants.length === 0) return 0;
  const quizRows = await tx
    .insert(quizzes)
    .values(
      wants.map(({ quiz, chapterId }) => ({
        chapterId,
        title: quiz.title,
        description: quiz.description,
        timeLimitSeconds: quiz.timeLimitSeconds,
        passingScore: quiz.passingScore,
      })),
    )
    .returning({ id: quizzes.id, chapterId: quizzes.chapterId });
  const quizIdOf = new Map<PlannedQuiz, number>();
  for (const row of quizRows) {
    const want = wants.find((w) => w.chapterId === row.chapterId);
    if (!want) continue;
    ledger.record(want.quiz.key, row.id);
    quizIdOf.set(want.quiz, row.id);
  }

  const questionWants = wants.flatMap(({ quiz }) =>
    quiz.questions.map((question, index) => ({ quizId: quizIdOf.get(quiz) ?? 0, order: index + 1, question })),
  );
  const questionRows = await tx
    .insert(quizQuestions)
    .values(
      questionWants.map(({ quizId, order, question }) => ({
        quizId,
        order,
        question: question.question,
        explanation: question.explanation,
      })),
    )
    .returning({ id: quizQuestions.id, quizId: quizQuestions.quizId, order: quizQuestions.order });
  const optionValues = questionRows.flatMap((row) => {
    const want = questionWants.find((w) => w.quizId === row.quizId && w.order === row.order);
    return (want?.question.options ?? []).map((option, index) => ({
      questionId: row.id,
      order: index + 1,
      text: option.text,
      isCorrect: option.isCorrect,
    }));
  });
  if (optionValues.length > 0) await tx.insert(quizOptions).values(optionValues);
  return quizRows.length;
}

/**
 * A chapter seeded before its lessons were written carries the "not written yet" description;
 * when its first lessons arrive, give it the real one, unless an admin has changed the text.
 */
async function describeNewlyWrittenChapters(
  tx: Transaction,
  written: { id: number; chapter: PlannedChapter }[],
): Promise<void> {
  for (const { id, chapter } of written) {
    await tx
      .update(chapters)
      .set({ description: chapter.description, updatedAt: sql`now()` })
      .where(and(eq(chapters.id, id), eq(chapters.description, UNWRITTEN_CHAPTER_DESCRIPTION)));
  }
}
