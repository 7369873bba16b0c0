import type { ReactNode } from 'react';
import { adminText, flagText } from '../../../i18n/adminMessages';
import {
  BookOpenIcon,
  BooksIcon,
  DashboardIcon,
  LockIcon,
  NoteIcon,
  QuizIcon,
  SchoolIcon,
  TutorIcon,
  UsersIcon,
} from '../../../icons';

/** An admin sidebar entry: a page, or one without a route (shown disabled with a note). */
export interface AdminNavItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** No href: the entry has no page yet. */
  href?: string;
  /** Under the label, e.g. why there is no link. */
  note?: string;
}

/** Spec §2: Dashboard, Schools (no route), Classes, Subjects, Chapters, Topics, Quizzes; then the flagged tutor conversations and the admin's password. */
export const adminNavItems: readonly AdminNavItem[] = [
  { key: 'dashboard', label: adminText.navDashboard, icon: <DashboardIcon />, href: '/admin/dashboard' },
  { key: 'schools', label: adminText.navSchools, icon: <SchoolIcon />, note: adminText.schoolsNote },
  { key: 'classes', label: adminText.navClasses, icon: <UsersIcon />, href: '/admin/classes' },
  { key: 'subjects', label: adminText.navSubjects, icon: <BooksIcon />, href: '/admin/subjects' },
  { key: 'chapters', label: adminText.navChapters, icon: <BookOpenIcon />, href: '/admin/chapters' },
  { key: 'topics', label: adminText.navTopics, icon: <NoteIcon />, href: '/admin/topics' },
  { key: 'quizzes', label: adminText.navQuizzes, icon: <QuizIcon />, href: '/admin/quizzes' },
  { key: 'flags', label: flagText.navFlags, icon: <TutorIcon />, href: '/admin/flags' },
  { key: 'password', label: adminText.navPassword, icon: <LockIcon />, href: '/admin/password' },
];
