import { eq } from 'drizzle-orm';
import type { AdminTopic, AdminTopicInput } from '@study/contract';
import type { Database } from '../db/database';
import { chapters, subjects, topics } from '../db/schema';
import { quoted, recordActivity } from './activity';
import { noChildren } from './children';
import { deriveContentType } from './content-type';
import type { AdminCrud } from './crud';
import { notFound, orNull, unknownReference } from './crud';
import { lockChapter } from './curriculum-locks';

const columns = {
  id: topics.id,
  name: topics.name,
  description: topics.description,
  chapterId: topics.chapterId,
  order: topics.order,
  content: topics.content,
  contentFormat: topics.contentFormat,
  contentType: topics.contentType,
  isActive: topics.isActive,
  imageUrl: topics.imageUrl,
  videoUrl: topics.videoUrl,
  durationMinutes: topics.durationMinutes,
};

function values(input: AdminTopicInput, chapterId: number, order: number) {
  const media = { imageUrl: orNull(input.imageUrl), videoUrl: orNull(input.videoUrl) };
  return {
    name: input.name,
    description: orNull(input.description),
    chapterId,
    order,
    content: input.content,
    contentFormat: input.contentFormat,
    contentType: deriveContentType({ content: input.content, ...media }),
    isActive: input.isActive,
    ...media,
    durationMinutes: input.durationMinutes,
  };
}

type TopicRow = Omit<AdminTopic, 'contentType'> & { contentType: AdminTopic['contentType'] };

async function get(db: Database, id: number): Promise<AdminTopic> {
  const [row]: TopicRow[] = await db.select(columns).from(topics).where(eq(topics.id, id));
  if (!row) throw notFound('Topic');
  return row;
}

async function targetChapter(tx: Database, chapterId: number) {
  const chapter = await lockChapter(tx, chapterId);
  if (!chapter) throw unknownReference('chapterId', 'Chapter');
  return chapter;
}

/** Spec §9: a topic without an explicit order goes last (count of its siblings + 1). */
async function nextOrder(tx: Database, chapterId: number): Promise<number> {
  return (await tx.$count(topics, eq(topics.chapterId, chapterId))) + 1;
}

export const topicAdmin: AdminCrud<AdminTopicInput, AdminTopic, { chapterId?: number | undefined }> = {
  list: (db, query) =>
    db
      .select(columns)
      .from(topics)
      .innerJoin(chapters, eq(chapters.id, topics.chapterId))
      .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
      .where(query.chapterId === undefined ? undefined : eq(topics.chapterId, query.chapterId))
      .orderBy(
        subjects.gradeLevel,
        subjects.sortOrder,
        subjects.id,
        chapters.order,
        chapters.id,
        topics.order,
        topics.id,
      ),

  get,

  create: (db, actor, input) =>
    db.transaction(async (tx) => {
      const chapter = await targetChapter(tx, input.chapterId);
      const order = input.order ?? (await nextOrder(tx, chapter.id));
      const [row] = await tx
        .insert(topics)
        .values(values(input, chapter.id, order))
        .returning({ id: topics.id });
      if (!row) throw new Error('topic not inserted');
      await recordActivity(
        tx,
        actor,
        'create',
        'topic',
        row.id,
        `Created topic ${quoted(input.name)} in chapter ${quoted(chapter.name)}`,
      );
      return get(tx, row.id);
    }),

  update: (db, actor, id, input) =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ chapterId: topics.chapterId, order: topics.order })
        .from(topics)
        .where(eq(topics.id, id));
      if (!current) throw notFound('Topic');
      // The chapter is locked before the topic row (by the update), the order deletes use too.
      const chapter = await targetChapter(tx, input.chapterId);
      // Without an order the topic keeps its place, or goes last in the chapter it moves to.
      const order = input.order ?? (chapter.id === current.chapterId ? current.order : await nextOrder(tx, chapter.id));
      const [row] = await tx
        .update(topics)
        .set({ ...values(input, chapter.id, order), updatedAt: new Date() })
        .where(eq(topics.id, id))
        .returning({ id: topics.id });
      if (!row) throw notFound('Topic');
      await recordActivity(
        tx,
        actor,
        'update',
        'topic',
        id,
        `Updated topic ${quoted(input.name)} in chapter ${quoted(chapter.name)}`,
      );
      return get(tx, id);
    }),

  // A topic holds no content records; the database cascades its students' progress, tutor
  // messages and stream sessions.
  remove: (db, actor, id) =>
    db.transaction(async (tx) => {
      const [row] = await tx.delete(topics).where(eq(topics.id, id)).returning({ name: topics.name });
      if (!row) throw notFound('Topic');
      await recordActivity(tx, actor, 'delete', 'topic', id, `Deleted topic ${quoted(row.name)}`);
      return { id, removed: noChildren };
    }),
};
