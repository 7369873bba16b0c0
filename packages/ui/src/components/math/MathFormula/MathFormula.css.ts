import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// Everything is a span: formulas sit inside paragraphs, list items and table cells.

/** The TeX source, shown while KaTeX downloads. */
export const rawInline = style({
  fontFamily: vars.fontFamily.mono,
  fontSize: '0.9em',
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const rawDisplay = style([
  rawInline,
  {
    display: 'block',
    // About the height of a rendered fraction, so the lesson does not jump when KaTeX arrives.
    minHeight: '2.75em',
    marginBlock: vars.space.md,
    paddingBlock: vars.space.sm,
    textAlign: 'center',
  },
]);

export const inline = style({});

// KaTeX's own 1.21em is sized for Latin text; next to Hind Siliguri it looks too big.
globalStyle(`${inline} .katex`, {
  fontSize: '1.1em',
});

export const display = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
  marginBlock: vars.space.md,
});

export const displayWithControls = style({
  padding: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

/** A wide formula scrolls sideways on its own instead of widening the page. */
export const scroller = style({
  display: 'block',
  flex: '1 1 auto',
  minWidth: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
});

globalStyle(`${scroller} .katex-display`, {
  margin: 0,
});

globalStyle(`${scroller} .katex`, {
  fontSize: '1.15em',
});

// KaTeX's fonts have no Bengali: Bengali words and digits in a formula fall back to the package's
// Bengali font instead of whatever serif font the phone picks.
globalStyle(`${inline} .katex, ${scroller} .katex`, {
  fontFamily: `KaTeX_Main, ${vars.fontFamily.body}`,
});

export const zoomed = style({});

globalStyle(`${zoomed} .katex`, {
  fontSize: '1.75em',
});

export const toolbar = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space.xxs,
});

export const errorInline = style({
  display: 'inline',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.danger.soft,
  color: vars.color.danger.onSoft,
  fontSize: '0.95em',
  overflowWrap: 'anywhere',
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
});

export const errorDisplay = style([
  errorInline,
  {
    display: 'block',
    marginBlock: vars.space.md,
    padding: vars.space.sm,
  },
]);

export const errorLabel = style({
  fontWeight: vars.fontWeight.bold,
});

export const errorIcon = style({
  display: 'inline-block',
  marginInlineEnd: vars.space.xxs,
  verticalAlign: '-0.125em',
});

export const errorSource = style({
  fontFamily: vars.fontFamily.mono,
  fontSize: '0.9em',
});

export const errorCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlock: vars.space.md,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.danger.solid}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.danger.soft,
  color: vars.color.danger.onSoft,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const errorCardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const errorCardMessage = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
});
