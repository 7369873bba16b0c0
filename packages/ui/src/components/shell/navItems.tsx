import type { ReactNode } from 'react';
import { bn } from '../../i18n/messages';
import { BooksIcon, ChartIcon, HomeIcon, TrophyIcon, UserIcon } from './icons';

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
  { key: 'home', label: bn.shellNavHome, icon: <HomeIcon />, href: '/dashboard' },
  { key: 'subjects', label: bn.shellNavSubjects, icon: <BooksIcon />, href: '/subjects' },
  { key: 'progress', label: bn.shellNavProgress, icon: <ChartIcon />, comingSoon: true },
  { key: 'achievements', label: bn.shellNavAchievements, icon: <TrophyIcon />, comingSoon: true },
  { key: 'profile', label: bn.shellNavProfile, icon: <UserIcon />, href: '/profile' },
];
