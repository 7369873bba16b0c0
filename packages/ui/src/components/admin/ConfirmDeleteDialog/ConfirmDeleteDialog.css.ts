import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const children = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warning.soft,
  color: vars.color.warning.onSoft,
  fontWeight: vars.fontWeight.medium,
});

export const warning = style({
  color: vars.color.danger.onSoft,
  fontWeight: vars.fontWeight.medium,
});
