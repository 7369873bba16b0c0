/** Minimum widths in px. Under `tablet` (768) is mobile, as the product spec defines it. */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * Media queries for vanilla-extract's `'@media'` keys and for `window.matchMedia`.
 * `mobile` stops just below 768 so no width matches both `mobile` and `tablet`.
 */
export const mq = {
  mobile: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
