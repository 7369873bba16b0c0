import { maxStudySessionSeconds, paths, studySessionRecordedSchema } from '@study/contract';
import type { StudySessionRequest } from '@study/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../session/useSession';

// Study time reported to the server (issue 19). Apart from hooks.ts because every signed-in
// header's study timer reports through it: the login and dashboard first loads must not carry the
// whole data layer's schemas for it.

/** Whether an SWR key is one of the progress answers (report or achievements), to refresh after study. */
export function isProgressKey(key: unknown): boolean {
  return Array.isArray(key) && (key[0] === paths.progressReport || key[0] === paths.achievements);
}

/** Reports a study session's running total; a failure is dropped (the next report carries the total). */
export function useReportStudySession(): (session: StudySessionRequest) => Promise<void> {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (session: StudySessionRequest) => {
      if (session.seconds < 1) return;
      try {
        // A timer left running for days still sends its time: the server keeps what its caps allow.
        const body = { ...session, seconds: Math.min(session.seconds, maxStudySessionSeconds) };
        await api.post(paths.studySessions, body, studySessionRecordedSchema, { keepalive: true });
      } catch {
        return;
      }
      await mutate(isProgressKey);
    },
    [api, mutate],
  );
}
