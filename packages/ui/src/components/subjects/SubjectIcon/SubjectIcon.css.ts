import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.lg,
});

// One tone per subject, so a student finds a subject by colour as well as by name.
export const tone = styleVariants({
  math: { backgroundColor: vars.color.info.soft, color: vars.color.info.onSoft },
  science: { backgroundColor: vars.color.success.soft, color: vars.color.success.onSoft },
  bangla: { backgroundColor: vars.color.danger.soft, color: vars.color.danger.onSoft },
  english: { backgroundColor: vars.color.secondary.soft, color: vars.color.secondary.onSoft },
  social: { backgroundColor: vars.color.warning.soft, color: vars.color.warning.onSoft },
  islam: { backgroundColor: vars.color.brand.soft, color: vars.color.brand.onSoft },
  default: { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
});

export const size = styleVariants({
  sm: { width: '2.25rem', height: '2.25rem', fontSize: '1.25rem' },
  md: { width: '3rem', height: '3rem', fontSize: '1.75rem' },
  lg: { width: '4rem', height: '4rem', fontSize: '2.25rem' },
});

export const glyph = style({
  width: '1em',
  height: '1em',
});
