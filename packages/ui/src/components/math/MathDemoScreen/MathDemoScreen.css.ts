import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** A page of its own: room at the sides on a phone, so no card or formula touches the edge. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '56rem',
  marginInline: 'auto',
  minWidth: 0,
  padding: vars.space.lg,
  '@media': { [mq.tablet]: { paddingInline: vars.space.xl, paddingBlock: vars.space.xxl } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const description = style({
  color: vars.color.text.secondary,
});

export const settings = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
});

export const languageGroup = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const settingLabel = style({
  float: 'left',
  marginInlineEnd: vars.space.sm,
  padding: 0,
  fontWeight: vars.fontWeight.medium,
});

export const segmented = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background,
});

export const segment = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.sm,
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const segmentChecked = style({
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
});

/** The real radio stays in place for keyboard and screen readers; the label draws the state. */
export const segmentInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const segmentText = style({
  position: 'relative',
  pointerEvents: 'none',
});

export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  cursor: 'pointer',
});

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.brand.solid,
  cursor: 'pointer',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
});

export const formulaGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  listStyle: 'none',
  '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const formulaCard = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
});

export const formulaLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const htmlSample = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  lineHeight: vars.lineHeight.relaxed,
});

export const source = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
});

export const sourceSummary = style({
  padding: vars.space.md,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
});

export const sourceCode = style({
  margin: 0,
  padding: vars.space.md,
  overflowX: 'auto',
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
