import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.success.solid,
  fontSize: '2rem',
});

export const countWords = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
});

export const latest = style({
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const latestLink = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand.onSoft,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
