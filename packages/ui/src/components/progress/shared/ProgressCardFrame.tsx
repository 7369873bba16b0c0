import type { ComponentPropsWithRef, ReactNode } from 'react';
import { progressCardMessages as m } from '../../../i18n/progressCards';
import type { HeadingLevel } from '../../../utils/Heading';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import { Skeleton } from '../../Skeleton/Skeleton';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { Stack } from '../../layout/Stack/Stack';
import type { CardStatus } from './types';
import * as styles from './ProgressCardFrame.css';

export interface ProgressCardFrameProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title: ReactNode;
  headingLevel: HeadingLevel;
  status: CardStatus;
  onRetry?: () => void;
  footer?: ReactNode;
  headerAction?: ReactNode;
  description?: ReactNode;
}

/**
 * The frame the progress cards share: a titled section, skeleton lines while loading (announced
 * once), a calm message with a retry button when loading failed, else the card's content.
 */
export function ProgressCardFrame({
  title,
  headingLevel,
  status,
  onRetry,
  footer,
  headerAction,
  children,
  ...props
}: ProgressCardFrameProps) {
  return (
    <Card
      as="section"
      elevation="raised"
      title={title}
      headingLevel={headingLevel}
      headerAction={status === 'ready' ? headerAction : undefined}
      footer={status === 'ready' ? footer : undefined}
      aria-busy={status === 'loading' || undefined}
      {...props}
    >
      {status === 'loading' ? (
        <Stack space="md">
          <VisuallyHidden role="status">{m.loading}</VisuallyHidden>
          <Skeleton shape="text" width="40%" height="1.75rem" />
          <Skeleton shape="block" height="0.625rem" />
          <Skeleton shape="text" width="70%" />
        </Stack>
      ) : status === 'error' ? (
        <Stack space="md" align="start">
          <p className={styles.errorText}>{m.loadError}</p>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {m.retry}
            </Button>
          )}
        </Stack>
      ) : (
        children
      )}
    </Card>
  );
}
