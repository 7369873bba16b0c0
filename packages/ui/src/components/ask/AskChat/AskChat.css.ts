import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mq, vars } from '../../../theme';

export const root = style({
  // Spec §9: the ask chat is 70 % of the viewport's height; the conversation takes what the
  // suggestions and the input leave.
  height: '70vh',
  minHeight: 360,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  fontFamily: vars.fontFamily.body,
  color: vars.color.text.primary,
  minWidth: 0,
});

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

export const empty = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center', justifyItems: 'center', paddingBlock: vars.space.lg });

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.fontFamily.heading,
});

export const note = style({ margin: 0, color: vars.color.text.secondary });

const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const userRow = style([row, { alignItems: 'flex-end' }]);

export const aiRow = style([row, { alignItems: 'flex-start' }]);

const bubble = style({
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
  minWidth: 0,
  '@media': { [mq.mobile]: { maxWidth: '92%' } },
});

export const userBubble = style([
  bubble,
  {
    background: vars.color.brand.solid,
    color: vars.color.brand.onSolid,
    whiteSpace: 'pre-wrap',
    borderEndEndRadius: vars.radius.sm,
  },
]);

export const aiBubble = style([
  bubble,
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

const bounce = keyframes({ '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } });

export const typing = style([
  bubble,
  {
    alignSelf: 'flex-start',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    background: vars.color.background,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.sm,
  },
]);

export const dots = style({ display: 'inline-flex', gap: 3 });

export const dot = style({
  width: 6,
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.text.secondary,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});

export const quiz = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const feedbackStep = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const nextButton = style({ justifySelf: 'end' });

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

export const form = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const inputRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const textarea = style({
  flex: 1,
  minWidth: 0,
  resize: 'none',
  // Spec §9: the box grows with the text up to 120 px, then scrolls.
  maxHeight: 120,
  minHeight: 44,
  padding: vars.space.sm,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  '::placeholder': { color: vars.color.text.secondary },
});

export const inputMeta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
});

export const inputError = style({ margin: 0, color: vars.color.danger.onSoft, fontSize: vars.fontSize.sm });

export const counter = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' });
