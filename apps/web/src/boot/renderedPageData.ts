import { renderedPageSlots, userSchema } from '@study/contract';
import type { PageRenderRequest, User } from '@study/contract';
import { unstable_serialize } from 'swr';
import { swrKey } from '../data/swrKeys';

export interface RenderedPageData {
  /** The student the page was rendered for. */
  user: User;
  /** The API answers it was rendered with, by API path. */
  answers: Record<string, unknown>;
}

/**
 * The data as JSON for the page's data script. Every `<` is escaped (JSON.parse reads `\u003c`
 * back as `<`), so no lesson text can close the script element or open a comment in it.
 */
export function serialiseRenderedPageData({ user, answers }: Pick<PageRenderRequest, 'user' | 'answers'>): string {
  return JSON.stringify({ user, answers } satisfies RenderedPageData).replace(/</g, '\\u003c');
}

/** The data of the page rendered per request in `document`; undefined when there is none or it is not ours. */
export function readRenderedPageData(document: Document): RenderedPageData | undefined {
  const text = document.getElementById(renderedPageSlots.dataScriptId)?.textContent;
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { user, answers } = parsed as Partial<Record<keyof RenderedPageData, unknown>>;
  const checkedUser = userSchema.safeParse(user);
  if (!checkedUser.success || typeof answers !== 'object' || answers === null || Array.isArray(answers))
    return undefined;
  return { user: checkedUser.data, answers: answers as Record<string, unknown> };
}

/** SWR's `fallback` for the page's answers, under the keys its student's data hooks read them by. */
export function answersFallback({ user, answers }: RenderedPageData): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).map(([path, answer]) => [unstable_serialize(swrKey(path, user.id)), answer]),
  );
}
