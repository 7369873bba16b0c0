// Layout shared by the landing page's sections: one width, one rhythm, one heading style.
import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const section = style({
  paddingBlock: vars.space.xxl,
  '@media': { [mq.tablet]: { paddingBlock: '4rem' } },
});

export const container = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [mq.tablet]: { paddingInline: vars.space.xl } },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '40rem',
  marginInline: 'auto',
  marginBlockEnd: vars.space.xl,
  textAlign: 'center',
  '@media': { [mq.tablet]: { marginBlockEnd: vars.space.xxl } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text.primary,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const lead = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.secondary,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.lg } },
});
