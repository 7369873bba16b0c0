import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand.onSoft,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text.primary,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const description = style({
  maxWidth: '48rem',
  color: vars.color.text.secondary,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
});

export const chip = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
