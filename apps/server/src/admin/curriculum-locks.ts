import { eq, inArray } from 'drizzle-orm';
import type { AdminChildCounts } from '@study/contract';
import type { Database } from '../db/database';
import { chapters, quizzes, subjects, topics } from '../db/schema';

// Writes lock the parent row they hang under (FOR UPDATE) before touching the child row, and
// deletes lock what they remove parents first, so a child is never added to a parent being
// deleted (the write waits, then finds the parent gone), locks are always taken parent before
// child (no deadlock), and "order = count of siblings + 1" stays unique under concurrent creates.

export async function lockSubject(tx: Database, id: number) {
  const [row] = await tx
    .select({ id: subjects.id, name: subjects.name, gradeLevel: subjects.gradeLevel })
    .from(subjects)
    .where(eq(subjects.id, id))
    .for('update');
  return row;
}

export async function lockChapter(tx: Database, id: number) {
  const [row] = await tx
    .select({ id: chapters.id, name: chapters.name })
    .from(chapters)
    .where(eq(chapters.id, id))
    .for('update');
  return row;
}

/** Locks the chapters of a subject; returns their ids. */
export async function lockChaptersOf(tx: Database, subjectId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.subjectId, subjectId))
    .for('update');
  return rows.map((row) => row.id);
}

/** Topics and quizzes of these chapters. */
export async function countChapterContent(
  tx: Database,
  chapterIds: number[],
): Promise<Omit<AdminChildCounts, 'chapters'>> {
  if (chapterIds.length === 0) return { topics: 0, quizzes: 0 };
  return {
    topics: await tx.$count(topics, inArray(topics.chapterId, chapterIds)),
    quizzes: await tx.$count(quizzes, inArray(quizzes.chapterId, chapterIds)),
  };
}

/**
 * Deletes these chapters with their topics and quizzes. The database cascades the rest: quiz
 * questions, options and attempts; topic progress, tutor messages and stream sessions.
 */
export async function deleteChapters(tx: Database, chapterIds: number[]): Promise<void> {
  if (chapterIds.length === 0) return;
  await tx.delete(quizzes).where(inArray(quizzes.chapterId, chapterIds));
  await tx.delete(topics).where(inArray(topics.chapterId, chapterIds));
  await tx.delete(chapters).where(inArray(chapters.id, chapterIds));
}
