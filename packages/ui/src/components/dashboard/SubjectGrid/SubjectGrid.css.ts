import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text.primary,
});

export const seeAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  borderRadius: vars.radius.md,
  color: vars.color.brand.onSoft,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brand.soft } } },
  },
});

export const seeAllIcon = style({
  width: '1.125rem',
  height: '1.125rem',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  minWidth: 0,
});

globalStyle(`${item} > *`, { flex: 1 });

export const state = style({
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  maxWidth: 'none',
});
