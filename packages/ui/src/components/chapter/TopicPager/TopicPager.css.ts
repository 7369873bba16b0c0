import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// The pager's own width decides its layout (container query), not the screen's.
export const root = style({
  containerType: 'inline-size',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"previous position next"',
  alignItems: 'center',
  gap: vars.space.md,
  '@container': {
    // Narrow column (a phone): the dots get a row of their own above the two buttons.
    '(max-width: 30rem)': {
      gridTemplateColumns: '1fr 1fr',
      gridTemplateAreas: '"position position" "previous next"',
    },
  },
});

export const previous = style({ gridArea: 'previous' });
export const next = style({ gridArea: 'next' });

export const position = style({
  gridArea: 'position',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  transitionProperty: 'width, background-color',
  transitionDuration: vars.motion.duration.normal,
});

// Shape as well as colour: the open topic is a wider pill, done topics are filled, the rest rings.
export const dotState = styleVariants({
  current: { width: '1.5rem', backgroundColor: vars.color.brand.solid },
  done: { backgroundColor: vars.color.success.solid },
  upcoming: { boxShadow: `inset 0 0 0 1.5px ${vars.color.border.strong}` },
});

export const count = style({
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});
