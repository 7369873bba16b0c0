import { eq } from 'drizzle-orm';
import type { AdminChapter, AdminChapterInput } from '@study/contract';
import type { Database } from '../db/database';
import { chapters, subjects, topics } from '../db/schema';
import { quoted, recordActivity } from './activity';
import { childTotal, describeChildren } from './children';
import type { AdminCrud } from './crud';
import { childCount, hasChildren, notFound, orNull, unknownReference } from './crud';
import { countChapterContent, deleteChapters, lockChapter, lockSubject } from './curriculum-locks';

const columns = {
  id: chapters.id,
  name: chapters.name,
  description: chapters.description,
  subjectId: chapters.subjectId,
  order: chapters.order,
  isActive: chapters.isActive,
  contentSummary: chapters.contentSummary,
  imageUrl: chapters.imageUrl,
  topicCount: childCount(topics, eq(topics.chapterId, chapters.id)),
};

function values(input: AdminChapterInput, subjectId: number, order: number) {
  return {
    name: input.name,
    description: orNull(input.description),
    subjectId,
    order,
    isActive: input.isActive,
    contentSummary: orNull(input.contentSummary),
    imageUrl: orNull(input.imageUrl),
  };
}

async function get(db: Database, id: number): Promise<AdminChapter> {
  const [row] = await db.select(columns).from(chapters).where(eq(chapters.id, id));
  if (!row) throw notFound('Chapter');
  return row;
}

/** The subject a chapter goes into, locked; 400 naming `subjectId` when it does not exist. */
async function targetSubject(tx: Database, subjectId: number) {
  const subject = await lockSubject(tx, subjectId);
  if (!subject) throw unknownReference('subjectId', 'Subject');
  return subject;
}

/** Spec §9: a chapter without an explicit order goes last (count of its siblings + 1). */
async function nextOrder(tx: Database, subjectId: number): Promise<number> {
  return (await tx.$count(chapters, eq(chapters.subjectId, subjectId))) + 1;
}

export const chapterAdmin: AdminCrud<AdminChapterInput, AdminChapter, { subjectId?: number | undefined }> = {
  list: (db, query) =>
    db
      .select(columns)
      .from(chapters)
      .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
      .where(query.subjectId === undefined ? undefined : eq(chapters.subjectId, query.subjectId))
      .orderBy(subjects.gradeLevel, subjects.sortOrder, subjects.id, chapters.order, chapters.id),

  get,

  create: (db, actor, input) =>
    db.transaction(async (tx) => {
      const subject = await targetSubject(tx, input.subjectId);
      const order = input.order ?? (await nextOrder(tx, subject.id));
      const [row] = await tx
        .insert(chapters)
        .values(values(input, subject.id, order))
        .returning({ id: chapters.id });
      if (!row) throw new Error('chapter not inserted');
      await recordActivity(
        tx,
        actor,
        'create',
        'chapter',
        row.id,
        `Created chapter ${quoted(input.name)} in ${quoted(subject.name)}`,
      );
      return get(tx, row.id);
    }),

  update: (db, actor, id, input) =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ subjectId: chapters.subjectId, order: chapters.order })
        .from(chapters)
        .where(eq(chapters.id, id));
      if (!current) throw notFound('Chapter');
      // The subject is locked before the chapter row (by the update), the order deletes use too.
      const subject = await targetSubject(tx, input.subjectId);
      // Without an order the chapter keeps its place, or goes last in the subject it moves to.
      const order = input.order ?? (subject.id === current.subjectId ? current.order : await nextOrder(tx, subject.id));
      const [row] = await tx
        .update(chapters)
        .set({ ...values(input, subject.id, order), updatedAt: new Date() })
        .where(eq(chapters.id, id))
        .returning({ id: chapters.id });
      if (!row) throw notFound('Chapter');
      await recordActivity(
        tx,
        actor,
        'update',
        'chapter',
        id,
        `Updated chapter ${quoted(input.name)} in ${quoted(subject.name)}`,
      );
      return get(tx, id);
    }),

  remove: (db, actor, id, cascade) =>
    db.transaction(async (tx) => {
      const chapter = await lockChapter(tx, id);
      if (!chapter) throw notFound('Chapter');
      const removed = { chapters: 0, ...(await countChapterContent(tx, [id])) };
      if (childTotal(removed) > 0 && !cascade) throw hasChildren('chapter', removed);
      await deleteChapters(tx, [id]);
      const children = childTotal(removed) > 0 ? ` with ${describeChildren(removed)}` : '';
      await recordActivity(tx, actor, 'delete', 'chapter', id, `Deleted chapter ${quoted(chapter.name)}${children}`);
      return { id, removed };
    }),
};
