import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const split = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'stretch',
});

export const tabList = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
});

export const tab = style({
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.brand.onSoft,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const textarea = style({
  minHeight: '18rem',
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});

export const preview = style({
  minHeight: '18rem',
  maxHeight: '32rem',
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const previewTitle = style({
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.secondary,
});

export const empty = style({
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});
