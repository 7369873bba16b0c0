import type { ReactNode } from 'react';
import { BooksIcon, ChartIcon, HomeIcon, TrophyIcon, UserIcon } from '../../icons';
import { shellMessages } from '../../i18n/areas/shell';

interface NavItemBase {
  /** Stable key for the list. */
  key: string;
  label: string;
  /** Decorative icon; in the collapsed sidebar it is all that shows, with the label as tooltip. */
  icon: ReactNode;
}

/** A sidebar entry: a link, or a feature shown as coming soon (disabled, with a badge). */
export type ShellNavItem = (NavItemBase & { href: string; comingSoon?: false }) | (NavItemBase & { comingSoon: true });

/** Spec §2: home, subjects, progress and achievements (coming soon), profile. */
export const defaultNavItems: ShellNavItem[] = [
  { key: 'home', label: shellMessages.shellNavHome, icon: <HomeIcon />, href: '/dashboard' },
  { key: 'subjects', label: shellMessages.shellNavSubjects, icon: <BooksIcon />, href: '/subjects' },
  { key: 'progress', label: shellMessages.shellNavProgress, icon: <ChartIcon />, comingSoon: true },
  { key: 'achievements', label: shellMessages.shellNavAchievements, icon: <TrophyIcon />, comingSoon: true },
  { key: 'profile', label: shellMessages.shellNavProfile, icon: <UserIcon />, href: '/profile' },
];
