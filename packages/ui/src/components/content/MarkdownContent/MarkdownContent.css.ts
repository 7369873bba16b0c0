import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// Reading typography for lessons on a small phone: body text at 1rem with Bengali line height,
// clear spacing between blocks, and nothing wider than the screen.
export const root = style({
  minWidth: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

const block = `${root} :where(p, ul, ol, blockquote, hr, h1, h2, h3, h4, h5, h6)`;

globalStyle(`${block} + *, ${root} :where(div, img, section) + *`, {
  marginBlockStart: vars.space.md,
});

globalStyle(`${root} :where(h1, h2, h3, h4, h5, h6)`, {
  marginBlockStart: vars.space.xl,
  color: vars.color.text.primary,
  lineHeight: vars.lineHeight.tight,
});

// A paragraph that held only raw HTML is empty once the HTML is dropped.
globalStyle(`${root} :where(p:empty)`, {
  display: 'none',
});

globalStyle(`${root} > :first-child`, {
  marginBlockStart: 0,
});

globalStyle(`${root} :where(h1, h2)`, { fontSize: vars.fontSize.xl });
globalStyle(`${root} :where(h3)`, { fontSize: vars.fontSize.lg });
globalStyle(`${root} :where(h4, h5, h6)`, { fontSize: vars.fontSize.md });

globalStyle(`${root} :where(ul, ol)`, {
  paddingInlineStart: vars.space.xl,
});

globalStyle(`${root} :where(li + li)`, {
  marginBlockStart: vars.space.xs,
});

globalStyle(`${root} :where(li)::marker`, {
  color: vars.color.brand.solid,
});

globalStyle(`${root} :where(strong, b)`, {
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${root} :where(a)`, {
  color: vars.color.info.onSoft,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

globalStyle(`${root} :where(blockquote)`, {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.brand.solid}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
});

globalStyle(`${root} :where(hr)`, {
  border: 0,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

globalStyle(`${root} :where(code)`, {
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  fontSize: '0.9em',
});

globalStyle(`${root} :where(pre)`, {
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${root} :where(pre code)`, {
  padding: 0,
  backgroundColor: 'transparent',
});

globalStyle(`${root} :where(table)`, {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${root} :where(th, td)`, {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${root} :where(th)`, {
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${root} :where(tbody tr:nth-child(even))`, {
  backgroundColor: vars.color.page,
});

globalStyle(`${root} :where(input[type="checkbox"])`, {
  marginInlineEnd: vars.space.xs,
});

// GFM footnotes label their list with a heading for screen readers only.
globalStyle(`${root} .sr-only`, {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle(`${root} :where(section.footnotes)`, {
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  fontSize: vars.fontSize.sm,
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  marginInline: 'auto',
  borderRadius: vars.radius.md,
});

export const scrollRegion = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
});

/** The unparsed text, shown when the Markdown renderer could not be downloaded. */
export const plainText = style({ whiteSpace: 'pre-wrap' });

/**
 * See `deferOffscreen`: each top-level block skips rendering while far from the viewport, except
 * the sideways-scrolling ones, whose keyboard access depends on measuring their overflow (a
 * skipped block has no layout to measure, and a tab stop must not wait for it).
 */
export const deferOffscreen = style({});

globalStyle(`${deferOffscreen} > :not(${scrollRegion}):not(:has(${scrollRegion}))`, {
  contentVisibility: 'auto',
  // Until a block has been rendered once, it counts as about two lines; then as its last size.
  containIntrinsicSize: 'auto 3.5em',
});
