import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  // Pill-shaped on one line (radius ≥ half the height) without turning into a blob when a long
  // label wraps.
  borderRadius: vars.radius.lg,
  fontFamily: vars.fontFamily.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
});

const tones = {
  neutral: vars.color.neutral,
  info: vars.color.info,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
  brand: vars.color.brand,
};

export const tone = styleVariants(tones, (color) => ({
  backgroundColor: color.soft,
  color: color.onSoft,
}));

export const size = styleVariants({
  sm: {
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    fontSize: vars.fontSize.xs,
  },
  md: {
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.sm,
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
});
