import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

// The tone colours the ring only; a visible label keeps the colour of the surrounding text.
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  verticalAlign: 'middle',
});

export const tone = styleVariants({
  brand: { color: vars.color.brand.solid },
  inherit: { color: 'inherit' },
});

export const ring = style({
  display: 'block',
  flexShrink: 0,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    [mq.reducedMotion]: {
      animation: 'none',
    },
  },
});

// A faint full circle with one solid quarter: it still reads as "loading" when it cannot turn.
export const track = style({
  opacity: 0.25,
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '2.5rem', height: '2.5rem' },
});
