import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import {
  achievementsSchema,
  apiSuccessSchema,
  certificateIdParamSchema,
  certificateSchema,
  certificateVerificationSchema,
  paths,
  progressReportSchema,
  studySessionRecordedSchema,
  studySessionRequestSchema,
} from '@study/contract';
import type { AppDeps } from '../app';
import { clientAddress } from '../accounts/client-address';
import { attemptFailed, beginAttempt, refuseWhileLocked } from '../accounts/throttle';
import type { ThrottleKey, ThrottleRule } from '../accounts/throttle';
import { requireAuth } from '../auth/middleware';
import { ok } from '../http/api-error';
import { createRouter } from '../http/router';
import type { Router } from '../http/router';
import {
  certificateNotFound,
  getAchievements,
  getCertificate,
  getProgressReport,
  recordStudySession,
  verifyCertificate,
} from '../progress/progress-service';
import { MAX_DAY_STUDY_SECONDS, MAX_STORED_SESSION_SECONDS } from '../progress/rules';
import { bearerSecurity, errorResponses } from './openapi';

// Issue 19: the student's progress report, study sessions, achievements and certificates (student
// token), and the public check of a certificate by its id (no token; unknown ids are throttled
// per address like failed logins, so ids cannot be searched for).

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: apiSuccessSchema(schema) } },
});

/** Unknown certificate ids per client address: a person mistyping one is fine, a search is not. */
export const CERTIFICATE_CHECK_THROTTLE: ThrottleRule = {
  maxFailures: 30,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
};

function certificateCheckKeys(address: string | undefined): ThrottleKey[] {
  return address ? [{ key: `certificate:ip:${address}`, rule: CERTIFICATE_CHECK_THROTTLE, clearOnSuccess: false }] : [];
}

/**
 * Study-session reports per student: a lesson page visible for an hour sends about 60, so 240
 * leaves a timer and several tabs room while a script cannot add rows without end.
 */
export const STUDY_SESSION_THROTTLE: ThrottleRule = {
  maxFailures: 240,
  windowMs: 60 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
};

export function progressRoutes(deps: AppDeps): Router {
  const { db, tokens, config } = deps;
  const router = createRouter();
  const common = { tags: ['Progress'], middleware: [requireAuth({ db, tokens }, 'student')], security: bearerSecurity };

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.progressReport,
      summary: "The caller's progress report",
      description:
        "For the student's class: written chapters completed (overall and per subject, with each chapter's status " +
        'and best quiz score), quiz statistics with the last 5 attempts, the latest chapter completed, the daily ' +
        'streak (Asia/Dhaka days on which a topic or a quiz was finished) and study time for the last 14 days ' +
        "(per day the larger of the timer's and the lesson pages' time, at most 24 h).",
      responses: { 200: json(progressReportSchema, 'The report'), ...errorResponses(401, 403) },
    }),
    async (c) => ok(c, await getProgressReport(db, c.var.auth.userId), 'অগ্রগতি'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: paths.studySessions,
      summary: 'Record a study session',
      description:
        'Sent when the study timer is paused or ended (`timer`) and while and when a lesson page is left (`lesson`). ' +
        "`sessionId` is the client's id of the session and `seconds` its running total: only what goes beyond the " +
        'last total of the session counts, on the Asia/Dhaka day of this report, so a retry is never counted twice. ' +
        `A session counts at most ${MAX_STORED_SESSION_SECONDS} s a day, a student at most ${MAX_DAY_STUDY_SECONDS} s a day. ` +
        `${STUDY_SESSION_THROTTLE.maxFailures} reports an hour per student, then 429 for ${STUDY_SESSION_THROTTLE.lockMs / 60_000} minutes.`,
      request: { body: { content: { 'application/json': { schema: studySessionRequestSchema } }, required: true } },
      responses: {
        200: json(studySessionRecordedSchema, 'The stored session'),
        ...errorResponses(400, 401, 403, 415, 429),
      },
    }),
    async (c) => {
      const { userId } = c.var.auth;
      // Every report counts, like a registration: the attempt is never given back.
      await beginAttempt(
        db,
        [{ key: `study-session:user:${userId}`, rule: STUDY_SESSION_THROTTLE, clearOnSuccess: false }],
        new Date(),
      );
      return ok(c, await recordStudySession(db, userId, c.req.valid('json')), 'পড়ার সময় সংরক্ষণ করা হয়েছে');
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.achievements,
      summary: "The caller's badges and certificates",
      description:
        'Every badge, earned (with its date) or locked (with progress towards its goal), and every certificate. ' +
        'Badges and certificates the record now earns are issued first, each once.',
      responses: { 200: json(achievementsSchema, 'Badges and certificates'), ...errorResponses(401, 403) },
    }),
    async (c) => ok(c, await getAchievements(db, c.var.auth.userId), 'অর্জন'),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.certificate('{id}'),
      summary: "One of the caller's certificates",
      description:
        "As issued: the student's name and class, the chapter and subject, the score, the passing score and the date at issue " +
        "(`chapterId` is null once the chapter was deleted). 404 for an id that is not the caller's.",
      request: { params: certificateIdParamSchema },
      responses: { 200: json(certificateSchema, 'The certificate'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => ok(c, await getCertificate(db, c.var.auth.userId, c.req.valid('param').id), 'সনদ'),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: paths.certificateVerification('{id}'),
      tags: ['Progress'],
      summary: 'Verify a certificate (public)',
      description:
        'No token. Only the name, the chapter, the score and the date, as issued. 404 (Bengali) for an unknown id; ' +
        `${CERTIFICATE_CHECK_THROTTLE.maxFailures} unknown ids from one address in 15 minutes lock it for 15 minutes (429).`,
      request: { params: certificateIdParamSchema },
      responses: {
        200: json(certificateVerificationSchema, 'The certificate is genuine'),
        ...errorResponses(400, 404, 429),
      },
    }),
    async (c) => {
      const now = new Date();
      const keys = certificateCheckKeys(clientAddress(c, config.trustProxy));
      await refuseWhileLocked(db, keys, now);
      const found = await verifyCertificate(db, c.req.valid('param').id);
      if (!found) {
        // Only unknown ids are counted: checking a genuine certificate writes nothing.
        await attemptFailed(db, await beginAttempt(db, keys, now), now);
        throw certificateNotFound();
      }
      return ok(c, found, 'সনদটি সঠিক');
    },
  );

  return router;
}
