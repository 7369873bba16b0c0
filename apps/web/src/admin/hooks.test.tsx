import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { paths } from '@study/contract';
import { http, HttpResponse } from 'msw';
import { adminEmailFixture, adminRefreshTokenFixture, adminTokenFixture } from '../mocks/adminFixtures';
import { adminExpiredHandlers, adminPasswordFixture, createAdminBackend } from '../mocks/adminHandlers';
import type { AdminBackend } from '../mocks/adminHandlers';
import { createMemoryStorage } from '../session/memoryStorage';
import { AdminProvider } from './AdminContext';
import { createAdminSessionStore } from './adminSession';
import type { AdminSessionStore } from './adminSession';
import {
  isAdminKey,
  loginFailureMessage,
  useAdminDashboard,
  useAdminList,
  useAdminLogin,
  useAdminLogout,
  useAdminMutations,
  useAdminSession,
} from './hooks';

// @study/ui's entry loads its vanilla-extract theme, which this (plain happy-dom) project cannot
// build: the test gets the real admin texts and field-error reader from their pure modules.
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
vi.mock('@study/ui', async () => ({
  showToast: toast,
  ...(await import('../../../../packages/ui/src/i18n/adminMessages')),
  fieldErrorsFromDetails: (await import('../../../../packages/ui/src/components/admin/validation'))
    .fieldErrorsFromDetails,
}));

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
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <AdminProvider session={session}>{children}</AdminProvider>
    </SWRConfig>
  );
}

describe('admin queries', () => {
  it('loads a list and the dashboard with the admin token', async () => {
    const { result } = renderHook(
      () => {
        const { data: subjects } = useAdminList('subjects');
        const { data: dashboard } = useAdminDashboard();
        return { subjects: { data: subjects }, dashboard: { data: dashboard } };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.subjects.data).toHaveLength(3));
    await waitFor(() => expect(result.current.dashboard.data?.counts.quizzes).toBe(1));
  });

  it('reads nothing without a token', async () => {
    session.signOut();
    const requests = vi.fn();
    server.events.on('request:start', requests);
    const { result } = renderHook(() => useAdminList('topics').data, { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.events.removeAllListeners();
    expect(result.current).toBeUndefined();
    expect(requests).not.toHaveBeenCalled();
  });

  it('ends the session when a read is refused with 401', async () => {
    server.use(...adminExpiredHandlers);
    const { result } = renderHook(() => ({ list: useAdminList('classes'), session: useAdminSession() }), { wrapper });
    await waitFor(() => expect(result.current.session).toEqual({ token: null, expired: true }));
  });
});

describe('useAdminLogin', () => {
  it('stores the token and says so', async () => {
    session.signOut();
    const { result } = renderHook(() => useAdminLogin(), { wrapper });
    let ok = false;
    await act(async () => {
      ok = await result.current.login({ email: adminEmailFixture, password: adminPasswordFixture });
    });
    expect(ok).toBe(true);
    expect(session.getToken()).toBe(adminTokenFixture);
    expect(session.getRefreshToken()).toBe(adminRefreshTokenFixture);
    expect(toast.success).toHaveBeenCalledWith('Login successful');
    expect(result.current.error).toBeUndefined();
  });

  it('says the spec sentence on wrong credentials and keeps it for the form', async () => {
    session.signOut();
    const { result } = renderHook(() => useAdminLogin(), { wrapper });
    await act(async () => {
      expect(await result.current.login({ email: adminEmailFixture, password: 'nope' })).toBe(false);
    });
    expect(toast.error).toHaveBeenCalledWith('Login failed. Please check your credentials.', {});
    expect(result.current.error).toBe('Login failed. Please check your credentials.');
    expect(result.current.submitting).toBe(false);
    expect(session.getToken()).toBeNull();
  });
});

describe('loginFailureMessage', () => {
  it("shows the server's reason for throttling, a missing field or a lost connection", () => {
    expect(loginFailureMessage(new ApiError('Too many failed attempts. Try again in 5 minutes.', 429))).toBe(
      'Too many failed attempts. Try again in 5 minutes.',
    );
    expect(loginFailureMessage(new ApiError('Please enter both email and password', 400))).toBe(
      'Please enter both email and password',
    );
    expect(loginFailureMessage(new ApiError('Network error', 0))).toBe('Network error');
  });

  it('says the spec sentence for anything else', () => {
    expect(loginFailureMessage(new ApiError('whatever', 401))).toBe('Login failed. Please check your credentials.');
    expect(loginFailureMessage(new ApiError('boom', 500))).toBe('Login failed. Please check your credentials.');
    expect(loginFailureMessage(new TypeError('x'))).toBe('Login failed. Please check your credentials.');
  });
});

describe('useAdminLogout', () => {
  it('forgets the tokens at once and ends the login on the server with them', async () => {
    const calls: { authorization: string | null; body: unknown }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname !== paths.adminLogout) return;
      void request
        .clone()
        .json()
        .then((body: unknown) => calls.push({ authorization: request.headers.get('authorization'), body }));
    });
    const { result } = renderHook(() => useAdminLogout(), { wrapper });
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current();
    });
    expect(session.getSnapshot()).toEqual({ token: null, expired: false });
    await act(() => done);
    server.events.removeAllListeners();
    expect(calls).toEqual([
      { authorization: `Bearer ${adminTokenFixture}`, body: { refreshToken: adminRefreshTokenFixture } },
    ]);
  });

  it('still signs out here when the server cannot be reached', async () => {
    server.use(http.post(`*${paths.adminLogout}`, () => HttpResponse.error()));
    const { result } = renderHook(() => useAdminLogout(), { wrapper });
    await act(() => result.current());
    expect(session.getSnapshot()).toEqual({ token: null, expired: false });
    expect(session.getRefreshToken()).toBeNull();
  });
});

describe('useAdminMutations', () => {
  // SWR re-renders only for the fields a render read: read them during the render, as pages do.
  function renderMutations() {
    return renderHook(
      () => {
        const { data: subjects } = useAdminList('subjects');
        const { data: dashboard } = useAdminDashboard();
        return {
          subjects: { data: subjects },
          dashboard: { data: dashboard },
          mutations: useAdminMutations('subjects'),
        };
      },
      { wrapper },
    );
  }

  it('creates, toasts and reads the lists and the dashboard again', async () => {
    const { result } = renderMutations();
    await waitFor(() => expect(result.current.subjects.data).toHaveLength(3));
    let outcome: Awaited<ReturnType<typeof result.current.mutations.save>> | undefined;
    await act(async () => {
      outcome = await result.current.mutations.save(null, {
        name: 'ইংরেজি',
        gradeLevel: '8',
        iconType: 'english',
        isActive: true,
      });
    });
    expect(outcome).toMatchObject({ ok: true, row: { name: 'ইংরেজি', gradeLevel: 8 } });
    expect(toast.success).toHaveBeenCalledWith('Subject created successfully');
    await waitFor(() => expect(result.current.subjects.data).toHaveLength(4));
    await waitFor(() => expect(result.current.dashboard.data?.counts.subjects).toBe(4));
  });

  it('updates with its own toast', async () => {
    const { result } = renderMutations();
    await act(async () => {
      await result.current.mutations.save(3, { name: 'বাংলা ১ম পত্র', gradeLevel: 9 });
    });
    expect(toast.success).toHaveBeenCalledWith('Subject updated successfully');
    await waitFor(() => expect(result.current.subjects.data?.find((s) => s.id === 3)?.name).toBe('বাংলা ১ম পত্র'));
  });

  it("reports a refused save with the server's first field message, and the field errors for the form", async () => {
    const { result } = renderMutations();
    let outcome: Awaited<ReturnType<typeof result.current.mutations.save>> | undefined;
    await act(async () => {
      outcome = await result.current.mutations.save(null, { name: '', gradeLevel: '13' });
    });
    expect(toast.error).toHaveBeenCalledWith('Failed to create subject', { description: 'Subject name is required' });
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: { name: 'Subject name is required', gradeLevel: 'Grade level must be at most 12' },
    });
  });

  it('says which update failed', async () => {
    const { result } = renderMutations();
    await act(async () => {
      await result.current.mutations.save(999, { name: 'x', gradeLevel: 8 });
    });
    expect(toast.error).toHaveBeenCalledWith('Failed to update subject', { description: 'Subject not found' });
  });

  it('asks before deleting children, then deletes them with the record', async () => {
    const { result } = renderMutations();
    let first: Awaited<ReturnType<typeof result.current.mutations.remove>> | undefined;
    await act(async () => {
      first = await result.current.mutations.remove(1);
    });
    expect(first).toEqual({
      status: 'needs-cascade',
      childCounts: { chapters: 2, topics: 2, quizzes: 1 },
      message: 'This subject has 2 chapters, 2 topics and 1 quiz. Delete them too?',
    });
    expect(toast.error).not.toHaveBeenCalled();
    await act(async () => {
      expect(await result.current.mutations.remove(1, { cascade: true })).toEqual({ status: 'deleted' });
    });
    expect(toast.success).toHaveBeenCalledWith('Subject deleted successfully');
    await waitFor(() => expect(result.current.subjects.data?.map((s) => s.id)).toEqual([2, 3]));
  });

  it('reports a failed delete', async () => {
    const { result } = renderMutations();
    await act(async () => {
      expect(await result.current.mutations.remove(404)).toEqual({ status: 'failed' });
    });
    expect(toast.error).toHaveBeenCalledWith('Failed to delete subject', { description: 'Subject not found' });
  });

  it('ends the session on 401 without a failure toast: the login page explains', async () => {
    server.use(...adminExpiredHandlers);
    const { result } = renderHook(() => useAdminMutations('topics'), { wrapper });
    await act(async () => {
      expect(await result.current.remove(101)).toEqual({ status: 'failed' });
    });
    expect(toast.error).not.toHaveBeenCalled();
    expect(session.getSnapshot().expired).toBe(true);
  });
});

describe('isAdminKey', () => {
  it('matches the admin cache keys only', () => {
    expect(isAdminKey(['admin', 'subjects'])).toBe(true);
    expect(isAdminKey(['/web/api/v1/subjects/', 1])).toBe(false);
    expect(isAdminKey('admin')).toBe(false);
  });
});
