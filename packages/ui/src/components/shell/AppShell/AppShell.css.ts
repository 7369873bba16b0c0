import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

const tint = createVar();
const glow = createVar();

/**
 * The page behind a section: a soft wash of the section's colour from the top, and a second
 * colour glowing in the top corner, fading into the page colour.
 */
export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    minHeight: '100vh',
    backgroundColor: vars.color.page,
    backgroundImage: `radial-gradient(ellipse 60% 22rem at 100% 0, ${glow}, transparent), linear-gradient(to bottom, ${tint}, transparent 26rem)`,
    backgroundRepeat: 'no-repeat',
    '@media': {
      [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
  variants: {
    section: {
      home: { vars: { [tint]: vars.color.brand.soft, [glow]: vars.color.info.soft } },
      subjects: { vars: { [tint]: vars.color.info.soft, [glow]: vars.color.secondary.soft } },
      progress: { vars: { [tint]: vars.color.success.soft, [glow]: vars.color.brand.softHover } },
      achievements: { vars: { [tint]: vars.color.warning.soft, [glow]: vars.color.danger.soft } },
      profile: { vars: { [tint]: vars.color.secondary.soft, [glow]: vars.color.info.soft } },
      default: { vars: { [tint]: vars.color.background, [glow]: vars.color.neutral.soft } },
    },
  },
  defaultVariants: { section: 'default' },
});

export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.tooltip,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  boxShadow: vars.shadow.md,
  // Off screen until focused: the first Tab on every page shows it.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});

export const rail = style({
  position: 'sticky',
  insetBlockStart: 0,
  height: '100vh',
  width: '16rem',
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': {
    [mq.mobile]: { display: 'none' },
  },
});

export const railCollapsed = style({
  width: '4.75rem',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const main = style({
  flex: 1,
  minWidth: 0,
  paddingBlockStart: vars.space.sm,
  paddingBlockEnd: vars.space.xxl,
  paddingInline: vars.space.xl,
  // The skip link moves the focus here; the main area itself needs no ring.
  outline: 'none',
  '@media': {
    [mq.mobile]: { paddingBlockStart: vars.space.lg, paddingInline: vars.space.lg },
  },
});

export const backdrop = style({
  backgroundColor: vars.color.text.primary,
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.normal,
  selectors: {
    '&[data-enter]': { opacity: 0.45 },
  },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(20rem, 86vw)',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  outline: 'none',
  transform: 'translateX(-100%)',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.enter,
  selectors: {
    '&[data-enter]': { transform: 'none' },
    '&[data-leave]': { transitionTimingFunction: vars.motion.easing.exit },
  },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
});

export const drawerUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginInline: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
});

export const drawerUserText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const drawerUserName = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const drawerUserClass = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const drawerNav = style({
  flex: 1,
  paddingBlockStart: vars.space.sm,
});
