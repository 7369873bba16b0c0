import type { ElementType } from 'react';
import { Box } from '../Box/Box';
import type { BoxProps } from '../Box/Box';
import type { Space } from '../sprinkles.css';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** The gap between the items, a step of the theme's space scale. */
  space?: Space;
  /** How items sit across the stack: stretched to its width (the default) or at a side. */
  align?: StackAlign;
  as?: ElementType;
}

/** Items one under another with the same gap between them (a flex column). */
export function Stack({ space = 'none', align = 'stretch', ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align === 'stretch' ? undefined : alignItems[align]}
      {...props}
    />
  );
}
