import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  maxWidth: '32rem',
});

export const description = style({
  marginBlockEnd: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
