import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  minHeight: '100vh',
  backgroundColor: vars.color.page,
  color: vars.color.text.primary,
});

// Stays at the top while scrolling, so 'লগইন' is always one tap away.
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '3.5rem',
});

export const demo = style({
  scrollMarginTop: '3.5rem',
});

// The demo quiz (/demo/quiz), for a visitor who wants to try more than the chat.
export const tryQuiz = style({
  display: 'flex',
  justifyContent: 'center',
  marginBlockStart: vars.space.lg,
});
