import type { LoadStatus } from '@study/ui';

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
