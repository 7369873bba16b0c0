import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** An admin form: one column on a phone, two from a tablet up. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A field that takes the whole width of the form. */
export const wide = style({
  gridColumn: '1 / -1',
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
