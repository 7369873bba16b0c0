// Side effects first, in cascade order: font faces, tokens on :root, then the global styles.
import './fonts.css';
import './lightTheme.css';
import './global.css';

export { vars } from './contract.css';
export type { ThemeVars } from './contract.css';
export { breakpoints, mq } from './breakpoints';
export type { Breakpoint } from './breakpoints';
