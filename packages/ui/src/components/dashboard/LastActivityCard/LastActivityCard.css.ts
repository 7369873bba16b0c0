import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  height: '100%',
});

export const empty = style({
  paddingBlock: vars.space.md,
});

export const subject = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand.onSoft,
});

export const chapter = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text.primary,
});

export const topic = style({
  color: vars.color.text.secondary,
});

export const time = style({
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const inlineIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
});

export const progressNumbers = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const done = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const timer = style({
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const continueLink = style({
  '@media': { [mq.mobile]: { width: '100%' } },
});
