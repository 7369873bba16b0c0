import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.xl,
  textAlign: 'center',
});

export const mark = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontSize: '1.75rem',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text.primary,
});

export const description = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.secondary,
});

// A segmented control: two equal halves, the chosen one lifted onto the card's surface.
export const tabList = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
});

export const tab = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.brand.onSoft,
      boxShadow: vars.shadow.sm,
    },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&[aria-selected="false"]:hover': { color: vars.color.text.primary } },
    },
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.xl,
});

export const serverError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.danger.soft,
  color: vars.color.danger.onSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'break-word',
});

export const serverErrorIcon = style({
  display: 'flex',
  flexShrink: 0,
  marginBlockStart: '0.15em',
  fontSize: '1.25em',
});

export const submit = style({
  marginBlockStart: vars.space.xs,
});

// Tighter on a phone, where the card fills the screen's width.
export const card = style({
  '@media': {
    [mq.mobile]: { paddingInline: vars.space.lg },
  },
});
