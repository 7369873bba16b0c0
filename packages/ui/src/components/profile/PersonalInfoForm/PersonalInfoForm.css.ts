import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const value = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const missing = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.muted,
});
