import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(1rem)' },
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
  width: 'min(44rem, calc(100vw - 2rem))',
  maxHeight: ['calc(100vh - 2rem)', 'calc(100dvh - 2rem)'],
  height: 'fit-content',
  margin: 'auto',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text.primary,
  overflow: 'hidden',
  animation: `${enter} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  '@media': {
    // A phone gets the whole screen: the chat needs every pixel.
    [mq.mobile]: {
      inset: 0,
      width: '100%',
      maxHeight: 'none',
      height: ['100vh', '100dvh'],
      borderRadius: 0,
    },
    [mq.reducedMotion]: { animation: 'none' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  fontSize: '1.375rem',
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  fontSize: '1.5rem',
  cursor: 'pointer',
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.neutral.soft } } },
  },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  '@media': {
    [mq.mobile]: { display: 'flex', flexDirection: 'column', padding: vars.space.sm },
  },
});

// On a phone the chat takes the whole dialog below its title, not the panel's 500 px (spec §9,
// kept on wider screens): a zero basis overrides the panel's own height whatever the CSS order.
globalStyle(`${body} > *`, {
  '@media': { [mq.mobile]: { flex: '1 1 0', minHeight: 0 } },
});
