import { style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  borderWidth: 1,
  borderStyle: 'solid',
  color: vars.color.text.primary,
  overflowWrap: 'break-word',
});

export const tone = styleVariants({
  surface: { backgroundColor: vars.color.surface, borderColor: vars.color.border.default },
  subtle: { backgroundColor: vars.color.background, borderColor: 'transparent' },
  brand: { backgroundColor: vars.color.brand.soft, borderColor: 'transparent' },
  info: { backgroundColor: vars.color.info.soft, borderColor: 'transparent' },
  success: { backgroundColor: vars.color.success.soft, borderColor: 'transparent' },
  warning: { backgroundColor: vars.color.warning.soft, borderColor: 'transparent' },
  danger: { backgroundColor: vars.color.danger.soft, borderColor: 'transparent' },
});

export const elevation = styleVariants({
  flat: { boxShadow: 'none' },
  raised: { boxShadow: vars.shadow.sm },
  floating: { boxShadow: vars.shadow.lg },
});

// Phones get tighter padding: on a 360 px screen every pixel of text width counts.
export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.md },
  md: {
    padding: vars.space.lg,
    '@media': { [mq.tablet]: { padding: vars.space.xl } },
  },
  lg: {
    padding: vars.space.xl,
    '@media': { [mq.tablet]: { padding: vars.space.xxl } },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const headerAction = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
});

export const body = style({
  minWidth: 0,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
