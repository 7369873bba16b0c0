import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  apiSuccessSchema,
  chapterSchema,
  contentIdParamSchema,
  lastActivitySchema,
  paths,
  quizAnswerRequestSchema,
  quizAnswerVerdictSchema,
  quizAttemptResultSchema,
  quizAttemptStartedSchema,
  quizAttemptStartRequestSchema,
  quizSchema,
  recordProgressDataSchema,
  recordProgressRequestSchema,
  subjectDetailSchema,
  subjectSchema,
  subjectsQuerySchema,
  topicSchema,
} from '@study/contract';
import type { AppDeps } from '../app';
import { requireAuth } from '../auth/middleware';
import type { ContentRead } from '../content/content-cache';
import {
  getLastActivity,
  readChapter,
  readSubjectDetail,
  readSubjects,
  readTopic,
  recordProgress,
} from '../content/content-service';
import { serveMedia } from '../content/media';
import { answerQuestion, finishAttempt, readChapterQuiz, startAttempt } from '../content/quiz-service';
import { ok } from '../http/api-error';
import type { AppEnv } from '../http/env';
import { isWildcard, matchesEtag } from '../http/etag';
import { newlyEarned } from '../progress/progress-service';
import { createRouter } from '../http/router';
import type { Router } from '../http/router';
import { bearerSecurity, errorResponses } from './openapi';

// The student's curriculum (spec §7, decisions.md): subjects, chapters, topics and chapter
// quizzes to read, progress and quiz attempts to record, and the lesson pictures under /media/.
// Every API route needs a student token; the logic lives in src/content/.

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: apiSuccessSchema(schema) } },
});

/**
 * The reads' answers carry an ETag (the content's version and the student's own part; none while
 * the version's row is missing): a client sending it back in If-None-Match gets 304 without a
 * body. `private, no-cache`: a browser keeps the answer but asks each time; a shared cache never
 * keeps one student's progress.
 */
const revalidated = {
  304: {
    description: 'Not modified: the `If-None-Match` names the current `ETag` (no body).',
    headers: { ETag: { schema: { type: 'string' as const } } },
  },
};

async function conditional<T>(c: Context<AppEnv>, read: ContentRead<T>, message: string) {
  const headers: Record<string, string> = { 'Cache-Control': 'private, no-cache' };
  if (read.etag !== undefined) headers['ETag'] = read.etag;
  const ifNoneMatch = c.req.header('if-none-match');
  if (matchesEtag(ifNoneMatch, read.etag)) {
    // `*` names any current representation: a chapter that does not exist has none (404).
    if (ifNoneMatch && isWildcard(ifNoneMatch)) await read.value();
    return c.body(null, 304, headers);
  }
  const value = await read.value();
  for (const [name, header] of Object.entries(headers)) c.header(name, header);
  return ok(c, value, message);
}

export function contentRoutes({ db, tokens }: AppDeps): Router {
  const router = createRouter();
  const common = { tags: ['Content'], middleware: [requireAuth({ db, tokens }, 'student')], security: bearerSecurity };
  const byId = { params: contentIdParamSchema };

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.subjects,
      summary: 'Subjects of a class',
      description:
        "Active subjects of grade `classId` (default 8) in display order, with chapter count and the caller's percent of topics completed.",
      request: { query: subjectsQuerySchema },
      responses: {
        200: json(z.array(subjectSchema), 'The subjects'),
        ...revalidated,
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) =>
      conditional(c, await readSubjects(db, c.var.auth.userId, c.req.valid('query').classId), 'বিষয়ের তালিকা'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.subject('{id}'),
      summary: 'A subject with its chapters',
      description:
        "Chapters in book order: number (1..n), topic count and the caller's status (not-started, in-progress, completed).",
      request: byId,
      responses: {
        200: json(subjectDetailSchema, 'The subject'),
        ...revalidated,
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => conditional(c, await readSubjectDetail(db, c.var.auth.userId, c.req.valid('param').id), 'বিষয়ের তথ্য'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.chapter('{id}'),
      summary: 'A chapter with its topics',
      description:
        "Topics with their content and the caller's status; the chapter's position in its subject and whether it has a quiz.",
      request: byId,
      responses: { 200: json(chapterSchema, 'The chapter'), ...revalidated, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => conditional(c, await readChapter(db, c.var.auth.userId, c.req.valid('param').id), 'অধ্যায়ের তথ্য'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.topic('{id}'),
      summary: 'A topic',
      request: byId,
      responses: { 200: json(topicSchema, 'The topic'), ...revalidated, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => conditional(c, await readTopic(db, c.var.auth.userId, c.req.valid('param').id), 'পাঠের তথ্য'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.chapterQuiz('{id}'),
      summary: "A chapter's quiz",
      description:
        'Questions and options in order, without the key or the explanations (they come with the verdict on ' +
        'each answer, see the attempt routes). 404 NO_QUIZ when the chapter has no quiz.',
      request: byId,
      responses: { 200: json(quizSchema, 'The quiz'), ...revalidated, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => conditional(c, await readChapterQuiz(db, c.req.valid('param').id), 'কুইজ'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.lastActivity,
      summary: "The caller's last studied topic",
      description:
        "With the percent of that chapter's topics completed; `data: null` when the caller has studied nothing yet.",
      responses: {
        200: json(lastActivitySchema.nullable(), 'The last activity, or null'),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => {
      const activity = await getLastActivity(db, c.var.auth.userId);
      return ok(c, activity, activity ? 'সর্বশেষ পড়া' : 'এখনো কোনো পাঠ শুরু করা হয়নি');
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: paths.progress,
      summary: 'Record progress on a topic',
      description:
        'in-progress when a topic is opened, completed when the student moves on or finishes the chapter. ' +
        'A completed topic stays completed; every call makes it the last activity. A completion answers with the ' +
        'badges and certificates it newly earned (`earned`).',
      request: { body: { content: { 'application/json': { schema: recordProgressRequestSchema } }, required: true } },
      responses: {
        200: json(recordProgressDataSchema, 'Topic and chapter status'),
        ...errorResponses(400, 401, 403, 404, 415),
      },
    }),
    async (c) => {
      const request = c.req.valid('json');
      const saved = await recordProgress(db, c.var.auth.userId, request);
      // Finishing a topic may earn a badge or a certificate (issue 19): the response says so, for the toast.
      const data =
        request.status === 'completed' ? { ...saved, earned: await newlyEarned(db, c.var.auth.userId) } : saved;
      return ok(c, data, 'অগ্রগতি সংরক্ষণ করা হয়েছে');
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: paths.quizAttempts('{id}'),
      summary: 'Start a quiz attempt',
      description:
        "Starts the quiz's clock on the server: the attempt runs out `timeLimit` seconds after `startedAt` " +
        '(`expiresAt`). The body is an empty object; answers go one at a time to …/quiz-attempts/{id}/answers/.',
      request: {
        ...byId,
        body: { content: { 'application/json': { schema: quizAttemptStartRequestSchema } }, required: true },
      },
      responses: {
        201: json(quizAttemptStartedSchema, 'The attempt, started'),
        ...errorResponses(400, 401, 403, 404, 415),
      },
    }),
    async (c) => ok(c, await startAttempt(db, c.var.auth.userId, c.req.valid('param').id), 'কুইজ শুরু হয়েছে', 201),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: paths.quizAttemptAnswers('{id}'),
      summary: 'Answer one question of an attempt',
      description:
        'Graded by the server: the verdict, the right option and the explanation, for the feedback after each ' +
        'question. The first answer to a question is fixed: the same answer again returns the stored verdict, ' +
        'another is refused with 409 ALREADY_ANSWERED. `timeSpentMs` (measured by the client) is stored bounded by ' +
        "the server's clock since the attempt's previous answer. An answer more than 15 s after `expiresAt` counts " +
        "as none given (`expired`). 409 ATTEMPT_FINISHED after finishing; 404 for an attempt that is not the caller's.",
      request: {
        ...byId,
        body: { content: { 'application/json': { schema: quizAnswerRequestSchema } }, required: true },
      },
      responses: { 200: json(quizAnswerVerdictSchema, 'The verdict'), ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const verdict = await answerQuestion(db, c.var.auth.userId, c.req.valid('param').id, c.req.valid('json'));
      return ok(c, verdict, verdict.correct ? 'সঠিক উত্তর!' : 'ভুল উত্তর!');
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: paths.quizAttemptFinish('{id}'),
      summary: 'Finish a quiz attempt',
      description:
        'Scored from the stored answers only: score = round(correct / total × 100) over every question of the quiz ' +
        '(unanswered ones count as wrong), passed when score ≥ passingScore. Finishing again returns the same result. ' +
        '`earned` lists the badges and certificates newly earned (empty when finished again).',
      request: byId,
      responses: { 200: json(quizAttemptResultSchema, 'The scored attempt'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const result = await finishAttempt(db, c.var.auth.userId, c.req.valid('param').id);
      return ok(c, { ...result, earned: await newlyEarned(db, c.var.auth.userId) }, 'কুইজের ফলাফল সংরক্ষণ করা হয়েছে');
    },
  );

  router.get('/media/:file', serveMedia());
  return router;
}
