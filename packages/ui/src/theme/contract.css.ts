import { createThemeContract } from '@vanilla-extract/css';

// Every tone has the same shape so components can map over tones without special cases:
// `solid` fills (buttons, progress), `soft` tints (badges, alerts), each with a text colour
// that passes WCAG AA on it.
const tone = {
  solid: null,
  solidHover: null,
  onSolid: null,
  soft: null,
  softHover: null,
  onSoft: null,
};

export const vars = createThemeContract({
  color: {
    brand: tone,
    secondary: tone,
    neutral: tone,
    success: tone,
    warning: tone,
    danger: tone,
    info: tone,
    /** Cards, dialogs, inputs. */
    surface: null,
    /** Sunken areas inside a surface: progress tracks, subtle cards. */
    background: null,
    /** Behind everything. */
    page: null,
    text: {
      primary: null,
      secondary: null,
      muted: null,
    },
    border: {
      default: null,
      /** Borders that identify a control (3:1 against surface and page). */
      strong: null,
    },
    focusRing: null,
    skeleton: {
      base: null,
      highlight: null,
    },
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: {
    none: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    full: null,
  },
  fontFamily: {
    body: null,
    heading: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
    relaxed: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  zIndex: {
    base: null,
    dropdown: null,
    sticky: null,
    overlay: null,
    modal: null,
    toast: null,
    tooltip: null,
  },
  motion: {
    duration: {
      fast: null,
      normal: null,
      slow: null,
    },
    easing: {
      standard: null,
      enter: null,
      exit: null,
    },
  },
});

export type ThemeVars = typeof vars;
