import { z } from 'zod';
import {
  adminChapterInputSchema,
  adminChapterSchema,
  adminClassInputSchema,
  adminClassSchema,
  adminDashboardSchema,
  adminDeleteResultSchema,
  adminFlagDetailSchema,
  adminFlagListSchema,
  adminLoginDataSchema,
  adminQuizInputSchema,
  adminQuizSchema,
  adminSubjectInputSchema,
  adminSubjectSchema,
  adminTopicInputSchema,
  adminTopicSchema,
  paths,
  refreshDataSchema,
} from '@study/contract';
import type {
  AdminChangePasswordRequest,
  AdminDashboard,
  AdminDeleteResult,
  AdminEntity,
  AdminFlagDetail,
  AdminFlagList,
  AdminFlagsQuery,
  AdminFlagUpdate,
  AdminLoginData,
  AdminLoginRequest,
} from '@study/contract';
import { ApiError } from '../api/ApiError';
import { createApiClient } from '../api/createApiClient';
import type { ApiClientOptions } from '../api/createApiClient';
import { oneRenewalAtATime } from '../api/renewal';
import { adminSessionExpiredMessage } from './adminSession';
import type { AdminSessionStore, AdminTokens } from './adminSession';

const rowSchemas = {
  subjects: adminSubjectSchema,
  classes: adminClassSchema,
  chapters: adminChapterSchema,
  topics: adminTopicSchema,
  quizzes: adminQuizSchema,
} as const satisfies Record<AdminEntity, z.ZodType>;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read only for its type: the input type of each entity
const inputSchemas = {
  subjects: adminSubjectInputSchema,
  classes: adminClassInputSchema,
  chapters: adminChapterInputSchema,
  topics: adminTopicInputSchema,
  quizzes: adminQuizInputSchema,
} as const satisfies Record<AdminEntity, z.ZodType>;

// One list schema per entity, built once.
const listSchemas = {
  subjects: z.array(adminSubjectSchema),
  classes: z.array(adminClassSchema),
  chapters: z.array(adminChapterSchema),
  topics: z.array(adminTopicSchema),
  quizzes: z.array(adminQuizSchema),
} as const satisfies Record<AdminEntity, z.ZodType>;

/** A record of `E` as the admin API returns it. */
export type AdminRow<E extends AdminEntity> = z.output<(typeof rowSchemas)[E]>;
/** The body that creates or replaces a record of `E` (numbers may come as typed: the server converts them). */
export type AdminInput<E extends AdminEntity> = z.input<(typeof inputSchemas)[E]>;

// Indexing the maps with a generic `E` loses the link between key and schema; these restore it.
const rowSchema = <E extends AdminEntity>(entity: E) => rowSchemas[entity] as unknown as z.ZodType<AdminRow<E>>;
const listSchema = <E extends AdminEntity>(entity: E) => listSchemas[entity] as unknown as z.ZodType<AdminRow<E>[]>;

export interface AdminApi {
  /** Signs in; the caller stores the tokens. A 401 here means wrong credentials, not an expired session. */
  login(credentials: AdminLoginRequest): Promise<AdminLoginData>;
  /** Ends the login of `tokens` on the server (its access and refresh tokens stop working). */
  logout(tokens: { accessToken: string; refreshToken: string | null }): Promise<void>;
  /** Changes the signed-in admin's password; the server ends the admin's other logins and keeps this one. */
  changePassword(input: AdminChangePasswordRequest): Promise<void>;
  dashboard(signal?: AbortSignal): Promise<AdminDashboard>;
  list<E extends AdminEntity>(entity: E, signal?: AbortSignal): Promise<AdminRow<E>[]>;
  create<E extends AdminEntity>(entity: E, input: AdminInput<E>): Promise<AdminRow<E>>;
  /** Replaces every field of the record (the server's PUT). */
  update<E extends AdminEntity>(entity: E, id: number, input: AdminInput<E>): Promise<AdminRow<E>>;
  /**
   * Without `cascade`, a record with children is refused with 409 HAS_CHILDREN (`details`
   * counting them), so they are only removed once the admin has seen that and confirmed.
   */
  remove(entity: AdminEntity, id: number, options?: { cascade?: boolean }): Promise<AdminDeleteResult>;
  /** Flagged tutor conversations, high severity first, with the counts by status. */
  flags(query: AdminFlagsQuery, signal?: AbortSignal): Promise<AdminFlagList>;
  flag(id: number, signal?: AbortSignal): Promise<AdminFlagDetail>;
  /** new → seen → resolved (the server refuses a step back with 409). */
  reviewFlag(id: number, update: AdminFlagUpdate): Promise<AdminFlagDetail>;
}

/**
 * The shared API client has no PUT (the student API never replaces a record), while the admin API
 * replaces records with PUT. The admin client sends its updates as PATCH through this fetch, which
 * turns them into PUT on the way out; no other call is touched.
 */
export function patchAsPut(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) =>
    init?.method === 'PATCH' ? fetchImpl(input, { ...init, method: 'PUT' }) : fetchImpl(input, init);
}

export interface AdminApiOptions extends Pick<ApiClientOptions, 'baseUrl' | 'validateResponses'> {
  fetch?: typeof fetch;
  /** Serialises renewals across tabs (navigator.locks when the browser has it). */
  locks?: Pick<LockManager, 'request'> | null;
}

const sessionOver = () => new ApiError(adminSessionExpiredMessage, 401, 'SESSION_EXPIRED');

/**
 * Typed calls to the admin API with the admin's token. A 401 renews the login once with its
 * refresh token and retries the call (one renewal at a time, across tabs too); when the server
 * refuses the refresh token, or the retry gets a 401 again, the admin session ends (the guard
 * then shows the login page and says why).
 */
export function createAdminApi(session: AdminSessionStore, options: AdminApiOptions = {}): AdminApi {
  const {
    fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
    locks: lockOption,
    ...clientOptions
  } = options;
  const locks = lockOption !== undefined ? lockOption : (globalThis.navigator?.locks ?? null);
  const plain = createApiClient({ ...clientOptions, fetch: fetchImpl });

  async function renew(): Promise<string> {
    const presented = session.getRefreshToken();
    // The tab that held the lock before may have renewed already: take its tokens.
    const stored = session.syncFromStorage();
    if (stored.refreshToken !== presented) {
      if (stored.token) return stored.token;
      throw sessionOver();
    }
    if (!presented) {
      session.expire();
      throw sessionOver();
    }
    let tokens: AdminTokens;
    try {
      tokens = await plain.post(paths.adminRefreshToken, { refreshToken: presented }, refreshDataSchema, {
        auth: 'none',
      });
    } catch (error) {
      // Only the server's refusal ends the login; a network failure or server error proves nothing.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) session.expire();
      throw error;
    }
    if (!session.renewed(presented, tokens)) throw sessionOver();
    return tokens.accessToken;
  }
  const renewOnce = oneRenewalAtATime(renew, locks, 'study-admin-session-refresh');

  const client = createApiClient({
    ...clientOptions,
    session: {
      getAccessToken: () => session.getToken(),
      refreshAccessToken(rejectedToken) {
        // A call that failed with an older token just retries with the one renewed since.
        const current = session.getToken();
        return current && current !== rejectedToken ? Promise.resolve(current) : renewOnce();
      },
      endSession: () => session.expire(),
    },
    fetch: patchAsPut(fetchImpl),
  });

  async function authorised<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) session.expire();
      throw error;
    }
  }

  return {
    login: (credentials) => client.post(paths.adminLogin, credentials, adminLoginDataSchema, { auth: 'none' }),
    async logout({ accessToken, refreshToken }) {
      await plain.post(paths.adminLogout, refreshToken ? { refreshToken } : {}, z.null(), { token: accessToken });
    },
    async changePassword(input) {
      await authorised(client.post(paths.adminChangePassword, input, z.null()));
    },
    dashboard: (signal) => authorised(client.get(paths.adminDashboard, adminDashboardSchema, signal ? { signal } : {})),
    list: (entity, signal) =>
      authorised(client.get(paths.adminCollection(entity), listSchema(entity), signal ? { signal } : {})),
    create: (entity, input) => authorised(client.post(paths.adminCollection(entity), input, rowSchema(entity))),
    update: (entity, id, input) => authorised(client.patch(paths.adminItem(entity, id), input, rowSchema(entity))),
    remove: (entity, id, { cascade = false } = {}) =>
      authorised(
        client.del(`${paths.adminItem(entity, id)}${cascade ? '?cascade=true' : ''}`, adminDeleteResultSchema),
      ),
    flags: (query, signal) => {
      const search = new URLSearchParams();
      if (query.kind) search.set('kind', query.kind);
      if (query.status) search.set('status', query.status);
      const suffix = search.size > 0 ? `?${search}` : '';
      return authorised(client.get(`${paths.adminFlags}${suffix}`, adminFlagListSchema, signal ? { signal } : {}));
    },
    flag: (id, signal) => authorised(client.get(paths.adminFlag(id), adminFlagDetailSchema, signal ? { signal } : {})),
    // Sent as PATCH, which patchAsPut turns into the server's PUT.
    reviewFlag: (id, update) => authorised(client.patch(paths.adminFlag(id), update, adminFlagDetailSchema)),
  };
}
