import type { User } from './auth';

/**
 * What the server hands the web app's page renderer (apps/web/src/boot/pageRenderWorker.ts) for a page
 * it renders per request, for one signed-in student, with the API answers the page reads.
 */
export interface PageRenderRequest {
  /** The page's path and query, e.g. `/subjects/1/2/learn?topic=3`. */
  url: string;
  /** The student the page is rendered for. */
  user: User;
  /** API answers by API path (`paths.chapter(2)` → that chapter), as the API would send them. */
  answers: Record<string, unknown>;
}

/** A page rendered per request: the markup for `#root`, and the page's data for the app's takeover. */
export interface RenderedPage {
  markup: string;
  /** JSON safe to place inside `<script type="application/json">` (no `<`). */
  data: string;
}

/**
 * The template of a page rendered per request (apps/web/build/prerenderPages.ts writes it as
 * `rendered.html`): the server puts `RenderedPage.markup` in place of `markup` and `.data` in
 * place of `data`, inside the `<script type="application/json" id={dataScriptId}>`.
 */
export const renderedPageSlots = {
  markup: '<!--page-markup-->',
  data: '<!--page-data-->',
  dataScriptId: 'rendered-page-data',
} as const;
