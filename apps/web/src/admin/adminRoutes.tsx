import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../layout/routeHandle';
import type { PageKey } from '../messages';
import { adminHomePath } from './adminReturnPath';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A page route of the admin area: its own chunk, and the page key that titles it. */
function page(key: PageKey, path: string, lazy: Lazy): RouteObject {
  const handle: RouteHandle = { page: key };
  return { path, handle, lazy };
}

/**
 * The admin area (spec §2): /admin/login is public; every other admin page needs the admin token
 * (AdminLayout sends an admin without one to the login page) and shows inside the admin shell.
 * Each page is its own chunk, so students never download the admin area. `loadMathStyles` brings
 * KaTeX's stylesheet with the topics page (Storybook has it already).
 */
export function createAdminRoutes(loadMathStyles: () => Promise<unknown>): RouteObject[] {
  return [
    { path: '/admin', element: <Navigate to={adminHomePath} replace /> },
    page('adminLogin', '/admin/login', async () => ({ Component: (await import('./AdminLoginPage')).AdminLoginPage })),
    {
      lazy: async () => ({ Component: (await import('./AdminLayout')).AdminLayout }),
      children: [
        page('adminDashboard', '/admin/dashboard', async () => ({
          Component: (await import('./AdminDashboardPage')).AdminDashboardPage,
        })),
        page('adminSubjects', '/admin/subjects', async () => ({
          Component: (await import('./SubjectsAdminPage')).SubjectsAdminPage,
        })),
        page('adminClasses', '/admin/classes', async () => ({
          Component: (await import('./ClassesAdminPage')).ClassesAdminPage,
        })),
        page('adminChapters', '/admin/chapters', async () => ({
          Component: (await import('./ChaptersAdminPage')).ChaptersAdminPage,
        })),
        page('adminTopics', '/admin/topics', async () => {
          const [module] = await Promise.all([import('./TopicsAdminPage'), loadMathStyles()]);
          return { Component: module.TopicsAdminPage };
        }),
        page('adminQuizzes', '/admin/quizzes', async () => ({
          Component: (await import('./QuizzesAdminPage')).QuizzesAdminPage,
        })),
        page('adminPassword', '/admin/password', async () => ({
          Component: (await import('./AdminPasswordPage')).AdminPasswordPage,
        })),
        page('adminFlags', '/admin/flags', async () => ({
          Component: (await import('./FlaggedConversationsPage')).FlaggedConversationsPage,
        })),
      ],
    },
  ];
}

/** The app's admin routes; routes.tsx puts them before its catch-all. */
export const adminRoutes: RouteObject[] = createAdminRoutes(() => import('./katexStyles'));
