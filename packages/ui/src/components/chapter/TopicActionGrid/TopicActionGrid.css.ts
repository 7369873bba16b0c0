import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
});

export const grid = style({
  display: 'grid',
  // Three coming-soon tiles in one row, even on a 360 px phone: no orphan tile on a row of its own.
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
});

// The one action that works leads the grid and spans it, in the brand colour.
export const tutor = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '4rem',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: 'none',
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brand.solidHover } } },
  },
});

export const tutorIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.onSolid,
  color: vars.color.brand.solid,
  fontSize: '1.375rem',
});

export const tutorText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const tutorLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const tutorHint = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});
