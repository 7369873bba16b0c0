import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

/** The table scrolls sideways inside this box on a phone; the page never does. */
export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const table = style({
  width: '100%',
  minWidth: '40rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.primary,
});

export const headCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.secondary,
  backgroundColor: vars.color.background,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  verticalAlign: 'middle',
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  // break-word, not anywhere: words keep the columns' minimum width, so a column is never
  // squeezed to a letter per line (the box scrolls instead).
  overflowWrap: 'break-word',
  selectors: {
    'tr:last-child > &': { borderBlockEnd: 'none' },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const actionsCell = style({
  width: '1%',
  whiteSpace: 'nowrap',
  textAlign: 'end',
});

export const actions = style({
  display: 'inline-flex',
  gap: vars.space.xs,
});
