import { eq, sql } from 'drizzle-orm';
import type { AdminSubject, AdminSubjectInput } from '@study/contract';
import type { Database } from '../db/database';
import { chapters, subjects } from '../db/schema';
import { quoted, recordActivity } from './activity';
import { childTotal, describeChildren } from './children';
import type { AdminCrud } from './crud';
import { childCount, hasChildren, notFound, orNull } from './crud';
import { countChapterContent, deleteChapters, lockChaptersOf, lockSubject } from './curriculum-locks';

const columns = {
  id: subjects.id,
  name: subjects.name,
  description: subjects.description,
  gradeLevel: subjects.gradeLevel,
  iconType: subjects.iconType,
  isActive: subjects.isActive,
  imageUrl: subjects.imageUrl,
  chapterCount: childCount(chapters, eq(chapters.subjectId, subjects.id)),
};

function values(input: AdminSubjectInput) {
  return {
    name: input.name,
    description: orNull(input.description),
    gradeLevel: input.gradeLevel,
    iconType: input.iconType,
    isActive: input.isActive,
    imageUrl: orNull(input.imageUrl),
  };
}

async function get(db: Database, id: number): Promise<AdminSubject> {
  const [row] = await db.select(columns).from(subjects).where(eq(subjects.id, id));
  if (!row) throw notFound('Subject');
  return row;
}

export const subjectAdmin: AdminCrud<AdminSubjectInput, AdminSubject, { gradeLevel?: number | undefined }> = {
  list: (db, query) =>
    db
      .select(columns)
      .from(subjects)
      .where(query.gradeLevel === undefined ? undefined : eq(subjects.gradeLevel, query.gradeLevel))
      .orderBy(subjects.gradeLevel, subjects.sortOrder, subjects.id),

  get,

  create: (db, actor, input) =>
    db.transaction(async (tx) => {
      // A new subject goes last in its class's list.
      const [last] = await tx
        .select({ sortOrder: sql<number>`coalesce(max(${subjects.sortOrder}), 0)::int` })
        .from(subjects)
        .where(eq(subjects.gradeLevel, input.gradeLevel));
      const [row] = await tx
        .insert(subjects)
        .values({ ...values(input), sortOrder: (last?.sortOrder ?? 0) + 1 })
        .returning({ id: subjects.id });
      if (!row) throw new Error('subject not inserted');
      await recordActivity(
        tx,
        actor,
        'create',
        'subject',
        row.id,
        `Created subject ${quoted(input.name)} (class ${input.gradeLevel})`,
      );
      return get(tx, row.id);
    }),

  update: (db, actor, id, input) =>
    db.transaction(async (tx) => {
      if (!(await lockSubject(tx, id))) throw notFound('Subject');
      await tx
        .update(subjects)
        .set({ ...values(input), updatedAt: new Date() })
        .where(eq(subjects.id, id));
      await recordActivity(
        tx,
        actor,
        'update',
        'subject',
        id,
        `Updated subject ${quoted(input.name)} (class ${input.gradeLevel})`,
      );
      return get(tx, id);
    }),

  remove: (db, actor, id, cascade) =>
    db.transaction(async (tx) => {
      const subject = await lockSubject(tx, id);
      if (!subject) throw notFound('Subject');
      const chapterIds = await lockChaptersOf(tx, id);
      const removed = { chapters: chapterIds.length, ...(await countChapterContent(tx, chapterIds)) };
      if (childTotal(removed) > 0 && !cascade) throw hasChildren('subject', removed);
      await deleteChapters(tx, chapterIds);
      await tx.delete(subjects).where(eq(subjects.id, id));
      const children = childTotal(removed) > 0 ? ` with ${describeChildren(removed)}` : '';
      await recordActivity(
        tx,
        actor,
        'delete',
        'subject',
        id,
        `Deleted subject ${quoted(subject.name)} (class ${subject.gradeLevel})${children}`,
      );
      return { id, removed };
    }),
};
