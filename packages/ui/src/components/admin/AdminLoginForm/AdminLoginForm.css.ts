import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
