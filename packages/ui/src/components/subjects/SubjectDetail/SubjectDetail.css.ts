import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

const fadeIn = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxxl,
});

// Spec §2: the content fades in 50 ms after it arrives. With reduced motion it is just there.
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  animation: `${fadeIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter} 50ms both`,
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text.primary,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const classTag = style({
  display: 'inline-block',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xl } },
});

export const description = style({
  maxWidth: '48rem',
  color: vars.color.text.secondary,
});

export const chapters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const chaptersHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const chaptersTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text.primary,
});

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
});

// Spec §2: rows rise in one after the other (delay set per row); none with reduced motion.
export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStartWidth: '0.3rem',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.enter} both`,
  transitionProperty: 'box-shadow, background-color',
  transitionDuration: vars.motion.duration.fast,
  '@media': {
    [mq.reducedMotion]: { animation: 'none' },
    '(hover: hover)': { selectors: { '&:hover': { boxShadow: vars.shadow.md } } },
    [mq.mobile]: { padding: vars.space.md, alignItems: 'flex-start' },
  },
  selectors: {
    '&:has(a:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

// The accent colour of each status, on the leading edge of the row.
// Only a title so far: a dashed, quieter row, visibly not a lesson to read yet.
export const rowNotWritten = style({
  borderStyle: 'dashed',
  boxShadow: 'none',
  backgroundColor: vars.color.background,
  color: vars.color.text.secondary,
});

export const rowAsk = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.brand.onSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.solid}`, outlineOffset: 2 },
  },
});

export const rowStatus = styleVariants({
  'not-started': { borderInlineStartColor: vars.color.border.strong },
  'in-progress': { borderInlineStartColor: vars.color.warning.solid },
  completed: { borderInlineStartColor: vars.color.success.solid },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const numberStatus = styleVariants({
  'not-started': { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
  'in-progress': { backgroundColor: vars.color.warning.soft, color: vars.color.warning.onSoft },
  completed: { backgroundColor: vars.color.success.soft, color: vars.color.success.onSoft },
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const rowName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.lg } },
});

export const rowLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
  },
});

export const rowDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const rowStatusArea = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  '@media': {
    // On a phone the badge moves under the icon so the name keeps its width.
    [mq.mobile]: { flexDirection: 'column-reverse', alignItems: 'flex-end', gap: vars.space.xs },
  },
});
