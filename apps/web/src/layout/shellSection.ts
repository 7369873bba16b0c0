import type { ShellSection } from '@study/ui';

const sections: ReadonlyArray<[prefix: string, section: ShellSection]> = [
  ['/dashboard', 'home'],
  ['/subjects', 'subjects'],
  ['/profile', 'profile'],
];

/** The shell's section (and so the background gradient) of a signed-in route. */
export function sectionForPath(pathname: string): ShellSection {
  const match = sections.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match?.[1] ?? 'default';
}
