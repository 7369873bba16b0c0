import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const percent = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand.onSoft,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const summary = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
