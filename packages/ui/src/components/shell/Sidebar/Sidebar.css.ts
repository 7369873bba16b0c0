import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100%',
  minWidth: 0,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.xs,
  color: vars.color.text.primary,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const brandMark = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontSize: '1.25rem',
});

export const nav = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
});

// 48 px rows: comfortable to tap in the phone drawer, calm on a desktop.
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '3rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[aria-current]': {
      backgroundColor: vars.color.brand.soft,
      color: vars.color.brand.onSoft,
    },
    '&[aria-disabled="true"]': {
      color: vars.color.text.muted,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:not([aria-current]):not([aria-disabled="true"]):hover': {
          backgroundColor: vars.color.background,
          color: vars.color.text.primary,
        },
      },
    },
  },
});

export const collapsedItem = style({
  justifyContent: 'center',
  paddingInline: 0,
});

export const itemIcon = style({
  display: 'flex',
  flexShrink: 0,
  fontSize: '1.35rem',
});

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const toggle = style({
  justifyContent: 'flex-start',
  paddingInline: vars.space.md,
  color: vars.color.text.secondary,
});

export const collapsedToggle = style({
  alignSelf: 'center',
  justifyContent: 'center',
  paddingInline: 0,
});

export const toggleIcon = style({
  display: 'flex',
  fontSize: '1.25rem',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
});

export const toggleIconFlipped = style({
  transform: 'rotate(180deg)',
});

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '16rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text.primary,
  color: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});
