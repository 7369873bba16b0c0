import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.brand.soft,
  '@media': {
    [mq.tablet]: { padding: vars.space.xxl },
    [mq.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'center',
      padding: vars.space.xxxl,
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const badge = style({
  backgroundColor: vars.color.surface,
});

export const lead = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.lg } },
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const perks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
});

export const perk = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.medium,
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontSize: '1rem',
});

export const cta = style({
  '@media': { [mq.mobile]: { width: '100%' } },
});
