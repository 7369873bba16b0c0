import {
  adminDashboardSchema,
  adminFlagDetailSchema,
  adminFlagListSchema,
  apiFailureSchema,
  apiSuccessSchema,
  paths,
} from '@study/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { insertLesson, PHOTOSYNTHESIS_LESSON } from '../tutor/test-support';

// The admin's flagged conversations over HTTP (issue 17 §4): flags made by real tutor chats,
// the queue's order and filters, the detail with the conversation, the review steps, the
// dashboard counts, and the role check.

describe.each(engines)('admin flagged conversations on %s', (engine) => {
  let server: TestServer;
  let adminToken: string;
  let studentToken: string;
  let topicId: number;

  beforeAll(async () => {
    server = await startTestServer({ TUTOR_DAILY_LIMIT: '100' }, engine);
    adminToken = (await createAccount(server.db, server.tokens, { role: 'admin' })).accessToken;
    studentToken = (await createAccount(server.db, server.tokens, { name: 'রাফি আহমেদ' })).accessToken;
    const lesson = await insertLesson(server.db, {
      topics: [{ name: 'সালোকসংশ্লেষণ', content: PHOTOSYNTHESIS_LESSON }],
    });
    topicId = lesson.topicIds[0] as number;
    // In order: a lesson question, a bullying message (medium), an unanswerable question (low),
    // a suicidal message (high), and a question after it.
    for (const message of [
      'ক্লোরোফিল কী?',
      'স্কুলে সবাই আমাকে bully করে',
      'নিউটনের গতিসূত্র কী?',
      'আমার মরে যেতে ইচ্ছা করে',
      'সালোকসংশ্লেষণ কোথায় হয়?',
    ]) {
      const response = await server.api(paths.tutorChat, { token: studentToken, json: { lessonId: topicId, message } });
      expect(response.status).toBe(200);
    }
  });
  afterAll(() => server?.stop());

  const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) =>
    server.api(path, { ...init, token: adminToken });
  const list = async (query = '') => {
    const response = await asAdmin(paths.adminFlags + query);
    expect(response.status).toBe(200);
    return apiSuccessSchema(adminFlagListSchema).parse(response.body).data;
  };
  const review = (id: number, json: unknown) => asAdmin(paths.adminFlag(id), { method: 'PUT', json });

  it('answers 401 without a token and 403 with a student token on every flag endpoint', async () => {
    const { items } = await list();
    const id = items[0]?.id ?? 1;
    const calls = [
      { path: paths.adminFlags },
      { path: paths.adminFlag(id) },
      { path: paths.adminFlag(id), method: 'PUT', json: { status: 'seen' } },
    ];
    for (const call of calls) {
      const anonymous = await server.api(call.path, call);
      expect(anonymous.status, call.path).toBe(401);
      const student = await server.api(call.path, { ...call, token: studentToken });
      expect(student.status, call.path).toBe(403);
      expect(apiFailureSchema.parse(student.body).code).toBe('FORBIDDEN');
    }
    expect((await list()).items.every((flag) => flag.status === 'new')).toBe(true);
  });

  it('lists high severity on top, then medium, then low, with the student, the topic and the message', async () => {
    const { items, counts } = await list();
    // How many replies the offline tutor could not ground is its business; at least the Newton question.
    const low = items.length - 2;
    expect(low).toBeGreaterThanOrEqual(1);
    expect(items.map((flag) => [flag.reason, flag.safetyKind, flag.severity])).toEqual([
      ['safety', 'self_harm', 'high'],
      ['safety', 'bullying', 'medium'],
      ...Array.from({ length: low }, () => ['low_confidence', null, 'low']),
    ]);
    expect(items[0]).toMatchObject({
      status: 'new',
      message: 'আমার মরে যেতে ইচ্ছা করে',
      student: { name: 'রাফি আহমেদ', classLevel: '8' },
      topic: { id: topicId, name: 'সালোকসংশ্লেষণ' },
      chapter: { name: 'উদ্ভিদের খাদ্য' },
      subject: { name: 'বিজ্ঞান' },
      note: null,
      reviewedBy: null,
    });
    expect(counts).toEqual({ new: items.length, seen: 0, resolved: 0, newHigh: 1 });
  });

  it('filters by kind and by status, and refuses unknown ones', async () => {
    expect((await list('?kind=bullying')).items.map((flag) => flag.safetyKind)).toEqual(['bullying']);
    expect((await list('?kind=safety')).items).toHaveLength(2);
    const low = (await list('?kind=low_confidence')).items;
    expect(low.length).toBeGreaterThanOrEqual(1);
    expect(low.every((flag) => flag.reason === 'low_confidence')).toBe(true);
    expect((await list('?status=resolved')).items).toEqual([]);
    expect((await asAdmin(`${paths.adminFlags}?kind=anything`)).status).toBe(400);
    expect((await asAdmin(`${paths.adminFlags}?status=closed`)).status).toBe(400);
  });

  it('shows the conversation around a flag, the flagged question and its reply marked', async () => {
    const [high] = (await list('?kind=self_harm')).items;
    const response = await asAdmin(paths.adminFlag(high?.id ?? 0));
    expect(response.status).toBe(200);
    const detail = apiSuccessSchema(adminFlagDetailSchema).parse(response.body).data;
    expect(detail.conversation.map((m) => m.role)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? 'assistant' : 'user')),
    );
    const flagged = detail.conversation.filter((m) => m.flagged);
    expect(flagged.map((m) => [m.role, m.safetyKind])).toEqual([
      ['user', null],
      ['assistant', 'self_harm'],
    ]);
    expect(flagged[0]?.content).toBe('আমার মরে যেতে ইচ্ছা করে');
    expect(flagged[1]?.content).toContain('৯৯৯');
    expect(detail.conversation.at(-2)?.content).toBe('সালোকসংশ্লেষণ কোথায় হয়?');
    expect((await asAdmin(paths.adminFlag(2_000_000))).status).toBe(404);
    expect((await asAdmin(paths.adminFlag('x'))).status).toBe(400);
  });

  it('moves a flag new → seen → resolved with a note, never back, and counts it on the dashboard', async () => {
    const [high] = (await list('?kind=self_harm')).items;
    const id = high?.id ?? 0;
    const open = (await list()).items.length;
    const seen = await review(id, { status: 'seen' });
    expect(seen.status).toBe(200);
    expect(apiSuccessSchema(adminFlagDetailSchema).parse(seen.body).data).toMatchObject({ status: 'seen', note: null });

    const noNote = await review(id, { status: 'resolved' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe('A note is required to resolve a flag');

    const resolved = await review(id, { status: 'resolved', note: 'Spoke with the class teacher; parents informed.' });
    expect(resolved.status).toBe(200);
    const detail = apiSuccessSchema(adminFlagDetailSchema).parse(resolved.body).data;
    expect(detail).toMatchObject({ status: 'resolved', note: 'Spoke with the class teacher; parents informed.' });
    expect(detail.reviewedBy).toMatch(/@example\.com$/);
    expect(detail.reviewedAt).not.toBeNull();

    const back = await review(id, { status: 'seen' });
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('INVALID_STATUS');
    expect((await review(2_000_000, { status: 'seen' })).status).toBe(404);
    expect((await review(id, { status: 'new' })).status).toBe(400);

    expect((await list()).counts).toEqual({ new: open - 1, seen: 0, resolved: 1, newHigh: 0 });
    expect((await list('?status=resolved')).items.map((flag) => flag.id)).toEqual([id]);
    const dashboard = adminDashboardSchema.parse((await asAdmin(paths.adminDashboard)).body.data);
    expect(dashboard.flags).toEqual({ new: open - 1, seen: 0, resolved: 1, newHigh: 0 });
  });
});
