import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const certificate = style({
  width: '100%',
  maxWidth: '48rem',
  padding: vars.space.sm,
  border: `3px double ${vars.color.brand.solid}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text.primary,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  printColorAdjust: 'exact',
  '@media': { print: { maxWidth: 'none' } },
});

export const inner = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  '@media': { [mq.tablet]: { padding: vars.space.xxl } },
});

export const issuer = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand.onSoft,
  letterSpacing: '0.05em',
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const line = style({ color: vars.color.text.secondary });

export const name = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.strong}`,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const what = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand.onSoft,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xl,
  marginBlockStart: vars.space.md,
});

globalStyle(`${meta} dt`, { fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
globalStyle(`${meta} dd`, { fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const code = style({ fontFamily: vars.fontFamily.mono, fontSize: vars.fontSize.sm });

export const verify = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

/** Shown on screen, left out of the print. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

// Printing a page with a certificate prints the certificate alone: everything else (the app's
// header, sidebar, the print button) is hidden, and the certificate moves to the page's top.
globalStyle(`body:has(${certificate}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`body:has(${certificate}) ${certificate}, body:has(${certificate}) ${certificate} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(`body:has(${certificate}) ${certificate}`, {
  '@media': {
    print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%', boxShadow: 'none' },
  },
});

export const verified = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const verifiedIcon = style({
  display: 'inline-flex',
  fontSize: '1.75rem',
  color: vars.color.success.solid,
});

export const verifiedTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const verifiedText = style({ color: vars.color.text.secondary });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.text.secondary });
globalStyle(`${facts} dd`, { fontWeight: vars.fontWeight.bold });
