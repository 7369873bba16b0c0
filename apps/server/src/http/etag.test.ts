import { describe, expect, it } from 'vitest';
import { matchesEtag } from './etag';

describe('matchesEtag', () => {
  it('compares weakly among a list of tags', () => {
    expect(matchesEtag('W/"a", "b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('W/"a"', 'W/"b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b"')).toBe(false);
  });

  it('names a representation without an ETag by * alone', () => {
    expect(matchesEtag('*', undefined)).toBe(true);
    expect(matchesEtag('W/"a"', undefined)).toBe(false);
    expect(matchesEtag('W/"undefined"', undefined)).toBe(false);
  });
});
