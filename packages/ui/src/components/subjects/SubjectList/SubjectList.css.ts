import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text.primary,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const subtitle = style({
  color: vars.color.text.secondary,
});

export const search = style({
  maxWidth: '32rem',
});

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.text.muted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: '3rem',
  paddingInlineStart: '2.75rem',
  // Room for the clear button.
  paddingInlineEnd: '3rem',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.md,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.focusRing },
  },
});

// Our own clear button replaces the browser's, which is small and unlabelled.
globalStyle(`${input}::-webkit-search-cancel-button`, { appearance: 'none' });

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.neutral.soft } } },
  },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  minWidth: 0,
});

// Cards in one row share its height.
globalStyle(`${item} > *`, { flex: 1 });
