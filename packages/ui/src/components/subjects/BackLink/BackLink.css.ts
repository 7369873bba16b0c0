import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  borderRadius: vars.radius.md,
  color: vars.color.brand.onSoft,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brand.soft } } },
  },
});

export const icon = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
});
