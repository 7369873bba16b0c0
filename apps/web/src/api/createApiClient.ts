import { apiSuccessSchema, paths } from '@study/contract';
import { prettifyError, type z } from 'zod';
import { ApiError, apiErrorFrom, networkError } from './ApiError';

/** Whether a call sends the bearer token: 'required' refuses to call without one. */
export type AuthMode = 'required' | 'optional' | 'none';

export interface RequestOptions {
  /** Default 'required'. */
  auth?: AuthMode;
  signal?: AbortSignal;
  /** Sends this token instead of the session's; a 401 is then not refreshed. */
  token?: string;
  /** Lets the request outlive the page (a report sent as the tab closes). */
  keepalive?: boolean;
}

/** Where a client gets its bearer token, and how it renews it (the admin area has no renewal). */
export interface ApiSession {
  getAccessToken(): string | null;
  /**
   * Renews the session after `rejectedToken` got a 401 and resolves with the new access token.
   * Rejects with an ApiError when it cannot (the session is then over, or the server unreachable).
   */
  refreshAccessToken?(rejectedToken: string): Promise<string>;
  /** A call retried with a fresh token was refused again: the session is over. */
  endSession?(): void;
}

export interface ApiClientOptions {
  session?: ApiSession;
  /** Prefix of every path; '' (same origin) by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * Checks every answer against its schema. On by default in development and tests; off in
   * production, where parsing costs time on slow phones and the schemas only serve as types.
   */
  validateResponses?: boolean;
}

export interface ApiClient {
  get<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  patch<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  del<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
}

/** Calls whose 401 means "wrong credentials" or "session over", never "renew and retry". */
const authPaths: ReadonlySet<string> = new Set([paths.login, paths.register, paths.refreshToken, paths.logout]);

const defaultValidation = import.meta.env.DEV || import.meta.env.MODE === 'test';

// One envelope schema per data schema, built on first use.
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
function envelopeOf(schema: z.ZodType): z.ZodType {
  let envelope = envelopes.get(schema);
  if (!envelope) {
    envelope = apiSuccessSchema(schema);
    envelopes.set(schema, envelope);
  }
  return envelope;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A typed client for the JSON API: `{ success, data, message }` answers give `data`, failures
 * throw ApiError (spec §7), a 401 renews the session once and retries the call once.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { session, baseUrl = '', validateResponses = defaultValidation } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function send(
    method: string,
    path: string,
    body: unknown,
    token: string | null,
    { signal, keepalive }: RequestOptions,
  ) {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (body !== undefined) init.body = JSON.stringify(body);
    if (signal) init.signal = signal;
    if (keepalive) init.keepalive = true;
    try {
      return await doFetch(`${baseUrl}${path}`, init);
    } catch (cause) {
      // A cancelled call is not a network failure: callers (SWR, effects) expect the AbortError.
      if (signal?.aborted) throw cause;
      throw networkError(cause);
    }
  }

  async function dataOf<S extends z.ZodType>(
    response: Response,
    schema: S,
    method: string,
    path: string,
  ): Promise<z.output<S>> {
    const payload = await readBody(response);
    if (!response.ok || (isRecord(payload) && payload['success'] === false))
      throw apiErrorFrom(response.status, payload);
    const invalid = (reason: string, details?: unknown) =>
      new ApiError(
        `Unexpected response from ${method} ${path}: ${reason}`,
        response.status,
        'INVALID_RESPONSE',
        details,
      );
    if (validateResponses) {
      const result = envelopeOf(schema).safeParse(payload);
      if (!result.success) throw invalid(prettifyError(result.error), result.error.issues);
      return (result.data as { data: z.output<S> }).data;
    }
    if (!isRecord(payload) || payload['success'] !== true || !('data' in payload)) {
      throw invalid('not a { success: true, data } envelope');
    }
    return payload['data'] as z.output<S>;
  }

  async function request<S extends z.ZodType>(
    method: string,
    path: string,
    body: unknown,
    schema: S,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const { auth = 'required', token: explicitToken } = options;
    const token = auth === 'none' ? null : (explicitToken ?? session?.getAccessToken() ?? null);
    if (auth === 'required' && !token) throw new ApiError('Authentication required', 401, 'AUTH_REQUIRED');

    let response = await send(method, path, body, token, options);
    const renewable = token !== null && explicitToken === undefined && !authPaths.has(path);
    if (response.status === 401 && renewable && session?.refreshAccessToken) {
      const fresh = await session.refreshAccessToken(token);
      response = await send(method, path, body, fresh, options);
      if (response.status === 401) session.endSession?.();
    }
    return dataOf(response, schema, method, path);
  }

  return {
    get: (path, schema, options) => request('GET', path, undefined, schema, options),
    post: (path, body, schema, options) => request('POST', path, body, schema, options),
    patch: (path, body, schema, options) => request('PATCH', path, body, schema, options),
    del: (path, schema, options) => request('DELETE', path, undefined, schema, options),
  };
}
