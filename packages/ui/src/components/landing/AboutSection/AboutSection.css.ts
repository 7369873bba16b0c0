import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  backgroundColor: vars.color.surface,
  borderBlock: `1px solid ${vars.color.border.default}`,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxxl, alignItems: 'center' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  listStyle: 'none',
});

export const point = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondary.soft,
  color: vars.color.secondary.onSoft,
  fontSize: '1.375rem',
});

export const pointTitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
});

export const pointText = style({
  color: vars.color.text.secondary,
});
