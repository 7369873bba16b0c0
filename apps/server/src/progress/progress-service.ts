import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type {
  Achievements,
  BadgeId,
  Certificate,
  CertificateSummary,
  CertificateVerification,
  NewlyEarned,
  ProgressReport,
  QuizAttemptSummary,
  StudySessionRecorded,
  StudySessionRequest,
  SubjectProgress,
} from '@study/contract';
import { badgeIds } from '@study/contract';
import type { Database } from '../db/database';
import {
  certificates,
  chapters,
  quizAttempts,
  quizzes,
  studySessions,
  subjects,
  topicProgress,
  topics,
  tutorMessages,
  userBadges,
  users,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import { chapterStatus, completedPercent } from '../content/progress-status';
import { dhakaDay } from '../tutor/usage';
import { badgeProgress, badgeRules, computeStreak, lastDays, studySecondsToAdd } from './rules';

// Issue 19: the student's progress report, badges and certificates, computed from what the server
// stores (topic progress, finished quiz attempts, tutor questions) and the study sessions. A few
// queries per call, whatever the size of the curriculum; the rules live in rules.ts.

export const CERTIFICATE_NOT_FOUND_MESSAGE = 'এই নম্বরের কোনো সনদ পাওয়া যায়নি';

const asNumber = (expression: ReturnType<typeof sql>) => sql<number>`${expression}`.mapWith(Number);

/** A random, unguessable certificate id: 18 random bytes, 24 base64url characters. */
export function newCertificateId(): string {
  return randomBytes(18).toString('base64url');
}

interface ChapterFact {
  id: number;
  name: string;
  order: number;
  subjectId: number;
  subjectName: string;
  subjectIcon: SubjectProgress['iconType'];
  gradeLevel: number;
  topicCount: number;
  topicsCompleted: number;
  topicsStarted: number;
  /** When the last topic was completed (the chapter's completion once all are). */
  lastCompletedAt: Date | null;
}

interface Facts {
  /** The class's chapters and those of every subject the student finished a topic in. */
  chapters: ChapterFact[];
  topicsCompleted: number;
  /** The Dhaka days on which the student finished a topic or a quiz. */
  countedDays: string[];
  bestQuizScore: number | null;
  /** Tutor questions asked, counted up to the badge's goal. */
  tutorQuestions: number;
}

/** The badge's goal: counting further would read every message for nothing. */
const TUTOR_QUESTIONS_COUNTED = badgeRules['tutor-10'].goal;

/**
 * Active chapters (of active subjects) with the student's topic counts: those of `gradeLevel`, and
 * of every subject the student completed a topic in (the only ones a badge can be earned in).
 */
async function chapterFacts(db: Database, userId: number, gradeLevel: number | null): Promise<ChapterFact[]> {
  const touched = sql`${subjects.id} in (
    select ${chapters.subjectId} from ${topicProgress}
    join ${topics} on ${topics.id} = ${topicProgress.topicId}
    join ${chapters} on ${chapters.id} = ${topics.chapterId}
    where ${topicProgress.userId} = ${userId} and ${topicProgress.status} = 'completed')`;
  const rows = await db
    .select({
      id: chapters.id,
      name: chapters.name,
      order: chapters.order,
      subjectId: subjects.id,
      subjectName: subjects.name,
      subjectIcon: subjects.iconType,
      gradeLevel: subjects.gradeLevel,
      sortOrder: subjects.sortOrder,
      topicCount: asNumber(sql`count(${topics.id})`),
      topicsCompleted: asNumber(
        sql`count(${topicProgress.topicId}) filter (where ${topicProgress.status} = 'completed')`,
      ),
      topicsStarted: asNumber(sql`count(${topicProgress.topicId})`),
      lastCompletedAt: sql<string | null>`max(${topicProgress.completedAt})`,
    })
    .from(chapters)
    .innerJoin(subjects, and(eq(subjects.id, chapters.subjectId), eq(subjects.isActive, true)))
    .leftJoin(topics, and(eq(topics.chapterId, chapters.id), eq(topics.isActive, true)))
    .leftJoin(topicProgress, and(eq(topicProgress.topicId, topics.id), eq(topicProgress.userId, userId)))
    .where(
      and(
        eq(chapters.isActive, true),
        gradeLevel === null ? touched : or(eq(subjects.gradeLevel, gradeLevel), touched),
      ),
    )
    .groupBy(chapters.id, subjects.id)
    .orderBy(
      asc(subjects.gradeLevel),
      asc(subjects.sortOrder),
      asc(subjects.id),
      asc(chapters.order),
      asc(chapters.id),
    );
  return rows.map(({ sortOrder: _sortOrder, lastCompletedAt, ...row }) => ({
    ...row,
    lastCompletedAt: lastCompletedAt ? new Date(lastCompletedAt) : null,
  }));
}

const finishedBy = (userId: number) => and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.finishedAt));

async function gatherFacts(db: Database, userId: number, gradeLevel: number | null): Promise<Facts> {
  const [chapterRows, [topicCount], days, [best], questions] = await Promise.all([
    chapterFacts(db, userId, gradeLevel),
    db
      .select({ count: asNumber(sql`count(*)`) })
      .from(topicProgress)
      .where(
        and(
          eq(topicProgress.userId, userId),
          eq(topicProgress.status, 'completed'),
          isNotNull(topicProgress.completedAt),
        ),
      ),
    db.execute<{ day: string }>(sql`
      select (${topicProgress.completedAt} at time zone 'Asia/Dhaka')::date::text as day from ${topicProgress}
        where ${topicProgress.userId} = ${userId} and ${topicProgress.status} = 'completed' and ${topicProgress.completedAt} is not null
      union
      select (${quizAttempts.finishedAt} at time zone 'Asia/Dhaka')::date::text from ${quizAttempts}
        where ${quizAttempts.userId} = ${userId} and ${quizAttempts.finishedAt} is not null`),
    db
      .select({ score: sql<number | null>`max(${quizAttempts.score})` })
      .from(quizAttempts)
      .where(finishedBy(userId)),
    tutorQuestionsAsked(db, userId, TUTOR_QUESTIONS_COUNTED),
  ]);
  return {
    chapters: chapterRows,
    topicsCompleted: topicCount?.count ?? 0,
    countedDays: days.rows.map((row) => String(row.day)),
    bestQuizScore: best?.score === null || best?.score === undefined ? null : Number(best.score),
    tutorQuestions: questions,
  };
}

const isWritten = (chapter: ChapterFact) => chapter.topicCount > 0;
const isCompleted = (chapter: ChapterFact) => isWritten(chapter) && chapter.topicsCompleted >= chapter.topicCount;

/** Subjects with written chapters, all of them completed. */
function subjectsCompleted(chapterList: ChapterFact[]): number {
  const bySubject = new Map<number, ChapterFact[]>();
  for (const chapter of chapterList.filter(isWritten))
    bySubject.set(chapter.subjectId, [...(bySubject.get(chapter.subjectId) ?? []), chapter]);
  return [...bySubject.values()].filter((list) => list.every(isCompleted)).length;
}

function badgeFactsOf(facts: Facts, certificateCount: number, now: Date) {
  const streak = computeStreak(facts.countedDays, dhakaDay(now));
  return {
    streak,
    badges: badgeProgress({
      topicsCompleted: facts.topicsCompleted,
      chaptersCompleted: facts.chapters.filter(isCompleted).length,
      bestQuizScore: facts.bestQuizScore,
      longestStreak: streak.longest,
      subjectsCompleted: subjectsCompleted(facts.chapters),
      tutorQuestions: facts.tutorQuestions,
      certificates: certificateCount,
    }),
  };
}

const summaryColumns = {
  id: certificates.id,
  chapterId: certificates.chapterId,
  chapterName: certificates.chapterName,
  subjectName: certificates.subjectName,
  score: certificates.score,
  issuedAt: certificates.issuedAt,
};

const toSummary = <T extends { issuedAt: Date }>(row: T) => ({ ...row, issuedAt: row.issuedAt.toISOString() });

async function certificateSummaries(db: Database, userId: number): Promise<CertificateSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), asc(certificates.chapterId));
  return rows.map(toSummary);
}

/**
 * Per chapter (of `chapterIds`), the student's best attempt that was judged passed when it was
 * finished: a later change of the quiz's passing score neither grants nor takes back a certificate.
 */
async function passedAttempts(db: Database, userId: number, chapterIds: number[]) {
  if (chapterIds.length === 0) return [];
  return db
    .selectDistinctOn([quizzes.chapterId], {
      chapterId: quizzes.chapterId,
      attemptId: quizAttempts.id,
      score: quizAttempts.score,
      passingScore: quizzes.passingScore,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(finishedBy(userId), eq(quizAttempts.passed, true), inArray(quizzes.chapterId, chapterIds)))
    .orderBy(quizzes.chapterId, desc(quizAttempts.score), asc(quizAttempts.finishedAt));
}

/**
 * Issues the certificates and badges the student's record now earns, each once (concurrent calls
 * cannot both issue one: the inserts skip what exists), and returns those this call issued. Only
 * what is missing is written, so a settle with nothing new is reads only.
 */
export async function settleAchievements(
  db: Database,
  userId: number,
  now = new Date(),
  gradeLevel: number | null = null,
): Promise<NewlyEarned & { facts: Facts }> {
  const [facts, held, stored] = await Promise.all([
    gatherFacts(db, userId, gradeLevel),
    db.select({ chapterId: certificates.chapterId }).from(certificates).where(eq(certificates.userId, userId)),
    db.select({ badge: userBadges.badge }).from(userBadges).where(eq(userBadges.userId, userId)),
  ]);
  const certified = new Set(held.map((row) => row.chapterId));
  const uncertified = facts.chapters.filter((chapter) => !certified.has(chapter.id));
  // A certificate: every topic of the chapter done and an attempt at its quiz passed.
  const passed = await passedAttempts(
    db,
    userId,
    uncertified.filter(isCompleted).map((chapter) => chapter.id),
  );
  let newCertificates: CertificateSummary[] = [];
  if (passed.length > 0) {
    const [student] = await db
      .select({ name: users.name, classLevel: users.classLevel })
      .from(users)
      .where(eq(users.id, userId));
    const byId = new Map(facts.chapters.map((chapter) => [chapter.id, chapter]));
    const inserted = await db
      .insert(certificates)
      .values(
        passed.map((attempt) => ({
          id: newCertificateId(),
          userId,
          chapterId: attempt.chapterId,
          attemptId: attempt.attemptId,
          score: attempt.score ?? 0,
          passingScore: attempt.passingScore,
          studentName: student?.name ?? '',
          classLevel: student?.classLevel ?? null,
          chapterName: byId.get(attempt.chapterId)?.name ?? '',
          subjectName: byId.get(attempt.chapterId)?.subjectName ?? '',
          issuedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning(summaryColumns);
    newCertificates = inserted.map(toSummary);
  }
  const certificateCount = held.length + newCertificates.length;
  const owned = new Set(stored.map((row) => row.badge));
  const { badges } = badgeFactsOf(facts, certificateCount, now);
  const due = badges
    .filter((badge) => badge.earned && !owned.has(badge.id))
    .map((badge) => ({ userId, badge: badge.id, earnedAt: now }));
  const newBadges =
    due.length > 0
      ? await db
          .insert(userBadges)
          .values(due)
          .onConflictDoNothing()
          .returning({ id: userBadges.badge, earnedAt: userBadges.earnedAt })
      : [];
  return {
    facts,
    badges: newBadges
      .map((row) => ({ id: row.id as BadgeId, earnedAt: row.earnedAt.toISOString() }))
      .sort((a, b) => badgeIds.indexOf(a.id) - badgeIds.indexOf(b.id)),
    certificates: newCertificates,
  };
}

/** The student's tutor questions, counted up to `limit`. */
async function tutorQuestionsAsked(db: Database, userId: number, limit: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from (select 1 from ${tutorMessages}
      where ${tutorMessages.userId} = ${userId} and ${tutorMessages.role} = 'user' limit ${limit}) asked`);
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * What a tutor question just earned: the whole settle runs only once the badge's count is reached
 * and the badge is still missing (the tenth answer, or a later one when two questions crossed the
 * count at once); every other answer costs one small query.
 */
export async function earnedByTutorQuestion(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<NewlyEarned | undefined> {
  const result = await db.execute<{ due: boolean }>(sql`
    select (select count(*) from (select 1 from ${tutorMessages}
        where ${tutorMessages.userId} = ${userId} and ${tutorMessages.role} = 'user'
        limit ${TUTOR_QUESTIONS_COUNTED}) asked) >= ${TUTOR_QUESTIONS_COUNTED}
      and not exists (select 1 from ${userBadges}
        where ${userBadges.userId} = ${userId} and ${userBadges.badge} = 'tutor-10') as due`);
  if (result.rows[0]?.due !== true) return undefined;
  return newlyEarned(db, userId, now);
}

/** What a topic completion or a finished quiz newly earned (for the toast). */
export async function newlyEarned(db: Database, userId: number, now = new Date()): Promise<NewlyEarned> {
  const { badges, certificates: issued } = await settleAchievements(db, userId, now);
  return { badges, certificates: issued };
}

async function classLevelOf(db: Database, userId: number): Promise<number> {
  const [user] = await db.select({ classLevel: users.classLevel }).from(users).where(eq(users.id, userId));
  const level = Number(user?.classLevel);
  return Number.isInteger(level) && level >= 1 && level <= 12 ? level : 8;
}

/** A day's study time shown at most: a day has 24 hours, whatever was stored before the caps. */
const DAY_SECONDS = 86_400;

export async function getProgressReport(db: Database, userId: number, now = new Date()): Promise<ProgressReport> {
  const today = dhakaDay(now);
  const days = lastDays(today, 14);
  const classLevel = await classLevelOf(db, userId);
  const [{ facts }, studyRows, [stats], recentRows, bestRows] = await Promise.all([
    settleAchievements(db, userId, now, classLevel),
    // The timer and a lesson page opened while it runs measure the same minutes: the larger source counts.
    db
      .select({
        day: studySessions.day,
        seconds: asNumber(sql`least(greatest(
          coalesce(sum(${studySessions.seconds}) filter (where ${studySessions.kind} = 'timer'), 0),
          coalesce(sum(${studySessions.seconds}) filter (where ${studySessions.kind} = 'lesson'), 0)), ${DAY_SECONDS})`),
      })
      .from(studySessions)
      .where(and(eq(studySessions.userId, userId), gte(studySessions.day, days[0] ?? today)))
      .groupBy(studySessions.day),
    db
      .select({
        attempts: asNumber(sql`count(*)`),
        averageScore: sql<string | null>`round(avg(${quizAttempts.score}))`,
        bestScore: sql<number | null>`max(${quizAttempts.score})`,
        correct: asNumber(sql`coalesce(sum(${quizAttempts.correct}), 0)`),
        total: asNumber(sql`coalesce(sum(${quizAttempts.total}), 0)`),
      })
      .from(quizAttempts)
      .where(finishedBy(userId)),
    db
      .select({
        attemptId: quizAttempts.id,
        chapterId: chapters.id,
        chapterName: chapters.name,
        score: quizAttempts.score,
        passed: quizAttempts.passed,
        finishedAt: quizAttempts.finishedAt,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(chapters, eq(chapters.id, quizzes.chapterId))
      .where(finishedBy(userId))
      .orderBy(desc(quizAttempts.finishedAt), desc(quizAttempts.id))
      .limit(5),
    db
      .select({ chapterId: quizzes.chapterId, score: sql<number>`max(${quizAttempts.score})`.mapWith(Number) })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(finishedBy(userId))
      .groupBy(quizzes.chapterId),
  ]);
  const bestOf = new Map(bestRows.map((row) => [row.chapterId, row.score]));

  const classChapters = facts.chapters.filter((chapter) => chapter.gradeLevel === classLevel);
  const subjectMap = new Map<number, SubjectProgress>();
  for (const chapter of classChapters) {
    let subject = subjectMap.get(chapter.subjectId);
    if (!subject) {
      subject = {
        id: chapter.subjectId,
        name: chapter.subjectName,
        iconType: chapter.subjectIcon,
        chaptersWritten: 0,
        chaptersCompleted: 0,
        topicCount: 0,
        topicsCompleted: 0,
        chapters: [],
      };
      subjectMap.set(chapter.subjectId, subject);
    }
    subject.chaptersWritten += isWritten(chapter) ? 1 : 0;
    subject.chaptersCompleted += isCompleted(chapter) ? 1 : 0;
    subject.topicCount += chapter.topicCount;
    subject.topicsCompleted += chapter.topicsCompleted;
    subject.chapters.push({
      id: chapter.id,
      number: subject.chapters.length + 1,
      name: chapter.name,
      written: isWritten(chapter),
      topicCount: chapter.topicCount,
      topicsCompleted: chapter.topicsCompleted,
      status: chapterStatus({
        total: chapter.topicCount,
        completed: chapter.topicsCompleted,
        started: chapter.topicsStarted,
      }),
      bestScore: bestOf.get(chapter.id) ?? null,
    });
  }
  const written = classChapters.filter(isWritten);
  // The class's chapters, like the overall card beside it.
  const completed = written.filter(isCompleted);
  const latest = completed.reduce<ChapterFact | null>(
    (found, chapter) =>
      !found || (chapter.lastCompletedAt?.getTime() ?? 0) > (found.lastCompletedAt?.getTime() ?? 0) ? chapter : found,
    null,
  );
  const recent: QuizAttemptSummary[] = recentRows.map((attempt) => ({
    ...attempt,
    score: attempt.score ?? 0,
    passed: attempt.passed ?? false,
    finishedAt: (attempt.finishedAt ?? now).toISOString(),
  }));
  const seconds = new Map(studyRows.map((row) => [String(row.day), row.seconds]));
  const attempts = stats?.attempts ?? 0;
  return {
    classLevel,
    overall: {
      chaptersWritten: written.length,
      chaptersCompleted: completed.length,
      percent: completedPercent({ total: written.length, completed: completed.length }),
    },
    chaptersCompleted: {
      count: completed.length,
      latest: latest
        ? {
            id: latest.id,
            name: latest.name,
            subjectId: latest.subjectId,
            subjectName: latest.subjectName,
            completedAt: (latest.lastCompletedAt ?? now).toISOString(),
          }
        : null,
    },
    quizStats: {
      attempts,
      averageScore:
        attempts > 0 && stats?.averageScore !== null && stats?.averageScore !== undefined
          ? Number(stats.averageScore)
          : null,
      bestScore:
        attempts > 0 && stats?.bestScore !== null && stats?.bestScore !== undefined ? Number(stats.bestScore) : null,
      accuracy: stats && stats.total > 0 ? Math.round((stats.correct / stats.total) * 100) : null,
      recent,
    },
    streak: computeStreak(facts.countedDays, today),
    studyTime: days.map((day) => ({ day, seconds: seconds.get(day) ?? 0 })),
    subjects: [...subjectMap.values()],
  };
}

export async function getAchievements(db: Database, userId: number, now = new Date()): Promise<Achievements> {
  const { facts } = await settleAchievements(db, userId, now);
  const [stored, certificateList] = await Promise.all([
    db
      .select({ badge: userBadges.badge, earnedAt: userBadges.earnedAt })
      .from(userBadges)
      .where(eq(userBadges.userId, userId)),
    certificateSummaries(db, userId),
  ]);
  const earnedAt = new Map(stored.map((row) => [row.badge, row.earnedAt.toISOString()]));
  const { badges } = badgeFactsOf(facts, certificateList.length, now);
  return {
    badges: badges.map((badge) => {
      const at = earnedAt.get(badge.id) ?? null;
      // An earned badge stays earned (e.g. an admin later added a topic): it shows as complete.
      return { id: badge.id, earnedAt: at, current: at ? badge.goal : badge.current, goal: badge.goal };
    }),
    certificates: certificateList,
  };
}

function certificateNotFound(): ApiError {
  return new ApiError(404, 'NOT_FOUND', CERTIFICATE_NOT_FOUND_MESSAGE);
}

/** A certificate as issued: its own snapshot, whatever the profile or the curriculum say today. */
async function findCertificate(db: Database, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      passingScore: certificates.passingScore,
      studentName: certificates.studentName,
      classLevel: certificates.classLevel,
      userId: certificates.userId,
    })
    .from(certificates)
    .where(eq(certificates.id, id));
  return row;
}

/** The student's own certificate; another student's answers 404 like an unknown id. */
export async function getCertificate(db: Database, userId: number, id: string): Promise<Certificate> {
  const row = await findCertificate(db, id);
  if (!row || row.userId !== userId) throw certificateNotFound();
  const { userId: _owner, issuedAt, ...certificate } = row;
  return { ...certificate, issuedAt: issuedAt.toISOString() };
}

/** The public check of a certificate: only name, chapter, score and date; null for an unknown id. */
export async function verifyCertificate(db: Database, id: string): Promise<CertificateVerification | null> {
  const row = await findCertificate(db, id);
  if (!row) return null;
  return {
    id: row.id,
    studentName: row.studentName,
    chapterName: row.chapterName,
    score: row.score,
    issuedAt: row.issuedAt.toISOString(),
  };
}

export { certificateNotFound };

/**
 * Stores what a study session's running total adds since its last report, on the Asia/Dhaka day of
 * this report (a session past midnight counts its new seconds on the new day). A retry of a total
 * adds nothing; each session counts at most MAX_STORED_SESSION_SECONDS a day and a student at most
 * MAX_DAY_STUDY_SECONDS a day. A topic id that is no longer a topic is dropped.
 */
export async function recordStudySession(
  db: Database,
  userId: number,
  { sessionId, kind, topicId, seconds }: StudySessionRequest,
  now = new Date(),
): Promise<StudySessionRecorded> {
  const day = dhakaDay(now);
  return db.transaction(async (tx) => {
    // One report of a student at a time, so two cannot both add the same seconds or pass the day's cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [state] = await tx
      .select({
        reported: asNumber(
          sql`coalesce(max(${studySessions.reportedSeconds}) filter (where ${studySessions.sessionId} = ${sessionId}), 0)`,
        ),
        sessionToday: asNumber(
          sql`coalesce(sum(${studySessions.seconds}) filter (where ${studySessions.sessionId} = ${sessionId} and ${studySessions.day} = ${day}::date), 0)`,
        ),
        studentToday: asNumber(
          sql`coalesce(sum(${studySessions.seconds}) filter (where ${studySessions.day} = ${day}::date), 0)`,
        ),
      })
      .from(studySessions)
      .where(
        and(eq(studySessions.userId, userId), or(eq(studySessions.sessionId, sessionId), eq(studySessions.day, day))),
      );
    const previous = {
      reported: state?.reported ?? 0,
      sessionToday: state?.sessionToday ?? 0,
      studentToday: state?.studentToday ?? 0,
    };
    // A retry (or an older total arriving late) changes nothing. A new total is stored even when the
    // caps leave no room, so that what they cut is not counted on a later day.
    if (Math.floor(seconds) <= previous.reported) return { sessionId, seconds: previous.sessionToday, day };
    const added = studySecondsToAdd(seconds, previous);
    const topic =
      topicId === undefined
        ? sql`null::int`
        : sql`(select ${topics.id} from ${topics} where ${topics.id} = ${topicId}::int)`;
    const result = await tx.execute<{ seconds: number }>(sql`
      insert into ${studySessions} (user_id, session_id, kind, topic_id, seconds, reported_seconds, day)
      values (${userId}::int, ${sessionId}, ${kind}, ${topic}, ${added}::int, ${Math.floor(seconds)}::int, ${day}::date)
      on conflict (user_id, session_id, day) do update set
        seconds = ${studySessions.seconds} + excluded.seconds,
        reported_seconds = greatest(${studySessions.reportedSeconds}, excluded.reported_seconds),
        updated_at = now()
      returning seconds`);
    return { sessionId, seconds: Number(result.rows[0]?.seconds ?? previous.sessionToday + added), day };
  });
}
