import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const root = style({
  display: 'block',
  maxWidth: '100%',
  backgroundColor: vars.color.skeleton.base,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton.base} 0%, ${vars.color.skeleton.highlight} 50%, ${vars.color.skeleton.base} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    [mq.reducedMotion]: {
      animation: 'none',
      backgroundImage: 'none',
    },
  },
});

export const shape = styleVariants({
  block: { borderRadius: vars.radius.md },
  // One line of body text: the bar is a little shorter than the line so stacked bars show gaps.
  text: {
    height: '0.9em',
    marginBlock: '0.35em',
    borderRadius: vars.radius.sm,
  },
  circle: { borderRadius: vars.radius.full, flexShrink: 0 },
});
