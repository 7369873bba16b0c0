import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  borderWidth: 1,
  borderStyle: 'solid',
  backgroundColor: vars.color.surface,
});

export const tone = styleVariants({
  success: { borderColor: vars.color.success.solid },
  warning: { borderColor: vars.color.warning.solid },
  danger: { borderColor: vars.color.danger.solid },
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xl,
  outline: 'none',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  flexShrink: 0,
});

export const iconTone = styleVariants({
  success: { backgroundColor: vars.color.success.solid, color: vars.color.success.onSolid },
  warning: { backgroundColor: vars.color.warning.solid, color: vars.color.warning.onSolid },
  danger: { backgroundColor: vars.color.danger.solid, color: vars.color.danger.onSolid },
});

export const text = style({
  color: vars.color.text.primary,
});

export const answer = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.success.soft,
  color: vars.color.success.onSoft,
});

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const blockTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.secondary,
});

export const context = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.info.soft,
});

export const next = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
