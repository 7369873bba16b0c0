import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  minHeight: '100vh',
  backgroundColor: vars.color.page,
  color: vars.color.text.primary,
});

export const header = style({
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '3.5rem',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '44rem',
});

export const signUp = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});
