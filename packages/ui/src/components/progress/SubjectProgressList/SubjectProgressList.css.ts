import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

export const subject = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const subjectName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const counts = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const chapters = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const chapter = style({
  justifyContent: 'space-between',
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const chapterLink = style({
  flex: '1 1 12rem',
  minWidth: 0,
  color: vars.color.text.primary,
  textDecoration: 'underline',
  textDecorationColor: vars.color.border.strong,
  textUnderlineOffset: '0.2em',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const chapterNumber = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

export const chapterMeta = style({ flexShrink: 0 });

export const score = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});
