import { fontStacks } from './fontStacks';

// The only file with literal colours. Every text/background pair used by the components meets
// WCAG AA (4.5:1); the solid tones also reach 4.5:1 against surface, page and their soft tint,
// so a solid colour can carry text or a thin progress fill anywhere.
// A plain module (no vanilla-extract) so tests outside the style build can compare against it.
export const lightTokens = {
  color: {
    brand: {
      solid: '#0b6b4b',
      solidHover: '#08563c',
      onSolid: '#ffffff',
      soft: '#e1f2ea',
      softHover: '#cce8db',
      onSoft: '#08563c',
    },
    secondary: {
      solid: '#4338ca',
      solidHover: '#3730a3',
      onSolid: '#ffffff',
      soft: '#eceafd',
      softHover: '#ddd9fb',
      onSoft: '#3730a3',
    },
    neutral: {
      solid: '#4b5753',
      solidHover: '#38423f',
      onSolid: '#ffffff',
      soft: '#ebefed',
      softHover: '#dce3e0',
      onSoft: '#2c3532',
    },
    success: {
      solid: '#157a3c',
      solidHover: '#106331',
      onSolid: '#ffffff',
      soft: '#e2f4e8',
      softHover: '#cdebd7',
      onSoft: '#14532d',
    },
    warning: {
      solid: '#a84e05',
      solidHover: '#8a4004',
      onSolid: '#ffffff',
      soft: '#fdf1d6',
      softHover: '#fae4b5',
      onSoft: '#773a00',
    },
    danger: {
      solid: '#c0262d',
      solidHover: '#a11d23',
      onSolid: '#ffffff',
      soft: '#fde8e8',
      softHover: '#fad4d4',
      onSoft: '#931a1f',
    },
    info: {
      solid: '#0b65a8',
      solidHover: '#08528a',
      onSolid: '#ffffff',
      soft: '#e1effb',
      softHover: '#cbe3f7',
      onSoft: '#0a4a7a',
    },
    surface: '#ffffff',
    background: '#f2f5f4',
    page: '#f7f9f8',
    text: {
      primary: '#15201c',
      secondary: '#38443f',
      muted: '#56625d',
    },
    border: {
      default: '#d2dbd7',
      strong: '#7e8c86',
    },
    focusRing: '#1d5fd6',
    skeleton: {
      base: '#e2e8e5',
      highlight: '#f2f5f4',
    },
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: {
    none: '0',
    sm: '0.25rem',
    md: '0.5rem',
    lg: '0.75rem',
    xl: '1rem',
    full: '9999px',
  },
  fontFamily: fontStacks,
  // rem sizes follow the student's browser font setting; 1rem body text stays readable on
  // small phones.
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
  },
  // Bengali vowel signs and conjuncts reach far above and below the Latin x-height, so line
  // heights are looser than a Latin-only design would use. `normal` is at least Hind Siliguri's
  // 1.62em content area: below that, a text line sticks out of its own box, and axe then skips
  // the colour-contrast check of a paragraph that has its own background.
  lineHeight: {
    tight: '1.35',
    normal: '1.65',
    relaxed: '1.8',
  },
  // Only the weights shipped in ./fonts; anything else would be synthesised by the browser.
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  shadow: {
    sm: '0 1px 2px rgba(21, 32, 28, 0.08), 0 1px 3px rgba(21, 32, 28, 0.06)',
    md: '0 2px 4px rgba(21, 32, 28, 0.06), 0 4px 12px rgba(21, 32, 28, 0.08)',
    lg: '0 8px 24px rgba(21, 32, 28, 0.12), 0 2px 6px rgba(21, 32, 28, 0.06)',
  },
  zIndex: {
    base: '0',
    dropdown: '1000',
    sticky: '1100',
    overlay: '1200',
    modal: '1300',
    toast: '1400',
    tooltip: '1500',
  },
  motion: {
    duration: {
      fast: '120ms',
      normal: '200ms',
      slow: '320ms',
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0, 1)',
      exit: 'cubic-bezier(0.3, 0, 1, 1)',
    },
  },
};
