import { style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [mq.tablet]: { padding: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const counter = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.secondary,
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.normal,
});

export const timerTone = styleVariants({
  success: { backgroundColor: vars.color.success.soft, color: vars.color.success.onSoft },
  warning: { backgroundColor: vars.color.warning.soft, color: vars.color.warning.onSoft },
  danger: { backgroundColor: vars.color.danger.solid, color: vars.color.danger.onSolid },
});

export const feedbackRegion = style({
  minWidth: 0,
});

export const feedback = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
});

export const feedbackTone = styleVariants({
  success: {
    backgroundColor: vars.color.success.soft,
    color: vars.color.success.onSoft,
    borderColor: vars.color.success.solid,
  },
  warning: {
    backgroundColor: vars.color.warning.soft,
    color: vars.color.warning.onSoft,
    borderColor: vars.color.warning.solid,
  },
  danger: {
    backgroundColor: vars.color.danger.soft,
    color: vars.color.danger.onSoft,
    borderColor: vars.color.danger.solid,
  },
});

export const feedbackTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const explanation = style({
  color: vars.color.text.primary,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const actionButton = style({
  '@media': { [mq.mobile]: { width: '100%' } },
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const resultIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.full,
  fontSize: '2rem',
});

export const resultIconGreat = style({ backgroundColor: vars.color.warning.soft, color: vars.color.warning.solid });
export const resultIconKeepGoing = style({ backgroundColor: vars.color.info.soft, color: vars.color.info.solid });

export const resultTitle = style({
  fontSize: vars.fontSize.xxl,
  outline: 'none',
});

export const resultMessage = style({
  color: vars.color.text.secondary,
});

export const score = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});

export const scoreValue = style({
  fontSize: '2.5rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const scoreLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const scoreBar = style({
  maxWidth: '24rem',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '36rem',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const statLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const statValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const resultActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** The result's review of the answers that were not right: read left to right, not centred. */
export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '36rem',
  textAlign: 'start',
});

export const reviewTitle = style({
  fontSize: vars.fontSize.lg,
});

export const reviewList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reviewItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
});

export const reviewQuestion = style({
  fontWeight: vars.fontWeight.bold,
});

export const reviewChosen = style({
  color: vars.color.danger.onSoft,
});

export const reviewCorrect = style({
  color: vars.color.success.onSoft,
});
