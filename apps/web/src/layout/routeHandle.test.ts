import { describe, expect, it } from 'vitest';
import { pageOf } from './routeHandle';

describe('pageOf', () => {
  it('takes the deepest route that names a page', () => {
    expect(pageOf([{ handle: undefined }, { handle: { page: 'subjects' } }, { handle: { page: 'learn' } }])).toBe(
      'learn',
    );
    expect(pageOf([{ handle: { page: 'dashboard' } }, { handle: undefined }])).toBe('dashboard');
  });

  it('ignores handles that are not a known page', () => {
    expect(pageOf([{ handle: { page: 'nope' } }, { handle: 'learn' }, { handle: null }])).toBeUndefined();
    expect(pageOf([])).toBeUndefined();
  });
});
