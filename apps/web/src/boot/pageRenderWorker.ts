import type { PageRenderRequest, RenderedPage } from '@study/contract';
import { loadKatex, loadMarkdown } from '@study/ui';
import { matchPath } from 'react-router-dom';
import { serialiseRenderedPageData } from './renderedPageData';
import { pagesRenderedPerRequest, renderPage } from './renderPage';

// Built on its own (`vite build --ssr`, see package.json) into dist-ssr/pageRenderWorker.js, which
// the server runs in worker threads: typesetting a lesson must not hold its event loop.

// A lesson's Markdown and maths render in the page's first pass only once their code has loaded.
const contentRenderers = Promise.all([loadMarkdown(), loadKatex()]);

/** One page of `pagesRenderedPerRequest`, rendered for the request's student with its answers. */
export default async function renderPageForStudent(request: PageRenderRequest): Promise<RenderedPage> {
  const { pathname } = new URL(request.url, 'http://localhost');
  if (!pagesRenderedPerRequest.some((pattern) => matchPath(pattern, pathname))) {
    throw new Error(`${pathname} is not rendered per request`);
  }
  await contentRenderers;
  const data = { user: request.user, answers: request.answers };
  return { markup: await renderPage(request.url, 'student', data), data: serialiseRenderedPageData(data) };
}
