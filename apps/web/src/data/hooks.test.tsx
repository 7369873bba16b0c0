import { authMessages, paths } from '@study/contract';
import type { AuthData, Profile, Quiz, Subject } from '@study/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { createInMemorySession } from '../session/inMemorySession';
import { SessionProvider } from '../session/SessionProvider';
import type { SessionStore } from '../session/sessionStore';
import { useSession } from '../session/useSession';
import {
  streamingUnavailable,
  subjectsClassId,
  useChangePassword,
  useChapter,
  useChapterQuiz,
  useLastActivity,
  useProfile,
  useRecordProgress,
  useStreamStatus,
  useSubjects,
  useQuizAttemptApi,
  useUpdateProfile,
} from './hooks';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
vi.mock('@study/ui', () => ({ showToast: toast }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => vi.clearAllMocks());

const user = { id: 7, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '9', school: null };
const auth: AuthData = { accessToken: 'access-1', refreshToken: 'refresh-1', user };
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data, message: '' }, { status });
const fail = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, code, message }, { status });

const subject: Subject = {
  id: 1,
  name: 'গণিত',
  description: 'সংখ্যা',
  iconType: 'math',
  classLevel: 9,
  chapterCount: 3,
};
const profile: Profile = {
  id: 7,
  name: 'রিয়া',
  email: null,
  phone: '+8801712345678',
  school: null,
  avatar: null,
  class_level: '9',
};
const quiz: Quiz = {
  id: 4,
  chapterId: 2,
  title: 'কুইজ',
  description: null,
  timeLimit: 600,
  passingScore: 70,
  questions: [
    {
      id: 1,
      question: '২ + ২ = ?',
      options: [
        { id: 1, text: '৪' },
        { id: 2, text: '৫' },
      ],
    },
  ],
};

function wrapperFor(store: SessionStore) {
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <SessionProvider store={store}>{children}</SessionProvider>
    </SWRConfig>
  );
}

/** Counts GET requests per path (with the query). */
function countGets(path: string, answer: () => Response) {
  const urls: string[] = [];
  server.use(
    http.get(path, ({ request }) => {
      const url = new URL(request.url);
      urls.push(url.pathname + url.search);
      return answer();
    }),
  );
  return urls;
}

describe('subjectsClassId', () => {
  it.each([
    [{ class: '9' }, 9],
    [{ class: '6' }, 6],
    [{ class: '' }, 8],
    [{ class: 'অষ্টম' }, 8],
    [{ class: '13' }, 8],
    [null, 8],
  ])('%j → %i', (value, classId) => {
    expect(subjectsClassId(value)).toBe(classId);
  });
});

describe('queries', () => {
  it("lists the subjects of the user's class", async () => {
    const urls = countGets(paths.subjects, () => ok([subject]));
    const { result } = renderHook(() => useSubjects(), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await waitFor(() => expect(result.current.data).toEqual([subject]));
    expect(urls).toEqual(['/web/api/v1/subjects/?classId=9']);
  });

  it('asks for class 8 when the user has no usable class', async () => {
    const urls = countGets(paths.subjects, () => ok([]));
    const session = createInMemorySession({ ...auth, user: { ...user, class: '' } });
    const { result } = renderHook(() => useSubjects(), { wrapper: wrapperFor(session) });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(urls).toEqual(['/web/api/v1/subjects/?classId=8']);
  });

  it('asks nothing without a token (subjects, last activity, profile)', async () => {
    const urls = countGets('*', () => ok([]));
    const { result } = renderHook(() => ({ subjects: useSubjects(), last: useLastActivity(), profile: useProfile() }), {
      wrapper: wrapperFor(createInMemorySession()),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toEqual([]);
    expect(result.current.subjects).toMatchObject({ data: undefined, isLoading: false });
    expect(result.current.last).toMatchObject({ data: undefined, isLoading: false });
  });

  it("fails a chapter read without a token with 'Authentication required'", async () => {
    const { result } = renderHook(() => useChapter(3), { wrapper: wrapperFor(createInMemorySession()) });
    await waitFor(() => expect(result.current.error?.message).toBe('Authentication required'));
  });

  it('reads nothing for a null id', async () => {
    const urls = countGets('*', () => ok(null));
    const { result } = renderHook(() => useChapter(null), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toEqual([]);
    expect(result.current.isLoading).toBe(false);
  });

  it('gives null for a chapter without a quiz (404), the quiz otherwise', async () => {
    server.use(
      http.get(paths.chapterQuiz(2), () => ok(quiz)),
      http.get(paths.chapterQuiz(3), () => fail(404, 'NO_QUIZ', 'কুইজ নেই')),
    );
    const { result } = renderHook(() => ({ with: useChapterQuiz(2), without: useChapterQuiz(3) }), {
      wrapper: wrapperFor(createInMemorySession(auth)),
    });
    await waitFor(() => expect(result.current.without.data).toBeNull());
    await waitFor(() => expect(result.current.with.data).toEqual(quiz));
    expect(result.current.without.error).toBeUndefined();
  });

  it('keeps other quiz failures as errors', async () => {
    server.use(http.get(paths.chapterQuiz(3), () => fail(500, 'INTERNAL_ERROR', 'সমস্যা')));
    const { result } = renderHook(() => useChapterQuiz(3), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 500, message: 'সমস্যা' }));
  });

  it('reads a null last activity as "nothing studied yet"', async () => {
    server.use(http.get(paths.lastActivity, () => ok(null)));
    const { result } = renderHook(() => useLastActivity(), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toBeNull();
  });

  it("falls back to 'streaming unavailable' when the stream status fails", async () => {
    server.use(http.get(paths.tutorStreamStatus, () => HttpResponse.error()));
    const { result } = renderHook(() => useStreamStatus(), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await waitFor(() => expect(result.current.data).toEqual(streamingUnavailable));
  });
});

describe('the cache and the signed-in user', () => {
  it('forgets cached answers when the user signs out, and refetches for the next one', async () => {
    const gets = countGets(paths.profile, () => ok(profile));
    const cache = new Map();
    const session = createInMemorySession(auth);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache }}>
        <SessionProvider store={session}>{children}</SessionProvider>
      </SWRConfig>
    );
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(profile));

    act(() => session.signOut());
    expect(result.current.data).toBeUndefined();
    expect([...cache.values()].every((entry: { data?: unknown }) => entry.data === undefined)).toBe(true);

    act(() => session.signIn({ ...auth, user: { ...user, id: 8 } }));
    await waitFor(() => expect(gets).toHaveLength(2));
  });
});

describe('useUpdateProfile', () => {
  it('saves, updates the cached profile and the stored user, and toasts', async () => {
    const gets = countGets(paths.profile, () => ok(profile));
    let sent: unknown;
    server.use(
      http.patch(paths.profile, async ({ request }) => {
        sent = await request.json();
        return ok({ ...profile, name: 'রিয়া রহমান', school: 'আদর্শ বিদ্যালয়' });
      }),
    );
    const session = createInMemorySession(auth);
    const { result } = renderHook(
      () => ({ profile: useProfile(), update: useUpdateProfile(), session: useSession() }),
      {
        wrapper: wrapperFor(session),
      },
    );
    await waitFor(() => expect(result.current.profile.data).toEqual(profile));

    await act(() => result.current.update({ name: 'রিয়া রহমান', phone: '+8801712345678', school: 'আদর্শ বিদ্যালয়' }));
    expect(sent).toEqual({ name: 'রিয়া রহমান', phone: '+8801712345678', school: 'আদর্শ বিদ্যালয়' });
    expect(result.current.profile.data).toMatchObject({ name: 'রিয়া রহমান', school: 'আদর্শ বিদ্যালয়' });
    expect(gets).toHaveLength(1);
    expect(result.current.session.user).toMatchObject({ name: 'রিয়া রহমান', school: 'আদর্শ বিদ্যালয়', class: '9' });
    expect(toast.success).toHaveBeenCalledWith(authMessages.profileUpdated, {
      description: messages.account.profileSavedDescription,
    });
  });

  it('rejects after an error toast with the server message', async () => {
    server.use(http.patch(paths.profile, () => fail(409, 'PHONE_TAKEN', authMessages.phoneTaken)));
    const { result } = renderHook(() => useUpdateProfile(), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await expect(result.current({ name: 'ক', phone: '+8801812345678', school: '' })).rejects.toMatchObject({
      status: 409,
    });
    expect(toast.error).toHaveBeenCalledWith(messages.account.profileUpdateFailed, {
      description: authMessages.phoneTaken,
    });
  });

  it('says so in Bengali when the network fails', async () => {
    server.use(http.patch(paths.profile, () => HttpResponse.error()));
    const { result } = renderHook(() => useUpdateProfile(), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await expect(result.current({ name: 'ক', phone: '+8801812345678', school: '' })).rejects.toMatchObject({
      status: 0,
    });
    expect(toast.error).toHaveBeenCalledWith(messages.account.profileUpdateFailed, {
      description: messages.auth.connectionProblem,
    });
  });
});

describe('useChangePassword', () => {
  const values = { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };

  it('sends the spec field names and toasts success', async () => {
    let sent: unknown;
    server.use(
      http.post(paths.changePassword, async ({ request }) => {
        sent = await request.json();
        return ok(null);
      }),
    );
    const { result } = renderHook(() => useChangePassword(), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await result.current(values);
    expect(sent).toEqual({ current_password: 'old-pass', new_password: 'new-pass', confirm_password: 'new-pass' });
    expect(toast.success).toHaveBeenCalledWith(authMessages.passwordChanged);
  });

  it('rejects after an error toast', async () => {
    server.use(http.post(paths.changePassword, () => fail(400, 'WRONG_PASSWORD', authMessages.wrongPassword)));
    const { result } = renderHook(() => useChangePassword(), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await expect(result.current(values)).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(toast.error).toHaveBeenCalledWith(messages.account.passwordChangeFailed, {
      description: authMessages.wrongPassword,
    });
  });
});

describe('useRecordProgress and useQuizAttemptApi', () => {
  it('records progress, then refetches the last activity and the chapter', async () => {
    const activityGets = countGets(paths.lastActivity, () => ok(null));
    const chapterGets = countGets(paths.chapter(2), () => fail(404, 'NOT_FOUND', 'নেই'));
    const subjectGets = countGets(paths.subjects, () => ok([subject]));
    const otherChapterGets = countGets(paths.chapter(3), () => fail(404, 'NOT_FOUND', 'নেই'));
    let sent: unknown;
    server.use(
      http.post(paths.progress, async ({ request }) => {
        sent = await request.json();
        return ok({
          topicId: 5,
          topicStatus: 'completed',
          chapterId: 2,
          chapterStatus: 'in-progress',
          chapterProgress: 50,
        });
      }),
    );
    const { result } = renderHook(
      () => ({
        last: useLastActivity(),
        chapter: useChapter(2),
        other: useChapter(3),
        subjects: useSubjects(),
        record: useRecordProgress(),
      }),
      {
        wrapper: wrapperFor(createInMemorySession(auth)),
      },
    );
    await waitFor(() =>
      expect([activityGets, chapterGets, subjectGets, otherChapterGets].map((gets) => gets.length)).toEqual([
        1, 1, 1, 1,
      ]),
    );
    await act(() => result.current.record(5, 'completed'));
    expect(sent).toEqual({ topicId: 5, status: 'completed' });
    // The chapter of the topic, the last activity and the subjects; not other chapters.
    await waitFor(() =>
      expect([activityGets, chapterGets, subjectGets, otherChapterGets].map((gets) => gets.length)).toEqual([
        2, 2, 2, 1,
      ]),
    );
  });

  it('resolves quietly when progress cannot be saved', async () => {
    server.use(http.post(paths.progress, () => HttpResponse.error()));
    const { result } = renderHook(() => useRecordProgress(), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await expect(result.current(5, 'in-progress')).resolves.toBeUndefined();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("starts an attempt, sends each answer for its verdict and finishes with the server's score", async () => {
    const sent: unknown[] = [];
    const started = {
      attemptId: 9,
      quizId: 4,
      startedAt: '2026-11-22T10:00:00.000Z',
      expiresAt: '2026-11-22T10:10:00.000Z',
      timeLimit: 600,
      questionCount: 1,
    };
    const verdict = {
      questionId: 1,
      optionId: 2,
      correct: false,
      correctOptionId: 3,
      explanation: 'কারণ',
      timeSpentMs: 4000,
      expired: false,
    };
    const result = {
      attemptId: 9,
      score: 0,
      correct: 0,
      total: 1,
      passed: false,
      passingScore: 70,
      durationSeconds: 12,
    };
    server.use(
      http.post(paths.quizAttempts(4), async ({ request }) => (sent.push(await request.json()), ok(started, 201))),
      http.post(paths.quizAttemptAnswers(9), async ({ request }) => (sent.push(await request.json()), ok(verdict))),
      http.post(paths.quizAttemptFinish(9), () => ok(result)),
    );
    const { result: api } = renderHook(() => useQuizAttemptApi(), { wrapper: wrapperFor(createInMemorySession(auth)) });
    await expect(api.current.start(4)).resolves.toEqual(started);
    await expect(api.current.answer(9, { questionId: 1, optionId: 2, timeSpentMs: 4000 })).resolves.toEqual(verdict);
    await expect(api.current.finish(9)).resolves.toEqual(result);
    // The start sends nothing but an empty object: the server takes the time.
    expect(sent).toEqual([{}, { questionId: 1, optionId: 2, timeSpentMs: 4000 }]);
  });
});
