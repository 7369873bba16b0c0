import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  adminChangePasswordRequestSchema,
  adminChapterInputSchema,
  adminChapterSchema,
  adminChaptersQuerySchema,
  adminClassInputSchema,
  adminClassSchema,
  adminDashboardSchema,
  adminDeleteQuerySchema,
  adminDeleteResultSchema,
  adminFlagDetailSchema,
  adminFlagListSchema,
  adminFlagsQuerySchema,
  adminFlagUpdateSchema,
  adminIdParamSchema,
  adminLoginDataSchema,
  adminLoginRequestSchema,
  adminQuizInputSchema,
  adminQuizSchema,
  adminQuizzesQuerySchema,
  adminSubjectInputSchema,
  adminSubjectSchema,
  adminSubjectsQuerySchema,
  adminTopicInputSchema,
  adminTopicSchema,
  adminTopicsQuerySchema,
  apiSuccessSchema,
  paths,
  refreshDataSchema,
  refreshRequestSchema,
} from '@study/contract';
import type { AdminEntity } from '@study/contract';
import { clientAddress } from '../accounts/client-address';
import type { AppDeps } from '../app';
import { requireAuth } from '../auth/middleware';
import { endLogin } from '../accounts/sessions';
import { adminChangePassword, adminLogin, adminRefresh } from '../admin/auth';
import type { Actor } from '../admin/activity';
import { chapterAdmin } from '../admin/chapters';
import { classAdmin } from '../admin/classes';
import type { AdminCrud } from '../admin/crud';
import { adminDashboard } from '../admin/dashboard';
import { getFlag, listFlags, reviewFlag } from '../admin/flags';
import { quizAdmin } from '../admin/quizzes';
import { subjectAdmin } from '../admin/subjects';
import { topicAdmin } from '../admin/topics';
import { ok } from '../http/api-error';
import type { AppEnv } from '../http/env';
import { createRouter } from '../http/router';
import type { Router } from '../http/router';
import { optionalRefreshToken } from './logout-body';
import { bearerSecurity, errorResponses } from './openapi';

// The admin API (decisions.md "Admin"): login, dashboard, and CRUD of the curriculum. Every
// route but login needs an admin token; every write is recorded in admin_activity.

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: apiSuccessSchema(schema) } },
});

const actor = (c: Context<AppEnv>): Actor => ({ userId: c.var.auth.userId });

/**
 * What the route's schema for `target` produced. Routes built for any entity's schemas are
 * generic, and OpenAPIHono's inferred input types do not survive the generics: this restores them.
 */
function validated<T>(c: Context, target: 'json' | 'query' | 'param'): T {
  return c.req.valid(target as never);
}

interface EntityRoutes<Input extends z.ZodType, Item extends z.ZodType, Query extends z.ZodObject> {
  entity: AdminEntity;
  /** 'Subject': in summaries and messages ('Subject created successfully'). */
  item: string;
  input: Input;
  output: Item;
  query: Query;
  service: AdminCrud<z.output<Input>, z.output<Item>, z.output<Query>>;
  /** For the document: the list's order and filter. */
  listNote: string;
  /** For the document: what DELETE does with children. */
  deleteNote: string;
}

export function adminRoutes({ config, db, tokens }: AppDeps): Router {
  const router = createRouter();
  const admin = requireAuth({ db, tokens }, 'admin');

  router.openapi(
    createRoute({
      method: 'post',
      path: paths.adminLogin,
      tags: ['Admin'],
      summary: 'Admin login',
      description:
        'Email (compared after NFKC and lower case) and password of an admin account. Any failure answers 401 INVALID_CREDENTIALS ' +
        "'Login failed. Please check your credentials.'; a missing field 400 'Please enter both email and password'. " +
        'Repeated failures per email or per address answer 429 with Retry-After. The login is a session: a 60-minute ' +
        'access token and a refresh token (30 days unused) to renew it at the refresh-token path.',
      request: { body: { content: { 'application/json': { schema: adminLoginRequestSchema } }, required: true } },
      responses: { 200: json(adminLoginDataSchema, 'Signed in'), ...errorResponses(400, 401, 415, 429) },
    }),
    async (c) =>
      ok(
        c,
        await adminLogin(db, tokens, c.req.valid('json'), clientAddress(c, config.trustProxy), new Date()),
        'Login successful',
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: paths.adminRefreshToken,
      tags: ['Admin'],
      summary: "Rotate an admin's refresh token",
      description:
        'The presented token is spent and replaced, as for students. 401 `INVALID_REFRESH_TOKEN` for an unknown, ' +
        'expired or revoked one, or a student’s; 401 `REFRESH_TOKEN_REUSED` for one already spent, which also ends ' +
        'its whole login.',
      request: { body: { content: { 'application/json': { schema: refreshRequestSchema } }, required: true } },
      responses: { 200: json(refreshDataSchema, 'New access and refresh tokens'), ...errorResponses(400, 401, 415) },
    }),
    async (c) => ok(c, await adminRefresh(db, tokens, c.req.valid('json').refreshToken, new Date()), 'Session renewed'),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: paths.adminLogout,
      tags: ['Admin'],
      summary: "End the admin bearer token's login",
      description:
        'Its access and refresh tokens stop working at once. The body is optional and read leniently: ' +
        '`{ refreshToken }` ends that token’s login as well when it is the same admin’s; anything else is ignored.',
      middleware: [admin],
      security: bearerSecurity,
      responses: { 200: json(z.null(), 'Logged out'), ...errorResponses(401, 403) },
    }),
    async (c) => {
      await endLogin(db, c.var.auth, await optionalRefreshToken(c.req), new Date());
      return ok(c, null, 'Logged out');
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: paths.adminChangePassword,
      tags: ['Admin'],
      summary: "Change the admin's password; every other login of the admin ends",
      description:
        'The new password has the students’ rules (6 to 200 characters, confirmed). 400 `WRONG_PASSWORD` ' +
        "'Current password is incorrect'; repeated wrong guesses answer 429 `TOO_MANY_ATTEMPTS` with Retry-After. " +
        'The bearer token’s own login stays; every other login of the admin (its access and refresh tokens) ends at once.',
      middleware: [admin],
      security: bearerSecurity,
      request: {
        body: { content: { 'application/json': { schema: adminChangePasswordRequestSchema } }, required: true },
      },
      responses: { 200: json(z.null(), 'Password changed'), ...errorResponses(400, 401, 403, 415, 429) },
    }),
    async (c) => {
      await adminChangePassword(db, c.var.auth, c.req.valid('json'), new Date());
      c.var.logger.info({ userId: c.var.auth.userId }, 'admin password changed; other sessions revoked');
      return ok(c, null, 'Password changed. Your other sessions have been signed out.');
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: paths.adminDashboard,
      tags: ['Admin'],
      summary: 'Dashboard counts and recent activity',
      description:
        'Students, subjects, chapters, topics, quizzes, tutor questions today (Asia/Dhaka), and the 10 latest admin writes.',
      middleware: [admin],
      security: bearerSecurity,
      responses: { 200: json(adminDashboardSchema, 'The dashboard'), ...errorResponses(401, 403) },
    }),
    async (c) => ok(c, await adminDashboard(db), 'Dashboard'),
  );

  // Flagged tutor conversations (decisions.md "AI tutor").
  const flagsCommon = { tags: ['Admin: flagged conversations'], middleware: [admin], security: bearerSecurity };
  router.openapi(
    createRoute({
      ...flagsCommon,
      method: 'get',
      path: paths.adminFlags,
      summary: 'List flagged tutor conversations',
      description:
        'Tutor exchanges an adult should see: messages the safety check flagged (with their kind and severity) and replies ' +
        'not grounded with confidence (`low_confidence`, severity `low`). High severity first, then medium, then low; ' +
        'newest first within each; at most 200. `kind` filters by one safety kind, `safety` (every kind) or ' +
        '`low_confidence`; `status` by review status. `counts` are over every flag.',
      request: { query: adminFlagsQuerySchema },
      responses: { 200: json(adminFlagListSchema, 'The flags'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => ok(c, await listFlags(db, c.req.valid('query')), 'Flag list'),
  );
  router.openapi(
    createRoute({
      ...flagsCommon,
      method: 'get',
      path: paths.adminFlag('{id}'),
      summary: 'A flagged conversation',
      description:
        'The flag, and the conversation on its topic around the flagged question (8 messages before it, 6 from it on).',
      request: { params: adminIdParamSchema },
      responses: { 200: json(adminFlagDetailSchema, 'The flag'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => ok(c, await getFlag(db, c.req.valid('param').id), 'Flag'),
  );
  router.openapi(
    createRoute({
      ...flagsCommon,
      method: 'put',
      path: paths.adminFlag('{id}'),
      summary: 'Review a flagged conversation',
      description:
        'Moves the flag forward, new → seen → resolved (409 `INVALID_STATUS` for a step back), recording who and when. ' +
        'Resolving needs a note; a note sent with `seen` replaces the last one.',
      request: {
        params: adminIdParamSchema,
        body: { content: { 'application/json': { schema: adminFlagUpdateSchema } }, required: true },
      },
      responses: {
        200: json(adminFlagDetailSchema, 'The reviewed flag'),
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) =>
      ok(c, await reviewFlag(db, c.var.auth.userId, c.req.valid('param').id, c.req.valid('json')), 'Flag updated'),
  );

  function entityRoutes<Input extends z.ZodType, Item extends z.ZodType, Query extends z.ZodObject>(
    spec: EntityRoutes<Input, Item, Query>,
  ): void {
    const { entity, item, service } = spec;
    const tags = [`Admin: ${entity}`];
    const collection = paths.adminCollection(entity);
    const member = paths.adminItem(entity, '{id}');
    const lower = item.toLowerCase();
    const body = { content: { 'application/json': { schema: spec.input } }, required: true };
    const common = { tags, middleware: [admin], security: bearerSecurity };

    router.openapi(
      createRoute({
        ...common,
        method: 'get',
        path: collection,
        summary: `List ${entity}`,
        description: spec.listNote,
        request: { query: spec.query },
        responses: { 200: json(z.array(spec.output), `The ${entity}`), ...errorResponses(400, 401, 403) },
      }),
      async (c) => ok(c, await service.list(db, validated<z.output<Query>>(c, 'query')), `${item} list`),
    );

    router.openapi(
      createRoute({
        ...common,
        method: 'post',
        path: collection,
        summary: `Create a ${lower}`,
        request: { body },
        responses: { 201: json(spec.output, `${item} created`), ...errorResponses(400, 401, 403, 415) },
      }),
      async (c) =>
        ok(
          c,
          await service.create(db, actor(c), validated<z.output<Input>>(c, 'json')),
          `${item} created successfully`,
          201,
        ),
    );

    router.openapi(
      createRoute({
        ...common,
        method: 'get',
        path: member,
        summary: `Get a ${lower}`,
        request: { params: adminIdParamSchema },
        responses: { 200: json(spec.output, `The ${lower}`), ...errorResponses(400, 401, 403, 404) },
      }),
      async (c) => ok(c, await service.get(db, c.req.valid('param').id), item),
    );

    router.openapi(
      createRoute({
        ...common,
        method: 'put',
        path: member,
        summary: `Replace a ${lower}`,
        description: 'Every field is replaced: an omitted optional field is cleared or takes its default.',
        request: { params: adminIdParamSchema, body },
        responses: { 200: json(spec.output, `${item} updated`), ...errorResponses(400, 401, 403, 404, 415) },
      }),
      async (c) =>
        ok(
          c,
          await service.update(
            db,
            actor(c),
            validated<z.output<typeof adminIdParamSchema>>(c, 'param').id,
            validated<z.output<Input>>(c, 'json'),
          ),
          `${item} updated successfully`,
        ),
    );

    router.openapi(
      createRoute({
        ...common,
        method: 'delete',
        path: member,
        summary: `Delete a ${lower}`,
        description: spec.deleteNote,
        request: { params: adminIdParamSchema, query: adminDeleteQuerySchema },
        responses: {
          200: json(adminDeleteResultSchema, `${item} deleted`),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
      async (c) =>
        ok(
          c,
          await service.remove(db, actor(c), c.req.valid('param').id, c.req.valid('query').cascade),
          `${item} deleted successfully`,
        ),
    );
  }

  const withChildren = (children: string) =>
    `With ${children} it answers 409 HAS_CHILDREN, \`details\` counting them, unless \`?cascade=true\`: then they are ` +
    'deleted with it in one transaction, with the students\u2019 progress, tutor messages and quiz attempts on them.';

  entityRoutes({
    entity: 'subjects',
    item: 'Subject',
    input: adminSubjectInputSchema,
    output: adminSubjectSchema,
    query: adminSubjectsQuerySchema,
    service: subjectAdmin,
    listNote: 'By class (grade level), in the order students see them; `?gradeLevel=` keeps one class.',
    deleteNote: withChildren('chapters (and their topics and quizzes)'),
  });
  entityRoutes({
    entity: 'classes',
    item: 'Class',
    input: adminClassInputSchema,
    output: adminClassSchema,
    query: z.object({}),
    service: classAdmin,
    listNote: 'By grade level, then name.',
    deleteNote: 'Classes have no children.',
  });
  entityRoutes({
    entity: 'chapters',
    item: 'Chapter',
    input: adminChapterInputSchema,
    output: adminChapterSchema,
    query: adminChaptersQuerySchema,
    service: chapterAdmin,
    listNote:
      'By subject, then chapter order; `?subjectId=` keeps one subject. Without `order`, a new chapter goes last.',
    deleteNote: withChildren('topics or quizzes'),
  });
  entityRoutes({
    entity: 'topics',
    item: 'Topic',
    input: adminTopicInputSchema,
    output: adminTopicSchema,
    query: adminTopicsQuerySchema,
    service: topicAdmin,
    listNote:
      'By subject, chapter, then topic order; `?chapterId=` keeps one chapter. `contentType` is derived: video when ' +
      'there is a video and under 200 characters of text, mixed when an image or video comes with text, text otherwise.',
    deleteNote: 'The students\u2019 progress and tutor messages on the topic are deleted with it.',
  });
  entityRoutes({
    entity: 'quizzes',
    item: 'Quiz',
    input: adminQuizInputSchema,
    output: adminQuizSchema,
    query: adminQuizzesQuerySchema,
    service: quizAdmin,
    listNote:
      'Each with its questions and options; `?chapterId=` keeps one chapter. PUT replaces the questions as a whole.',
    deleteNote: 'Its questions and the attempts made on it are deleted with it.',
  });

  return router;
}
