import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const chart = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
});

/** The y axis' numbers, from the top line to 0, spread over the plot's height. */
export const yAxis = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  height: '10rem',
  marginBlock: '-0.6em',
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const plotArea = style({
  minWidth: 0,
});

export const plot = style({
  display: 'block',
  width: '100%',
  height: '10rem',
  overflow: 'visible',
});

export const gridLine = style({
  stroke: vars.color.border.default,
  strokeWidth: 1,
});

export const bar = style({
  fill: vars.color.brand.solid,
  opacity: 0.55,
});

export const barToday = style({
  opacity: 1,
});

export const xAxis = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(14, 1fr)',
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const xLabel = style({
  whiteSpace: 'nowrap',
});

/** On a phone every other day's number is left out, so the numbers do not collide. */
export const xLabelOdd = style({
  '@media': { 'screen and (max-width: 479.98px)': { visibility: 'hidden' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  textAlign: 'start',
});
globalStyle(`${table} td`, { textAlign: 'end' });
globalStyle(`${table} thead th`, { color: vars.color.text.secondary, fontWeight: vars.fontWeight.medium });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });

/** Hidden from the eye only: screen readers still read the table. */
export const tableHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});
