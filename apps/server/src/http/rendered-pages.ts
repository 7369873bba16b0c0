import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { contentIdSchema, paths, renderedPageSlots } from '@study/contract';
import type { PageRenderRequest, RenderedPage } from '@study/contract';
import type { Context } from 'hono';
import { Piscina } from 'piscina';
import { getUser } from '../accounts/accounts';
import { pageSessionStudent } from '../auth/page-session';
import type { TokenService } from '../auth/tokens';
import { getChapter } from '../content/content-service';
import type { Database } from '../db/database';
import { ApiError } from './api-error';
import type { AppEnv } from './env';

/** Renders a page of the web app for a student (apps/web/src/boot/pageRenderWorker.ts). */
export interface PageRenderer {
  render(request: PageRenderRequest): Promise<RenderedPage>;
  close(): Promise<void>;
}

/** A page slower than this to render is sent as the plain shell instead (the app renders it). */
const PAGE_RENDER_TIMEOUT_MS = 3_000;

/**
 * The web build's page renderer (apps/web/dist-ssr/pageRenderWorker.js) in worker threads: a
 * lesson's Markdown and maths take milliseconds of CPU that must not hold the event loop. The
 * threads start with the first page (tests that never render one start none) and leave half the
 * cores to the event loop and the database.
 */
export function workerPageRenderer(file: string): PageRenderer {
  let pool: Piscina<PageRenderRequest, RenderedPage> | undefined;
  return {
    render(request) {
      pool ??= new Piscina({
        filename: pathToFileURL(file).href,
        minThreads: 1,
        maxThreads: Math.max(1, Math.floor(os.availableParallelism() / 2)),
        // A queue this long is a server already behind: the shell is the better answer then.
        maxQueue: 64,
      });
      return pool.run(request, { signal: AbortSignal.timeout(PAGE_RENDER_TIMEOUT_MS) });
    },
    async close() {
      await pool?.destroy();
    },
  };
}

type AnswersLoader = (
  db: Database,
  userId: number,
  params: Record<string, string>,
) => Promise<Record<string, unknown> | undefined>;

/**
 * The pages rendered per request (apps/web/src/boot/renderPage.tsx lists them), by the build's folder
 * pattern (`$name` for a path parameter), with the API answers each reads, keyed by API path.
 * The answers are the API's own (the same services, for the same student).
 */
const pageAnswers: Record<string, AnswersLoader> = {
  'subjects/$subjectId/$chapterId/learn': async (db, userId, { chapterId }) => {
    const id = contentIdSchema.safeParse(chapterId);
    if (!id.success) return undefined;
    return { [paths.chapter(id.data)]: await getChapter(db, userId, id.data) };
  },
};

/**
 * The page at `segments` rendered for the student of the request's page session, in its build
 * template (`rendered.html`, see `renderedPageSlots`); undefined when there is no such page, no
 * live page session, nothing to render (an unknown chapter: the app shows its own error) or the
 * renderer failed. The caller then sends the shell, and the app renders the page as before.
 */
export async function renderPageFor(
  c: Context<AppEnv>,
  deps: { db: Database; tokens: TokenService; renderer: PageRenderer },
  page: { pattern: readonly string[]; segments: readonly string[]; template: string },
): Promise<string | undefined> {
  const loadAnswers = pageAnswers[page.pattern.join('/')];
  if (!loadAnswers) return undefined;
  const student = await pageSessionStudent(c, deps);
  if (!student) return undefined;
  const params = Object.fromEntries(
    page.pattern.flatMap((part, i) => (part.startsWith('$') ? [[part.slice(1), page.segments[i] ?? '']] : [])),
  );
  try {
    const [answers, user] = await Promise.all([
      loadAnswers(deps.db, student.userId, params),
      getUser(deps.db, student.userId),
    ]);
    if (!answers) return undefined;
    const url = new URL(c.req.url);
    const rendered = await deps.renderer.render({ url: url.pathname + url.search, user, answers });
    // Functions as replacements: a `$` in the lesson must stay as it is.
    return page.template
      .replace(renderedPageSlots.markup, () => rendered.markup)
      .replace(renderedPageSlots.data, () => rendered.data);
  } catch (error) {
    if (!(error instanceof ApiError))
      c.var.logger?.warn({ err: error, path: c.req.path }, 'page not rendered: sending the shell');
    return undefined;
  }
}
