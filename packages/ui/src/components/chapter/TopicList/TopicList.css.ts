import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '3.25rem',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.neutral.soft } } },
  },
});

// The open topic: a tinted row with a solid edge, so it is not told by colour alone.
export const selected = style({
  backgroundColor: vars.color.brand.soft,
  borderColor: vars.color.brand.solid,
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brand.softHover } } },
  },
});

export const index = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const indexSelected = style({
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const duration = style({
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});
