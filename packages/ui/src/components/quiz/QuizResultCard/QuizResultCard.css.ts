import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

const pop = keyframes({
  '0%': { transform: 'scale(0) rotate(0deg)', opacity: 0 },
  '60%': { transform: 'scale(1.3) rotate(90deg)', opacity: 1 },
  '100%': { transform: 'scale(1) rotate(120deg)', opacity: 1 },
});

export const celebration = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.lg,
  fontSize: vars.fontSize.xl,
});

export const burst = style({
  display: 'inline-flex',
  animation: `${pop} 0.8s ${vars.motion.easing.enter} both`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
    '&:nth-child(4)': { animationDelay: '0.45s' },
    '&:nth-child(5)': { animationDelay: '0.6s' },
  },
  '@media': {
    // Reduced motion: the sparkles are simply there.
    [mq.reducedMotion]: { animation: 'none' },
  },
});

export const burstTone = [
  style({ color: vars.color.warning.solid }),
  style({ color: vars.color.success.solid }),
  style({ color: vars.color.secondary.solid }),
] as const;

export const title = style({
  fontSize: vars.fontSize.xl,
  textAlign: 'center',
  outline: 'none',
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
});

export const ring = style({
  position: 'relative',
  width: '8.5rem',
  height: '8.5rem',
  flexShrink: 0,
});

export const ringSvg = style({
  width: '100%',
  height: '100%',
  transform: 'rotate(-90deg)',
});

export const ringTrack = style({
  fill: 'none',
  stroke: vars.color.background,
  strokeWidth: 12,
});

export const ringFill = style({
  fill: 'none',
  strokeWidth: 12,
  strokeLinecap: 'round',
});

export const ringTone = styleVariants({
  success: { stroke: vars.color.success.solid },
  warning: { stroke: vars.color.warning.solid },
  danger: { stroke: vars.color.danger.solid },
});

export const ringValue = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const grade = style({
  fontSize: vars.fontSize.md,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});

export const stat = style({
  display: 'contents',
});

export const feedback = style({
  textAlign: 'center',
  color: vars.color.text.secondary,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const listTitle = style({
  fontSize: vars.fontSize.md,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  paddingInlineStart: vars.space.lg,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: '0.7em',
    width: '0.5rem',
    height: '0.5rem',
    borderRadius: vars.radius.full,
    backgroundColor: 'currentColor',
  },
});

export const markerSuccess = style({ selectors: { '&::before': { backgroundColor: vars.color.success.solid } } });
export const markerWarning = style({ selectors: { '&::before': { backgroundColor: vars.color.warning.solid } } });
export const markerInfo = style({ selectors: { '&::before': { backgroundColor: vars.color.info.solid } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
