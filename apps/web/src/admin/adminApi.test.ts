import { paths } from '@study/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { adminEmailFixture, adminRefreshTokenFixture, adminTokenFixture } from '../mocks/adminFixtures';
import {
  adminExpiredHandlers,
  adminPasswordFixture,
  createAdminBackend,
  filledAdminRecords,
} from '../mocks/adminHandlers';
import type { AdminBackend } from '../mocks/adminHandlers';
import { createMemoryStorage } from '../session/memoryStorage';
import { createAdminApi, patchAsPut } from './adminApi';
import { createAdminSessionStore } from './adminSession';
import type { AdminSessionStore } from './adminSession';

const baseUrl = 'http://admin.test';
const server = setupServer();
let backend: AdminBackend;
let session: AdminSessionStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  backend = createAdminBackend();
  server.use(...backend.handlers);
  session = createAdminSessionStore(
    createMemoryStorage({ adminToken: adminTokenFixture, adminRefreshToken: adminRefreshTokenFixture }),
    null,
  );
});
afterEach(() => server.resetHandlers());

const api = () => createAdminApi(session, { baseUrl, locks: null });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createAdminApi', () => {
  it("signs in with email and password and returns the login's tokens", async () => {
    const data = await api().login({ email: adminEmailFixture, password: adminPasswordFixture });
    expect(data).toEqual({
      accessToken: adminTokenFixture,
      refreshToken: adminRefreshTokenFixture,
      admin: { id: 1, email: adminEmailFixture, name: 'Admin', role: 'admin' },
    });
  });

  it("reports wrong credentials with the server's message, without ending a stored session", async () => {
    const error = await failureOf(api().login({ email: adminEmailFixture, password: 'wrong' }));
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Login failed. Please check your credentials.',
    });
    expect(session.getSnapshot()).toEqual({ token: adminTokenFixture, expired: false });
  });

  it('lists every entity with the admin token, parsed by the contract', async () => {
    const client = api();
    expect(await client.list('subjects')).toEqual(filledAdminRecords().subjects);
    expect(await client.list('classes')).toHaveLength(5);
    expect((await client.list('quizzes'))[0]?.questions[0]?.options).toHaveLength(3);
  });

  it('sends the token as a bearer header', async () => {
    const seen = vi.fn();
    server.events.on('request:start', ({ request }) => seen(request.headers.get('authorization')));
    await api().dashboard();
    server.events.removeAllListeners();
    expect(seen).toHaveBeenCalledWith(`Bearer ${adminTokenFixture}`);
  });

  it('refuses to call without a token', async () => {
    session.signOut();
    const error = await failureOf(api().list('subjects'));
    expect(error).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
  });

  it('reads the dashboard counts from the records', async () => {
    const dashboard = await api().dashboard();
    expect(dashboard.counts).toMatchObject({ subjects: 3, chapters: 3, topics: 2, quizzes: 1 });
    expect(dashboard.recentActivity[0]?.summary).toContain('Created quiz');
  });

  it('creates a record and returns it as stored', async () => {
    const created = await api().create('subjects', {
      name: 'ইংরেজি',
      gradeLevel: '8',
      iconType: 'english',
      isActive: true,
    });
    expect(created).toMatchObject({ name: 'ইংরেজি', gradeLevel: 8, chapterCount: 0, description: null });
    expect(backend.db.subjects.map((s) => s.name)).toContain('ইংরেজি');
  });

  it("rejects an invalid body with the server's first field message and every problem in details", async () => {
    const error = await failureOf(api().create('subjects', { name: ' ', gradeLevel: 'x' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Subject name is required');
    expect(error.details).toEqual(expect.arrayContaining([{ field: 'name', message: 'Subject name is required' }]));
  });

  it('replaces a record with PUT', async () => {
    const updated = await api().update('chapters', 12, { name: 'পরিমাপ ও একক', subjectId: 1, order: 2 });
    expect(updated).toMatchObject({ id: 12, name: 'পরিমাপ ও একক', order: 2 });
  });

  it('asks for confirmation before deleting children, then deletes them with cascade', async () => {
    const client = api();
    const refused = await failureOf(client.remove('subjects', 1));
    expect(refused).toMatchObject({
      status: 409,
      code: 'HAS_CHILDREN',
      details: { chapters: 2, topics: 2, quizzes: 1 },
    });
    expect(refused.message).toBe('This subject has 2 chapters, 2 topics and 1 quiz. Delete them too?');
    const result = await client.remove('subjects', 1, { cascade: true });
    expect(result).toEqual({ id: 1, removed: { chapters: 2, topics: 2, quizzes: 1 } });
    expect(backend.db.chapters.some((c) => c.subjectId === 1)).toBe(false);
  });

  it('deletes a record without children at once', async () => {
    expect(await api().remove('classes', 5)).toEqual({ id: 5, removed: { chapters: 0, topics: 0, quizzes: 0 } });
  });

  it('ends the admin session when the server refuses the token', async () => {
    server.use(...adminExpiredHandlers);
    const error = await failureOf(api().list('topics'));
    expect(error.status).toBe(401);
    expect(session.getSnapshot()).toEqual({ token: null, expired: true });
  });

  describe('renewing the login (issue 20.6)', () => {
    /** The server's side: `valid` is the only access token it accepts; each refresh spends its token. */
    function renewingServer() {
      const state = { valid: 'renewed-1', live: adminRefreshTokenFixture, refreshes: 0 };
      server.use(
        http.get(`${baseUrl}${paths.adminDashboard}`, ({ request }) =>
          request.headers.get('authorization') === `Bearer ${state.valid}`
            ? HttpResponse.json({ success: true, data: backendDashboard(), message: 'Dashboard' })
            : HttpResponse.json({ success: false, code: 'INVALID_TOKEN', message: 'expired' }, { status: 401 }),
        ),
        http.post(`${baseUrl}${paths.adminRefreshToken}`, async ({ request }) => {
          state.refreshes += 1;
          const { refreshToken } = (await request.json()) as { refreshToken: string };
          if (refreshToken !== state.live) {
            return HttpResponse.json(
              { success: false, code: 'REFRESH_TOKEN_REUSED', message: 'ended' },
              { status: 401 },
            );
          }
          state.live = `refresh-${state.refreshes + 1}`;
          return HttpResponse.json({
            success: true,
            data: { accessToken: state.valid, refreshToken: state.live },
            message: 'Session renewed',
          });
        }),
      );
      return state;
    }
    const backendDashboard = () => ({
      counts: { students: 1, subjects: 0, chapters: 0, topics: 0, quizzes: 0, tutorQuestionsToday: 0 },
      flags: { new: 0, seen: 0, resolved: 0, newHigh: 0 },
      recentActivity: [],
    });

    it('renews an expired token once with the refresh token, keeps the new tokens and retries the call', async () => {
      const state = renewingServer();
      expect((await api().dashboard()).counts.students).toBe(1);
      expect(state.refreshes).toBe(1);
      expect(session.getToken()).toBe('renewed-1');
      expect(session.getRefreshToken()).toBe('refresh-2');
    });

    it('shares one renewal among calls refused together, so the refresh token is spent once', async () => {
      const state = renewingServer();
      const client = api();
      await Promise.all([client.dashboard(), client.dashboard(), client.dashboard()]);
      expect(state.refreshes).toBe(1);
    });

    it('ends the session when the server refuses the refresh token', async () => {
      const state = renewingServer();
      state.live = 'spent-elsewhere';
      const error = await failureOf(api().dashboard());
      expect(error).toMatchObject({ status: 401, code: 'REFRESH_TOKEN_REUSED' });
      expect(session.getSnapshot()).toEqual({ token: null, expired: true });
      expect(session.getRefreshToken()).toBeNull();
    });

    it('keeps the session when the refresh cannot reach the server', async () => {
      renewingServer();
      server.use(http.post(`${baseUrl}${paths.adminRefreshToken}`, () => HttpResponse.error()));
      const error = await failureOf(api().dashboard());
      expect(error.status).toBe(0);
      expect(session.getToken()).toBe(adminTokenFixture);
      expect(session.getRefreshToken()).toBe(adminRefreshTokenFixture);
    });

    it('takes the tokens another tab renewed instead of spending the same refresh token again', async () => {
      const storage = createMemoryStorage({ adminToken: 'old', adminRefreshToken: adminRefreshTokenFixture });
      session = createAdminSessionStore(storage, null);
      const state = renewingServer();
      // The other tab renewed first: its tokens are in the storage, its event not yet delivered.
      storage.setItem('adminToken', 'renewed-1');
      storage.setItem('adminRefreshToken', 'refresh-from-other-tab');
      state.live = 'refresh-from-other-tab';
      expect((await api().dashboard()).counts.students).toBe(1);
      expect(state.refreshes).toBe(0);
    });

    it('ends the session of a login kept from before refresh tokens, on its first 401', async () => {
      session = createAdminSessionStore(createMemoryStorage({ adminToken: 'old' }), null);
      renewingServer();
      expect((await failureOf(api().dashboard())).status).toBe(401);
      expect(session.getSnapshot()).toEqual({ token: null, expired: true });
    });
  });

  it('logs out on the server with the access token, sending the refresh token too', async () => {
    const seen: { authorization: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${baseUrl}${paths.adminLogout}`, async ({ request }) => {
        seen.push({ authorization: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ success: true, data: null, message: 'Logged out' });
      }),
    );
    await api().logout({ accessToken: 'a-token', refreshToken: 'r-token' });
    expect(seen).toEqual([{ authorization: 'Bearer a-token', body: { refreshToken: 'r-token' } }]);
  });

  it('does not end the session on other failures', async () => {
    const error = await failureOf(api().update('topics', 999, { name: 'x', chapterId: 11 }));
    expect(error.status).toBe(404);
    expect(session.getToken()).toBe(adminTokenFixture);
  });
});

describe('patchAsPut', () => {
  it('sends PATCH as PUT and leaves every other method alone', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const wrapped = patchAsPut(fetchImpl);
    await wrapped('/a', { method: 'PATCH', body: '{}' });
    await wrapped('/b', { method: 'DELETE' });
    await wrapped('/c');
    expect(fetchImpl.mock.calls).toEqual([
      ['/a', { method: 'PUT', body: '{}' }],
      ['/b', { method: 'DELETE' }],
      ['/c', undefined],
    ]);
  });
});
