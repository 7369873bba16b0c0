import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RecordProgressRequest } from '@study/contract';
import type { Database } from '../db/database';
import { contentVersion, topicProgress } from '../db/schema';

// What students read (subjects, chapters, topics, quizzes) is the same for every student; only
// their progress differs. The shared part is cached in the process, labelled with the database's
// content version (migrations 0010 to 0012: triggers bump it once, at the commit of every
// transaction that changes content, whoever writes it, to a value never given before). Each read
// asks the database for one thing: the version and the student's progress, in one query. A
// cached entry of another version is never used, so an admin's edit on any instance is seen by the
// next read on every instance, with no message between instances and no window while one is in
// flight.

/** The per-student part of a read, and the content version it was read with. */
export interface StudentView {
  /**
   * null while the version's row is missing (deleted by hand): nothing then tells this content from
   * what was there at another time the row was missing, so the read is neither cached nor tagged.
   */
  version: number | null;
  /** The student's status per topic, for the topics of the read's scope. */
  progress: ReadonlyMap<number, RecordProgressRequest['status']>;
}

/** A content read: its validator first, the body only when the client's copy is not current. */
export interface ContentRead<T> {
  /**
   * Weak ETag: changes with the content (any of it) and with the student's own part of this answer.
   * None while the content has no version.
   */
  etag: string | undefined;
  /** The answer: the shared part (cached) with the student's part merged in. @throws ApiError 404 from the load */
  value(): Promise<T>;
}

/**
 * Entries kept per process, the least recently read dropped first: far above the curriculum's
 * subjects, chapters, topics and quizzes. Only what exists is kept (a load that finds nothing
 * throws), so reads of missing ids cannot push the curriculum out. Tests lower it.
 */
export const contentCacheSize = { max: 20_000 };

interface Cache {
  version: number;
  entries: Map<string, unknown>;
  /** Loads in flight per key, so a burst of reads after an edit loads each entry once. */
  loading: Map<string, Promise<unknown>>;
}

const caches = new WeakMap<Database, Cache>();

/**
 * The server's code, so a new build never answers 304 to a body an older build shaped: the file
 * this module was bundled into (the whole server, in production).
 */
const BUILD = createHash('sha1')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('base64url')
  .slice(0, 8);

/** The content version; null while its row is missing (the next content write recreates it). */
const currentVersion = sql`(select ${contentVersion.version} from ${contentVersion})`;

/** bigint: a string from node-postgres. */
const versionOf = (row: { version: number | string | null } | undefined) =>
  row?.version == null ? null : Number(row.version);

/** The content version alone, for a read with no per-student part (a quiz). */
export async function contentOnlyView(db: Database): Promise<StudentView> {
  const { rows } = await db.execute<{ version: number | string | null }>(sql`select ${currentVersion} as version`);
  return { version: versionOf(rows[0]), progress: new Map() };
}

interface ViewRow extends Record<string, unknown> {
  version: number | string | null;
  topicId: number | null;
  status: RecordProgressRequest['status'] | null;
}

/**
 * The content version and the student's progress on the topics `scope` selects (a condition on
 * topic_progress; none: all of the student's topics), in one query: one row for the version,
 * joined to the student's rows, if any.
 */
export async function studentView(db: Database, userId: number, scope?: SQL): Promise<StudentView> {
  const { rows } = await db.execute<ViewRow>(sql`
    select current.version, ${topicProgress.topicId} as "topicId", ${topicProgress.status} as status
    from (select ${currentVersion} as version) as current
    left join ${topicProgress} on ${and(eq(topicProgress.userId, userId), scope)}
    order by ${topicProgress.topicId}`);
  const progress = new Map<number, RecordProgressRequest['status']>();
  for (const row of rows) if (row.topicId !== null && row.status !== null) progress.set(row.topicId, row.status);
  return { version: versionOf(rows[0]), progress };
}

/**
 * A read of the shared entry `key` (loaded by `load` when this process has none of `view`'s
 * version), merged with the student's part by `merge`. `load` throws (an ApiError 404) when there
 * is nothing under `key`: a miss is never stored.
 */
export function contentRead<Shared, T>(
  db: Database,
  key: string,
  view: StudentView,
  load: () => Promise<Shared>,
  merge: (shared: Shared, progress: ReadonlyMap<number, RecordProgressRequest['status']>) => T,
): ContentRead<T> {
  const { version, progress } = view;
  if (version === null) return { etag: undefined, value: async () => merge(await load(), progress) };
  const hash = createHash('sha1').update(key);
  for (const [topicId, status] of progress) hash.update(`|${topicId}:${status}`);
  return {
    etag: `W/"${BUILD}.${version}.${hash.digest('base64url').slice(0, 16)}"`,
    value: async () => merge(await shared(db, key, version, load), progress),
  };
}

async function shared<Shared>(
  db: Database,
  key: string,
  version: number,
  load: () => Promise<Shared>,
): Promise<Shared> {
  let cache = caches.get(db);
  if (!cache || cache.version < version) {
    cache = { version, entries: new Map(), loading: new Map() };
    caches.set(db, cache);
  }
  // A read of an older version than the cache's (it read the version just before a change) loads
  // for itself and stores nothing.
  if (cache.version !== version) return loadChecked(db, cache, version, load).then(({ value }) => value);
  if (cache.entries.has(key)) {
    const value = cache.entries.get(key) as Shared;
    // Read again: the most recent now (a Map keeps insertion order), the last to be dropped.
    cache.entries.delete(key);
    cache.entries.set(key, value);
    return value;
  }
  let loading = cache.loading.get(key) as Promise<Shared> | undefined;
  if (!loading) {
    const current = cache;
    loading = loadChecked(db, current, version, load).then(({ value, unchanged }) => {
      if (unchanged && caches.get(db) === current) {
        current.entries.set(key, value);
        if (current.entries.size > contentCacheSize.max)
          current.entries.delete(current.entries.keys().next().value as string);
      }
      return value;
    });
    current.loading.set(key, loading);
    const done = () => current.loading.delete(key);
    loading.then(done, done);
  }
  return loading;
}

/**
 * Loads an entry and tells whether it is `version`'s: a change commits its content and the
 * version's bump together, so the version unchanged after the load means that every query of the
 * load saw that version's content.
 */
async function loadChecked<Shared>(
  db: Database,
  cache: Cache,
  version: number,
  load: () => Promise<Shared>,
): Promise<{ value: Shared; unchanged: boolean }> {
  const value = await load();
  if (cache.version !== version) return { value, unchanged: false };
  const after = await contentOnlyView(db);
  return { value, unchanged: after.version === version };
}
