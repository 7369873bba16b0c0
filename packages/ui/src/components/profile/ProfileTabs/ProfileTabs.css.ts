import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

// Four tabs do not fit a 360 px phone: the row scrolls sideways instead of wrapping (its scroll
// bar hidden; scrollFade shows where it goes on).
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xl})`,
  paddingInline: vars.space.xl,
  // A tab brought into view brings its side's padding too: the first and last reach the row's ends.
  scrollPaddingInline: vars.space.xl,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  '@media': {
    [mq.mobile]: {
      marginInline: `calc(-1 * ${vars.space.lg})`,
      paddingInline: vars.space.lg,
      scrollPaddingInline: vars.space.lg,
    },
  },
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: '3rem',
  paddingInline: vars.space.md,
  marginBlockEnd: -1,
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.brand.onSoft,
      borderBlockEndColor: vars.color.brand.solid,
    },
    // The focus ring drawn inside, so the scrolling row does not clip it.
    '&:focus-visible': { outlineOffset: '-2px' },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&[aria-selected="false"]:hover': { color: vars.color.text.primary } },
    },
  },
});

export const tabIcon = style({
  display: 'flex',
  fontSize: '1.15rem',
});

export const panel = style({
  paddingBlockStart: vars.space.xl,
});
