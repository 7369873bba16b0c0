import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const question = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  // Big enough to hit with a thumb on a small phone.
  minHeight: '3.25rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: 2,
  borderStyle: 'solid',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const optionState = styleVariants({
  idle: { borderColor: vars.color.border.default, backgroundColor: vars.color.surface },
  selected: { borderColor: vars.color.brand.solid, backgroundColor: vars.color.brand.soft },
  correct: { borderColor: vars.color.success.solid, backgroundColor: vars.color.success.soft },
  wrong: { borderColor: vars.color.danger.solid, backgroundColor: vars.color.danger.soft },
});

export const locked = style({
  cursor: 'default',
});

/** The native radio covers the whole option: tapping anywhere selects, and it keeps focus. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const letter = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const letterState = styleVariants({
  idle: { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
  selected: { backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid },
  correct: { backgroundColor: vars.color.success.solid, color: vars.color.success.onSolid },
  wrong: { backgroundColor: vars.color.danger.solid, color: vars.color.danger.onSolid },
});

export const text = style({
  flex: '1 1 auto',
  minWidth: 0,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const mark = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.fontSize.lg,
});

export const markCorrect = style({ color: vars.color.success.solid });
export const markWrong = style({ color: vars.color.danger.solid });
