import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const time = style({
  fontSize: '2.5rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Equal-width digits, so the time does not shake as it counts.
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
});

export const timeRunning = style({
  color: vars.color.brand.solid,
});

export const encouragement = style({
  color: vars.color.text.secondary,
});

export const tip = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warning.soft,
  color: vars.color.warning.onSoft,
  fontSize: vars.fontSize.sm,
});

export const tipIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlockStart: vars.space.xxs,
});
