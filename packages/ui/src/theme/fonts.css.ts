import { globalFontFace } from '@vanilla-extract/css';
import { webFontFamily } from './fontStacks';

// Ranges copied from @fontsource/hind-siliguri (unicode.json): the browser downloads a subset
// only when the page uses a character in it, which matters on slow mobile data.
const unicodeRange = {
  bengali:
    'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8, U+1CE1, U+1CEA, U+1CED, U+1CF2, U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1',
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

// Static relative URLs (no template strings) so Vite and esbuild can both find and copy the files.
globalFontFace(webFontFamily, [
  {
    src: "url('./fonts/hind-siliguri-bengali-400-normal.woff2') format('woff2')",
    fontWeight: 400,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: unicodeRange.bengali,
  },
  {
    src: "url('./fonts/hind-siliguri-bengali-500-normal.woff2') format('woff2')",
    fontWeight: 500,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: unicodeRange.bengali,
  },
  {
    src: "url('./fonts/hind-siliguri-bengali-700-normal.woff2') format('woff2')",
    fontWeight: 700,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: unicodeRange.bengali,
  },
  {
    src: "url('./fonts/hind-siliguri-latin-400-normal.woff2') format('woff2')",
    fontWeight: 400,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: unicodeRange.latin,
  },
  {
    src: "url('./fonts/hind-siliguri-latin-500-normal.woff2') format('woff2')",
    fontWeight: 500,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: unicodeRange.latin,
  },
  {
    src: "url('./fonts/hind-siliguri-latin-700-normal.woff2') format('woff2')",
    fontWeight: 700,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: unicodeRange.latin,
  },
]);
