import { style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
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

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const notice = style({
  margin: 0,
  minHeight: 0,
});

export const noticeText = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
});

export const noticeWarning = style({ backgroundColor: vars.color.warning.soft, color: vars.color.warning.onSoft });
export const noticeDanger = style({ backgroundColor: vars.color.danger.soft, color: vars.color.danger.onSoft });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const submit = style({
  '@media': { [mq.mobile]: { width: '100%' } },
});

export const submitted = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  color: vars.color.success.onSoft,
  fontWeight: vars.fontWeight.medium,
});
