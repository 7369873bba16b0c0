import { globalStyle } from '@vanilla-extract/css';
import { mq } from './breakpoints';
import { vars } from './contract.css';

// A small reset. `:where()` keeps its specificity at zero so any component class wins over it,
// whatever order the stylesheets load in.
globalStyle(':where(*, *::before, *::after)', {
  boxSizing: 'border-box',
});

globalStyle(':where(body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol)', {
  margin: 0,
});

globalStyle(':where(ul, ol)', {
  padding: 0,
});

globalStyle(':root', {
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle(':where(h1, h2, h3, h4, h5, h6)', {
  fontFamily: vars.fontFamily.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Long Bengali words must wrap on a 360 px phone instead of overflowing.
  overflowWrap: 'break-word',
});

globalStyle(':where(p)', {
  overflowWrap: 'break-word',
});

globalStyle(':where(img, picture, svg, video, canvas)', {
  display: 'block',
  maxWidth: '100%',
});

globalStyle(':where(button, input, select, textarea)', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle(':where(code, kbd, pre, samp)', {
  fontFamily: vars.fontFamily.mono,
});

globalStyle(':where(:focus-visible)', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Students who asked their phone for less motion get (almost) none: animations and transitions
// end at once instead of being removed, so `animationend` listeners still fire.
globalStyle('*, *::before, *::after', {
  '@media': {
    [mq.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
