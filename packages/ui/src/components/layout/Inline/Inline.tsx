import type { ElementType } from 'react';
import { Box } from '../Box/Box';
import type { BoxProps } from '../Box/Box';
import type { CollapsePoint, Space } from '../sprinkles.css';

export const inlineAligns = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof inlineAligns)[number];

export const inlineAlignYs = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'
> {
  /** The gap between the items (and between wrapped lines), a step of the theme's space scale. */
  space?: Space;
  /** Where the items sit along the line; `between` spreads them to both ends. */
  align?: InlineAlign;
  /** How items of different heights line up. */
  alignY?: InlineAlignY;
  /** Items move to the next line when they do not fit (the default); `false` keeps one line. */
  wrap?: boolean;
  /** Below this breakpoint the items stack instead (a column). */
  collapseBelow?: CollapsePoint;
  as?: ElementType;
}

/** Items side by side with the same gap, wrapping onto the next line when they do not fit (a flex row). */
export function Inline({
  space = 'none',
  align = 'start',
  alignY = 'stretch',
  wrap = true,
  collapseBelow,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection={collapseBelow === undefined ? 'row' : { mobile: 'column', [collapseBelow]: 'row' }}
      flexWrap={wrap ? 'wrap' : undefined}
      gap={space}
      alignItems={alignY === 'stretch' ? undefined : alignItems[alignY]}
      justifyContent={justify[align] === 'flex-start' ? undefined : justify[align]}
      {...props}
    />
  );
}
