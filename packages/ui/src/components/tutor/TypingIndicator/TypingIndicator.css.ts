import { keyframes, style } from '@vanilla-extract/css';
import { mq, vars } from '../../../theme';
import { bubble } from '../chat.css';

const bounce = keyframes({ '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } });

export const typing = style([
  bubble,
  {
    alignSelf: 'flex-start',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    background: vars.color.background,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.sm,
  },
]);

export const dots = style({ display: 'inline-flex', gap: 3 });

export const dot = style({
  width: 6,
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.text.secondary,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});
