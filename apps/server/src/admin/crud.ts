import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AdminChildCounts, AdminDeleteResult } from '@study/contract';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import type { Actor } from './activity';
import { confirmDeleteMessage } from './children';

/** What every admin entity (subjects, classes, chapters, topics, quizzes) offers its routes. */
export interface AdminCrud<Input, Item, Query> {
  list(db: Database, query: Query): Promise<Item[]>;
  /** @throws ApiError 404 */
  get(db: Database, id: number): Promise<Item>;
  /** @throws ApiError 400 naming the field when a referenced record does not exist */
  create(db: Database, actor: Actor, input: Input): Promise<Item>;
  /** Replaces every field with `input` (PUT). @throws ApiError 404, 400 */
  update(db: Database, actor: Actor, id: number, input: Input): Promise<Item>;
  /** @throws ApiError 404, 409 HAS_CHILDREN unless `cascade` */
  remove(db: Database, actor: Actor, id: number, cascade: boolean): Promise<AdminDeleteResult>;
}

/** 404 '{Item} not found'. */
export function notFound(item: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `${item} not found`);
}

/** 400 for a body that refers to a record that does not exist, naming the field. */
export function unknownReference(field: string, item: string): ApiError {
  const message = `${item} not found`;
  return new ApiError(400, 'INVALID_INPUT', message, [{ field, message }]);
}

/** 409 asking to confirm a delete that would take children with it (`?cascade=true`). */
export function hasChildren(entity: 'subject' | 'chapter', counts: AdminChildCounts): ApiError {
  return new ApiError(409, 'HAS_CHILDREN', confirmDeleteMessage(entity, counts), counts);
}

/** Optional texts and URLs: empty means none. */
export function orNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/**
 * `(select count(*) from child where condition)` as a selected field. The condition must stay
 * a nested SQL object (e.g. `eq(…)`): in a single-table select, Drizzle writes the columns at
 * the top level of a field unqualified, and `subject_id = id` would compare the child's own columns.
 */
export function childCount(child: PgTable, condition: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${child} where ${condition})`;
}
