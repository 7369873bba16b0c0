import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const errorText = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

/** A big number with a small unit after it: '৩টি', '৮৫%'. */
export const bigNumber = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const emptyTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  fontSize: '1.25rem',
});
