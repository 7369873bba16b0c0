import type { ComponentPropsWithRef } from 'react';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

interface HeadingProps extends ComponentPropsWithRef<'h1'> {
  level: HeadingLevel;
}

/** An unstyled h1-h6 chosen by number, so components can fit the heading outline of any page. */
export function Heading({ level, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
