import { Button as AriakitButton } from '@ariakit/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Badge } from '../../Badge/Badge';
import * as styles from './ComingSoonButton.css';
import { commonMessages } from '../../../i18n/areas/common';
import { useMessages } from '../../../provider/StudyUiProvider';

export const comingSoonButtonLayouts = ['tile', 'row'] as const;
export type ComingSoonButtonLayout = (typeof comingSoonButtonLayouts)[number];

export interface ComingSoonButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  children: ReactNode;
  /** Decorative icon; hidden from screen readers. */
  icon?: ReactNode;
  /** `tile` for the action grid, `row` for a list of actions. */
  layout?: ComingSoonButtonLayout;
  className?: string;
}

/**
 * An action that is shown but not built yet. It is not a dead button: it stays focusable and is
 * announced as unavailable (aria-disabled), and its badge says why, 'শীঘ্রই আসছে', in its name.
 */
export function ComingSoonButton({ children, icon, layout = 'row', className, ...props }: ComingSoonButtonProps) {
  const commonText = useMessages('common', commonMessages);
  return (
    <AriakitButton
      {...props}
      disabled
      accessibleWhenDisabled
      className={cx(styles.root, styles.layout[layout], className)}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
      <Badge tone="neutral" size="sm" className={styles.badge}>
        {commonText.comingSoon}
      </Badge>
    </AriakitButton>
  );
}
