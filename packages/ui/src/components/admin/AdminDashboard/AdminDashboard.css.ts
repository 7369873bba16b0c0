import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const stats = style({
  display: 'grid',
  // Two rows of three, or one row of six on a wide screen; two columns on a phone.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mq.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const stat = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': {
    [mq.mobile]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm },
  },
});

export const statIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  fontSize: '1.35rem',
});

export const statText = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  minWidth: 0,
});

export const statLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const statValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const sectionTitle = style({
  marginBlockEnd: vars.space.md,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const activity = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
});

export const activityItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  selectors: {
    '&:last-child': { borderBlockEnd: 'none' },
  },
});

export const activityMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 16rem',
});

export const activitySummary = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const activityWho = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const activityWhen = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
});

export const statAlert = style({ color: vars.color.danger.onSoft, fontWeight: vars.fontWeight.bold });
