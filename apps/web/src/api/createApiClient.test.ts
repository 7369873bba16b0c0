import { paths } from '@study/contract';
import type { AuthData } from '@study/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createInMemorySession } from '../session/inMemorySession';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = { id: 7, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '8' };
const signedIn: AuthData = { accessToken: 'old-access', refreshToken: 'old-refresh', user };
const itemSchema = z.object({ id: z.number(), name: z.string() });
const itemPath = '/web/api/v1/items/1/';
const ok = <T>(data: T) => HttpResponse.json({ success: true, data, message: 'ঠিক আছে' });
const unauthorized = () =>
  HttpResponse.json({ success: false, message: 'অনুগ্রহ করে আবার লগইন করো।', code: 'UNAUTHORIZED' }, { status: 401 });

function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );
}

/** An item endpoint that accepts only `validToken`, counting calls and the tokens they carried. */
function protectedItem(validToken: string) {
  const tokens: (string | null)[] = [];
  server.use(
    http.get(itemPath, ({ request }) => {
      const token = request.headers.get('Authorization');
      tokens.push(token);
      return token === `Bearer ${validToken}` ? ok({ id: 1, name: 'বই' }) : unauthorized();
    }),
  );
  return tokens;
}

function refreshEndpoint(answer: () => Response) {
  const presented: string[] = [];
  server.use(
    http.post(paths.refreshToken, async ({ request }) => {
      presented.push(((await request.json()) as { refreshToken: string }).refreshToken);
      return answer();
    }),
  );
  return presented;
}

describe('createApiClient: requests and answers', () => {
  it('sends JSON with the bearer token and credentials, and returns the data', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ success: true, data: { id: 1, name: 'বই' }, message: '' })),
    );
    const client = createApiClient({ session: { getAccessToken: () => 'tok' }, fetch: fetchSpy });
    await expect(client.post('/x/', { a: 1 }, itemSchema)).resolves.toEqual({ id: 1, name: 'বই' });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/x/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it('asks the browser to keep a request alive past the page when told to', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ success: true, data: { id: 1, name: 'বই' }, message: '' })),
    );
    const client = createApiClient({ session: { getAccessToken: () => 'tok' }, fetch: fetchSpy });
    await client.post('/x/', {}, itemSchema, { keepalive: true });
    await client.post('/x/', {}, itemSchema);
    expect(fetchSpy.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, undefined]);
  });

  it('goes through MSW by path, with PATCH and DELETE too', async () => {
    server.use(
      http.patch(itemPath, async ({ request }) => ok({ id: 1, ...((await request.json()) as { name: string }) })),
      http.delete(itemPath, () => ok({ id: 1, name: 'মুছে ফেলা' })),
    );
    const client = createApiClient({ session: { getAccessToken: () => 'tok' } });
    await expect(client.patch(itemPath, { name: 'নতুন' }, itemSchema)).resolves.toEqual({ id: 1, name: 'নতুন' });
    await expect(client.del(itemPath, itemSchema)).resolves.toEqual({ id: 1, name: 'মুছে ফেলা' });
  });

  it("refuses a call that needs a token when there is none: 'Authentication required', no request", async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const client = createApiClient({ session: { getAccessToken: () => null }, fetch: fetchSpy });
    const error = await errorOf(client.get(itemPath, itemSchema));
    expect(error).toMatchObject({ message: 'Authentication required', status: 401, code: 'AUTH_REQUIRED' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends no Authorization header for auth 'optional' without a token or for auth 'none'", async () => {
    const headers: (string | null)[] = [];
    server.use(
      http.get(
        itemPath,
        ({ request }) => (headers.push(request.headers.get('Authorization')), ok({ id: 1, name: 'ক' })),
      ),
    );
    await createApiClient().get(itemPath, itemSchema, { auth: 'optional' });
    await createApiClient({ session: { getAccessToken: () => 'tok' } }).get(itemPath, itemSchema, { auth: 'none' });
    expect(headers).toEqual([null, null]);
  });

  it.each([
    ['message', { success: false, message: 'সার্ভারের বার্তা', code: 'NOT_FOUND' }, 'সার্ভারের বার্তা', 'NOT_FOUND'],
    ['error.message', { error: { message: 'nested' } }, 'nested', undefined],
    ['detail', { detail: 'Not found.' }, 'Not found.', undefined],
    ['msg', { msg: 'short' }, 'short', undefined],
    ['nothing readable', { ok: false }, 'Request failed with status 404', undefined],
  ])('reads the failure message from %s', async (_name, body, message, code) => {
    server.use(http.get(itemPath, () => HttpResponse.json(body, { status: 404 })));
    const error = await errorOf(createApiClient().get(itemPath, itemSchema, { auth: 'none' }));
    expect(error).toMatchObject({ status: 404, message, code });
  });

  it('reads a non-JSON failure (a proxy page) by its status', async () => {
    server.use(
      http.get(
        itemPath,
        () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await errorOf(createApiClient().get(itemPath, itemSchema, { auth: 'none' }));
    expect(error).toMatchObject({ status: 502, message: 'Request failed with status 502' });
  });

  it('treats a 200 with success: false as a failure', async () => {
    server.use(http.get(itemPath, () => HttpResponse.json({ success: false, message: 'না', code: 'X' })));
    const error = await errorOf(createApiClient().get(itemPath, itemSchema, { auth: 'none' }));
    expect(error).toMatchObject({ status: 200, message: 'না', code: 'X' });
  });

  it('gives status 0 with the exception message when the network fails', async () => {
    server.use(http.get(itemPath, () => HttpResponse.error()));
    const error = await errorOf(createApiClient().get(itemPath, itemSchema, { auth: 'none' }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });

  it("gives 'Network error' when the failure has no message", async () => {
    const client = createApiClient({ fetch: () => Promise.reject(new Error('')) });
    const error = await errorOf(client.get(itemPath, itemSchema, { auth: 'none' }));
    expect(error).toMatchObject({ status: 0, message: 'Network error' });
  });

  it('passes a cancellation through as the AbortError, not as a network failure', async () => {
    server.use(http.get(itemPath, () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const call = createApiClient().get(itemPath, itemSchema, { auth: 'none', signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects an answer that does not match the schema in tests, saying where', async () => {
    server.use(http.get(itemPath, () => ok({ id: 'one' })));
    const error = await errorOf(createApiClient().get(itemPath, itemSchema, { auth: 'none' }));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toContain(`Unexpected response from GET ${itemPath}`);
    expect(error.message).toContain('data.id');
    expect(error.message).toContain('data.name');
  });

  it('trusts the shape when validation is off (production), but still wants the envelope', async () => {
    server.use(http.get(itemPath, () => ok({ id: 'one' })));
    const client = createApiClient({ validateResponses: false });
    await expect(client.get(itemPath, itemSchema, { auth: 'none' })).resolves.toEqual({ id: 'one' });
    server.use(http.get(itemPath, () => HttpResponse.json({ id: 1 })));
    const error = await errorOf(client.get(itemPath, itemSchema, { auth: 'none' }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });
});

describe('createApiClient: 401 and token refresh', () => {
  it('refreshes once, stores the new tokens and retries the call once', async () => {
    const tokens = protectedItem('new-access');
    const presented = refreshEndpoint(() => ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
    const session = createInMemorySession(signedIn);
    const client = createApiClient({ session });

    await expect(client.get(itemPath, itemSchema)).resolves.toEqual({ id: 1, name: 'বই' });
    expect(presented).toEqual(['old-refresh']);
    expect(tokens).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
    });
  });

  it('shares ONE refresh among 5 concurrent 401s and retries all 5', async () => {
    const tokens = protectedItem('new-access');
    const presented = refreshEndpoint(() => ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
    const client = createApiClient({ session: createInMemorySession(signedIn) });

    const results = await Promise.all(Array.from({ length: 5 }, () => client.get(itemPath, itemSchema)));
    expect(results).toHaveLength(5);
    expect(presented).toHaveLength(1);
    expect(tokens.filter((t) => t === 'Bearer old-access')).toHaveLength(5);
    expect(tokens.filter((t) => t === 'Bearer new-access')).toHaveLength(5);
  });

  it('retries a late 401 (sent before a finished refresh) with the new token, without refreshing again', async () => {
    const tokens = protectedItem('new-access');
    const presented = refreshEndpoint(() => ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
    const session = createInMemorySession(signedIn);
    await session.refreshAccessToken('old-access');
    // A call that went out with the old token comes back 401 after the refresh finished.
    const client = createApiClient({ session: { ...session, getAccessToken: () => 'old-access' } });
    await expect(client.get(itemPath, itemSchema)).resolves.toEqual({ id: 1, name: 'বই' });
    expect(presented).toHaveLength(1);
    expect(tokens).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('ends the session once when the refresh is refused: local data cleared, expiry heard once', async () => {
    protectedItem('never');
    const presented = refreshEndpoint(() =>
      HttpResponse.json({ success: false, message: 'x', code: 'INVALID_REFRESH_TOKEN' }, { status: 401 }),
    );
    const session = createInMemorySession(signedIn);
    const expired = vi.fn();
    session.onSessionExpired(expired);
    const client = createApiClient({ session });

    const errors = await Promise.all(Array.from({ length: 3 }, () => errorOf(client.get(itemPath, itemSchema))));
    for (const error of errors) expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(presented).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith('expired');
    expect(session.getSnapshot()).toEqual({ status: 'anonymous', user: null, accessToken: null, refreshToken: null });
  });

  it('reports a reused refresh token as a revoked session', async () => {
    protectedItem('never');
    refreshEndpoint(() =>
      HttpResponse.json({ success: false, message: 'x', code: 'REFRESH_TOKEN_REUSED' }, { status: 401 }),
    );
    const session = createInMemorySession(signedIn);
    const expired = vi.fn();
    session.onSessionExpired(expired);
    await errorOf(createApiClient({ session }).get(itemPath, itemSchema));
    expect(expired).toHaveBeenCalledWith('revoked');
  });

  it('ends the session when the retry with the new token is refused again', async () => {
    const tokens = protectedItem('never');
    refreshEndpoint(() => ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
    const session = createInMemorySession(signedIn);
    const expired = vi.fn();
    session.onSessionExpired(expired);
    const error = await errorOf(createApiClient({ session }).get(itemPath, itemSchema));
    expect(error.status).toBe(401);
    expect(tokens).toHaveLength(2);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('anonymous');
  });

  it('keeps the session when the refresh cannot reach the server, failing the call with status 0', async () => {
    protectedItem('never');
    refreshEndpoint(() => HttpResponse.error());
    const session = createInMemorySession(signedIn);
    const error = await errorOf(createApiClient({ session }).get(itemPath, itemSchema));
    expect(error.status).toBe(0);
    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', accessToken: 'old-access' });
  });

  it.each([paths.login, paths.register, paths.refreshToken, paths.logout])(
    'never refreshes for a 401 on %s',
    async (path) => {
      // Registered first, so for the refresh path itself the 401 handler below answers.
      const presented = refreshEndpoint(() => ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
      let calls = 0;
      server.use(http.post(path, () => ((calls += 1), unauthorized())));
      const session = createInMemorySession(signedIn);
      const error = await errorOf(createApiClient({ session }).post(path, {}, itemSchema, { auth: 'optional' }));
      expect(error.status).toBe(401);
      expect(calls).toBe(1);
      expect(presented).toHaveLength(0);
      expect(session.getSnapshot().accessToken).toBe('old-access');
    },
  );

  it('does not refresh a call made with an explicit token', async () => {
    protectedItem('never');
    const presented = refreshEndpoint(() => ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
    const client = createApiClient({ session: createInMemorySession(signedIn) });
    const error = await errorOf(client.get(itemPath, itemSchema, { token: 'admin-token' }));
    expect(error.status).toBe(401);
    expect(presented).toHaveLength(0);
  });
});
