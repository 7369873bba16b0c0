import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '4rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  '@media': {
    // On a phone the bar stays on screen, so the menu is always one tap away.
    [mq.mobile]: {
      position: 'sticky',
      insetBlockStart: 0,
      zIndex: vars.zIndex.sticky,
      gap: vars.space.sm,
      paddingInline: vars.space.sm,
      backgroundColor: vars.color.surface,
      borderBlockEnd: `1px solid ${vars.color.border.default}`,
    },
  },
});

export const menuButton = style({
  '@media': {
    [mq.tablet]: { display: 'none' },
  },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text.primary,
  overflowWrap: 'break-word',
  '@media': {
    [mq.mobile]: { fontSize: vars.fontSize.lg },
  },
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  maxWidth: '40%',
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minWidth: 0,
  textAlign: 'end',
  // On a phone only the avatar shows; the name and class stay for screen readers (and are
  // shown in the menu drawer).
  '@media': {
    [mq.mobile]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const userName = style({
  maxWidth: '100%',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  // A long name takes two lines at most instead of pushing the title aside.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const userClass = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.secondary,
});
