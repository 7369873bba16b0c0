import { isProgressKey } from './studySessions';
import {
  achievementsSchema,
  authMessages,
  certificateSchema,
  certificateVerificationSchema,
  chapterSchema,
  lastActivitySchema,
  paths,
  profileSchema,
  progressReportSchema,
  quizAnswerVerdictSchema,
  quizAttemptResultSchema,
  quizAttemptStartedSchema,
  quizSchema,
  recordProgressDataSchema,
  streamStatusSchema,
  subjectDetailSchema,
  subjectSchema,
  usageSchema,
} from '@study/contract';
import type {
  Achievements,
  Certificate,
  CertificateVerification,
  Chapter,
  LastActivity,
  NewlyEarned,
  Profile,
  ProgressReport,
  Quiz,
  QuizAnswerRequest,
  QuizAnswerVerdict,
  QuizAttemptResult,
  QuizAttemptStarted,
  StreamStatus,
  Subject,
  SubjectDetail,
  Usage,
  User,
} from '@study/contract';
import type { PasswordChangeValues, ProfileUpdate } from '@study/ui';
import { showToast } from '@study/ui';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SWRConfiguration, SWRResponse } from 'swr';
import { z } from 'zod';
import { ApiError } from '../api/ApiError';
import { messages } from '../messages';
import { useApi, useSession, useSessionStore } from '../session/useSession';
import { swrKey } from './swrKeys';
import type { Key } from './swrKeys';

/** Spec §9: default class when the user has none. */
export const defaultClassId = 8;
/** Spec §9: last activity, profile and stream status stay cached 5 minutes, without refetch on focus. */
const fiveMinutes: SWRConfiguration = { dedupingInterval: 300_000, revalidateOnFocus: false };

/** The class whose subjects to list: the user's class (1–12), else 8. */
export function subjectsClassId(user: Pick<User, 'class'> | null): number {
  const classId = user ? Number.parseInt(user.class, 10) : Number.NaN;
  return Number.isInteger(classId) && classId >= 1 && classId <= 12 ? classId : defaultClassId;
}

/** What the tutor panel assumes when the stream status cannot be read (spec §7). */
export const streamingUnavailable: StreamStatus = {
  streaming_available: false,
  features: {
    word_by_word_streaming: false,
    stream_caching: false,
    smart_routing_integration: false,
    emotion_detection: false,
    parallel_processing: false,
  },
  performance: { word_delay_ms: 50, max_stream_time_ms: 30_000, concurrent_connections: 0 },
  endpoints: {},
};

function useKey(path: string | null, needsToken: boolean): Key | null {
  const { user, accessToken } = useSession();
  if (path === null || (needsToken && !accessToken)) return null;
  return swrKey(path, user?.id ?? null);
}

/** Subjects of the user's class (spec §6: only with a token). */
export function useSubjects(): SWRResponse<Subject[], ApiError> {
  const api = useApi();
  const { user } = useSession();
  const classId = subjectsClassId(user);
  const key = useKey(`${paths.subjects}?classId=${classId}`, true);
  return useSWR(key, ([path]: Key) => api.get(path, z.array(subjectSchema)));
}

/** One subject with its chapters; `null` id (a bad route parameter) fetches nothing. */
export function useSubject(id: number | null): SWRResponse<SubjectDetail, ApiError> {
  const api = useApi();
  const key = useKey(id === null ? null : paths.subject(id), false);
  return useSWR(key, ([path]: Key) => api.get(path, subjectDetailSchema));
}

/** One chapter with its topics and their content. */
export function useChapter(id: number | null): SWRResponse<Chapter, ApiError> {
  const api = useApi();
  const key = useKey(id === null ? null : paths.chapter(id), false);
  return useSWR(key, ([path]: Key) => api.get(path, chapterSchema));
}

/** The chapter's quiz; `data` is null when the chapter has none (404). */
export function useChapterQuiz(id: number | null): SWRResponse<Quiz | null, ApiError> {
  const api = useApi();
  const key = useKey(id === null ? null : paths.chapterQuiz(id), false);
  return useSWR(key, async ([path]: Key) => {
    try {
      return await api.get(path, quizSchema);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
}

/** What the student studied last; `data` is null before any study. */
export function useLastActivity(): SWRResponse<LastActivity | null, ApiError> {
  const api = useApi();
  const key = useKey(paths.lastActivity, true);
  return useSWR(key, ([path]: Key) => api.get(path, lastActivitySchema.nullable()), fiveMinutes);
}

/** The student's profile, cached per user (spec §7: only with a token and a user). */
export function useProfile(): SWRResponse<Profile, ApiError> {
  const api = useApi();
  const { user } = useSession();
  const key = useKey(user ? paths.profile : null, true);
  return useSWR(key, ([path]: Key) => api.get(path, profileSchema), fiveMinutes);
}

/** The tutor's streaming capabilities; any failure reads as 'streaming unavailable'. */
export function useStreamStatus(): SWRResponse<StreamStatus, ApiError> {
  const api = useApi();
  const key = useKey(paths.tutorStreamStatus, true);
  return useSWR(key, ([path]: Key) => api.get(path, streamStatusSchema).catch(() => streamingUnavailable), fiveMinutes);
}

/** Tutor questions left today. */
export function useUsage(): SWRResponse<Usage, ApiError> {
  const api = useApi();
  const key = useKey(paths.tutorUsage, true);
  return useSWR(key, ([path]: Key) => api.get(path, usageSchema));
}

/** The student's progress report (issue 19): dashboard cards, streak and /progress. */
export function useProgressReport(): SWRResponse<ProgressReport, ApiError> {
  const api = useApi();
  const key = useKey(paths.progressReport, true);
  return useSWR(key, ([path]: Key) => api.get(path, progressReportSchema));
}

/** Badges (earned and locked) and certificates. */
export function useAchievements(): SWRResponse<Achievements, ApiError> {
  const api = useApi();
  const key = useKey(paths.achievements, true);
  return useSWR(key, ([path]: Key) => api.get(path, achievementsSchema));
}

/** One of the student's certificates; `null` id fetches nothing. */
export function useCertificate(id: string | null): SWRResponse<Certificate, ApiError> {
  const api = useApi();
  const key = useKey(id === null ? null : paths.certificate(id), true);
  return useSWR(key, ([path]: Key) => api.get(path, certificateSchema));
}

/** The public check of a certificate (no token); `data` is null for an unknown id (404). */
export function useCertificateVerification(id: string | null): SWRResponse<CertificateVerification | null, ApiError> {
  const api = useApi();
  const key = useKey(id === null ? null : paths.certificateVerification(id), false);
  return useSWR(
    key,
    async ([path]: Key) => {
      try {
        return await api.get(path, certificateVerificationSchema, { auth: 'none' });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    { revalidateOnFocus: false },
  );
}

/**
 * A toast for each badge and certificate a topic or quiz just earned (issue 19: the moment it is
 * earned), then the progress answers refreshed. Nothing when nothing was earned.
 */
export function announceEarned(earned: NewlyEarned | undefined): void {
  if (!earned) return;
  if (earned.badges.length > 0) {
    // The badges' catalogue (titles, icons) loads only when one is earned, not with every page.
    void import('../pages/progressProps').then(({ badgeToastText }) => {
      for (const badge of earned.badges) showToast.success(badgeToastText(badge.id));
    });
  }
  for (const certificate of earned.certificates) {
    showToast.success(messages.progress.certificateEarnedTitle, { description: certificate.chapterName });
  }
}

/** A failure's second line: the server's (Bengali) message, else `fallback`. */
function errorDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return messages.auth.connectionProblem;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Saves name, phone and school. Resolves when saved (cache and stored user updated, toast);
 * rejects after an error toast, which keeps @study/ui's form open with the values.
 */
export function useUpdateProfile(): (update: ProfileUpdate) => Promise<void> {
  const api = useApi();
  const store = useSessionStore();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (update: ProfileUpdate) => {
      try {
        const body = { name: update.name, phone: update.phone, school: update.school };
        const profile = await api.patch(paths.profile, body, profileSchema);
        const { user } = store.getSnapshot();
        await mutate(swrKey(paths.profile, user?.id ?? null), profile, { revalidate: false });
        if (user) store.setUser({ ...user, name: profile.name, phone: profile.phone, school: profile.school });
        showToast.success(authMessages.profileUpdated, { description: messages.account.profileSavedDescription });
      } catch (error) {
        showToast.error(messages.account.profileUpdateFailed, {
          description: errorDescription(error, messages.account.tryAgain),
        });
        throw error;
      }
    },
    [api, store, mutate],
  );
}

/** Changes the password; resolves on success (toast), rejects after an error toast. */
export function useChangePassword(): (values: PasswordChangeValues) => Promise<void> {
  const api = useApi();
  return useCallback(
    async (values: PasswordChangeValues) => {
      try {
        await api.post(
          paths.changePassword,
          {
            current_password: values.currentPassword,
            new_password: values.newPassword,
            confirm_password: values.confirmPassword,
          },
          z.null(),
        );
        showToast.success(authMessages.passwordChanged);
      } catch (error) {
        showToast.error(messages.account.passwordChangeFailed, {
          description: errorDescription(error, messages.account.currentPasswordMaybeWrong),
        });
        throw error;
      }
    },
    [api],
  );
}

/**
 * Records that a topic was opened or finished, then refreshes what shows progress: the last
 * activity, the chapter and the subjects. Best effort: a failure is not the student's concern
 * (the next topic opened records again), so it resolves either way.
 */
export function useRecordProgress(): (topicId: number, status: 'in-progress' | 'completed') => Promise<void> {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (topicId: number, status: 'in-progress' | 'completed') => {
      let chapterPath: string;
      try {
        const result = await api.post(paths.progress, { topicId, status }, recordProgressDataSchema);
        chapterPath = paths.chapter(result.chapterId);
        announceEarned(result.earned);
      } catch {
        return;
      }
      // The subject list and subject pages show progress too; their paths all start with paths.subjects.
      await mutate(
        (key) =>
          Array.isArray(key) &&
          typeof key[0] === 'string' &&
          (key[0] === paths.lastActivity ||
            key[0] === chapterPath ||
            key[0].startsWith(paths.subjects) ||
            isProgressKey(key)),
      );
    },
    [api, mutate],
  );
}

export interface QuizAttemptApi {
  /** Starts an attempt on the server's clock. */
  start: (quizId: number) => Promise<QuizAttemptStarted>;
  /** The server's verdict on one answer (the key and explanation of that question). */
  answer: (attemptId: number, answer: QuizAnswerRequest) => Promise<QuizAnswerVerdict>;
  /** The score, counted by the server from the stored answers. */
  finish: (attemptId: number) => Promise<QuizAttemptResult>;
}

/** A chapter quiz graded by the server (issue 20.8): start, answer one question at a time, finish. */
export function useQuizAttemptApi(): QuizAttemptApi {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      start: (quizId) => api.post(paths.quizAttempts(quizId), {}, quizAttemptStartedSchema),
      answer: (attemptId, answer) => api.post(paths.quizAttemptAnswers(attemptId), answer, quizAnswerVerdictSchema),
      finish: async (attemptId) => {
        const result = await api.post(paths.quizAttemptFinish(attemptId), {}, quizAttemptResultSchema);
        // Issue 19: a badge or certificate this quiz earned shows at once; the progress pages refresh.
        announceEarned(result.earned);
        void mutate(isProgressKey);
        return result;
      },
    }),
    [api, mutate],
  );
}

/** The error toast of a quiz call that failed (the answer can be sent again). */
export function showQuizError(title: string, error: unknown): void {
  showToast.error(title, { description: errorDescription(error, messages.account.tryAgain) });
}
