import { describe, expect, it } from 'vitest';
import { classLabel } from './shellUser';

describe('classLabel', () => {
  it('writes the class as a Bengali ordinal followed by শ্রেণি', () => {
    expect(classLabel('8')).toBe('অষ্টম শ্রেণি');
    expect(classLabel(10)).toBe('দশম শ্রেণি');
    expect(classLabel('৬')).toBe('ষষ্ঠ শ্রেণি');
  });

  it('falls back to the spec default, the eighth class', () => {
    expect(classLabel(undefined)).toBe('অষ্টম শ্রেণি');
    expect(classLabel(null)).toBe('অষ্টম শ্রেণি');
  });
});
