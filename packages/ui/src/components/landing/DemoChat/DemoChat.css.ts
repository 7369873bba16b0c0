import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'translateY(0)', opacity: 0.5 },
  '30%': { transform: 'translateY(-0.25rem)', opacity: 1 },
});

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: '36rem',
  marginInline: 'auto',
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontSize: '1.25rem',
});

export const who = style({
  flex: 1,
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
});

export const statusDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success.solid,
});

// A fixed height: new messages scroll inside the chat instead of pushing the page down.
export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '22rem',
  padding: vars.space.md,
  overflowY: 'auto',
  backgroundColor: vars.color.background,
  '@media': { [mq.mobile]: { height: '20rem' } },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '85%',
  animation: `${appear} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});

export const fromTutor = style({ alignSelf: 'flex-start', alignItems: 'flex-start' });
export const fromStudent = style({ alignSelf: 'flex-end', alignItems: 'flex-end' });

export const bubble = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const bubbleTone = styleVariants({
  tutor: {
    backgroundColor: vars.color.surface,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.default}`,
    borderEndStartRadius: vars.radius.sm,
  },
  student: {
    backgroundColor: vars.color.brand.solid,
    color: vars.color.brand.onSolid,
    borderEndEndRadius: vars.radius.sm,
  },
  visitor: {
    backgroundColor: vars.color.secondary.solid,
    color: vars.color.secondary.onSolid,
    borderEndEndRadius: vars.radius.sm,
  },
});

export const typing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text.muted,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});

export const register = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand.onSoft,
  textUnderlineOffset: '0.2em',
});

export const form = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.focusRing },
  },
});
