import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** 16:9, the shape of nearly every lesson video, reserved before anything loads. */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.neutral.solidHover,
});

export const media = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '24rem',
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.warning.soft,
  color: vars.color.warning.onSoft,
});

export const noticeIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.lg,
});

export const noticeTitle = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
});

export const noticeText = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
});
