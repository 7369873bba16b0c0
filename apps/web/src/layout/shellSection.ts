import { defaultNavItems, shellMessages } from '@study/ui';
import type { ShellNavItem, ShellSection } from '@study/ui';

const sections: ReadonlyArray<[prefix: string, section: ShellSection]> = [
  ['/dashboard', 'home'],
  ['/subjects', 'subjects'],
  ['/profile', 'profile'],
  ['/progress', 'progress'],
  ['/achievements', 'achievements'],
  ['/certificates', 'achievements'],
];

/** The shell's section (and so the background gradient) of a signed-in route. */
export function sectionForPath(pathname: string): ShellSection {
  const match = sections.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match?.[1] ?? 'default';
}

/** Issue 19: the sidebar's progress and achievements are real pages now (the library's defaults keep them coming soon). */
const enabledHrefs: Record<string, string> = { progress: '/progress', achievements: '/achievements' };

/**
 * The app's sidebar: @study/ui's entries, with progress and achievements as links. The app sets
 * no message overrides (AppProviders), so the shell's default strings are its wording.
 */
export const appNavItems: ShellNavItem[] = defaultNavItems(shellMessages).map((item) => {
  const href = enabledHrefs[item.key];
  return href ? { key: item.key, label: item.label, icon: item.icon, href } : item;
});
