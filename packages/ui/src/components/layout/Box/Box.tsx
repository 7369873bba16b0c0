import { createElement } from 'react';
import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '../../../utils/cx';
import { sprinkles } from '../sprinkles.css';
import type { Sprinkles } from '../sprinkles.css';

export interface BoxProps extends Omit<ComponentPropsWithRef<'div'>, keyof Sprinkles>, Sprinkles {
  /** The element to render: `section`, `ul`, `li`, `span` … (a `div` by default). */
  as?: ElementType;
}

/**
 * The layout base: an element with layout atoms as props (`display`, `gap`, `padding`,
 * `alignItems` …, each a step of the theme's space scale or a value per breakpoint). Every other
 * prop, `ref` and `className` go to the element. Stack, Inline and Columns are built on it.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, className: cx(sprinkles(atoms as Sprinkles), className) || undefined });
}
