import { style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '32rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  overflowWrap: 'break-word',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  fontSize: '1.75rem',
});

export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
  brand: { backgroundColor: vars.color.brand.soft, color: vars.color.brand.onSoft },
  danger: { backgroundColor: vars.color.danger.soft, color: vars.color.danger.onSoft },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const description = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.secondary,
});

// Side by side where there is room; stacked full-width buttons on a phone are easier to tap.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
  '@media': {
    [mq.mobile]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      width: '100%',
    },
  },
});
