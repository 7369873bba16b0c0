import type {
  AdminFlag,
  AdminFlagCounts,
  AdminFlagDetail,
  AdminFlagList,
  AdminFlagsQuery,
  AdminFlagUpdate,
  FlagStatus,
} from '@study/contract';
import { flagStatuses } from '@study/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { chapters, subjects, topics, tutorFlags, tutorMessages, users } from '../db/schema';
import { ApiError } from '../http/api-error';

// Flagged tutor conversations for admins: the queue (high severity on top, newest first), one
// flag with the conversation around it, and its review (new → seen → resolved, with a note).

const LIST_LIMIT = 200;
const LIST_MESSAGE_CHARS = 300;
/** Messages of the conversation shown before the flagged question, and from it on. */
const CONTEXT_BEFORE = 8;
const CONTEXT_FROM = 6;

const reviewer = alias(users, 'reviewer');

const selection = {
  id: tutorFlags.id,
  reason: tutorFlags.reason,
  safetyKind: tutorFlags.safetyKind,
  severity: tutorFlags.severity,
  status: tutorFlags.status,
  createdAt: tutorFlags.createdAt,
  note: tutorFlags.note,
  reviewedAt: tutorFlags.reviewedAt,
  reviewedBy: reviewer.email,
  questionId: tutorFlags.questionId,
  replyId: tutorFlags.replyId,
  userId: tutorFlags.userId,
  topicId: tutorFlags.topicId,
  studentName: users.name,
  studentUsername: users.username,
  studentClass: users.classLevel,
  topicName: topics.name,
  chapterId: chapters.id,
  chapterName: chapters.name,
  subjectId: subjects.id,
  subjectName: subjects.name,
  message: tutorMessages.content,
};

function flagsQuery(db: Database, where: SQL | undefined) {
  return db
    .select(selection)
    .from(tutorFlags)
    .innerJoin(users, eq(users.id, tutorFlags.userId))
    .innerJoin(topics, eq(topics.id, tutorFlags.topicId))
    .innerJoin(chapters, eq(chapters.id, topics.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(tutorMessages, eq(tutorMessages.id, tutorFlags.questionId))
    .leftJoin(reviewer, eq(reviewer.id, tutorFlags.reviewedBy))
    .where(where);
}

type FlagRow = Awaited<ReturnType<typeof flagsQuery>>[number];

function toFlag(row: FlagRow, messageChars?: number): AdminFlag {
  return {
    id: row.id,
    reason: row.reason,
    safetyKind: row.safetyKind,
    severity: row.severity,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    student: { id: row.userId, name: row.studentName, username: row.studentUsername, classLevel: row.studentClass },
    topic: { id: row.topicId, name: row.topicName },
    chapter: { id: row.chapterId, name: row.chapterName },
    subject: { id: row.subjectId, name: row.subjectName },
    message: messageChars === undefined ? row.message : [...row.message].slice(0, messageChars).join(''),
    note: row.note,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedBy,
  };
}

function kindCondition(kind: AdminFlagsQuery['kind']): SQL | undefined {
  if (kind === undefined) return undefined;
  if (kind === 'safety' || kind === 'low_confidence') return eq(tutorFlags.reason, kind);
  return and(eq(tutorFlags.reason, 'safety'), eq(tutorFlags.safetyKind, kind));
}

const severityOrder = sql`case ${tutorFlags.severity} when 'high' then 0 when 'medium' then 1 else 2 end`;

export async function flagCounts(db: Database): Promise<AdminFlagCounts> {
  const rows = await db
    .select({
      status: tutorFlags.status,
      total: count(),
      high: sql<number>`count(*) filter (where ${tutorFlags.severity} = 'high')`.mapWith(Number),
    })
    .from(tutorFlags)
    .groupBy(tutorFlags.status);
  const of = (status: FlagStatus) => rows.find((row) => row.status === status);
  return {
    new: of('new')?.total ?? 0,
    seen: of('seen')?.total ?? 0,
    resolved: of('resolved')?.total ?? 0,
    newHigh: of('new')?.high ?? 0,
  };
}

export async function listFlags(db: Database, query: AdminFlagsQuery): Promise<AdminFlagList> {
  const where = and(kindCondition(query.kind), query.status ? eq(tutorFlags.status, query.status) : undefined);
  const rows = await flagsQuery(db, where)
    .orderBy(severityOrder, desc(tutorFlags.createdAt), desc(tutorFlags.id))
    .limit(LIST_LIMIT);
  return { items: rows.map((row) => toFlag(row, LIST_MESSAGE_CHARS)), counts: await flagCounts(db) };
}

export async function getFlag(db: Database, id: number): Promise<AdminFlagDetail> {
  const [row] = await flagsQuery(db, eq(tutorFlags.id, id)).limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Flag not found');
  const sameConversation = and(eq(tutorMessages.userId, row.userId), eq(tutorMessages.topicId, row.topicId));
  const message = {
    id: tutorMessages.id,
    role: tutorMessages.role,
    content: tutorMessages.content,
    createdAt: tutorMessages.createdAt,
    safetyKind: tutorMessages.safetyKind,
  };
  const before = await db
    .select(message)
    .from(tutorMessages)
    .where(and(sameConversation, lt(tutorMessages.id, row.questionId)))
    .orderBy(desc(tutorMessages.id))
    .limit(CONTEXT_BEFORE);
  const from = await db
    .select(message)
    .from(tutorMessages)
    .where(and(sameConversation, gte(tutorMessages.id, row.questionId)))
    .orderBy(asc(tutorMessages.id))
    .limit(CONTEXT_FROM);
  const flagged = new Set([row.questionId, row.replyId]);
  return {
    ...toFlag(row),
    conversation: [...before.reverse(), ...from].map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      timestamp: m.createdAt.toISOString(),
      flagged: flagged.has(m.id),
      safetyKind: m.safetyKind,
    })),
  };
}

const STATUS_RANK: Record<FlagStatus, number> = { new: 0, seen: 1, resolved: 2 };

/** Moves a flag forward (new → seen → resolved); the note, when given, replaces the last one. */
export async function reviewFlag(
  db: Database,
  adminId: number,
  id: number,
  update: AdminFlagUpdate,
): Promise<AdminFlagDetail> {
  // Checked in the update itself, so two admins at once cannot move a resolved flag back.
  const from = flagStatuses.filter((status) => STATUS_RANK[status] <= STATUS_RANK[update.status]);
  const updated = await db
    .update(tutorFlags)
    .set({
      status: update.status,
      ...(update.note !== undefined && { note: update.note === '' ? null : update.note }),
      reviewedBy: adminId,
      reviewedAt: new Date(),
    })
    .where(and(eq(tutorFlags.id, id), inArray(tutorFlags.status, from)))
    .returning({ id: tutorFlags.id });
  if (updated.length === 0) {
    const [current] = await db
      .select({ status: tutorFlags.status })
      .from(tutorFlags)
      .where(eq(tutorFlags.id, id))
      .limit(1);
    if (!current) throw new ApiError(404, 'NOT_FOUND', 'Flag not found');
    throw new ApiError(409, 'INVALID_STATUS', `A ${current.status} flag cannot go back to ${update.status}`);
  }
  return getFlag(db, id);
}
