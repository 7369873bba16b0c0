// Side effects first, in cascade order: font faces, then tokens on :root. The global reset and
// body styles are opt-in (src/reset.ts, `@study/ui/reset.css`), so that embedding a component
// does not restyle the host page.
import './fonts.css';
import './lightTheme.css';

export { vars } from './contract.css';
export type { ThemeVars } from './contract.css';
export { breakpoints, mq } from './breakpoints';
export type { Breakpoint } from './breakpoints';
