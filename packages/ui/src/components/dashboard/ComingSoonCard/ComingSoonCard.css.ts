import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// A dashed outline and no shadow: it reads as "not here yet", not as a card to tap.
export const root = style({
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  backgroundColor: vars.color.background,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text.secondary,
  fontSize: '1.25rem',
});

export const title = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
