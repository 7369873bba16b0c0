import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const panelTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text.primary,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** One column of a comfortable width, for a short form such as the password change. */
export const narrow = style({
  maxWidth: '28rem',
});

/** Two columns of fields where there is room. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': {
    // Stacked, full-width buttons are easier to tap on a phone; the main action on top.
    [mq.mobile]: { flexDirection: 'column-reverse' },
  },
});
