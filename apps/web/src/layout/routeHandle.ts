import type { UIMatch } from 'react-router-dom';
import { messages } from '../messages';
import type { PageKey } from '../messages';

/** What a route tells the shell about itself (react-router's `handle`). */
export interface RouteHandle {
  /** Picks the header title from messages.pageTitles. */
  page: PageKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'page' in handle &&
    typeof handle.page === 'string' &&
    handle.page in messages.pageTitles
  );
}

/** The page of the deepest matched route that names one. */
export function pageOf(matches: readonly Pick<UIMatch, 'handle'>[]): PageKey | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.page;
  }
  return undefined;
}
