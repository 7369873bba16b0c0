import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The figures of a card: two per row on a phone, up to four side by side on wider cards. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const value = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
});
