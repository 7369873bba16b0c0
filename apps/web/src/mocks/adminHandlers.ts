// MSW handlers for the admin API, for admin page stories (browser) and the admin client's unit
// tests (node). `createAdminBackend` keeps the records in memory and answers like the server:
// the same paths, envelopes, validation (the contract's schemas, first field message first),
// 401 without a bearer token, 409 HAS_CHILDREN unless `?cascade=true`, and an activity log
// feeding the dashboard. The failure and loading sets cover the pages' other states.
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import {
  adminChangePasswordRequestSchema,
  adminMessages,
  adminChapterInputSchema,
  adminClassInputSchema,
  adminLoginRequestSchema,
  adminQuizInputSchema,
  adminSubjectInputSchema,
  adminTopicInputSchema,
  adminEntities,
  adminFlagsQuerySchema,
  adminFlagUpdateSchema,
  paths,
} from '@study/contract';
import type {
  AdminActivity,
  AdminChapter,
  AdminChildCounts,
  AdminClass,
  AdminEntity,
  AdminFlagCounts,
  AdminFlagDetail,
  AdminQuiz,
  AdminSubject,
  AdminTopic,
  ApiFailure,
} from '@study/contract';
import {
  adminChaptersFixture,
  adminClassesFixture,
  adminDashboardFixture,
  adminEmailFixture,
  adminFlagsFixture,
  adminQuizzesFixture,
  adminRefreshTokenFixture,
  adminSubjectsFixture,
  adminTokenFixture,
  adminTopicsFixture,
} from './adminFixtures';

/** Matches the path on any origin: the page's in the browser, the test's base URL in node. */
const anyOrigin = (path: string) => `*${path}`;

/** The password the mock accepts for `adminEmailFixture`. */
export const adminPasswordFixture = 'admin-pass-123';

export interface AdminRecords {
  subjects: AdminSubject[];
  classes: AdminClass[];
  chapters: AdminChapter[];
  topics: AdminTopic[];
  quizzes: AdminQuiz[];
  activity: AdminActivity[];
  /** The dashboard's counts that are not curriculum records. */
  students: number;
  tutorQuestionsToday: number;
  /** Flagged tutor conversations, each with its conversation. */
  flags: AdminFlagDetail[];
}

export const filledAdminRecords = (): AdminRecords => ({
  subjects: structuredClone(adminSubjectsFixture),
  classes: structuredClone(adminClassesFixture),
  chapters: structuredClone(adminChaptersFixture),
  topics: structuredClone(adminTopicsFixture),
  quizzes: structuredClone(adminQuizzesFixture),
  activity: structuredClone(adminDashboardFixture.recentActivity),
  students: adminDashboardFixture.counts.students,
  tutorQuestionsToday: adminDashboardFixture.counts.tutorQuestionsToday,
  flags: structuredClone(adminFlagsFixture),
});

export const emptyAdminRecords = (): AdminRecords => ({
  subjects: [],
  classes: [],
  chapters: [],
  topics: [],
  quizzes: [],
  activity: [],
  students: 0,
  tutorQuestionsToday: 0,
  flags: [],
});

function flagCounts(flags: readonly AdminFlagDetail[]): AdminFlagCounts {
  const count = (status: AdminFlagDetail['status']) => flags.filter((flag) => flag.status === status).length;
  const newHigh = flags.filter((flag) => flag.status === 'new' && flag.severity === 'high').length;
  return { new: count('new'), seen: count('seen'), resolved: count('resolved'), newHigh };
}

const severityRank = { high: 0, medium: 1, low: 2 } as const;
const statusRank = { new: 0, seen: 1, resolved: 2 } as const;

function failure(status: number, code: string, message: string, details?: unknown) {
  const body: ApiFailure = { success: false, message, code, ...(details === undefined ? {} : { details }) };
  return HttpResponse.json(body, { status });
}

function success<T>(data: T, message: string, status = 200) {
  return HttpResponse.json({ success: true as const, data, message }, { status });
}

function invalid(error: z.ZodError) {
  const details = error.issues.map((issue) => ({ field: issue.path.join('.') || '(root)', message: issue.message }));
  return failure(400, 'INVALID_INPUT', details[0]?.message ?? 'Invalid input', details);
}

const orNull = (value: string | null | undefined) => (value ? value : null);

/** Same rule as the server's `deriveContentType`. */
function contentTypeOf(topic: {
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
}): AdminTopic['contentType'] {
  if (topic.videoUrl && !topic.imageUrl && topic.content.trim().length < 200) return 'video';
  return topic.videoUrl || topic.imageUrl ? 'mixed' : 'text';
}

type Built<T> = { ok: true; item: T } | { ok: false; response: Response };

interface EntityRules<T extends { id: number }> {
  item: string;
  activity: AdminActivity['entity'];
  records: (db: AdminRecords) => T[];
  /** How the activity log names a record. */
  label: (record: T) => string;
  /** Validates a body into a record with `id` (the existing one's on update). */
  build: (db: AdminRecords, body: unknown, id: number, existing: T | undefined) => Built<T>;
  /** What deleting it would take along. */
  children: (db: AdminRecords, id: number) => AdminChildCounts;
  removeChildren: (db: AdminRecords, id: number) => void;
}

const noChildren = (): AdminChildCounts => ({ chapters: 0, topics: 0, quizzes: 0 });

function chapterContent(db: AdminRecords, chapterIds: number[]): AdminChildCounts {
  return {
    chapters: 0,
    topics: db.topics.filter((t) => chapterIds.includes(t.chapterId)).length,
    quizzes: db.quizzes.filter((q) => chapterIds.includes(q.chapterId)).length,
  };
}

function removeChapterContent(db: AdminRecords, chapterIds: number[]): void {
  db.topics = db.topics.filter((t) => !chapterIds.includes(t.chapterId));
  db.quizzes = db.quizzes.filter((q) => !chapterIds.includes(q.chapterId));
}

function missing(field: string, item: string): Built<never> {
  const message = `${item} not found`;
  return { ok: false, response: failure(400, 'INVALID_INPUT', message, [{ field, message }]) };
}

function nextId(records: { id: number }[]): number {
  return records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
}

const rules: { [E in AdminEntity]: EntityRules<AdminRecords[E][number]> } = {
  subjects: {
    item: 'Subject',
    activity: 'subject',
    records: (db) => db.subjects,
    label: (record) => record.name,
    build(db, body, id) {
      const parsed = adminSubjectInputSchema.safeParse(body);
      if (!parsed.success) return { ok: false, response: invalid(parsed.error) };
      const input = parsed.data;
      const chapterCount = db.chapters.filter((c) => c.subjectId === id).length;
      const item = {
        ...input,
        id,
        description: orNull(input.description),
        imageUrl: orNull(input.imageUrl),
        chapterCount,
      };
      return { ok: true, item };
    },
    children(db, id) {
      const chapterIds = db.chapters.filter((c) => c.subjectId === id).map((c) => c.id);
      return { ...chapterContent(db, chapterIds), chapters: chapterIds.length };
    },
    removeChildren(db, id) {
      const chapterIds = db.chapters.filter((c) => c.subjectId === id).map((c) => c.id);
      removeChapterContent(db, chapterIds);
      db.chapters = db.chapters.filter((c) => c.subjectId !== id);
    },
  },
  classes: {
    item: 'Class',
    activity: 'class',
    records: (db) => db.classes,
    label: (record) => record.name,
    build(_db, body, id) {
      const parsed = adminClassInputSchema.safeParse(body);
      if (!parsed.success) return { ok: false, response: invalid(parsed.error) };
      return { ok: true, item: { ...parsed.data, id, description: orNull(parsed.data.description) } };
    },
    children: noChildren,
    removeChildren: () => undefined,
  },
  chapters: {
    item: 'Chapter',
    activity: 'chapter',
    records: (db) => db.chapters,
    label: (record) => record.name,
    build(db, body, id, existing) {
      const parsed = adminChapterInputSchema.safeParse(body);
      if (!parsed.success) return { ok: false, response: invalid(parsed.error) };
      const input = parsed.data;
      if (!db.subjects.some((s) => s.id === input.subjectId)) return missing('subjectId', 'Subject');
      const siblings = db.chapters.filter((c) => c.subjectId === input.subjectId && c.id !== id).length;
      const order = input.order ?? (existing?.subjectId === input.subjectId ? existing.order : siblings + 1);
      const topicCount = db.topics.filter((t) => t.chapterId === id).length;
      const item = {
        ...input,
        id,
        order,
        description: orNull(input.description),
        contentSummary: orNull(input.contentSummary),
        imageUrl: orNull(input.imageUrl),
        topicCount,
      };
      return { ok: true, item };
    },
    children: (db, id) => chapterContent(db, [id]),
    removeChildren: (db, id) => removeChapterContent(db, [id]),
  },
  topics: {
    item: 'Topic',
    activity: 'topic',
    records: (db) => db.topics,
    label: (record) => record.name,
    build(db, body, id, existing) {
      const parsed = adminTopicInputSchema.safeParse(body);
      if (!parsed.success) return { ok: false, response: invalid(parsed.error) };
      const input = parsed.data;
      if (!db.chapters.some((c) => c.id === input.chapterId)) return missing('chapterId', 'Chapter');
      const siblings = db.topics.filter((t) => t.chapterId === input.chapterId && t.id !== id).length;
      const order = input.order ?? (existing?.chapterId === input.chapterId ? existing.order : siblings + 1);
      const media = { imageUrl: orNull(input.imageUrl), videoUrl: orNull(input.videoUrl) };
      const item = {
        ...input,
        ...media,
        id,
        order,
        description: orNull(input.description),
        contentType: contentTypeOf({ content: input.content, ...media }),
      };
      return { ok: true, item };
    },
    children: noChildren,
    removeChildren: () => undefined,
  },
  quizzes: {
    item: 'Quiz',
    activity: 'quiz',
    records: (db) => db.quizzes,
    label: (record) => record.title,
    build(db, body, id) {
      const parsed = adminQuizInputSchema.safeParse(body);
      if (!parsed.success) return { ok: false, response: invalid(parsed.error) };
      const input = parsed.data;
      if (!db.chapters.some((c) => c.id === input.chapterId)) return missing('chapterId', 'Chapter');
      // Ids for questions and options: unique within the mock, which is all the client relies on.
      let serial = id * 1000;
      const questions = input.questions.map((q) => ({
        ...q,
        id: ++serial,
        explanation: orNull(q.explanation),
        options: q.options.map((o) => ({ ...o, id: ++serial })),
      }));
      return { ok: true, item: { ...input, id, description: orNull(input.description), questions } };
    },
    children: noChildren,
    removeChildren: () => undefined,
  },
};

/** Keeps the derived counts (chapterCount, topicCount) true after any change. */
function recount(db: AdminRecords): void {
  db.subjects = db.subjects.map((s) => ({
    ...s,
    chapterCount: db.chapters.filter((c) => c.subjectId === s.id).length,
  }));
  db.chapters = db.chapters.map((c) => ({ ...c, topicCount: db.topics.filter((t) => t.chapterId === c.id).length }));
}

function hasBearer(request: Request): boolean {
  return /^Bearer\s+\S+$/i.test(request.headers.get('authorization') ?? '');
}

const unauthorized = () => failure(401, 'UNAUTHORIZED', 'Authentication required');

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

const childNouns: Record<keyof AdminChildCounts, [one: string, many: string]> = {
  chapters: ['chapter', 'chapters'],
  topics: ['topic', 'topics'],
  quizzes: ['quiz', 'quizzes'],
};

/** "2 chapters and 1 quiz", as the server's 409 message words it. */
function describeChildren(counts: AdminChildCounts): string {
  const parts = (Object.keys(childNouns) as (keyof AdminChildCounts)[])
    .filter((key) => counts[key] > 0)
    .map((key) => `${counts[key]} ${childNouns[key][counts[key] === 1 ? 0 : 1]}`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export interface AdminBackend {
  /** The live records: stories and tests may read them after an action. */
  readonly db: AdminRecords;
  handlers: HttpHandler[];
  /** Back to the initial records (a story's `beforeEach`, so a re-run starts afresh). */
  reset(): void;
}

/**
 * An in-memory admin API over the records `initial` makes (called again on `reset`). `now`
 * stamps the activity entries (fixed in stories for stable pixels).
 */
export function createAdminBackend(
  initial: () => AdminRecords = filledAdminRecords,
  now: () => Date = () => new Date(),
): AdminBackend {
  let db = initial();
  /** The login's live refresh token: each refresh spends it and hands out the next. */
  let refreshToken = adminRefreshTokenFixture;
  let renewals = 0;
  /** Changed by the password change, as the server would. */
  let password = adminPasswordFixture;

  function record(action: AdminActivity['action'], entity: AdminActivity['entity'], entityId: number, summary: string) {
    db.activity.unshift({
      id: nextId(db.activity),
      adminEmail: adminEmailFixture,
      action,
      entity,
      entityId,
      summary,
      at: now().toISOString(),
    });
  }

  function entityHandlers<E extends AdminEntity>(entity: E): HttpHandler[] {
    const rule = rules[entity] as unknown as EntityRules<{ id: number }>;
    const list = () => rule.records(db);
    const set = (next: { id: number }[]) => {
      (db as unknown as Record<AdminEntity, { id: number }[]>)[entity] = next;
    };
    const item = paths.adminItem(entity, ':id');
    const find = (raw: unknown) => list().find((r) => r.id === Number(raw));
    const lower = rule.item.toLowerCase();
    return [
      http.get(anyOrigin(paths.adminCollection(entity)), ({ request }) => {
        if (!hasBearer(request)) return unauthorized();
        return success(list(), `${rule.item} list`);
      }),
      http.post(anyOrigin(paths.adminCollection(entity)), async ({ request }) => {
        if (!hasBearer(request)) return unauthorized();
        const built = rule.build(db, await readJson(request), nextId(list()), undefined);
        if (!built.ok) return built.response;
        set([...list(), built.item]);
        recount(db);
        record('create', rule.activity, built.item.id, `Created ${lower} "${rule.label(built.item)}"`);
        return success(find(built.item.id), `${rule.item} created successfully`, 201);
      }),
      http.get(anyOrigin(item), ({ request, params }) => {
        if (!hasBearer(request)) return unauthorized();
        const existing = find(params['id']);
        return existing ? success(existing, rule.item) : failure(404, 'NOT_FOUND', `${rule.item} not found`);
      }),
      http.put(anyOrigin(item), async ({ request, params }) => {
        if (!hasBearer(request)) return unauthorized();
        const existing = find(params['id']);
        if (!existing) return failure(404, 'NOT_FOUND', `${rule.item} not found`);
        const built = rule.build(db, await readJson(request), existing.id, existing);
        if (!built.ok) return built.response;
        set(list().map((r) => (r.id === existing.id ? built.item : r)));
        recount(db);
        record('update', rule.activity, existing.id, `Updated ${lower} "${rule.label(built.item)}"`);
        return success(find(existing.id), `${rule.item} updated successfully`);
      }),
      http.delete(anyOrigin(item), ({ request, params }) => {
        if (!hasBearer(request)) return unauthorized();
        const existing = find(params['id']);
        if (!existing) return failure(404, 'NOT_FOUND', `${rule.item} not found`);
        const counts = rule.children(db, existing.id);
        const cascade = new URL(request.url).searchParams.get('cascade') === 'true';
        const total = counts.chapters + counts.topics + counts.quizzes;
        if (total > 0 && !cascade) {
          const message = `This ${lower} has ${describeChildren(counts)}. Delete ${total === 1 ? 'it' : 'them'} too?`;
          return failure(409, 'HAS_CHILDREN', message, counts);
        }
        rule.removeChildren(db, existing.id);
        set(list().filter((r) => r.id !== existing.id));
        recount(db);
        record('delete', rule.activity, existing.id, `Deleted ${lower} "${rule.label(existing)}"`);
        return success({ id: existing.id, removed: counts }, `${rule.item} deleted successfully`);
      }),
    ];
  }

  const handlers: HttpHandler[] = [
    http.post(anyOrigin(paths.adminLogin), async ({ request }) => {
      const parsed = adminLoginRequestSchema.safeParse(await readJson(request));
      if (!parsed.success) return invalid(parsed.error);
      const { email } = parsed.data;
      if (email.toLowerCase() !== adminEmailFixture || parsed.data.password !== password) {
        return failure(401, 'INVALID_CREDENTIALS', adminMessages.loginFailed);
      }
      return success(
        {
          accessToken: adminTokenFixture,
          refreshToken,
          admin: { id: 1, email: adminEmailFixture, name: 'Admin', role: 'admin' as const },
        },
        'Login successful',
      );
    }),
    http.post(anyOrigin(paths.adminRefreshToken), async ({ request }) => {
      const body = await readJson(request);
      if (
        typeof body !== 'object' ||
        body === null ||
        (body as { refreshToken?: unknown }).refreshToken !== refreshToken
      ) {
        return failure(401, 'INVALID_REFRESH_TOKEN', 'Your admin session has expired. Please sign in again.');
      }
      renewals += 1;
      refreshToken = `${adminRefreshTokenFixture}-${renewals}`;
      return success({ accessToken: `${adminTokenFixture}-${renewals}`, refreshToken }, 'Session renewed');
    }),
    http.post(anyOrigin(paths.adminLogout), ({ request }) =>
      hasBearer(request) ? success(null, 'Logged out') : unauthorized(),
    ),
    http.post(anyOrigin(paths.adminChangePassword), async ({ request }) => {
      if (!hasBearer(request)) return unauthorized();
      const parsed = adminChangePasswordRequestSchema.safeParse(await readJson(request));
      if (!parsed.success) return invalid(parsed.error);
      if (parsed.data.currentPassword !== password)
        return failure(400, 'WRONG_PASSWORD', 'Current password is incorrect');
      password = parsed.data.newPassword;
      return success(null, 'Password changed. Your other sessions have been signed out.');
    }),
    http.get(anyOrigin(paths.adminDashboard), ({ request }) => {
      if (!hasBearer(request)) return unauthorized();
      return success(
        {
          counts: {
            students: db.students,
            subjects: db.subjects.length,
            chapters: db.chapters.length,
            topics: db.topics.length,
            quizzes: db.quizzes.length,
            tutorQuestionsToday: db.tutorQuestionsToday,
          },
          flags: flagCounts(db.flags),
          recentActivity: db.activity.slice(0, 10),
        },
        'Dashboard',
      );
    }),
    http.get(anyOrigin(paths.adminFlags), ({ request }) => {
      if (!hasBearer(request)) return unauthorized();
      const query = adminFlagsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { kind, status } = query.data;
      const items = db.flags
        .filter((flag) => !status || flag.status === status)
        .filter(
          (flag) =>
            !kind || (kind === 'safety' || kind === 'low_confidence' ? flag.reason === kind : flag.safetyKind === kind),
        )
        .sort((a, b) => severityRank[a.severity] - severityRank[b.severity] || b.createdAt.localeCompare(a.createdAt))
        .map(({ conversation: _conversation, ...flag }) => flag);
      return success({ items, counts: flagCounts(db.flags) }, 'Flag list');
    }),
    http.get(anyOrigin(paths.adminFlag(':id')), ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      const flag = db.flags.find((f) => f.id === Number(params['id']));
      return flag ? success(flag, 'Flag') : failure(404, 'NOT_FOUND', 'Flag not found');
    }),
    http.put(anyOrigin(paths.adminFlag(':id')), async ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      const flag = db.flags.find((f) => f.id === Number(params['id']));
      if (!flag) return failure(404, 'NOT_FOUND', 'Flag not found');
      const update = adminFlagUpdateSchema.safeParse(await readJson(request));
      if (!update.success) return invalid(update.error);
      if (statusRank[update.data.status] < statusRank[flag.status]) {
        return failure(409, 'INVALID_STATUS', `A ${flag.status} flag cannot go back to ${update.data.status}`);
      }
      flag.status = update.data.status;
      if (update.data.note !== undefined) flag.note = update.data.note === '' ? null : update.data.note;
      flag.reviewedBy = adminEmailFixture;
      flag.reviewedAt = now().toISOString();
      return success(flag, 'Flag updated');
    }),
    ...adminEntities.flatMap((entity) => entityHandlers(entity)),
  ];
  return {
    get db() {
      return db;
    },
    handlers,
    reset() {
      db = initial();
      refreshToken = adminRefreshTokenFixture;
      renewals = 0;
      password = adminPasswordFixture;
    },
  };
}

const adminReadPaths = [
  paths.adminDashboard,
  paths.adminFlags,
  ...adminEntities.map((entity) => paths.adminCollection(entity)),
];

/** Every admin read fails with a server error (the pages' error states). */
export const adminErrorHandlers: HttpHandler[] = adminReadPaths.map((path) =>
  http.get(anyOrigin(path), () => failure(500, 'INTERNAL_ERROR', 'Something went wrong on the server')),
);

/** Every admin read stays pending (the pages' loading states). */
export const adminLoadingHandlers: HttpHandler[] = adminReadPaths.map((path) =>
  http.get(anyOrigin(path), async () => {
    await delay('infinite');
    return success(null, 'never');
  }),
);

/** Any admin call answers 401, as for an expired or revoked admin token. */
export const adminExpiredHandlers: HttpHandler[] = [
  http.all(anyOrigin('/api/v1/admin/*'), () => failure(401, 'INVALID_TOKEN', 'Your session has expired')),
];
