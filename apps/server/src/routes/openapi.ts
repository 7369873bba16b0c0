import type { OpenAPIHono } from '@hono/zod-openapi';
import { paths } from '@study/contract';
import type { AppEnv } from '../http/env';
import { createRouter } from '../http/router';
import type { Router } from '../http/router';
import { docsPage } from './openapi-docs-page';

// The API's OpenAPI 3.1 document, built from the routes every router declares with
// `createRoute` (OpenAPIHono copies a router's routes into the app's registry when the app
// mounts it with `app.route`), and a small browsable page for it.
//
// For routers: give every route `summary`, `tags` (one tag per area, e.g. 'Auth', 'Content',
// 'AI tutor') and, when it needs a token, `security: bearerSecurity`; declare error answers
// with `errorResponses(400, 401, …)`, which refer to the shared components registered here.

const BEARER = 'bearerAuth';

/** `security` of a route that needs an access token in `Authorization: Bearer …`. */
export const bearerSecurity = [{ [BEARER]: [] }];

const errorComponents = {
  400: ['BadRequest', 'Invalid input. `message` is the first problem; `details` lists every one as {field, message}.'],
  401: ['Unauthorized', 'No access token, or an expired or revoked one.'],
  403: ['Forbidden', 'The token belongs to an account of another role.'],
  404: ['NotFound', 'No record with this id.'],
  409: ['Conflict', 'The request conflicts with the current state; `code` says how.'],
  413: ['PayloadTooLarge', 'The body is over 1 MB.'],
  415: ['UnsupportedMediaType', 'The body is not JSON.'],
  429: ['TooManyRequests', 'Too many attempts; see Retry-After.'],
} as const;

export type ErrorStatus = keyof typeof errorComponents;

/**
 * Error answers of a route, e.g. `responses: { 200: …, ...errorResponses(400, 401, 403) }`.
 * Every error body is `{ success: false, message, code, details? }`.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, { $ref: string }> {
  return Object.fromEntries(
    statuses.map((status) => [status, { $ref: `#/components/responses/${errorComponents[status][0]}` }]),
  ) as Record<S, { $ref: string }>;
}

const DOCS_PATH = '/api/docs';

/**
 * `GET /api/openapi.json` (the document of every route mounted on `app`) and `GET /api/docs`.
 * Mount it with `app.route('/', openApiRoutes(app))`; the document is built on first request,
 * when every router is in place, so the mounting order does not matter.
 */
export function openApiRoutes(app: OpenAPIHono<AppEnv>): Router {
  const router = createRouter();
  const registry = router.openAPIRegistry;
  registry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from a login (60 minutes).',
  });
  // The contract's `apiFailureSchema`, written as JSON Schema: `registry.register` needs zod's
  // `.openapi()` extension, which the contract's zod instance may not carry (it can be loaded
  // apart from the one @hono/zod-openapi extends).
  registry.registerComponent('schemas', 'ApiFailure', {
    type: 'object',
    properties: {
      success: { const: false },
      message: { type: 'string', description: 'For people: Bengali for students, English in the admin area.' },
      code: { type: 'string', description: 'For programs, e.g. INVALID_INPUT, NOT_FOUND, HAS_CHILDREN.' },
      details: { description: 'With 400: [{field, message}] for every problem; with 409 HAS_CHILDREN: the counts.' },
    },
    required: ['success', 'message', 'code'],
  });
  const failure = { $ref: '#/components/schemas/ApiFailure' };
  for (const [name, description] of Object.values(errorComponents)) {
    registry.registerComponent('responses', name, {
      description,
      content: { 'application/json': { schema: failure } },
    });
  }

  let document: unknown;
  router.get(paths.openApi, (c) => {
    document ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Study platform API',
        version: '1.0.0',
        description:
          'API of the Bengali-language AI study platform for classes 6–10. Every answer is JSON: ' +
          '`{ success: true, data, message }` or `{ success: false, message, code, details? }`. ' +
          'Student-facing messages are Bengali; admin messages are English.',
      },
    });
    c.header('Cache-Control', 'no-cache');
    return c.json(document);
  });

  const page = docsPage(paths.openApi);
  router.get(DOCS_PATH, (c) => {
    c.header('Content-Security-Policy', page.contentSecurityPolicy);
    c.header('Cache-Control', 'no-cache');
    return c.html(page.html);
  });
  return router;
}
