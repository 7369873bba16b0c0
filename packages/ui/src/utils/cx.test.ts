import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins class names with single spaces and skips empty values', () => {
    expect(cx('a', undefined, false, null, '', 'b')).toBe('a b');
    expect(cx()).toBe('');
  });
});
