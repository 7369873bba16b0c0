import type { AdminFlagDetail, AdminFlagList, AdminFlagsQuery, AdminFlagUpdate } from '@study/contract';
import { flagText, showToast } from '@study/ui';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SWRResponse } from 'swr';
import { ApiError } from '../api/ApiError';
import { useAdminServices } from './AdminContext';
import { useAdminSession } from './hooks';

// The flagged tutor conversations' data: SWR keys start with 'admin', so logout forgets them
// with the rest of the admin area's cache.

type FlagsKey = readonly ['admin', 'flags', AdminFlagsQuery['kind'] | null, AdminFlagsQuery['status'] | null];
type FlagKey = readonly ['admin', 'flag', number];

const isFlagKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'admin' && (key[1] === 'flags' || key[1] === 'flag' || key[1] === 'dashboard');

export function useAdminFlags(query: AdminFlagsQuery): SWRResponse<AdminFlagList, ApiError> {
  const { api } = useAdminServices();
  const { token } = useAdminSession();
  const key: FlagsKey | null = token ? ['admin', 'flags', query.kind ?? null, query.status ?? null] : null;
  return useSWR<AdminFlagList, ApiError, FlagsKey | null>(key, () => api.flags(query));
}

export function useAdminFlag(id: number | null): SWRResponse<AdminFlagDetail, ApiError> {
  const { api } = useAdminServices();
  const { token } = useAdminSession();
  const key: FlagKey | null = token && id !== null ? ['admin', 'flag', id] : null;
  return useSWR<AdminFlagDetail, ApiError, FlagKey | null>(key, () => api.flag(id as number));
}

export interface FlagReview {
  review(id: number, update: AdminFlagUpdate): Promise<void>;
  reviewing: boolean;
}

/** Reviews a flag, then reads the list, the flag and the dashboard's counts again; toasts either way. */
export function useReviewFlag(): FlagReview {
  const { api } = useAdminServices();
  const { mutate } = useSWRConfig();
  const [reviewing, setReviewing] = useState(false);
  const review = useCallback(
    async (id: number, update: AdminFlagUpdate) => {
      setReviewing(true);
      try {
        await api.reviewFlag(id, update);
        showToast.success(update.status === 'resolved' ? flagText.resolvedToast : flagText.markedSeen);
      } catch (error) {
        showToast.error(flagText.updateFailed, error instanceof ApiError ? { description: error.message } : {});
      } finally {
        setReviewing(false);
        await mutate(isFlagKey);
      }
    },
    [api, mutate],
  );
  return { review, reviewing };
}
