import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './pages/RouteErrorPage';
import type { PageKey } from './messages';

// Pages not built yet share one placeholder chunk; each real page replaces its `lazy` with its own module.
function placeholder(page: PageKey): RouteObject['lazy'] {
  return async () => {
    const { UnderConstructionPage } = await import('./pages/UnderConstructionPage');
    return { Component: () => <UnderConstructionPage page={page} /> };
  };
}

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: '/', lazy: placeholder('landing') },
      { path: '/login', lazy: placeholder('login') },
      { path: '/dashboard', lazy: placeholder('dashboard') },
      { path: '/subjects', lazy: placeholder('subjects') },
      { path: '/subjects/:subjectId', lazy: placeholder('subject') },
      { path: '/subjects/:subjectId/:chapterId/learn', lazy: placeholder('learn') },
      { path: '/subjects/:subjectId/:chapterId/ask', lazy: placeholder('ask') },
      { path: '/subjects/:subjectId/:chapterId/quiz', lazy: placeholder('chapterQuiz') },
      { path: '/quiz', lazy: placeholder('quiz') },
      { path: '/profile', lazy: placeholder('profile') },
      { path: '/demo/latex', lazy: placeholder('mathsDemo') },
      { path: '/admin/login', lazy: placeholder('adminLogin') },
      { path: '/admin/dashboard', lazy: placeholder('adminDashboard') },
      { path: '/admin/subjects', lazy: placeholder('adminSubjects') },
      { path: '/admin/classes', lazy: placeholder('adminClasses') },
      { path: '/admin/chapters', lazy: placeholder('adminChapters') },
      { path: '/admin/topics', lazy: placeholder('adminTopics') },
      { path: '/admin/quizzes', lazy: placeholder('adminQuizzes') },
      {
        path: '*',
        lazy: async () => {
          const { NotFoundPage } = await import('./pages/NotFoundPage');
          return { Component: NotFoundPage };
        },
      },
    ],
  },
];
