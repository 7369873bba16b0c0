import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  paddingBlock: vars.space.xl,
  borderBlock: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
});

export const value = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand.onSoft,
});

export const label = style({
  color: vars.color.text.secondary,
});
