import { keyframes, style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-expanded="true"]': { borderColor: vars.color.brand.solid },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.neutral.soft } } },
  },
});

export const running = style({
  borderColor: vars.color.brand.solid,
  color: vars.color.brand.onSoft,
  backgroundColor: vars.color.brand.soft,
});

export const time = style({
  // Equal-width digits, so the button does not shake as it counts.
  fontVariantNumeric: 'tabular-nums',
});

// The word, on a wide screen; a phone's header has room for the icon only (the name stays).
export const label = style({
  '@media': {
    [mq.mobile]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

const pulse = keyframes({ '50%': { opacity: 0.35 } });

export const runningDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success.solid,
  animation: `${pulse} 2s ${vars.motion.easing.standard} infinite`,
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});

export const popover = style({
  zIndex: vars.zIndex.dropdown,
  width: 'min(22rem, calc(100vw - 1rem))',
  outline: 'none',
});
