import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const badge = style({
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const earned = style({
  backgroundColor: vars.color.success.soft,
  border: `1px solid transparent`,
});

export const locked = style({
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.border.strong}`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  fontSize: '1.25rem',
});

export const iconEarned = style({
  backgroundColor: vars.color.success.solid,
  color: vars.color.success.onSolid,
});

export const iconLocked = style({
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const howTo = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
});

export const date = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const hint = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.info.soft,
  color: vars.color.info.onSoft,
  fontSize: vars.fontSize.sm,
});
