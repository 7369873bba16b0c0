import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  backgroundImage: `radial-gradient(ellipse at top, ${vars.color.brand.soft}, ${vars.color.page} 70%)`,
});

// A big, quiet number behind the message: the first thing a student sees is that this is a
// wrong address, not a broken app.
export const code = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: 'clamp(4.5rem, 22vw, 7.5rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.brand.softHover,
  userSelect: 'none',
});

export const card = style({
  width: '100%',
  maxWidth: '32rem',
  marginBlockStart: `calc(-1 * ${vars.space.xl})`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});
