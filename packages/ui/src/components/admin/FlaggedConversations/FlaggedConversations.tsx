import type { ComponentPropsWithRef } from 'react';
import { useId, useState } from 'react';
import { flagText } from '../../../i18n/adminMessages';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Badge } from '../../Badge/Badge';
import type { BadgeTone } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { EmptyState } from '../../EmptyState/EmptyState';
import { ErrorState } from '../../ErrorState/ErrorState';
import { Skeleton } from '../../Skeleton/Skeleton';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { formatActivityTime } from '../AdminDashboard/formatActivity';
import { adminFlagKindFilters, adminFlagStatuses } from '../types';
import type {
  AdminFlag,
  AdminFlagCounts,
  AdminFlagDetail,
  AdminFlagKindFilter,
  AdminFlagReview,
  AdminFlagSeverity,
  AdminFlagStatus,
} from '../types';
import * as styles from './FlaggedConversations.css';

const severityTone: Record<AdminFlagSeverity, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };
const statusTone: Record<AdminFlagStatus, BadgeTone> = { new: 'info', seen: 'neutral', resolved: 'success' };

export interface FlaggedConversationsProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onSelect'> {
  /** The flags, high severity first; undefined while loading. */
  flags?: readonly AdminFlag[];
  counts?: AdminFlagCounts;
  loading?: boolean;
  /** The list failed to load: shows the error with Retry. */
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  kind: AdminFlagKindFilter | 'all';
  status: AdminFlagStatus | 'all';
  onKindChange: (kind: AdminFlagKindFilter | 'all') => void;
  onStatusChange: (status: AdminFlagStatus | 'all') => void;
  /** The flag whose conversation is open. */
  selectedId?: number | null;
  onSelect: (id: number) => void;
  /** The open flag with its conversation; undefined while it loads. */
  detail?: AdminFlagDetail;
  detailError?: boolean;
  onReview: (review: AdminFlagReview) => void;
  reviewing?: boolean;
  /** Time zone of the times shown; Asia/Dhaka by default. */
  timeZone?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

export const kindLabel = (flag: Pick<AdminFlag, 'reason' | 'safetyKind'>) =>
  flag.reason === 'low_confidence' || flag.safetyKind === null
    ? flagText.kinds.low_confidence
    : flagText.kinds[flag.safetyKind];

/**
 * Tutor exchanges an adult should see: the list (filter by kind and status, high severity on top)
 * and the open flag's conversation with its review (new → seen → resolved with a note).
 */
export function FlaggedConversations({
  flags,
  counts,
  loading = false,
  error = false,
  onRetry,
  retrying = false,
  kind,
  status,
  onKindChange,
  onStatusChange,
  selectedId = null,
  onSelect,
  detail,
  detailError = false,
  onReview,
  reviewing = false,
  timeZone,
  headingLevel = 2,
  className,
  ...props
}: FlaggedConversationsProps) {
  const kindId = useId();
  const statusId = useId();
  const busy = loading || flags === undefined;
  return (
    <div {...props} className={cx(styles.root, className)}>
      <div className={styles.toolbar}>
        <p className={styles.summary} aria-live="polite">
          {counts ? flagText.summary(counts.new, counts.newHigh) : ''}
        </p>
        <div className={styles.filters}>
          <label className={styles.filter} htmlFor={kindId}>
            <span>{flagText.kindFilter}</span>
            <select
              id={kindId}
              className={styles.select}
              value={kind}
              onChange={(event) => onKindChange(event.target.value as AdminFlagKindFilter | 'all')}
            >
              <option value="all">{flagText.all}</option>
              {adminFlagKindFilters.map((value) => (
                <option key={value} value={value}>
                  {flagText.kinds[value]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.filter} htmlFor={statusId}>
            <span>{flagText.statusFilter}</span>
            <select
              id={statusId}
              className={styles.select}
              value={status}
              onChange={(event) => onStatusChange(event.target.value as AdminFlagStatus | 'all')}
            >
              <option value="all">{flagText.all}</option>
              {adminFlagStatuses.map((value) => (
                <option key={value} value={value}>
                  {flagText.statuses[value]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className={styles.panes}>
        <section aria-label={flagText.listLabel} aria-busy={busy || undefined} className={styles.listPane}>
          {error && !loading ? (
            <ErrorState
              headingLevel={headingLevel}
              title={flagText.failed}
              message={flagText.failedHint}
              onRetry={onRetry}
              retryLabel={flagText.retry}
              retrying={retrying}
            />
          ) : busy ? (
            <>
              <VisuallyHidden role="status">{flagText.loading}</VisuallyHidden>
              <ul className={styles.list}>
                {Array.from({ length: 3 }, (_, index) => (
                  <li key={index} className={styles.skeletonItem}>
                    <Skeleton shape="text" width="40%" />
                    <Skeleton shape="text" width="90%" />
                  </li>
                ))}
              </ul>
            </>
          ) : flags.length === 0 ? (
            <EmptyState
              tone="neutral"
              headingLevel={headingLevel}
              title={flagText.empty}
              description={flagText.emptyHint}
            />
          ) : (
            <ul className={styles.list}>
              {flags.map((flag) => (
                <li key={flag.id}>
                  <button
                    type="button"
                    className={cx(styles.item, flag.id === selectedId && styles.itemSelected)}
                    aria-pressed={flag.id === selectedId}
                    onClick={() => onSelect(flag.id)}
                  >
                    <span className={styles.badges}>
                      <Badge size="sm" tone={severityTone[flag.severity]}>
                        {flagText.severities[flag.severity]}
                      </Badge>
                      <span className={styles.kind}>{kindLabel(flag)}</span>
                      <Badge size="sm" tone={statusTone[flag.status]}>
                        {flagText.statuses[flag.status]}
                      </Badge>
                    </span>
                    <span className={styles.message} lang="bn">
                      {flag.message}
                    </span>
                    <span className={styles.meta}>
                      <span lang="bn">{flag.student.name}</span>
                      {flag.student.classLevel && <span>{flagText.classLevel(flag.student.classLevel)}</span>}
                      <span lang="bn">{flag.topic.name}</span>
                      <time dateTime={flag.createdAt}>{formatActivityTime(flag.createdAt, timeZone)}</time>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-label={flagText.detailLabel} className={styles.detailPane}>
          {selectedId === null ? (
            <p className={styles.hint}>{flagText.chooseFlag}</p>
          ) : detailError ? (
            <ErrorState headingLevel={headingLevel} title={flagText.detailFailed} message={flagText.failedHint} />
          ) : detail === undefined || detail.id !== selectedId ? (
            <p role="status" className={styles.hint}>
              {flagText.detailLoading}
            </p>
          ) : (
            <FlagDetail
              key={detail.id}
              detail={detail}
              onReview={onReview}
              reviewing={reviewing}
              timeZone={timeZone}
              headingLevel={headingLevel}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function FlagDetail({
  detail,
  onReview,
  reviewing,
  timeZone,
  headingLevel,
}: {
  detail: AdminFlagDetail;
  onReview: (review: AdminFlagReview) => void;
  reviewing: boolean;
  timeZone: string | undefined;
  headingLevel: HeadingLevel;
}) {
  const noteId = useId();
  const hintId = useId();
  const [note, setNote] = useState(detail.note ?? '');
  const trimmed = note.trim();
  const noteChanged = trimmed !== (detail.note ?? '');
  return (
    <div className={styles.detail}>
      <Heading level={headingLevel} className={styles.detailTitle}>
        <span lang="bn">{flagText.detailTitle(detail.student.name)}</span>
      </Heading>
      <p className={styles.badges}>
        <Badge size="sm" tone={severityTone[detail.severity]}>
          {flagText.severities[detail.severity]}
        </Badge>
        <span className={styles.kind}>{kindLabel(detail)}</span>
        <Badge size="sm" tone={statusTone[detail.status]}>
          {flagText.statuses[detail.status]}
        </Badge>
      </p>
      <p className={styles.meta} lang="bn">
        <span>{detail.subject.name}</span>
        <span>{detail.chapter.name}</span>
        <span>{detail.topic.name}</span>
        <span lang="en">@{detail.student.username}</span>
      </p>
      <ol className={styles.conversation}>
        {detail.conversation.map((message) => (
          <li
            key={message.id}
            className={cx(
              styles.bubble,
              message.role === 'user' ? styles.bubbleStudent : styles.bubbleTutor,
              message.flagged && styles.bubbleFlagged,
            )}
          >
            <span className={styles.bubbleHead}>
              <span>{message.role === 'user' ? flagText.student : flagText.tutor}</span>
              {message.flagged && (
                <Badge size="sm" tone={severityTone[detail.severity]}>
                  {flagText.flagged}
                </Badge>
              )}
              <time dateTime={message.timestamp}>{formatActivityTime(message.timestamp, timeZone)}</time>
            </span>
            <span className={styles.bubbleText} lang="bn">
              {message.content}
            </span>
          </li>
        ))}
      </ol>
      <form
        className={styles.review}
        onSubmit={(event) => {
          event.preventDefault();
          onReview({ status: 'resolved', note: trimmed });
        }}
      >
        <label htmlFor={noteId} className={styles.noteLabel}>
          {flagText.note}
        </label>
        <textarea
          id={noteId}
          className={styles.note}
          value={note}
          rows={3}
          maxLength={2000}
          aria-describedby={hintId}
          disabled={reviewing}
          onChange={(event) => setNote(event.target.value)}
        />
        <span id={hintId} className={styles.hint}>
          {flagText.noteHint}
        </span>
        {detail.reviewedBy && detail.reviewedAt && (
          <span className={styles.hint}>
            {flagText.reviewed(detail.reviewedBy, formatActivityTime(detail.reviewedAt, timeZone))}
          </span>
        )}
        <span className={styles.actions}>
          <Button
            type="button"
            variant="outline"
            disabled={detail.status !== 'new' || reviewing}
            onClick={() => onReview({ status: 'seen', ...(trimmed !== '' && { note: trimmed }) })}
          >
            {flagText.markSeen}
          </Button>
          <Button
            type="submit"
            disabled={trimmed === '' || (detail.status === 'resolved' && !noteChanged)}
            loading={reviewing}
          >
            {flagText.resolve}
          </Button>
        </span>
      </form>
    </div>
  );
}
