import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '../../../theme';
import * as chat from '../../tutor/chat.css';

export const root = style([
  chat.frame,
  // Spec §9: the ask chat is 70 % of the viewport's height; the conversation takes what the
  // suggestions and the input leave.
  { height: '70vh', minHeight: 360 },
]);

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  '@media': { [mq.mobile]: { padding: vars.space.sm } },
});

export const log = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: 'auto' });

export const empty = style({
  display: 'grid',
  gap: vars.space.xs,
  textAlign: 'center',
  justifyItems: 'center',
  paddingBlock: vars.space.lg,
});

export { emptyTitle } from '../../tutor/chat.css';

export const note = style({ margin: 0, color: vars.color.text.secondary });

const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const userRow = style([row, { alignItems: 'flex-end' }]);

export const aiRow = style([row, { alignItems: 'flex-start' }]);

export const userBubble = style([
  chat.bubble,
  {
    background: vars.color.brand.solid,
    color: vars.color.brand.onSolid,
    whiteSpace: 'pre-wrap',
    borderEndEndRadius: vars.radius.sm,
  },
]);

export const aiBubble = style([
  chat.bubble,
  {
    background: vars.color.background,
    color: vars.color.text.primary,
    borderEndStartRadius: vars.radius.sm,
  },
]);

// Markdown paragraphs bring their own margins; inside a bubble the first and last must not.
globalStyle(`${aiBubble} > div > :first-child`, { marginTop: 0 });
globalStyle(`${aiBubble} > div > :last-child`, { marginBottom: 0 });

export const time = style({
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const quiz = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const feedbackStep = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const feedbackActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const suggestions = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border.default}`,
  '@media': { [mq.mobile]: { padding: vars.space.sm } },
});

export const suggestionsLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
});

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  // Long questions wrap in place instead of widening the chat; many scroll inside a short strip.
  maxHeight: '7.5rem',
  overflowY: 'auto',
});

export const chipItem = style({ minWidth: 0, maxWidth: '100%' });

export const chip = style({ maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textAlign: 'start' });

export const error = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  background: vars.color.danger.soft,
  color: vars.color.danger.onSoft,
});
