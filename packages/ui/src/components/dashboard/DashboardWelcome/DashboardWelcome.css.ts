import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  '@media': { [mq.mobile]: { padding: vars.space.lg } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const classTag = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.brand.onSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const lead = style({
  maxWidth: '36rem',
  color: vars.color.text.secondary,
});

export const illustration = style({
  flexShrink: 0,
  width: '7.5rem',
  height: 'auto',
  '@media': { [mq.mobile]: { display: 'none' } },
});

export const illustrationHalo = style({ fill: vars.color.surface });
export const illustrationPage = style({ fill: vars.color.surface, stroke: vars.color.brand.solid });
export const illustrationLine = style({ stroke: vars.color.brand.softHover });
export const illustrationSpark = style({ fill: vars.color.warning.solid });
