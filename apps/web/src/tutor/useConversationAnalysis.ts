import { conversationAnalysisSchema, paths } from '@study/contract';
import type { ConversationAnalysis } from '@study/contract';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../api/ApiError';
import { useApi, useSession } from '../session/useSession';

type Key = readonly [path: string, userId: number | null];

/**
 * The server's reading of the student's questions on a chapter (engagement, questions asked,
 * should_transition, the quiz offer), keyed like the data hooks by path and user. Refreshed by
 * the ask page after each reply rather than on focus.
 */
export function useConversationAnalysis(chapterId: number | null): SWRResponse<ConversationAnalysis, ApiError> {
  const api = useApi();
  const { user, accessToken } = useSession();
  const key: Key | null =
    chapterId === null || !accessToken ? null : [`${paths.tutorAnalysis}?chapterId=${chapterId}`, user?.id ?? null];
  return useSWR(key, ([path]: Key) => api.get(path, conversationAnalysisSchema), { revalidateOnFocus: false });
}
