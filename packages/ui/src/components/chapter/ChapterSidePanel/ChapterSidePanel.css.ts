import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const reading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
});

export const readingIcon = style({
  display: 'inline-flex',
  fontSize: '1.25rem',
  color: vars.color.brand.onSoft,
});

export const readingValue = style({
  color: vars.color.text.primary,
});

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const pointsTitle = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
});

export const pointList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
});

// A small tick-like dot instead of a bullet, drawn in the brand colour.
export const point = style({
  position: 'relative',
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      top: '0.6em',
      width: '0.5rem',
      height: '0.5rem',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brand.solid,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
