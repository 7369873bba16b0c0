import { createRoute } from '@hono/zod-openapi';
import {
  apiSuccessSchema,
  authDataSchema,
  authMessages,
  bnMessages,
  changePasswordRequestSchema,
  loginRequestSchema,
  paths,
  profileSchema,
  profileUpdateRequestSchema,
  refreshDataSchema,
  refreshRequestSchema,
  registerRequestSchema,
} from '@study/contract';
import { z } from 'zod';
import { changePassword, getProfile, login, register, updateProfile } from '../accounts/accounts';
import { clientAddress } from '../accounts/client-address';
import { PHONE_PROBE_THROTTLE, REGISTRATION_THROTTLE } from '../accounts/throttle';
import { endLogin, rotateRefreshToken } from '../accounts/sessions';
import type { AppDeps } from '../app';
import { requireAuth } from '../auth/middleware';
import { clearPageSession, setPageSession } from '../auth/page-session';
import { apiError, errorMessages, ok } from '../http/api-error';
import { createRouter, validationDetails } from '../http/router';
import type { Router } from '../http/router';
import { optionalRefreshToken } from './logout-body';
import { bearerSecurity, errorResponses } from './openapi';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { ...json(schema), required: true } });
const success = <T extends z.ZodType>(description: string, data: T) => ({
  description,
  ...json(apiSuccessSchema(data)),
});
const tags = ['Auth'];

/** Registration, login, token refresh and logout; the student's profile and password. */
export function accountsRoutes(deps: AppDeps): Router {
  const { config, db } = deps;
  const student = requireAuth(deps, 'student');
  const router = createRouter();

  const registerRoute = createRoute({
    method: 'post',
    path: paths.register,
    tags,
    summary: 'Register a student and sign in',
    description:
      '400 codes: `INVALID_PHONE`, `WEAK_PASSWORD`, else `INVALID_INPUT`. 409 codes: `USERNAME_TAKEN` ' +
      '(the same name after NFKC and lower case), `PHONE_TAKEN`. 429 `TOO_MANY_ATTEMPTS` (with Retry-After) past ' +
      `${REGISTRATION_THROTTLE.burst.maxFailures} registrations from one address in 15 minutes or ` +
      `${REGISTRATION_THROTTLE.day.maxFailures} in a day, refused ones included.`,
    request: body(registerRequestSchema),
    responses: { 201: success('Account created, signed in', authDataSchema), ...errorResponses(400, 409, 415, 429) },
  });

  const loginRoute = createRoute({
    method: 'post',
    path: paths.login,
    tags,
    summary: 'Student login (a new session)',
    description:
      'The username is compared after NFKC and lower case. ' +
      '401 `INVALID_CREDENTIALS` alike for an unknown username, a wrong password or an admin account; ' +
      '403 `ACCOUNT_DISABLED` only after the right password; 429 `TOO_MANY_ATTEMPTS` (with Retry-After) ' +
      'after repeated failures for the username or from the address, even with the right password.',
    request: body(loginRequestSchema),
    responses: { 200: success('Signed in', authDataSchema), ...errorResponses(400, 401, 403, 415, 429) },
  });

  const refreshRoute = createRoute({
    method: 'post',
    path: paths.refreshToken,
    tags,
    summary: 'Rotate a refresh token',
    description:
      'The presented token is spent and replaced. 401 `INVALID_REFRESH_TOKEN` for an unknown, expired or ' +
      'revoked one, or an admin’s; 401 `REFRESH_TOKEN_REUSED` for one already spent, which also ends its whole session.',
    request: body(refreshRequestSchema),
    responses: { 200: success('New access and refresh tokens', refreshDataSchema), ...errorResponses(400, 401, 415) },
  });

  const logoutRoute = createRoute({
    method: 'post',
    path: paths.logout,
    tags,
    summary: "End the bearer token's session",
    description:
      'No body needed, and the body is read leniently: `{ refreshToken }` ends that token’s session as ' +
      'well when it is the same student’s; anything else is ignored.',
    middleware: [student],
    security: bearerSecurity,
    responses: { 200: success('Signed out', z.null()), ...errorResponses(401, 403) },
  });

  const profileRoute = createRoute({
    method: 'get',
    path: paths.profile,
    tags,
    summary: "The caller's profile",
    middleware: [student],
    security: bearerSecurity,
    responses: { 200: success('Profile', profileSchema), ...errorResponses(401, 403) },
  });

  const updateProfileRoute = createRoute({
    method: 'patch',
    path: paths.profile,
    tags,
    summary: 'Edit name, phone and school',
    description:
      'Class and email are read-only: other fields are ignored. 409 `PHONE_TAKEN` for a number another student ' +
      `holds; after ${PHONE_PROBE_THROTTLE.account.maxFailures} such answers to one account, or ` +
      `${PHONE_PROBE_THROTTLE.address.maxFailures} to one address, in an hour, every phone change answers 429 ` +
      '`TOO_MANY_ATTEMPTS` (with Retry-After) for an hour. Sending the phone the account already has is not a change.',
    middleware: [student],
    security: bearerSecurity,
    request: body(profileUpdateRequestSchema),
    responses: { 200: success('Updated profile', profileSchema), ...errorResponses(400, 401, 403, 409, 415, 429) },
  });

  const changePasswordRoute = createRoute({
    method: 'post',
    path: paths.changePassword,
    tags,
    summary: 'Change the password; every other session ends',
    description:
      '400 `WRONG_PASSWORD` for a wrong current password; repeated wrong guesses get 429 `TOO_MANY_ATTEMPTS`.',
    middleware: [student],
    security: bearerSecurity,
    request: body(changePasswordRequestSchema),
    responses: { 200: success('Password changed', z.null()), ...errorResponses(400, 401, 403, 415, 429) },
  });

  router.openapi(
    registerRoute,
    async (c) => {
      const data = await register(deps, c.req.valid('json'), clientAddress(c, config.trustProxy), new Date());
      setPageSession(c, data.accessToken, config.trustProxy);
      return ok(c, data, authMessages.registered, 201);
    },
    // Spec §8 gives phone and password problems their own codes (and client toasts).
    (result, c) => {
      if (result.success) return undefined;
      const details = validationDetails(result.error);
      const first = details[0];
      const code =
        first?.message === bnMessages.phonePrefix || first?.message === bnMessages.phoneInvalid
          ? 'INVALID_PHONE'
          : first?.message === bnMessages.passwordMin8
            ? 'WEAK_PASSWORD'
            : 'INVALID_INPUT';
      return apiError(c, 400, code, first?.message ?? errorMessages.INVALID_INPUT, details);
    },
  );

  router.openapi(loginRoute, async (c) => {
    const data = await login(deps, c.req.valid('json'), clientAddress(c, config.trustProxy), new Date());
    setPageSession(c, data.accessToken, config.trustProxy);
    return ok(c, data, authMessages.loggedIn);
  });

  router.openapi(refreshRoute, async (c) => {
    // Students' tokens only (admins renew at paths.adminRefreshToken), so it may become a page session.
    const data = await rotateRefreshToken(db, deps.tokens, c.req.valid('json').refreshToken, 'student', new Date());
    setPageSession(c, data.accessToken, config.trustProxy);
    return ok(c, data, authMessages.refreshed);
  });

  router.openapi(logoutRoute, async (c) => {
    await endLogin(db, c.var.auth, await optionalRefreshToken(c.req), new Date());
    clearPageSession(c, config.trustProxy);
    return ok(c, null, authMessages.loggedOut);
  });

  router.openapi(profileRoute, async (c) => ok(c, await getProfile(db, c.var.auth.userId), authMessages.profileLoaded));

  router.openapi(updateProfileRoute, async (c) =>
    ok(
      c,
      await updateProfile(db, c.var.auth.userId, c.req.valid('json'), clientAddress(c, config.trustProxy), new Date()),
      authMessages.profileUpdated,
    ),
  );

  router.openapi(changePasswordRoute, async (c) => {
    await changePassword(db, c.var.auth, c.req.valid('json'), new Date());
    return ok(c, null, authMessages.passwordChanged);
  });

  return router;
}
