import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const empty = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

export const body = style({ display: 'grid', gap: vars.space.md });

export const facts = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const fact = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const label = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0 });

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.fontFamily.heading,
  fontVariantNumeric: 'tabular-nums',
});

export const transition = style({ justifySelf: 'start', whiteSpace: 'normal' });

export const message = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: `3px solid ${vars.color.brand.solid}`,
  background: vars.color.surface,
  lineHeight: vars.lineHeight.relaxed,
});
