import { loadKatex, loadMarkdown } from '@study/ui';

/**
 * Loads what renders a lesson (the Markdown pipeline, and KaTeX when the page has maths) before
 * the app takes over a page the server rendered with one: React's first pass then renders the
 * lesson as the server did instead of a loading placeholder, which would not match the page.
 * Its own module, imported only then, so that other pages' first load does not carry it.
 */
export async function loadContentRenderers(page: ParentNode): Promise<void> {
  await Promise.all([loadMarkdown(), page.querySelector('.katex') ? loadKatex() : undefined]);
}
