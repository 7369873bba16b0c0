import type { ReactNode } from 'react';
import { BooksIcon, ChartIcon, HomeIcon, TrophyIcon, UserIcon } from '../../icons';
import type { ShellMessages } from '../../i18n/areas/shell';

interface NavItemBase {
  /** Stable key for the list. */
  key: string;
  label: string;
  /** Decorative icon; in the collapsed sidebar it is all that shows, with the label as tooltip. */
  icon: ReactNode;
}

/** A sidebar entry: a link, or a feature shown as coming soon (disabled, with a badge). */
export type ShellNavItem = (NavItemBase & { href: string; comingSoon?: false }) | (NavItemBase & { comingSoon: true });

/**
 * Spec §2: home, subjects, progress and achievements (coming soon), profile, labelled with the
 * shell area's strings as the caller resolved them (`useMessages('shell', shellMessages)`), so
 * an app's overrides apply.
 */
export const defaultNavItems = (words: ShellMessages): ShellNavItem[] => [
  { key: 'home', label: words.shellNavHome, icon: <HomeIcon />, href: '/dashboard' },
  { key: 'subjects', label: words.shellNavSubjects, icon: <BooksIcon />, href: '/subjects' },
  { key: 'progress', label: words.shellNavProgress, icon: <ChartIcon />, comingSoon: true },
  { key: 'achievements', label: words.shellNavAchievements, icon: <TrophyIcon />, comingSoon: true },
  { key: 'profile', label: words.shellNavProfile, icon: <UserIcon />, href: '/profile' },
];
