import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  overflowWrap: 'break-word',
});

export const optional = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.muted,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger.onSoft,
  overflowWrap: 'break-word',
});

export const errorIcon = style({
  display: 'flex',
  flexShrink: 0,
  // Centres the icon on the first line of the message.
  marginBlockStart: '0.2em',
  fontSize: '1.1em',
});

/** Holds the control and whatever sits on it (the password toggle, the select arrow). */
export const control = style({
  position: 'relative',
  display: 'flex',
  minWidth: 0,
});

// 48 px tall, 16 px text: easy to hit on a phone, and mobile browsers do not zoom in on focus.
export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: '3rem',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
  appearance: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&:focus': { borderColor: vars.color.brand.solid },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger.solid,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger.solid}`,
    },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed', backgroundColor: vars.color.background },
    // Read-only values (class, email on the profile) look set in place, not like a box to type in.
    '&[readonly]': {
      backgroundColor: vars.color.background,
      borderColor: vars.color.border.default,
      color: vars.color.text.secondary,
    },
  },
});

/** Leaves room for the show/hide button at the end of a password input. */
export const withToggle = style({
  paddingInlineEnd: '3.25rem',
});

export const toggle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.xs,
  // A fixed height: between both insets it would otherwise stretch to the input's height.
  height: '2.25rem',
  marginBlock: 'auto',
  // The eye icon sized to read at a glance (the small button's text size is too small for it).
  fontSize: '1.25rem',
});

export const select = style({
  paddingInlineEnd: '2.75rem',
  cursor: 'pointer',
});

export const selectArrow = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.md,
  display: 'flex',
  alignItems: 'center',
  fontSize: '1.25rem',
  color: vars.color.text.secondary,
  pointerEvents: 'none',
});
