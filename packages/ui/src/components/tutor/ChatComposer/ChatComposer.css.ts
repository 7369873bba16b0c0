import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const form = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const inputRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const textarea = style({
  flex: 1,
  minWidth: 0,
  resize: 'none',
  // Spec §9: the box grows with the text up to 120 px, then scrolls.
  maxHeight: 120,
  minHeight: 44,
  padding: vars.space.sm,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  ':disabled': { background: vars.color.background, cursor: 'not-allowed' },
  '::placeholder': { color: vars.color.text.secondary },
});

export const inputMeta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
});

export const inputError = style({ margin: 0, color: vars.color.danger.onSoft, fontSize: vars.fontSize.sm });

export const counter = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' });
