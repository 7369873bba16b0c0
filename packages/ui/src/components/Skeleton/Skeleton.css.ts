import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

// The highlight moves by transform, which the compositor animates on its own: a moving
// background (as before) repainted every skeleton on the main thread on every frame, which on a
// slow phone's start-up is main-thread time taken from the page that is loading (issue 23).
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const root = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  maxWidth: '100%',
  backgroundColor: vars.color.skeleton.base,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.skeleton.highlight} 50%, transparent 100%)`,
    transform: 'translateX(-100%)',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  '@media': {
    [mq.reducedMotion]: {
      selectors: { '&::after': { display: 'none' } },
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
