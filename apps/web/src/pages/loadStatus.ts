import type { LoadStatus, PageLoadStatus } from '@study/ui';
import { ApiError } from '../api/ApiError';

/**
 * What a screen shows for a query: its data once there is some (even while a revalidation
 * fails, so a flaky connection does not hide what the student was reading), else the error,
 * else loading.
 */
export function loadStatus({ data, error }: { data?: unknown; error?: unknown }): LoadStatus {
  if (data !== undefined) return 'ready';
  if (error !== undefined) return 'error';
  return 'loading';
}

/**
 * The same for a page about one item (a subject, a chapter), which may not exist: a malformed id
 * in the address (`id` null) or the API's 404 is 'not-found', never a network problem.
 */
export function pageLoadStatus(id: number | null, query: { data?: unknown; error?: unknown }): PageLoadStatus {
  if (id === null) return 'not-found';
  if (query.data === undefined && isNotFound(query.error)) return 'not-found';
  return loadStatus(query);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
