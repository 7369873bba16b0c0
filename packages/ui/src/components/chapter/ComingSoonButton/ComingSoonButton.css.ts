import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// Looks unavailable (dashed, no fill) while its text keeps full contrast: the student must still
// be able to read what is coming.
export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.strong}`,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'not-allowed',
});

export const layout = styleVariants({
  row: { width: '100%' },
  tile: {
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    minHeight: '6rem',
    padding: vars.space.md,
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '1.25rem',
  color: vars.color.text.muted,
});

export const label = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const badge = style({
  flexShrink: 0,
});
