import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
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
import { badgeProgress, certificateEarned, computeStreak, lastDays, storedSessionSeconds } from './rules';

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

interface AttemptFact {
  attemptId: number;
  quizId: number;
  chapterId: number;
  chapterName: string;
  score: number;
  correct: number;
  total: number;
  passed: boolean;
  passingScore: number;
  finishedAt: Date;
}

interface Facts {
  chapters: ChapterFact[];
  attempts: AttemptFact[];
  topicCompletions: Date[];
  tutorQuestions: number;
}

/** Every active chapter (of active subjects) with the student's topic counts. */
async function chapterFacts(db: Database, userId: number): Promise<ChapterFact[]> {
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
      topicsCompleted: asNumber(sql`count(${topicProgress.topicId}) filter (where ${topicProgress.status} = 'completed')`),
      topicsStarted: asNumber(sql`count(${topicProgress.topicId})`),
      lastCompletedAt: sql<string | null>`max(${topicProgress.completedAt})`,
    })
    .from(chapters)
    .innerJoin(subjects, and(eq(subjects.id, chapters.subjectId), eq(subjects.isActive, true)))
    .leftJoin(topics, and(eq(topics.chapterId, chapters.id), eq(topics.isActive, true)))
    .leftJoin(topicProgress, and(eq(topicProgress.topicId, topics.id), eq(topicProgress.userId, userId)))
    .where(eq(chapters.isActive, true))
    .groupBy(chapters.id, subjects.id)
    .orderBy(asc(subjects.gradeLevel), asc(subjects.sortOrder), asc(subjects.id), asc(chapters.order), asc(chapters.id));
  return rows.map(({ sortOrder: _sortOrder, lastCompletedAt, ...row }) => ({
    ...row,
    lastCompletedAt: lastCompletedAt ? new Date(lastCompletedAt) : null,
  }));
}

async function gatherFacts(db: Database, userId: number): Promise<Facts> {
  const [chapterRows, attempts, completions, [questions]] = await Promise.all([
    chapterFacts(db, userId),
    db
      .select({
        attemptId: quizAttempts.id,
        quizId: quizzes.id,
        chapterId: chapters.id,
        chapterName: chapters.name,
        score: quizAttempts.score,
        correct: quizAttempts.correct,
        total: quizAttempts.total,
        passed: quizAttempts.passed,
        passingScore: quizzes.passingScore,
        finishedAt: quizAttempts.finishedAt,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(chapters, eq(chapters.id, quizzes.chapterId))
      .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.finishedAt)))
      .orderBy(desc(quizAttempts.finishedAt), desc(quizAttempts.id)),
    db
      .select({ completedAt: topicProgress.completedAt })
      .from(topicProgress)
      .where(and(eq(topicProgress.userId, userId), eq(topicProgress.status, 'completed'), isNotNull(topicProgress.completedAt))),
    db
      .select({ count: asNumber(sql`count(*)`) })
      .from(tutorMessages)
      .where(and(eq(tutorMessages.userId, userId), eq(tutorMessages.role, 'user'))),
  ]);
  return {
    chapters: chapterRows,
    attempts: attempts.map((row) => ({
      ...row,
      score: row.score ?? 0,
      correct: row.correct ?? 0,
      total: row.total ?? 0,
      passed: row.passed ?? false,
      finishedAt: row.finishedAt ?? new Date(0),
    })),
    topicCompletions: completions.flatMap((row) => (row.completedAt ? [row.completedAt] : [])),
    tutorQuestions: questions?.count ?? 0,
  };
}

const isWritten = (chapter: ChapterFact) => chapter.topicCount > 0;
const isCompleted = (chapter: ChapterFact) => isWritten(chapter) && chapter.topicsCompleted >= chapter.topicCount;

/** The Dhaka days on which the student finished a topic or a quiz. */
function countedDays(facts: Facts): string[] {
  return [...facts.topicCompletions, ...facts.attempts.map((attempt) => attempt.finishedAt)].map((at) => dhakaDay(at));
}

/** Subjects with written chapters, all of them completed. */
function subjectsCompleted(chapterList: ChapterFact[]): number {
  const bySubject = new Map<number, ChapterFact[]>();
  for (const chapter of chapterList.filter(isWritten)) bySubject.set(chapter.subjectId, [...(bySubject.get(chapter.subjectId) ?? []), chapter]);
  return [...bySubject.values()].filter((list) => list.every(isCompleted)).length;
}

/** Per chapter: the best finished score at its quiz, and that quiz's passing score. */
function bestScores(attempts: AttemptFact[]): Map<number, { score: number; passingScore: number; attemptId: number }> {
  const best = new Map<number, { score: number; passingScore: number; attemptId: number }>();
  for (const attempt of attempts) {
    const known = best.get(attempt.chapterId);
    // Against the quiz's passing score: the best margin decides, then the best score.
    if (!known || attempt.score - attempt.passingScore > known.score - known.passingScore) {
      best.set(attempt.chapterId, { score: attempt.score, passingScore: attempt.passingScore, attemptId: attempt.attemptId });
    }
  }
  return best;
}

function badgeFactsOf(facts: Facts, certificateCount: number, now: Date) {
  const streak = computeStreak(countedDays(facts), dhakaDay(now));
  return {
    streak,
    badges: badgeProgress({
      topicsCompleted: facts.topicCompletions.length,
      chaptersCompleted: facts.chapters.filter(isCompleted).length,
      bestQuizScore: facts.attempts.length > 0 ? Math.max(...facts.attempts.map((attempt) => attempt.score)) : null,
      longestStreak: streak.longest,
      subjectsCompleted: subjectsCompleted(facts.chapters),
      tutorQuestions: facts.tutorQuestions,
      certificates: certificateCount,
    }),
  };
}

async function certificateSummaries(db: Database, userId: number, where = eq(certificates.userId, userId)): Promise<CertificateSummary[]> {
  const rows = await db
    .select({
      id: certificates.id,
      chapterId: certificates.chapterId,
      chapterName: chapters.name,
      subjectName: subjects.name,
      score: certificates.score,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .innerJoin(chapters, eq(chapters.id, certificates.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .where(and(eq(certificates.userId, userId), where))
    .orderBy(desc(certificates.issuedAt), asc(certificates.chapterId));
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
}

/**
 * Issues the certificates and badges the student's record now earns, each once (concurrent calls
 * cannot both issue one: the inserts skip what exists), and returns those this call issued.
 */
export async function settleAchievements(db: Database, userId: number, now = new Date()): Promise<NewlyEarned & { facts: Facts }> {
  const facts = await gatherFacts(db, userId);
  const best = bestScores(facts.attempts);
  const candidates = facts.chapters.filter((chapter) => {
    const result = best.get(chapter.id);
    return certificateEarned({
      topicCount: chapter.topicCount,
      topicsCompleted: chapter.topicsCompleted,
      bestScore: result?.score ?? null,
      passingScore: result?.passingScore ?? null,
    });
  });
  const newCertificateIds: string[] = [];
  for (const chapter of candidates) {
    const result = best.get(chapter.id);
    if (!result) continue;
    const inserted = await db
      .insert(certificates)
      .values({
        id: newCertificateId(),
        userId,
        chapterId: chapter.id,
        attemptId: result.attemptId,
        score: result.score,
        passingScore: result.passingScore,
        issuedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: certificates.id });
    newCertificateIds.push(...inserted.map((row) => row.id));
  }
  const [certificateCount] = await db
    .select({ count: asNumber(sql`count(*)`) })
    .from(certificates)
    .where(eq(certificates.userId, userId));
  const { badges } = badgeFactsOf(facts, certificateCount?.count ?? 0, now);
  const earned = badges.filter((badge) => badge.earned).map((badge) => ({ userId, badge: badge.id, earnedAt: now }));
  const newBadges =
    earned.length > 0
      ? await db.insert(userBadges).values(earned).onConflictDoNothing().returning({ id: userBadges.badge, earnedAt: userBadges.earnedAt })
      : [];
  const newCertificates =
    newCertificateIds.length > 0
      ? (await certificateSummaries(db, userId)).filter((certificate) => newCertificateIds.includes(certificate.id))
      : [];
  return {
    facts,
    badges: newBadges
      .map((row) => ({ id: row.id as BadgeId, earnedAt: row.earnedAt.toISOString() }))
      .sort((a, b) => badgeIds.indexOf(a.id) - badgeIds.indexOf(b.id)),
    certificates: newCertificates,
  };
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

export async function getProgressReport(db: Database, userId: number, now = new Date()): Promise<ProgressReport> {
  const today = dhakaDay(now);
  const days = lastDays(today, 14);
  const [{ facts }, classLevel, studyRows] = await Promise.all([
    settleAchievements(db, userId, now),
    classLevelOf(db, userId),
    db
      .select({ day: studySessions.day, seconds: asNumber(sql`sum(${studySessions.seconds})`) })
      .from(studySessions)
      .where(and(eq(studySessions.userId, userId), gte(studySessions.day, days[0] ?? today)))
      .groupBy(studySessions.day),
  ]);
  const bestOf = (chapterId: number) =>
    facts.attempts.filter((attempt) => attempt.chapterId === chapterId).reduce<number | null>((top, a) => Math.max(top ?? 0, a.score), null);

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
      status: chapterStatus({ total: chapter.topicCount, completed: chapter.topicsCompleted, started: chapter.topicsStarted }),
      bestScore: bestOf(chapter.id),
    });
  }
  const written = classChapters.filter(isWritten);
  const completed = facts.chapters.filter(isCompleted);
  const latest = completed.reduce<ChapterFact | null>(
    (found, chapter) => (!found || (chapter.lastCompletedAt?.getTime() ?? 0) > (found.lastCompletedAt?.getTime() ?? 0) ? chapter : found),
    null,
  );
  const scores = facts.attempts.map((attempt) => attempt.score);
  const questions = facts.attempts.reduce((sum, attempt) => sum + attempt.total, 0);
  const right = facts.attempts.reduce((sum, attempt) => sum + attempt.correct, 0);
  const recent: QuizAttemptSummary[] = facts.attempts.slice(0, 5).map((attempt) => ({
    attemptId: attempt.attemptId,
    chapterId: attempt.chapterId,
    chapterName: attempt.chapterName,
    score: attempt.score,
    passed: attempt.passed,
    finishedAt: attempt.finishedAt.toISOString(),
  }));
  const seconds = new Map(studyRows.map((row) => [String(row.day), row.seconds]));
  const classCompleted = written.filter(isCompleted).length;
  return {
    classLevel,
    overall: {
      chaptersWritten: written.length,
      chaptersCompleted: classCompleted,
      percent: completedPercent({ total: written.length, completed: classCompleted }),
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
      attempts: scores.length,
      averageScore: scores.length > 0 ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
      bestScore: scores.length > 0 ? Math.max(...scores) : null,
      accuracy: questions > 0 ? Math.round((right / questions) * 100) : null,
      recent,
    },
    streak: computeStreak(countedDays(facts), today),
    studyTime: days.map((day) => ({ day, seconds: seconds.get(day) ?? 0 })),
    subjects: [...subjectMap.values()],
  };
}

export async function getAchievements(db: Database, userId: number, now = new Date()): Promise<Achievements> {
  const { facts } = await settleAchievements(db, userId, now);
  const [stored, certificateList] = await Promise.all([
    db.select({ badge: userBadges.badge, earnedAt: userBadges.earnedAt }).from(userBadges).where(eq(userBadges.userId, userId)),
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

const certificateColumns = {
  id: certificates.id,
  chapterId: certificates.chapterId,
  chapterName: chapters.name,
  subjectName: subjects.name,
  score: certificates.score,
  passingScore: certificates.passingScore,
  issuedAt: certificates.issuedAt,
  studentName: users.name,
  classLevel: users.classLevel,
  userId: certificates.userId,
};

async function findCertificate(db: Database, id: string) {
  const [row] = await db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(chapters, eq(chapters.id, certificates.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
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
  return { id: row.id, studentName: row.studentName, chapterName: row.chapterName, score: row.score, issuedAt: row.issuedAt.toISOString() };
}

export { certificateNotFound };

/**
 * Stores a study session's seconds (capped; a report again keeps the larger figure, so a retry or
 * a running total never adds up twice). A topic id that is no longer a topic is dropped.
 */
export async function recordStudySession(
  db: Database,
  userId: number,
  { sessionId, kind, topicId, seconds }: StudySessionRequest,
  now = new Date(),
): Promise<StudySessionRecorded> {
  const stored = storedSessionSeconds(seconds, undefined);
  const topic = topicId === undefined ? sql`null::int` : sql`(select ${topics.id} from ${topics} where ${topics.id} = ${topicId}::int)`;
  const result = await db.execute<{ seconds: number; day: string }>(sql`
    insert into ${studySessions} (user_id, session_id, kind, topic_id, seconds, day)
    values (${userId}::int, ${sessionId}, ${kind}, ${topic}, ${stored}::int, ${dhakaDay(now)}::date)
    on conflict (user_id, session_id) do update set
      seconds = greatest(${studySessions.seconds}, excluded.seconds),
      updated_at = now()
    returning seconds, day::text as day`);
  const row = result.rows[0];
  if (!row) throw new Error('study session not stored');
  return { sessionId, seconds: Number(row.seconds), day: String(row.day) };
}
