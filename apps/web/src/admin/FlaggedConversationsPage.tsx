import { FlaggedConversations } from '@study/ui';
import type { AdminFlagKindFilter, AdminFlagStatus } from '@study/ui';
import { useState } from 'react';
import { useAdminFlag, useAdminFlags, useReviewFlag } from './flagHooks';

/** /admin/flags: tutor conversations an adult should see, and their review. */
export function FlaggedConversationsPage() {
  const [kind, setKind] = useState<AdminFlagKindFilter | 'all'>('all');
  const [status, setStatus] = useState<AdminFlagStatus | 'all'>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = useAdminFlags({ ...(kind !== 'all' && { kind }), ...(status !== 'all' && { status }) });
  const detail = useAdminFlag(selectedId);
  const { review, reviewing } = useReviewFlag();
  return (
    <FlaggedConversations
      flags={list.data?.items}
      counts={list.data?.counts}
      loading={list.isLoading}
      error={list.error !== undefined && list.data === undefined}
      onRetry={() => void list.mutate()}
      retrying={list.isValidating}
      kind={kind}
      status={status}
      onKindChange={setKind}
      onStatusChange={setStatus}
      selectedId={selectedId}
      onSelect={setSelectedId}
      detail={detail.data}
      detailError={detail.error !== undefined && detail.data === undefined}
      onReview={(update) => selectedId !== null && void review(selectedId, update)}
      reviewing={reviewing}
    />
  );
}
