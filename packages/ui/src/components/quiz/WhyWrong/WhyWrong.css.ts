import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const button = style({
  '@media': { [mq.mobile]: { width: '100%' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignSelf: 'stretch',
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.info.solid}`,
  backgroundColor: vars.color.info.soft,
  color: vars.color.info.onSoft,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.info.onSoft,
});

export const error = style({
  color: vars.color.danger.onSoft,
  backgroundColor: vars.color.danger.soft,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  alignSelf: 'stretch',
});
