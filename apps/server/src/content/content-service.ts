import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  Chapter,
  ChapterSummary,
  LastActivity,
  ProgressStatus,
  RecordProgressData,
  RecordProgressRequest,
  Subject,
  SubjectDetail,
  Topic,
} from '@study/contract';
import type { Database } from '../db/database';
import { chapters, quizQuestions, quizzes, subjects, topicProgress, topics } from '../db/schema';
import { ApiError } from '../http/api-error';
import { chapterStatus, completedPercent } from './progress-status';
import type { TopicCounts } from './progress-status';

// What a student reads: subjects, chapters and topics that are active (with active parents),
// each with the caller's progress. One or two queries per call, whatever the number of rows.

export const NOT_FOUND_MESSAGE = 'অনুরোধ করা তথ্য পাওয়া যায়নি';

export function notFound(): ApiError {
  return new ApiError(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
}

/** A count read as a number (PostgreSQL's bigint count arrives as a string). */
const asNumber = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);
/** Over rows of topics left-joined to the caller's topic_progress. */
const topicTotal = asNumber(sql`count(${topics.id})`);
const topicsCompleted = asNumber(sql`count(${topicProgress.topicId}) filter (where ${topicProgress.status} = 'completed')`);
const topicsStarted = asNumber(sql`count(${topicProgress.topicId})`);

const activeTopicsOf = (chapterId: number | typeof chapters.id) => and(eq(topics.chapterId, chapterId), eq(topics.isActive, true));
const progressOf = (userId: number) => and(eq(topicProgress.topicId, topics.id), eq(topicProgress.userId, userId));

/** `Subject` rows (with chapter count and the caller's progress) matching `where`. */
async function subjectSummaries(db: Database, userId: number, where: SQL | undefined): Promise<Subject[]> {
  const rows = await db
    .select({
      id: subjects.id,
      name: subjects.name,
      description: subjects.description,
      iconType: subjects.iconType,
      classLevel: subjects.gradeLevel,
      chapterCount: asNumber(sql`count(distinct ${chapters.id})`),
      total: topicTotal,
      completed: topicsCompleted,
    })
    .from(subjects)
    .leftJoin(chapters, and(eq(chapters.subjectId, subjects.id), eq(chapters.isActive, true)))
    .leftJoin(topics, activeTopicsOf(chapters.id))
    .leftJoin(topicProgress, progressOf(userId))
    .where(and(eq(subjects.isActive, true), where))
    .groupBy(subjects.id)
    .orderBy(asc(subjects.sortOrder), asc(subjects.id));
  return rows.map(({ total, completed, description, ...subject }) => ({
    ...subject,
    description: description ?? '',
    progress: completedPercent({ total, completed }),
  }));
}

/** Active subjects of a grade, in display order. */
export function listSubjects(db: Database, userId: number, classLevel: number): Promise<Subject[]> {
  return subjectSummaries(db, userId, eq(subjects.gradeLevel, classLevel));
}

export async function getSubjectDetail(db: Database, userId: number, subjectId: number): Promise<SubjectDetail> {
  const [summaries, chapterRows] = await Promise.all([
    subjectSummaries(db, userId, eq(subjects.id, subjectId)),
    db
      .select({
        id: chapters.id,
        name: chapters.name,
        description: chapters.description,
        total: topicTotal,
        completed: topicsCompleted,
        started: topicsStarted,
      })
      .from(chapters)
      .leftJoin(topics, activeTopicsOf(chapters.id))
      .leftJoin(topicProgress, progressOf(userId))
      .where(and(eq(chapters.subjectId, subjectId), eq(chapters.isActive, true)))
      .groupBy(chapters.id)
      .orderBy(asc(chapters.order), asc(chapters.id)),
  ]);
  const subject = summaries[0];
  if (!subject) throw notFound();
  const chapterList: ChapterSummary[] = chapterRows.map(({ total, completed, started, ...chapter }, index) => ({
    ...chapter,
    number: index + 1,
    topicCount: total,
    status: chapterStatus({ total, completed, started }),
  }));
  return { ...subject, chapters: chapterList };
}

const topicColumns = {
  id: topics.id,
  chapterId: topics.chapterId,
  name: topics.name,
  description: topics.description,
  content: topics.content,
  imageUrl: topics.imageUrl,
  videoUrl: topics.videoUrl,
  contentType: topics.contentType,
  duration: topics.durationMinutes,
  progress: topicProgress.status,
};

interface TopicRow extends Omit<Topic, 'order' | 'status'> {
  progress: Exclude<ProgressStatus, 'not-started'> | null;
}

function toTopic({ progress, imageUrl, videoUrl, ...row }: TopicRow, order: number): Topic {
  return {
    ...row,
    order,
    // An admin may clear a URL to ''; the client expects null for "none".
    imageUrl: imageUrl || null,
    videoUrl: videoUrl || null,
    status: progress ?? 'not-started',
  };
}

// 1-based positions among the active siblings by (order, id): what the student sees as "2/7".
const chapterNumber = asNumber(sql`(select count(*) from chapters as sibling
  where sibling.subject_id = ${chapters.subjectId} and sibling.is_active
    and (sibling."order", sibling.id) <= (${chapters.order}, ${chapters.id}))`);
const topicPosition = asNumber(sql`(select count(*) from topics as sibling
  where sibling.chapter_id = ${topics.chapterId} and sibling.is_active
    and (sibling."order", sibling.id) <= (${topics.order}, ${topics.id}))`);

/** The quiz a chapter serves: its oldest active quiz that has questions. */
export function playableQuizOf(chapterId: number | typeof chapters.id): SQL {
  return sql`${quizzes.chapterId} = ${chapterId} and ${quizzes.isActive}
    and exists (select 1 from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id})`;
}

export async function getChapter(db: Database, userId: number, chapterId: number): Promise<Chapter> {
  const [chapterRows, topicRows] = await Promise.all([
    db
      .select({
        id: chapters.id,
        name: chapters.name,
        description: chapters.description,
        subjectId: chapters.subjectId,
        subjectName: subjects.name,
        number: chapterNumber,
        chapterCount: asNumber(
          sql`(select count(*) from chapters as sibling where sibling.subject_id = ${chapters.subjectId} and sibling.is_active)`,
        ),
        hasQuiz: sql<boolean>`exists (select 1 from ${quizzes} where ${playableQuizOf(chapters.id)})`,
      })
      .from(chapters)
      .innerJoin(subjects, and(eq(subjects.id, chapters.subjectId), eq(subjects.isActive, true)))
      .where(and(eq(chapters.id, chapterId), eq(chapters.isActive, true))),
    db
      .select(topicColumns)
      .from(topics)
      .leftJoin(topicProgress, progressOf(userId))
      .where(activeTopicsOf(chapterId))
      .orderBy(asc(topics.order), asc(topics.id)),
  ]);
  const chapter = chapterRows[0];
  if (!chapter) throw notFound();
  const topicList = topicRows.map((row, index) => toTopic(row, index + 1));
  const counts: TopicCounts = {
    total: topicList.length,
    completed: topicList.filter((topic) => topic.status === 'completed').length,
    started: topicList.filter((topic) => topic.status !== 'not-started').length,
  };
  return { ...chapter, status: chapterStatus(counts), topics: topicList };
}

export async function getTopic(db: Database, userId: number, topicId: number): Promise<Topic> {
  const [row] = await db
    .select({ ...topicColumns, order: topicPosition })
    .from(topics)
    .innerJoin(chapters, and(eq(chapters.id, topics.chapterId), eq(chapters.isActive, true)))
    .innerJoin(subjects, and(eq(subjects.id, chapters.subjectId), eq(subjects.isActive, true)))
    .leftJoin(topicProgress, progressOf(userId))
    .where(and(eq(topics.id, topicId), eq(topics.isActive, true)));
  if (!row) throw notFound();
  const { order, ...topic } = row;
  return toTopic(topic, order);
}

/** Active topics of `chapterId`, and how many of them the user completed. */
function chapterCounts(db: Database, userId: number, chapterId: number) {
  return db
    .select({ total: topicTotal, completed: topicsCompleted, started: topicsStarted })
    .from(topics)
    .leftJoin(topicProgress, progressOf(userId))
    .where(activeTopicsOf(chapterId));
}

/** The caller's most recently studied topic (on content still active), or null. */
export async function getLastActivity(db: Database, userId: number): Promise<LastActivity | null> {
  const [row] = await db
    .select({
      subjectId: subjects.id,
      subjectName: subjects.name,
      chapterId: chapters.id,
      chapterName: chapters.name,
      topicId: topics.id,
      topicName: topics.name,
      lastStudiedAt: topicProgress.lastStudiedAt,
      total: asNumber(sql`(select count(*) from topics as sibling where sibling.chapter_id = ${chapters.id} and sibling.is_active)`),
      completed: asNumber(sql`(select count(*) from topics as sibling
        join topic_progress as done on done.topic_id = sibling.id and done.user_id = ${userId} and done.status = 'completed'
        where sibling.chapter_id = ${chapters.id} and sibling.is_active)`),
    })
    .from(topicProgress)
    .innerJoin(topics, and(eq(topics.id, topicProgress.topicId), eq(topics.isActive, true)))
    .innerJoin(chapters, and(eq(chapters.id, topics.chapterId), eq(chapters.isActive, true)))
    .innerJoin(subjects, and(eq(subjects.id, chapters.subjectId), eq(subjects.isActive, true)))
    .where(eq(topicProgress.userId, userId))
    .orderBy(desc(topicProgress.lastStudiedAt))
    .limit(1);
  if (!row) return null;
  const { total, completed, lastStudiedAt, ...activity } = row;
  return {
    ...activity,
    lastStudiedAt: lastStudiedAt.toISOString(),
    progress: completedPercent({ total, completed }),
  };
}

/**
 * Records that the caller opened (`in-progress`) or finished (`completed`) a topic: a completed
 * topic never goes back to in-progress, and every call marks it as the latest studied.
 */
export async function recordProgress(
  db: Database,
  userId: number,
  { topicId, status }: RecordProgressRequest,
): Promise<RecordProgressData> {
  const completedAt = status === 'completed' ? sql`now()` : sql`null::timestamptz`;
  // One statement: find the (active) topic and upsert the caller's row for it.
  const saved = await db.execute<{ topicId: number; status: Exclude<ProgressStatus, 'not-started'>; chapterId: number }>(sql`
    with target as (
      select t.id, t.chapter_id from topics as t
        join chapters as c on c.id = t.chapter_id and c.is_active
        join subjects as s on s.id = c.subject_id and s.is_active
      where t.id = ${topicId}::int and t.is_active
    ), saved as (
      insert into topic_progress (user_id, topic_id, status, completed_at)
      select ${userId}::int, target.id, ${status}::text, ${completedAt} from target
      on conflict (user_id, topic_id) do update set
        status = case when topic_progress.status = 'completed' then topic_progress.status else excluded.status end,
        completed_at = coalesce(topic_progress.completed_at, excluded.completed_at),
        last_studied_at = now()
      returning topic_id, status
    )
    select saved.topic_id as "topicId", saved.status, target.chapter_id as "chapterId"
      from saved join target on target.id = saved.topic_id`);
  const row = saved.rows[0];
  if (!row) throw notFound();
  const [counts = { total: 0, completed: 0, started: 0 }] = await chapterCounts(db, userId, row.chapterId);
  return {
    topicId: row.topicId,
    topicStatus: row.status,
    chapterId: row.chapterId,
    chapterStatus: chapterStatus(counts),
    chapterProgress: completedPercent(counts),
  };
}
