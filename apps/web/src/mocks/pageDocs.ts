/**
 * Docs-page parameters for page stories. Inline, every state of a page would share one document:
 * one MSW worker whose handlers the last story's loader set (so Loading, Empty and Error would all
 * show the same data), and a shell sized to the whole docs page's height. In their own frames each
 * state gets its own handlers and a screen-sized viewport.
 */
export const pageDocs = { story: { inline: false, height: '720px' } };
