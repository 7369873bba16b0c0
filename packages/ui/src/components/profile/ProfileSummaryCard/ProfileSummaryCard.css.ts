import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const top = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});

export const name = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const school = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlock: vars.space.xl,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

// The icon sits in the term, drawn in a column of its own beside term and value.
export const detail = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minWidth: 0,
  minHeight: '2.25rem',
  paddingInlineStart: '3rem',
});

export const detailIcon = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  fontSize: '1.1rem',
});

export const term = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.secondary,
});

export const value = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const missing = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.muted,
});
