import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

// The page dims behind the dialog: half-strength body text colour (no literal colour).
export const backdrop = style({
  backgroundColor: `color-mix(in srgb, ${vars.color.text.primary} 50%, transparent)`,
});

export const dialog = style({
  position: 'fixed',
  inset: vars.space.lg,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: ['calc(100vh - 2rem)', 'calc(100dvh - 2rem)'],
  height: 'fit-content',
  margin: 'auto',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text.primary,
  overflow: 'hidden',
  animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  '@media': {
    [mq.mobile]: { inset: vars.space.sm, maxHeight: ['calc(100vh - 1rem)', 'calc(100dvh - 1rem)'] },
    [mq.reducedMotion]: { animation: 'none' },
  },
});

export const size = styleVariants({
  sm: { width: 'min(28rem, calc(100vw - 1rem))' },
  md: { width: 'min(40rem, calc(100vw - 1rem))' },
  lg: { width: 'min(72rem, calc(100vw - 1rem))' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});
