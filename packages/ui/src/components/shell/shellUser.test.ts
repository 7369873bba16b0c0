import { describe, expect, it } from 'vitest';
import { commonMessages } from '../../i18n/areas/common';
import { classLabel } from './shellUser';

describe('classLabel', () => {
  it('writes the class as a Bengali ordinal followed by শ্রেণি', () => {
    expect(classLabel('8', commonMessages)).toBe('অষ্টম শ্রেণি');
    expect(classLabel(10, commonMessages)).toBe('দশম শ্রেণি');
    expect(classLabel('৬', commonMessages)).toBe('ষষ্ঠ শ্রেণি');
  });

  it('falls back to the spec default, the eighth class', () => {
    expect(classLabel(undefined, commonMessages)).toBe('অষ্টম শ্রেণি');
    expect(classLabel(null, commonMessages)).toBe('অষ্টম শ্রেণি');
  });
});
