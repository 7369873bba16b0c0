const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The `aria-current` of a sidebar link for the page at `activeHref`: 'page' on the link's own
 * page, 'true' anywhere below it (a subject under /subjects belongs to 'বিষয়সমূহ'), otherwise
 * nothing. Query strings and hashes are ignored.
 */
export function navCurrent(href: string, activeHref: string | undefined): 'page' | 'true' | undefined {
  if (activeHref === undefined) return undefined;
  const item = withoutTrailingSlash(href);
  const active = withoutTrailingSlash(activeHref.split(/[?#]/)[0] ?? '');
  if (active === item) return 'page';
  if (item !== '/' && active.startsWith(`${item}/`)) return 'true';
  return undefined;
}
