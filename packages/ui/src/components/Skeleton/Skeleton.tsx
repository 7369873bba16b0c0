import { memo } from 'react';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['block', 'text', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  shape?: SkeletonShape;
  /** A number is in px. Defaults: block and text fill the row, circle is 40 px. */
  width?: number | string;
  /** A number is in px. Defaults: block 80 px, text one line, circle as wide as it is. */
  height?: number | string;
}

const defaultSize: Record<SkeletonShape, { width: string; height?: string }> = {
  block: { width: '100%', height: '5rem' },
  text: { width: '100%' },
  circle: { width: '2.5rem' },
};

/**
 * A placeholder while content loads. It is hidden from screen readers: mark the region that
 * is loading with `aria-busy="true"` and announce loading with a Spinner or text instead.
 * Memoised: a loading page re-renders its parts as the session and the answers arrive, and its
 * many skeletons, whose props do not change, need not render again with them.
 */
export const Skeleton = memo(function Skeleton({
  shape = 'block',
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  const resolvedWidth = width ?? defaultSize[shape].width;
  const sizeStyle: CSSProperties = {
    width: resolvedWidth,
    height: height ?? (shape === 'circle' ? resolvedWidth : defaultSize[shape].height),
  };
  return (
    <span
      {...props}
      aria-hidden="true"
      className={cx(styles.root, styles.shape[shape], className)}
      style={{ ...sizeStyle, ...style }}
    />
  );
});
