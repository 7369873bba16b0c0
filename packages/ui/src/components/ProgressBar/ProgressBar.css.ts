import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const label = style({
  minWidth: 0,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const value = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  // The track edge marks where 100 % is, even when the bar is empty.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
});

export const size = styleVariants({
  sm: { height: '0.375rem' },
  md: { height: '0.625rem' },
  lg: { height: '1rem' },
});

export const fill = style({
  height: '100%',
  borderRadius: 'inherit',
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
});

export const tone = styleVariants({
  brand: { backgroundColor: vars.color.brand.solid },
  info: { backgroundColor: vars.color.info.solid },
  success: { backgroundColor: vars.color.success.solid },
  warning: { backgroundColor: vars.color.warning.solid },
  danger: { backgroundColor: vars.color.danger.solid },
});
