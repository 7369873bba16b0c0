/**
 * The shipped web font comes first so every student sees the same Bengali shapes; the Bengali
 * fallbacks follow because a stack without any Bengali font renders boxes (CI machines only
 * have Lohit).
 */
const bengaliFallbacks = "'Noto Sans Bengali', 'Lohit Bengali'";

export const webFontFamily = 'Hind Siliguri';

export const fontStacks = {
  body: `'${webFontFamily}', ${bengaliFallbacks}, system-ui, sans-serif`,
  heading: `'${webFontFamily}', ${bengaliFallbacks}, system-ui, sans-serif`,
  // Code needs fixed-width Latin glyphs, so the monospace fonts lead here; they have no Bengali
  // glyphs, so Bengali characters in code still fall through to the web font.
  mono: `ui-monospace, 'SFMono-Regular', Menlo, Consolas, '${webFontFamily}', ${bengaliFallbacks}, monospace`,
} as const;
