import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const recentTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.secondary,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const row = style({
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const quizName = style({
  flex: '1 1 auto',
  minWidth: 0,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const date = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});
