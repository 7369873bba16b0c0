import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const current = style({
  backgroundColor: vars.color.warning.soft,
});

export const flame = style({
  display: 'inline-flex',
  verticalAlign: '-0.125em',
  color: vars.color.text.muted,
});

/** Lit once today counts. */
export const flameLit = style({
  color: vars.color.warning.onSoft,
});

export const message = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const messageCalm = style({
  backgroundColor: vars.color.info.soft,
  color: vars.color.info.onSoft,
});

export const messageGlad = style({
  backgroundColor: vars.color.success.soft,
  color: vars.color.success.onSoft,
});
