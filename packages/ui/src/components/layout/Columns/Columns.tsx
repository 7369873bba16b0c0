import type { ElementType } from 'react';
import { cx } from '../../../utils/cx';
import { Box } from '../Box/Box';
import type { BoxProps } from '../Box/Box';
import type { CollapsePoint, Space } from '../sprinkles.css';
import * as styles from './Columns.css';

export const columnWidths = ['fluid', 'content', '1/2', '1/3', '2/3'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

export const columnsAlignYs = ['stretch', 'start', 'center', 'end'] as const;
export type ColumnsAlignY = (typeof columnsAlignYs)[number];

const alignItems = { stretch: undefined, start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** The gap between the columns (and between the stacked ones when collapsed). */
  space?: Space;
  /** Below this breakpoint the columns stack, one under another (a 360 px phone). */
  collapseBelow?: CollapsePoint;
  /** How columns of different heights line up; stretched to the tallest by default. */
  alignY?: ColumnsAlignY;
  as?: ElementType;
}

/**
 * A row of `Column`s with the same gap, never wrapping; `collapseBelow` stacks them on small
 * screens. Fractional widths (`1/2`, `1/3`) are shares of the row including the gaps' room, so
 * give the others `fluid`.
 */
export function Columns({ space = 'none', collapseBelow, alignY = 'stretch', ...props }: ColumnsProps) {
  return (
    <Box
      display="flex"
      flexDirection={collapseBelow === undefined ? 'row' : { mobile: 'column', [collapseBelow]: 'row' }}
      gap={space}
      alignItems={alignItems[alignY]}
      {...props}
    />
  );
}

export interface ColumnProps extends Omit<BoxProps, 'width'> {
  /** Its share of the row: `fluid` (the default) shares what is left equally, `content` fits its content. */
  width?: ColumnWidth;
  as?: ElementType;
}

/** One column of `Columns`. It may shrink below its content's width, so long text wraps inside it. */
export function Column({ width = 'fluid', className, ...props }: ColumnProps) {
  return <Box {...props} className={cx(styles.column, styles.width[width], className)} />;
}
