import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const mark = style({
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
});

export const tile = style({ fill: vars.color.brand.solid });
export const book = style({ fill: 'none', stroke: vars.color.brand.onSolid });
export const spark = style({ fill: vars.color.brand.onSolid });

export const name = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
  whiteSpace: 'nowrap',
});
