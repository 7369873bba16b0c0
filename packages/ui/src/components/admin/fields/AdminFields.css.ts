import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const textarea = style({
  minHeight: '6rem',
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingBlock: vars.space.xs,
});

export const checkbox = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  marginBlockStart: '0.15em',
  accentColor: vars.color.brand.solid,
  cursor: 'pointer',
});

export const checkboxText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const checkboxLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
  cursor: 'pointer',
});
