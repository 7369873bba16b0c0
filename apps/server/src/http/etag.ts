/**
 * Whether the client's `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2): a list of
 * tags, each weak (`W/"…"`) or strong. `*` names any current representation, so a caller whose
 * answer may not exist (a content read: 404) must find it before answering 304 to `*`. A
 * representation without an ETag is named by `*` alone.
 */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (isWildcard(ifNoneMatch)) return true;
  if (etag === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** `If-None-Match: *`: any current representation. */
export const isWildcard = (ifNoneMatch: string): boolean => ifNoneMatch.trim() === '*';
