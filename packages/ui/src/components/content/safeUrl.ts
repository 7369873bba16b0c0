/**
 * URL rules for lesson content and tutor replies. Browsers ignore tabs, newlines and control
 * characters inside a URL ('java\tscript:' still runs), so they are removed before the scheme is
 * read.
 */

const scheme = /^([a-z][a-z0-9+.-]*):/i;

function clean(url: string): string {
  return url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

function schemeOf(url: string): string | undefined {
  return scheme.exec(clean(url))?.[1]?.toLowerCase();
}

/** A link target: http(s), mailto, or relative (a path, `?query` or `#fragment`). */
export function isSafeHref(url: string): boolean {
  const trimmed = url.trim();
  if (!trimmed) return false;
  const found = schemeOf(trimmed);
  return found === undefined || found === 'http' || found === 'https' || found === 'mailto';
}

/** An image or video source: http(s), or a path from the site root such as `/media/a.png`. */
export function isSafeMediaSrc(url: string): boolean {
  const trimmed = clean(url);
  const found = schemeOf(trimmed);
  if (found !== undefined) return (found === 'http' || found === 'https') && trimmed.length > found.length + 3;
  return trimmed.startsWith('/');
}

/** Whether a (safe) link leaves the app: another site, opened in a new tab. */
export function isExternalHref(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(clean(url));
}
