import { style, styleVariants } from '@vanilla-extract/css';

export const column = style({ minWidth: 0 });

/** A column's share of the row: `fluid` takes what is left, `content` only what it needs. */
export const width = styleVariants({
  fluid: { flex: '1 1 0' },
  content: { flex: '0 0 auto' },
  '1/2': { flex: '0 0 50%' },
  '1/3': { flex: '0 0 33.3333%' },
  '2/3': { flex: '0 0 66.6667%' },
});
