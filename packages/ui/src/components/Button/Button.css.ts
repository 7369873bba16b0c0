import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Height of the button; an icon-only button is as wide as it is tall. */
const controlSize = createVar();

const enabled = ':not(:disabled):not([aria-disabled="true"])';
// Only devices that really hover: on touch screens a :hover style sticks after the tap.
const hoverMedia = '(hover: hover)';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: controlSize,
    maxWidth: '100%',
    margin: 0,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.fontFamily.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`&${enabled}:active`]: { transform: 'translateY(1px)' },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand.solid,
        color: vars.color.brand.onSolid,
        '@media': {
          [hoverMedia]: { selectors: { [`&${enabled}:hover`]: { backgroundColor: vars.color.brand.solidHover } } },
        },
      },
      secondary: {
        backgroundColor: vars.color.secondary.soft,
        color: vars.color.secondary.onSoft,
        '@media': {
          [hoverMedia]: { selectors: { [`&${enabled}:hover`]: { backgroundColor: vars.color.secondary.softHover } } },
        },
      },
      outline: {
        backgroundColor: 'transparent',
        borderColor: vars.color.brand.solid,
        color: vars.color.brand.onSoft,
        '@media': {
          [hoverMedia]: { selectors: { [`&${enabled}:hover`]: { backgroundColor: vars.color.brand.soft } } },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand.onSoft,
        '@media': {
          [hoverMedia]: { selectors: { [`&${enabled}:hover`]: { backgroundColor: vars.color.brand.soft } } },
        },
      },
      danger: {
        backgroundColor: vars.color.danger.solid,
        color: vars.color.danger.onSolid,
        '@media': {
          [hoverMedia]: { selectors: { [`&${enabled}:hover`]: { backgroundColor: vars.color.danger.solidHover } } },
        },
      },
    },
    // Heights of 36/44/52 px: md and lg meet the 44 px touch-target guideline.
    size: {
      sm: {
        vars: { [controlSize]: '2.25rem' },
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        vars: { [controlSize]: '2.75rem' },
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        vars: { [controlSize]: '3.25rem' },
        paddingBlock: vars.space.md,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
    },
    iconOnly: {
      true: { width: controlSize, paddingInline: 0, flexShrink: 0 },
    },
  },
  defaultVariants: {
    variant: 'primary',
    size: 'md',
    fullWidth: false,
    iconOnly: false,
  },
});

// Long Bengali labels wrap inside the button instead of overflowing a narrow screen.
export const label = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
});
