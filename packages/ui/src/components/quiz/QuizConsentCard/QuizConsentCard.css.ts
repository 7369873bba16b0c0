import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.secondary.softHover}`,
  backgroundColor: vars.color.secondary.soft,
  color: vars.color.secondary.onSoft,
});

export const title = style({
  fontSize: vars.fontSize.lg,
});

export const message = style({
  color: vars.color.text.primary,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.sm,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
});

export const factValue = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const pending = style({
  minHeight: '2.75rem',
  color: vars.color.text.primary,
});
