/** Every API path, exactly as spec §7 writes them (trailing slashes included), plus decisions.md's additions. */
export const paths = {
  login: '/web/api/v1/auth/login/',
  register: '/web/api/v1/auth/register/',
  refreshToken: '/web/api/v1/auth/refresh-token/',
  logout: '/web/api/v1/auth/logout/',
  subjects: '/web/api/v1/subjects/',
  subject: (id: number | string) => `/web/api/v1/subjects/${id}/`,
  chapter: (id: number | string) => `/web/api/v1/chapters/${id}/`,
  chapterQuiz: (id: number | string) => `/web/api/v1/chapters/${id}/quiz/`,
  topic: (id: number | string) => `/web/api/v1/topics/${id}/`,
  lastActivity: '/web/api/v1/student/last-activity/',
  progress: '/web/api/v1/student/progress/',
  quizAttempts: (quizId: number | string) => `/web/api/v1/quizzes/${quizId}/attempts/`,
  profile: '/web/api/v1/user/profile/',
  changePassword: '/web/api/v1/user/change-password/',
  tutorChat: '/api/v1/student/ai-tutor/chat/',
  tutorStreamStatus: '/api/v1/student/ai-tutor/stream-status/',
  tutorStream: '/api/v1/student/ai-tutor/stream/',
  tutorStreamSse: '/api/v1/student/ai-tutor/stream-sse/',
  tutorUsage: '/api/v1/student/ai-tutor/usage/',
  tutorHistory: '/api/v1/student/ai-tutor/history/',
  tutorAnalysis: '/api/v1/student/ai-tutor/analysis/',
  adminLogin: '/api/v1/admin/auth/login/',
  adminRefreshToken: '/api/v1/admin/auth/refresh-token/',
  adminLogout: '/api/v1/admin/auth/logout/',
  adminDashboard: '/api/v1/admin/dashboard/',
  adminCollection: (entity: AdminEntity) => `/api/v1/admin/${entity}/`,
  adminItem: (entity: AdminEntity, id: number | string) => `/api/v1/admin/${entity}/${id}/`,
  openApi: '/api/openapi.json',
} as const;

export const adminEntities = ['subjects', 'classes', 'chapters', 'topics', 'quizzes'] as const;
export type AdminEntity = (typeof adminEntities)[number];
