import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const summary = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const filter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
});

export const select = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

// One column on a phone and a tablet; the list beside the conversation on a wide screen.
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mq.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const listPane = style({ minWidth: 0 });

export const detailPane = style({
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const skeletonItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text.primary,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const itemSelected = style({
  borderColor: vars.color.brand.solid,
  boxShadow: `inset 3px 0 0 ${vars.color.brand.solid}`,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const kind = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const message = style({
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.relaxed,
  // Three lines in the list; the whole message is in the conversation.
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const detailTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: '90%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  '@media': { [mq.mobile]: { maxWidth: '100%' } },
});

export const bubbleStudent = style({
  alignSelf: 'flex-end',
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
});

export const bubbleTutor = style({
  alignSelf: 'flex-start',
  backgroundColor: vars.color.background,
  color: vars.color.text.primary,
});

export const bubbleFlagged = style({ border: `2px solid ${vars.color.danger.solid}` });

export const bubbleHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const bubbleText = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.relaxed,
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const noteLabel = style({ fontWeight: vars.fontWeight.medium });

export const note = style({
  width: '100%',
  minHeight: '5rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text.primary,
  font: 'inherit',
  resize: 'vertical',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
