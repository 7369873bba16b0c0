import { describe, expect, it } from 'vitest';
import { isMathBalanced } from '../math/splitMath';
import { streamingMarkdown } from './streamingMarkdown';

describe('streamingMarkdown', () => {
  it('keeps balanced text as it is', () => {
    expect(streamingMarkdown('অর্ধেক মানে $\\frac{1}{2}$।')).toBe('অর্ধেক মানে $\\frac{1}{2}$।');
  });
  it('escapes an unfinished inline formula', () => {
    const result = streamingMarkdown('অর্ধেক মানে $\\frac{1}{');
    expect(result).toBe('অর্ধেক মানে \\$\\frac{1}{');
    expect(isMathBalanced(result)).toBe(true);
  });
  it('keeps the finished formulas before the unfinished one', () => {
    expect(streamingMarkdown('$a$ আর $$x^2')).toBe('$a$ আর \\$\\$x^2');
  });
});
