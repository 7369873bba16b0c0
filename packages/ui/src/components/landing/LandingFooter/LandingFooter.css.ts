import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  paddingBlock: vars.space.xxl,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [mq.tablet]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' } },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const tagline = style({
  color: vars.color.text.secondary,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.brand.onSoft,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.25em',
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brand.soft } } },
    [mq.mobile]: { paddingInline: vars.space.sm },
  },
});

export const note = style({
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
