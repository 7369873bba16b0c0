import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.page,
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '4rem',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
  whiteSpace: 'nowrap',
  '@media': {
    [mq.mobile]: { fontSize: vars.fontSize.md },
  },
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  minWidth: 0,
});

export const adminName = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '16rem',
  '@media': {
    [mq.mobile]: { display: 'none' },
  },
});

export const body = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  minWidth: 0,
});

export const sidebar = style({
  flexShrink: 0,
  width: '15rem',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
  '@media': {
    // On a phone the open sidebar lies over the page instead of squeezing it.
    [mq.mobile]: {
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: vars.zIndex.overlay,
      width: 'min(16rem, 85vw)',
      boxShadow: vars.shadow.lg,
    },
  },
});

export const navNote = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.muted,
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.xl,
  selectors: {
    '&:focus': { outline: 'none' },
  },
  '@media': {
    [mq.mobile]: { padding: vars.space.md },
  },
});

export const title = style({
  marginBlockEnd: vars.space.lg,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const unavailable = style({
  color: vars.color.text.muted,
  cursor: 'default',
});
