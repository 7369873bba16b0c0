import { AdminDashboard } from '@study/ui';
import { useAdminDashboard } from './hooks';

/** /admin/dashboard: the real counts and the latest admin changes. */
export function AdminDashboardPage() {
  const { data, error, isLoading, isValidating, mutate } = useAdminDashboard();
  return (
    <AdminDashboard
      counts={data?.counts}
      activity={data?.recentActivity}
      flags={data?.flags}
      loading={isLoading}
      error={error !== undefined && data === undefined}
      onRetry={() => void mutate()}
      retrying={isValidating}
    />
  );
}
