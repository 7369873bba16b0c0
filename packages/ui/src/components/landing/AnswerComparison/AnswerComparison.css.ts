import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

// A segmented control: two pills in a track.
export const switcher = style({
  display: 'flex',
  width: 'fit-content',
  marginInline: 'auto',
  marginBlockEnd: vars.space.xl,
  padding: vars.space.xs,
  gap: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
});

export const tab = style({
  minHeight: '2.75rem',
  minWidth: '7rem',
  paddingInline: vars.space.xl,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.neutral.onSoft,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.brand.onSoft,
      fontWeight: vars.fontWeight.bold,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  outline: 'none',
});

export const question = style({
  alignSelf: 'center',
  maxWidth: '40rem',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.secondary.soft,
  color: vars.color.secondary.onSoft,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

export const questionLabel = style({
  fontWeight: vars.fontWeight.bold,
});

export const answers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mq.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' } },
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: '1px solid',
});

export const basic = style({
  borderColor: vars.color.border.default,
  backgroundColor: vars.color.surface,
});

export const ai = style({
  borderColor: vars.color.brand.solid,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const answerHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const answerIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  fontSize: '1.125rem',
});

export const basicIcon = style({
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
});

export const aiIcon = style({
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
});

export const answerTitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
});

export const answerText = style({
  color: vars.color.text.primary,
  lineHeight: vars.lineHeight.relaxed,
});

export const caption = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const aiCaption = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand.onSoft,
});
