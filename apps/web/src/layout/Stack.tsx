import { vars } from '@study/ui';
import type { ReactNode } from 'react';

type Space = keyof typeof vars.space;

interface StackProps {
  children: ReactNode;
  gap?: Space;
  /** Side by side, as many columns of at least this width as fit (one column on a phone). */
  minColumn?: string;
}

/**
 * How a page lays out the @study/ui pieces it composes: a column, or a grid that wraps, spaced
 * with the theme. The one place apps/web sets layout, so the pages themselves carry no styling.
 */
export function Stack({ children, gap = 'lg', minColumn }: StackProps) {
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space[gap],
        alignItems: 'start',
        gridTemplateColumns: minColumn ? `repeat(auto-fit, minmax(min(100%, ${minColumn}), 1fr))` : 'minmax(0, 1fr)',
      }}
    >
      {children}
    </div>
  );
}
