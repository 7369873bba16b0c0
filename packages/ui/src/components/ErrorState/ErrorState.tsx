import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import type { EmptyStateProps } from '../EmptyState/EmptyState';
import { commonMessages } from '../../i18n/areas/common';
import { useMessages } from '../../provider/StudyUiProvider';

export interface ErrorStateProps extends Omit<EmptyStateProps, 'title' | 'description' | 'action' | 'tone' | 'role'> {
  title?: ReactNode;
  /** What went wrong and what the student can do, in plain words. */
  message?: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  retryLabel?: ReactNode;
  /** Shows the retry button as loading while a retry runs. */
  retrying?: boolean;
  /** A second way out, e.g. a 'back to subjects' link or button. */
  secondaryAction?: ReactNode;
}

/** A failure that stopped content from loading, announced at once to screen readers. */
export function ErrorState({
  title: titleProp,
  message: messageProp,
  onRetry,
  retryLabel: retryLabelProp,
  retrying = false,
  secondaryAction,
  icon = <AlertIcon />,
  ...props
}: ErrorStateProps) {
  const commonText = useMessages('common', commonMessages);
  const title = titleProp ?? commonText.errorTitle;
  const message = messageProp ?? commonText.errorMessage;
  const retryLabel = retryLabelProp ?? commonText.retry;
  const hasActions = onRetry !== undefined || secondaryAction != null;
  return (
    <EmptyState
      {...props}
      role="alert"
      tone="danger"
      icon={icon}
      title={title}
      description={message}
      action={
        hasActions ? (
          <>
            {onRetry && (
              <Button onClick={onRetry} loading={retrying}>
                {retryLabel}
              </Button>
            )}
            {secondaryAction}
          </>
        ) : undefined
      }
    />
  );
}

function AlertIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7v6" strokeLinecap="round" />
      <circle cx="12" cy="16.5" r="0.75" fill="currentColor" stroke="none" />
    </svg>
  );
}
