import { desc, eq } from 'drizzle-orm';
import type { AdminActivity } from '@study/contract';
import type { Database } from '../db/database';
import { adminActivity, users } from '../db/schema';

/** The admin making a change (from `c.var.auth`). */
export interface Actor {
  userId: number;
}

export type ActivityAction = AdminActivity['action'];
export type ActivityEntity = AdminActivity['entity'];

const MAX_NAME = 60;

/** A record's name as it appears in an activity summary: quoted, on one line, cut when long. */
export function quoted(name: string): string {
  const flat = name.replace(/\s+/g, ' ').trim();
  return `"${flat.length > MAX_NAME ? `${flat.slice(0, MAX_NAME - 1)}…` : flat}"`;
}

/**
 * Records an admin write. Call it inside the write's transaction, so a change and its record
 * are kept or lost together. The email is copied: the record outlives the admin account.
 */
export async function recordActivity(
  tx: Database,
  actor: Actor,
  action: ActivityAction,
  entity: ActivityEntity,
  entityId: number,
  summary: string,
): Promise<void> {
  const [admin] = await tx
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, actor.userId));
  await tx.insert(adminActivity).values({
    adminId: actor.userId,
    adminEmail: admin?.email ?? admin?.username ?? 'unknown',
    action,
    entity,
    entityId,
    summary,
  });
}

export async function recentActivity(db: Database, limit: number): Promise<AdminActivity[]> {
  const rows = await db
    .select()
    .from(adminActivity)
    .orderBy(desc(adminActivity.at), desc(adminActivity.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    adminEmail: row.adminEmail,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    summary: row.summary,
    at: row.at.toISOString(),
  }));
}
