import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../theme';

// The look the tutor panel and the ask chat share; each sets its own height and tones.

/** The chat's box: a column whose conversation takes what its other parts leave. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  fontFamily: vars.fontFamily.body,
  color: vars.color.text.primary,
  minWidth: 0,
});

/** The title of the empty conversation. */
export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.fontFamily.heading,
});

/** A message's bubble. */
export const bubble = style({
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
  minWidth: 0,
  '@media': { [mq.mobile]: { maxWidth: '92%' } },
});
