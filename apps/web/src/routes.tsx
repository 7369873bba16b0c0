import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin/adminRoutes';
import { PublicOnly } from './guards/PublicOnly';
import { RequireSession } from './guards/RequireSession';
import { SessionLoading } from './guards/SessionLoading';
import type { RouteHandle } from './layout/routeHandle';
import type { PageKey } from './messages';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** Loads a route's page module; each call site's `import()` becomes its own chunk. */
type Lazy = () => Promise<{ Component: ComponentType }>;

/** A page route: its own lazily loaded chunk, and the page key the shell's header reads. */
function page(page: PageKey, path: string, lazy: Lazy): RouteObject {
  const handle: RouteHandle = { page };
  return { path, handle, lazy };
}

/** KaTeX's stylesheet (and its fonts) come with the pages that render maths, not with the first load. */
function withMathStyles(load: Lazy): Lazy {
  return async () => {
    const [route] = await Promise.all([load(), import('@study/ui/katex.css')]);
    return route;
  };
}

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorPage,
    // The first route's chunk is still downloading.
    HydrateFallback: SessionLoading,
    children: [
      {
        // Spec §6: signed-in students skip the landing and login pages.
        Component: PublicOnly,
        children: [
          page('landing', '/', async () => ({ Component: (await import('./pages/LandingPage')).LandingRoute })),
          page('login', '/login', async () => ({ Component: (await import('./pages/LoginPage')).LoginRoute })),
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/AuthenticatedLayout')).AuthenticatedLayout }),
            children: [
              page('dashboard', '/dashboard', async () => ({
                Component: (await import('./pages/DashboardPage')).DashboardPage,
              })),
              page('subjects', '/subjects', async () => ({
                Component: (await import('./pages/SubjectsPage')).SubjectsPage,
              })),
              page('subject', '/subjects/:subjectId', async () => ({
                Component: (await import('./pages/SubjectDetailPage')).SubjectDetailPage,
              })),
              page(
                'learn',
                '/subjects/:subjectId/:chapterId/learn',
                withMathStyles(async () => ({ Component: (await import('./pages/LearnPage')).LearnPage })),
              ),
              page(
                'ask',
                '/subjects/:subjectId/:chapterId/ask',
                withMathStyles(async () => ({ Component: (await import('./pages/AskPage')).AskPage })),
              ),
              page(
                'chapterQuiz',
                '/subjects/:subjectId/:chapterId/quiz',
                withMathStyles(async () => ({ Component: (await import('./pages/ChapterQuizPage')).ChapterQuizPage })),
              ),
              page(
                'quiz',
                '/quiz',
                withMathStyles(async () => ({ Component: (await import('./pages/QuizPage')).QuizPage })),
              ),
              page('profile', '/profile', async () => ({
                Component: (await import('./pages/ProfilePage')).ProfileRoute,
              })),
              page('progress', '/progress', async () => ({
                Component: (await import('./pages/ProgressPage')).ProgressPage,
              })),
              page('achievements', '/achievements', async () => ({
                Component: (await import('./pages/AchievementsPage')).AchievementsPage,
              })),
              page('certificate', '/certificates/:certificateId', async () => ({
                Component: (await import('./pages/CertificatePage')).CertificatePage,
              })),
            ],
          },
        ],
      },
      // Issue 19: anyone (signed in or not) checks a certificate by the id printed on it.
      page('certificateVerification', '/verify/:certificateId', async () => ({
        Component: (await import('./pages/CertificateVerificationPage')).CertificateVerificationPage,
      })),
      // Issue 16.12: a visitor tries a quiz before registering.
      page(
        'demoQuiz',
        '/demo/quiz',
        withMathStyles(async () => ({ Component: (await import('./pages/DemoQuizPage')).DemoQuizPage })),
      ),
      page(
        'mathsDemo',
        '/demo/latex',
        withMathStyles(async () => ({ Component: (await import('./pages/MathsDemoPage')).MathsDemoPage })),
      ),
      ...adminRoutes,
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];
