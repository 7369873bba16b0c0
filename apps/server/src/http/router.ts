import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import { apiError, errorMessages } from './api-error';
import type { AppEnv } from './env';

export type Router = OpenAPIHono<AppEnv>;

/** Field-level problems of a rejected body, query or path: `[{ field, message }]`. */
export function validationDetails(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(root)', message: issue.message }));
}

/**
 * A router whose routes are declared with `createRoute` (so they appear in /api/openapi.json) and
 * whose bodies, queries and path parameters are validated by the contract's zod schemas: a bad
 * input answers 400 with the first problem's (Bengali) message and every problem in `details`.
 * Declare JSON bodies with `required: true`, or a missing/incorrect Content-Type skips validation.
 */
export function createRouter(): Router {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return undefined;
      const details = validationDetails(result.error);
      return apiError(c, 400, 'INVALID_INPUT', details[0]?.message ?? errorMessages.INVALID_INPUT, details);
    },
  });
}
