import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// The quiz's frame: the intro stands where the quiz will, in the same card.
export { root } from '../StandaloneQuiz/StandaloneQuiz.css';

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  textAlign: 'center',
});

export const factLabel = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const rules = style({
  margin: 0,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
