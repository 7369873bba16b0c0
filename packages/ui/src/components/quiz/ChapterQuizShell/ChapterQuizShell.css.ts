import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  maxWidth: '48rem',
  marginInline: 'auto',
  width: '100%',
});

export const back = style({ alignSelf: 'flex-start' });

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const chapter = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
