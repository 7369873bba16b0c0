// MSW handlers for every student API the pages call, one set per endpoint and state, for page
// stories (msw-storybook-addon) and tests. Paths come from @study/contract (trailing slashes
// included); MSW ignores query strings when matching, so `subjects` answers any `?classId=`.
import { authMessages, paths } from '@study/contract';
import type {
  Achievements,
  ApiFailure,
  ApiSuccess,
  AuthData,
  Certificate,
  CertificateVerification,
  Chapter,
  LastActivity,
  Profile,
  ProfileUpdateRequest,
  ProgressReport,
  Quiz,
  QuizAnswerRequest,
  QuizAnswerVerdict,
  QuizAttemptResult,
  QuizAttemptStarted,
  RecordProgressData,
  RecordProgressRequest,
  RefreshData,
  StudySessionRecorded,
  StudySessionRequest,
  Subject,
  SubjectDetail,
} from '@study/contract';
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import {
  chapterFixture,
  chapterQuizFixture,
  chapterQuizKeyFixture,
  demoUser,
  emptyChapterFixture,
  emptySubjectFixture,
  lastActivityFixture,
  mathsSubjectFixture,
  patternImagePath,
  patternImageSvg,
  profileFixture,
  quizAttemptResultFixture,
  quizAttemptStartedFixture,
  subjectsFixture,
} from './fixtures';
import {
  achievementsFixture,
  certificateFixture,
  emptyAchievementsFixture,
  emptyProgressReportFixture,
  progressReportFixture,
  verificationFixture,
} from './progressFixtures';

/** Any body the API answers with; one type, so a handler may answer with data or a failure. */
type ApiBody = ApiSuccess<unknown> | ApiFailure;

/** The success envelope, with `data` checked against its contract type. */
export function ok<T>(data: T, message = 'সফল হয়েছে'): HttpResponse<ApiBody> {
  const body: ApiSuccess<T> = { success: true, data, message };
  return HttpResponse.json<ApiBody>(body);
}

export function fail(status: number, code: string, message: string): HttpResponse<ApiBody> {
  return HttpResponse.json<ApiBody>({ success: false, code, message }, { status });
}

const serverError = () => fail(500, 'INTERNAL_ERROR', 'সার্ভারে সমস্যা হয়েছে। কিছুক্ষণ পর আবার চেষ্টা করো।');
const notFound = () => fail(404, 'NOT_FOUND', 'অনুরোধ করা ঠিকানাটি পাওয়া যায়নি।');

/** A request that never gets an answer: the page stays in its loading state. */
async function never(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

type Method = 'get' | 'post' | 'patch';

/** The error and loading states of one endpoint. */
function failing(method: Method, path: string) {
  return { error: http[method](path, serverError), loading: http[method](path, never) };
}

/**
 * Fails the first request with a 500, then lets the next handler of the same path answer: a
 * retry button's story. `reset()` (in the story's beforeEach) makes it fail again.
 */
export function failingFirst(method: Method, path: string) {
  let failed = false;
  return {
    handler: http[method](path, () => {
      if (failed) return undefined;
      failed = true;
      return serverError();
    }),
    reset: () => {
      failed = false;
    },
  };
}

export const subjectsHandlers = {
  filled: http.get(paths.subjects, () => ok<Subject[]>(subjectsFixture)),
  empty: http.get(paths.subjects, () => ok<Subject[]>([])),
  ...failing('get', paths.subjects),
};

/** Maths has its chapters; the other subjects have none written yet; unknown ids are 404. */
export function subjectById(id: number): SubjectDetail | undefined {
  if (id === mathsSubjectFixture.id) return mathsSubjectFixture;
  const subject = subjectsFixture.find((candidate) => candidate.id === id);
  return subject && { ...subject, chapterCount: 0, chapters: [] };
}

const subjectPath = paths.subject(':id');
export const subjectHandlers = {
  filled: http.get(subjectPath, ({ params }) => {
    const subject = subjectById(Number(params['id']));
    return subject ? ok<SubjectDetail>(subject) : notFound();
  }),
  empty: http.get(subjectPath, () => ok<SubjectDetail>(emptySubjectFixture)),
  notFound: http.get(subjectPath, notFound),
  ...failing('get', subjectPath),
};

const chapterPath = paths.chapter(':id');
export const chapterHandlers = {
  filled: http.get(chapterPath, ({ params }) => {
    const id = Number(params['id']);
    if (id === chapterFixture.id) return ok<Chapter>(chapterFixture);
    if (id === emptyChapterFixture.id) return ok<Chapter>(emptyChapterFixture);
    return notFound();
  }),
  empty: http.get(chapterPath, () => ok<Chapter>(emptyChapterFixture)),
  notFound: http.get(chapterPath, notFound),
  ...failing('get', chapterPath),
};

const chapterQuizPath = paths.chapterQuiz(':id');
export const chapterQuizHandlers = {
  filled: http.get(chapterQuizPath, () => ok<Quiz>(chapterQuizFixture)),
  /** The chapter has no quiz. */
  none: http.get(chapterQuizPath, () => fail(404, 'NO_QUIZ', 'এই অধ্যায়ের কুইজ এখনো তৈরি হয়নি।')),
  ...failing('get', chapterQuizPath),
};

export const lastActivityHandlers = {
  filled: http.get(paths.lastActivity, () => ok<LastActivity | null>(lastActivityFixture())),
  empty: http.get(paths.lastActivity, () => ok<LastActivity | null>(null)),
  ...failing('get', paths.lastActivity),
};

/**
 * The profile; PATCH answers with the update merged in, as the server does. Nothing is kept
 * between requests, so one story's save never shows up in the next story.
 */
export function profileHandlers(profile: Profile = profileFixture) {
  return {
    get: http.get(paths.profile, () => ok<Profile>(profile)),
    update: http.patch(paths.profile, async ({ request }) => {
      const update = (await request.json()) as ProfileUpdateRequest;
      return ok<Profile>(
        {
          ...profile,
          ...(update.name !== undefined && { name: update.name }),
          ...(update.phone !== undefined && { phone: update.phone }),
          ...(update.school !== undefined && { school: update.school || null }),
        },
        authMessages.profileUpdated,
      );
    }),
  };
}

export const profileStates = {
  ...failing('get', paths.profile),
  updateError: http.patch(paths.profile, () => fail(400, 'VALIDATION_ERROR', 'সঠিক মোবাইল নম্বর দাও')),
};

export const changePasswordHandlers = {
  ok: http.post(paths.changePassword, () => ok<null>(null, authMessages.passwordChanged)),
  wrongPassword: http.post(paths.changePassword, () => fail(400, 'WRONG_PASSWORD', authMessages.wrongPassword)),
};

export const progressHandlers = {
  ok: http.post(paths.progress, async ({ request }) => {
    const { topicId, status } = (await request.json()) as RecordProgressRequest;
    return ok<RecordProgressData>({
      topicId,
      topicStatus: status,
      chapterId: chapterFixture.id,
      chapterStatus: 'in-progress',
      chapterProgress: 40,
    });
  }),
};

/** Grades an answer to chapterQuizFixture with its key, as the server does. */
export function gradeFixtureAnswer(answer: QuizAnswerRequest): QuizAnswerVerdict {
  const key = chapterQuizKeyFixture[answer.questionId];
  return {
    questionId: answer.questionId,
    optionId: answer.optionId,
    correct: key !== undefined && key.correctOptionId === answer.optionId,
    correctOptionId: key?.correctOptionId ?? 0,
    explanation: key?.explanation ?? null,
    timeSpentMs: answer.timeSpentMs,
    expired: false,
  };
}

const startAttempt = http.post(paths.quizAttempts(':quizId'), () => ok<QuizAttemptStarted>(quizAttemptStartedFixture));
const answerAttempt = http.post(paths.quizAttemptAnswers(':attemptId'), async ({ request }) =>
  ok<QuizAnswerVerdict>(gradeFixtureAnswer((await request.json()) as QuizAnswerRequest)),
);
const finishAttempt = http.post(paths.quizAttemptFinish(':attemptId'), () =>
  ok<QuizAttemptResult>(quizAttemptResultFixture),
);
/** A chapter quiz graded by the server: start, answer, finish. */
export const quizAttemptHandlers = {
  ok: [startAttempt, answerAttempt, finishAttempt],
  startError: [http.post(paths.quizAttempts(':quizId'), serverError), answerAttempt, finishAttempt],
  answerError: [startAttempt, http.post(paths.quizAttemptAnswers(':attemptId'), serverError), finishAttempt],
};

export const progressReportHandlers = {
  filled: http.get(paths.progressReport, () => ok<ProgressReport>(progressReportFixture)),
  empty: http.get(paths.progressReport, () => ok<ProgressReport>(emptyProgressReportFixture)),
  ...failing('get', paths.progressReport),
};

export const achievementsHandlers = {
  filled: http.get(paths.achievements, () => ok<Achievements>(achievementsFixture)),
  empty: http.get(paths.achievements, () => ok<Achievements>(emptyAchievementsFixture)),
  ...failing('get', paths.achievements),
};

const certificateNotFound = () => fail(404, 'NOT_FOUND', 'এই নম্বরের কোনো সনদ পাওয়া যায়নি');
export const certificateHandlers = {
  filled: http.get(paths.certificate(':id'), () => ok<Certificate>(certificateFixture)),
  notFound: http.get(paths.certificate(':id'), certificateNotFound),
  /** The server's answer to an id that cannot be one. */
  malformed: http.get(paths.certificate(':id'), () => fail(400, 'VALIDATION_ERROR', 'অনুগ্রহ করে সঠিক তথ্য দাও')),
  ...failing('get', paths.certificate(':id')),
};

export const verificationHandlers = {
  found: http.get(paths.certificateVerification(':id'), () => ok<CertificateVerification>(verificationFixture)),
  notFound: http.get(paths.certificateVerification(':id'), certificateNotFound),
  /** The address searched too many unknown ids: locked for 15 minutes. */
  throttled: http.get(paths.certificateVerification(':id'), () =>
    fail(429, 'TOO_MANY_ATTEMPTS', authMessages.tooManyAttempts(15)),
  ),
  ...failing('get', paths.certificateVerification(':id')),
};

/** Study sessions: stored as sent, on the fixtures' day. */
export const studySessionHandlers = {
  ok: http.post(paths.studySessions, async ({ request }) => {
    const { sessionId, seconds } = (await request.json()) as StudySessionRequest;
    return ok<StudySessionRecorded>({ sessionId, seconds, day: '2026-11-26' });
  }),
};

const authData: AuthData = { accessToken: 'story-access-token', refreshToken: 'story-refresh-token', user: demoUser };
export const authHandlers = {
  login: http.post(paths.login, () => ok<AuthData>(authData, authMessages.loggedIn)),
  loginInvalid: http.post(paths.login, () => fail(401, 'INVALID_CREDENTIALS', authMessages.invalidCredentials)),
  register: http.post(paths.register, () => ok<AuthData>(authData, authMessages.registered)),
  usernameTaken: http.post(paths.register, () => fail(409, 'USERNAME_TAKEN', authMessages.usernameTaken)),
  refresh: http.post(paths.refreshToken, () =>
    ok<RefreshData>({ accessToken: authData.accessToken, refreshToken: authData.refreshToken }),
  ),
  logout: http.post(paths.logout, () => ok<null>(null, authMessages.loggedOut)),
};

/** Lesson pictures, which the server serves from /media/. */
export const mediaHandlers = {
  pattern: http.get(
    patternImagePath,
    () => new HttpResponse(patternImageSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
};

/**
 * Every student API answering with data, keyed by endpoint so a story replaces one entry
 * (Storybook merges `parameters.msw.handlers` objects key by key).
 */
export function studentApi(): Record<string, HttpHandler | HttpHandler[]> {
  const profile = profileHandlers();
  return {
    subjects: subjectsHandlers.filled,
    subject: subjectHandlers.filled,
    chapter: chapterHandlers.filled,
    chapterQuiz: chapterQuizHandlers.filled,
    lastActivity: lastActivityHandlers.filled,
    profile: profile.get,
    profileUpdate: profile.update,
    changePassword: changePasswordHandlers.ok,
    progress: progressHandlers.ok,
    quizAttempts: quizAttemptHandlers.ok,
    progressReport: progressReportHandlers.filled,
    achievements: achievementsHandlers.filled,
    certificate: certificateHandlers.filled,
    certificateVerification: verificationHandlers.found,
    studySessions: studySessionHandlers.ok,
    auth: [authHandlers.login, authHandlers.register, authHandlers.refresh, authHandlers.logout],
    media: mediaHandlers.pattern,
  };
}
