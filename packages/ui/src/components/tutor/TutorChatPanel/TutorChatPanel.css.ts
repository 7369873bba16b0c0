import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mq, vars } from '../../../theme';
import * as chat from '../chat.css';

export const root = style([
  chat.frame,
  // Spec §9: the panel is 500 px tall; the message list takes what the header and input leave.
  { height: 500 },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  '@media': { [mq.mobile]: { padding: vars.space.sm } },
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const headerActions = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto' });

export const settings = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border.default}`,
  fontSize: vars.fontSize.sm,
});

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.text.secondary } },
});

export const control = style({
  width: 18,
  height: 18,
  margin: 0,
  accentColor: vars.color.brand.solid,
  flexShrink: 0,
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.medium });

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const note = style({ margin: 0, color: vars.color.text.secondary });

export const listWrap = style({ position: 'relative', flex: 1, minHeight: 0 });

export const list = style({
  height: '100%',
  overflowY: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  '@media': { [mq.mobile]: { padding: vars.space.sm } },
});

export const empty = style({
  margin: 'auto 0',
  display: 'grid',
  gap: vars.space.sm,
  textAlign: 'center',
  justifyItems: 'center',
});

export { emptyTitle } from '../chat.css';

export const starters = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const userBubble = style([
  chat.bubble,
  {
    alignSelf: 'flex-end',
    background: vars.color.brand.solid,
    color: vars.color.brand.onSolid,
    whiteSpace: 'pre-wrap',
    borderEndEndRadius: vars.radius.sm,
  },
]);

export const assistantBubble = style([
  chat.bubble,
  {
    alignSelf: 'flex-start',
    background: vars.color.background,
    color: vars.color.text.primary,
    borderEndStartRadius: vars.radius.sm,
  },
]);

// Markdown paragraphs bring their own margins; inside a bubble the first and last must not.
globalStyle(`${assistantBubble} > div > :first-child`, { marginTop: 0 });
globalStyle(`${assistantBubble} > div > :last-child`, { marginBottom: 0 });

const blink = keyframes({ '50%': { opacity: 0 } });

export const caret = style({
  display: 'inline-block',
  width: 8,
  height: '1.1em',
  verticalAlign: 'text-bottom',
  background: vars.color.brand.solid,
  animation: `${blink} 1s steps(1) infinite`,
  '@media': { [mq.reducedMotion]: { animation: 'none', display: 'none' } },
});

export const teacherHint = style({
  marginTop: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warning.soft,
  color: vars.color.warning.onSoft,
  fontSize: vars.fontSize.sm,
});

/** Under a reply cut short: what happened to it and its question, and "ask again". */
export const cutNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.info.soft,
  color: vars.color.info.onSoft,
  fontSize: vars.fontSize.sm,
});

export const replyActions = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space.xs });

export const jump = style({
  position: 'absolute',
  insetInlineStart: '50%',
  bottom: vars.space.sm,
  transform: 'translateX(-50%)',
  boxShadow: vars.shadow.md,
});

const notice = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

export const error = style([notice, { background: vars.color.danger.soft, color: vars.color.danger.onSoft }]);

export const warning = style([notice, { background: vars.color.warning.soft, color: vars.color.warning.onSoft }]);
