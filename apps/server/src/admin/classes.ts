import { eq } from 'drizzle-orm';
import type { AdminClass, AdminClassInput } from '@study/contract';
import type { Database } from '../db/database';
import { classes } from '../db/schema';
import { quoted, recordActivity } from './activity';
import { noChildren } from './children';
import type { AdminCrud } from './crud';
import { notFound, orNull } from './crud';

const columns = {
  id: classes.id,
  name: classes.name,
  gradeLevel: classes.gradeLevel,
  description: classes.description,
  isActive: classes.isActive,
  capacity: classes.capacity,
};

function values(input: AdminClassInput) {
  return {
    name: input.name,
    gradeLevel: input.gradeLevel,
    description: orNull(input.description),
    isActive: input.isActive,
    capacity: input.capacity,
  };
}

async function get(db: Database, id: number): Promise<AdminClass> {
  const [row] = await db.select(columns).from(classes).where(eq(classes.id, id));
  if (!row) throw notFound('Class');
  return row;
}

/** Classes (grade levels with a capacity) stand alone: nothing refers to them. */
export const classAdmin: AdminCrud<AdminClassInput, AdminClass, object> = {
  list: (db) => db.select(columns).from(classes).orderBy(classes.gradeLevel, classes.name, classes.id),

  get,

  create: (db, actor, input) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(classes).values(values(input)).returning(columns);
      if (!row) throw new Error('class not inserted');
      await recordActivity(
        tx,
        actor,
        'create',
        'class',
        row.id,
        `Created class ${quoted(input.name)} (grade ${input.gradeLevel})`,
      );
      return row;
    }),

  update: (db, actor, id, input) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(classes)
        .set({ ...values(input), updatedAt: new Date() })
        .where(eq(classes.id, id))
        .returning(columns);
      if (!row) throw notFound('Class');
      await recordActivity(
        tx,
        actor,
        'update',
        'class',
        id,
        `Updated class ${quoted(input.name)} (grade ${input.gradeLevel})`,
      );
      return row;
    }),

  remove: (db, actor, id) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .delete(classes)
        .where(eq(classes.id, id))
        .returning({ name: classes.name, gradeLevel: classes.gradeLevel });
      if (!row) throw notFound('Class');
      await recordActivity(
        tx,
        actor,
        'delete',
        'class',
        id,
        `Deleted class ${quoted(row.name)} (grade ${row.gradeLevel})`,
      );
      return { id, removed: noChildren };
    }),
};
