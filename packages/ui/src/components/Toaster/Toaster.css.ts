import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The list sonner positions; sonner's own font stack has no Bengali. */
export const toaster = style({
  fontFamily: vars.fontFamily.body,
});

// sonner draws the layout (position, stacking, swipe) and we draw the card: its `unstyled`
// mode leaves every toast bare, so nothing of its own look fights the theme.
export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  // sonner's width (356 px), which it narrows to the screen on phones.
  width: 'var(--width)',
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  // Room for the close button in the corner.
  paddingInlineEnd: '2.75rem',
  backgroundColor: vars.color.surface,
  color: vars.color.text.primary,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// In a collapsed stack only the front toast is read; the ones behind show just their edge.
globalStyle(`${toast}[data-expanded="false"][data-front="false"] > *`, {
  opacity: 0,
});

export const success = style({ borderInlineStartColor: vars.color.success.solid });
export const error = style({ borderInlineStartColor: vars.color.danger.solid });
export const info = style({ borderInlineStartColor: vars.color.info.solid });

export const icon = style({
  display: 'flex',
  flexShrink: 0,
  // Centres the 20 px icon on the first line of the title.
  marginBlockStart: '0.2rem',
  fontSize: '1.25rem',
  selectors: {
    [`${success} &`]: { color: vars.color.success.solid },
    [`${error} &`]: { color: vars.color.danger.solid },
    [`${info} &`]: { color: vars.color.info.solid },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.fontWeight.medium,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const closeButton = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover': { backgroundColor: vars.color.neutral.soft, color: vars.color.text.primary },
      },
    },
  },
});
