import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  listStyle: 'none',
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [mq.mobile]: { padding: vars.space.lg } },
});

export const soon = style({
  borderStyle: 'dashed',
  borderColor: vars.color.border.strong,
  backgroundColor: vars.color.background,
  boxShadow: 'none',
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.xs,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  fontSize: '1.5rem',
});

export const iconSoon = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text.secondary,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
});

export const description = style({
  color: vars.color.text.secondary,
});
