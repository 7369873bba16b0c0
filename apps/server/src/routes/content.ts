import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  apiSuccessSchema,
  chapterSchema,
  contentIdParamSchema,
  lastActivitySchema,
  paths,
  quizAttemptRequestSchema,
  quizAttemptResultSchema,
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
import {
  getChapter,
  getLastActivity,
  getSubjectDetail,
  getTopic,
  listSubjects,
  recordProgress,
} from '../content/content-service';
import { serveMedia } from '../content/media';
import { getChapterQuiz, submitAttempt } from '../content/quiz-service';
import { ok } from '../http/api-error';
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
      description: "Active subjects of grade `classId` (default 8) in display order, with chapter count and the caller's percent of topics completed.",
      request: { query: subjectsQuerySchema },
      responses: { 200: json(z.array(subjectSchema), 'The subjects'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => ok(c, await listSubjects(db, c.var.auth.userId, c.req.valid('query').classId), 'বিষয়ের তালিকা'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.subject('{id}'),
      summary: 'A subject with its chapters',
      description: "Chapters in book order: number (1..n), topic count and the caller's status (not-started, in-progress, completed).",
      request: byId,
      responses: { 200: json(subjectDetailSchema, 'The subject'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => ok(c, await getSubjectDetail(db, c.var.auth.userId, c.req.valid('param').id), 'বিষয়ের তথ্য'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.chapter('{id}'),
      summary: 'A chapter with its topics',
      description: "Topics with their content and the caller's status; the chapter's position in its subject and whether it has a quiz.",
      request: byId,
      responses: { 200: json(chapterSchema, 'The chapter'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => ok(c, await getChapter(db, c.var.auth.userId, c.req.valid('param').id), 'অধ্যায়ের তথ্য'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.topic('{id}'),
      summary: 'A topic',
      request: byId,
      responses: { 200: json(topicSchema, 'The topic'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => ok(c, await getTopic(db, c.var.auth.userId, c.req.valid('param').id), 'পাঠের তথ্য'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.chapterQuiz('{id}'),
      summary: "A chapter's quiz",
      description:
        'Questions and options in order, with isCorrect and explanations (the client gives immediate feedback; ' +
        'attempts are re-scored by the server). 404 NO_QUIZ when the chapter has no quiz.',
      request: byId,
      responses: { 200: json(quizSchema, 'The quiz'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => ok(c, await getChapterQuiz(db, c.req.valid('param').id), 'কুইজ'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.lastActivity,
      summary: "The caller's last studied topic",
      description: "With the percent of that chapter's topics completed; `data: null` when the caller has studied nothing yet.",
      responses: { 200: json(lastActivitySchema.nullable(), 'The last activity, or null'), ...errorResponses(401, 403) },
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
        'A completed topic stays completed; every call makes it the last activity.',
      request: { body: { content: { 'application/json': { schema: recordProgressRequestSchema } }, required: true } },
      responses: { 200: json(recordProgressDataSchema, 'Topic and chapter status'), ...errorResponses(400, 401, 403, 404, 415) },
    }),
    async (c) => ok(c, await recordProgress(db, c.var.auth.userId, c.req.valid('json')), 'অগ্রগতি সংরক্ষণ করা হয়েছে'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: paths.quizAttempts('{id}'),
      summary: 'Submit a quiz attempt',
      description:
        'Scored by the server from the stored correct options: score = round(correct / total × 100), passed when ' +
        'score ≥ passingScore; unanswered questions count as wrong. Answers to questions of another quiz, repeated ' +
        'questions or options of another question are refused with 400.',
      request: {
        ...byId,
        body: { content: { 'application/json': { schema: quizAttemptRequestSchema } }, required: true },
      },
      responses: { 201: json(quizAttemptResultSchema, 'The scored attempt'), ...errorResponses(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const result = await submitAttempt(db, c.var.auth.userId, c.req.valid('param').id, c.req.valid('json'));
      return ok(c, result, 'কুইজের ফলাফল সংরক্ষণ করা হয়েছে', 201);
    },
  );

  router.get('/media/:file', serveMedia());
  return router;
}
