import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
});

export const svg = style({
  width: '100%',
  height: '100%',
});

// The ring of a status not started uses the strong border colour: it must stay visible (3:1).
export const tone = styleVariants({
  'not-started': { color: vars.color.border.strong },
  'in-progress': { color: vars.color.warning.solid },
  completed: { color: vars.color.success.solid },
});

export const tick = style({
  stroke: vars.color.success.onSolid,
});
