import { keyframes, style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

const blink = keyframes({
  '0%, 49%': { opacity: 1 },
  '50%, 100%': { opacity: 0 },
});

export const hero = style({
  paddingBlock: vars.space.xxl,
  backgroundImage: `linear-gradient(180deg, ${vars.color.brand.soft} 0%, ${vars.color.page} 100%)`,
  '@media': { [mq.tablet]: { paddingBlock: '4.5rem' } },
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xxl,
  '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const eyebrow = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.brand.onSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.sm,
});

export const headline = style({
  fontSize: '1.875rem',
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  '@media': {
    [mq.tablet]: { fontSize: '2.5rem' },
    [mq.desktop]: { fontSize: '3rem' },
  },
});

// The full line, invisible, holds the final size, so nothing below jumps while the text types.
export const typingBox = style({
  display: 'grid',
});

export const ghost = style({
  gridArea: '1 / 1',
  visibility: 'hidden',
});

export const typed = style({
  gridArea: '1 / 1',
});

export const caret = style({
  display: 'inline-block',
  width: '0.08em',
  height: '1em',
  marginInlineStart: '0.06em',
  verticalAlign: '-0.1em',
  backgroundColor: vars.color.brand.solid,
  animation: `${blink} 1s step-end infinite`,
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});

export const lead = style({
  maxWidth: '38rem',
  fontSize: vars.fontSize.md,
  color: vars.color.text.secondary,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.lg } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  '@media': {
    // Full-width buttons on a phone: easy to hit with a thumb.
    [mq.mobile]: { flexDirection: 'column', alignSelf: 'stretch' },
  },
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const illustration = style({
  width: '100%',
  maxWidth: '22rem',
  height: 'auto',
  justifySelf: 'center',
  '@media': { [mq.mobile]: { display: 'none' } },
});

export const artHalo = style({ fill: vars.color.surface });
export const artPage = style({ fill: vars.color.surface, stroke: vars.color.brand.solid });
export const artLine = style({ stroke: vars.color.brand.softHover });
export const artQuestion = style({ fill: vars.color.secondary.soft });
export const artQuestionLine = style({ stroke: vars.color.secondary.solid });
export const artAnswer = style({ fill: vars.color.brand.solid });
export const artAnswerLine = style({ stroke: vars.color.brand.onSolid });
export const artSpark = style({ fill: vars.color.warning.solid });
