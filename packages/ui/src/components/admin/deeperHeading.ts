import type { HeadingLevel } from '../../utils/Heading';

/** The level of a heading under one of `level`, at most h6. */
export function deeperHeading(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}
