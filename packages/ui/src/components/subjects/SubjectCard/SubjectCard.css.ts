import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'box-shadow, border-color, transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover': {
          borderColor: vars.color.brand.solid,
          boxShadow: vars.shadow.md,
          transform: 'translateY(-2px)',
        },
      },
    },
    [mq.reducedMotion]: {
      selectors: { '&:hover': { transform: 'none' } },
    },
  },
  selectors: {
    // The focus ring of the stretched link is drawn around the whole card.
    '&:has(a:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const name = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    // Stretches the link over the whole card, so a tap anywhere on it opens the subject.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
  },
});

export const meta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const chevron = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  color: vars.color.text.muted,
});

export const hovercard = style({
  zIndex: vars.zIndex.dropdown,
  maxWidth: 'min(20rem, calc(100vw - 2rem))',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const hovercardName = style({
  fontWeight: vars.fontWeight.bold,
  marginBlockEnd: vars.space.xxs,
});

export const hovercardText = style({
  color: vars.color.text.secondary,
});
