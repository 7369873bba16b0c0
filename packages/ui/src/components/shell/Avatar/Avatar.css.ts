import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  fontFamily: vars.fontFamily.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  userSelect: 'none',
});

// Font sizes in proportion: the initial fills about half the circle.
export const size = styleVariants({
  sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.sm },
  md: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.lg },
  lg: { width: '6rem', height: '6rem', fontSize: '2.5rem' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const icon = style({
  display: 'flex',
  fontSize: '60%',
});
