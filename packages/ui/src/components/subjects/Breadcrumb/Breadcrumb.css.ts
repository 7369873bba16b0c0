import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space.xxs,
  columnGap: vars.space.xs,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const link = style({
  color: vars.color.brand.onSoft,
  textDecoration: 'underline',
  textDecorationColor: vars.color.border.strong,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecorationColor: 'currentColor' },
  },
});

export const current = style({
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const separator = style({
  width: '0.875rem',
  height: '0.875rem',
  flexShrink: 0,
  color: vars.color.text.muted,
});
