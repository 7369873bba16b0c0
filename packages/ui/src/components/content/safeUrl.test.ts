import { describe, expect, it } from 'vitest';
import { isExternalHref, isSafeHref, isSafeMediaSrc } from './safeUrl';

describe('isSafeHref', () => {
  it('allows http(s), mailto and relative links', () => {
    for (const url of [
      'https://bn.wikipedia.org/wiki/গণিত',
      'http://example.com',
      'mailto:help@example.com',
      '/subjects/1',
      '../x',
      '#fn-1',
      '?page=2',
    ]) {
      expect(isSafeHref(url), url).toBe(true);
    }
  });

  it('refuses script and data URLs, also when disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      '',
    ]) {
      expect(isSafeHref(url), JSON.stringify(url)).toBe(false);
    }
  });
});

describe('isSafeMediaSrc', () => {
  it('allows http(s) and paths from the site root only', () => {
    expect(isSafeMediaSrc('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeMediaSrc('/media/lesson.mp4')).toBe(true);
    expect(isSafeMediaSrc('//cdn.example.com/a.png')).toBe(true);
    expect(isSafeMediaSrc('media/a.png')).toBe(false);
    expect(isSafeMediaSrc('https://')).toBe(false);
    expect(isSafeMediaSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
    expect(isSafeMediaSrc('javascript:alert(1)')).toBe(false);
    expect(isSafeMediaSrc('')).toBe(false);
  });
});

describe('isExternalHref', () => {
  it('is true for other sites only', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('//example.com')).toBe(true);
    expect(isExternalHref('/subjects')).toBe(false);
    expect(isExternalHref('mailto:a@b.c')).toBe(false);
  });
});
