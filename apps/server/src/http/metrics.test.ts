import { paths } from '@study/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { insertLesson, openEventStream, PHOTOSYNTHESIS_LESSON, startFakeOpenAi } from '../tutor/test-support';
import type { FakeOpenAi } from '../tutor/test-support';

// Issue 21.8: Prometheus metrics, behind a bearer token on the main port or on a port of their own.

const TOKEN = 'metrics-test-token-0123456789';

async function scrape(url: string, token: string | undefined = TOKEN): Promise<string> {
  const response = await fetch(`${url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series, e.g. `series(text, 'tutor_calls_total', { outcome: 'answered' })`; 0 when absent. */
function series(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe.each(engines)('metrics on %s', (engine) => {
  let server: TestServer;
  let topicId: number;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN, TUTOR_DAILY_LIMIT: '2' }, engine);
    const lesson = await insertLesson(server.db, {
      topics: [{ name: 'সালোকসংশ্লেষণ', content: PHOTOSYNTHESIS_LESSON }],
    });
    topicId = lesson.topicIds[0] as number;
  });
  afterAll(() => server?.stop());

  it('answers a scrape without the token, or with a wrong one, 401 and nothing more', async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
      { authorization: 'Bearer ' },
    ] as Record<string, string>[]) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.text()).toBe('');
    }
    await scrape(server.url);
  });

  it('counts requests by route pattern, method and status, with no id of the path in a label', async () => {
    const student = await createAccount(server.db, server.tokens);
    const labels = { method: 'GET', route: '/web/api/v1/subjects/:id/', status: '404' };
    const before = series(await scrape(server.url), 'http_requests_total', labels);
    for (const id of [987_654, 987_655]) {
      expect((await server.api(paths.subject(id), { token: student.accessToken })).status).toBe(404);
    }
    const text = await scrape(server.url);
    expect(series(text, 'http_requests_total', labels)).toBe(before + 2);
    expect(series(text, 'http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(text).not.toContain('987654');
    // A path no route matches is one series, whatever the path.
    await fetch(`${server.url}/no/such/path/123456`);
    const after = await scrape(server.url);
    expect(series(after, 'http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('123456');
  });

  it("reports the event loop's delay, the open tutor streams and, on PostgreSQL, the pool", async () => {
    const text = await scrape(server.url);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(text).toMatch(/^tutor_streams_open 0$/m);
    if (engine === 'postgres') {
      expect(series(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^db_pool_max 10$/m);
    } else {
      // The embedded database is one in-process connection: no pool to report.
      expect(text).not.toContain('db_pool_');
    }
  });

  it('counts tutor calls by provider and outcome: answered, safety-flagged, refused by the limit, streamed', async () => {
    const calls = (text: string, outcome: string) =>
      series(text, 'tutor_calls_total', { provider: 'offline', outcome });
    const before = await scrape(server.url);
    const first = await createAccount(server.db, server.tokens, { classLevel: '8' });
    const chat = (message: string) =>
      server.api(paths.tutorChat, { token: first.accessToken, json: { lessonId: topicId, message } });
    expect((await chat('সালোকসংশ্লেষণ কী?')).status).toBe(200);
    expect((await chat('আমি আর বাঁচতে চাই না')).status).toBe(200);
    expect((await chat('শ্বসন কী?')).status).toBe(429);

    const second = await createAccount(server.db, server.tokens, { classLevel: '8' });
    const started = await server.api(paths.tutorStream, {
      token: second.accessToken,
      json: { lessonId: topicId, message: 'সালোকসংশ্লেষণ কোথায় হয়?', options: { wordDelayMs: 0 } },
    });
    expect(started.status).toBe(200);
    const stream = await openEventStream(
      `${server.url}${paths.tutorStreamSse}?session_id=${started.body.data.session_id}&token=${second.accessToken}`,
    );
    const events = [];
    for await (const event of stream.events) events.push(event.event);
    expect(events.at(-1)).toBe('complete');

    const after = await scrape(server.url);
    expect(calls(after, 'answered') - calls(before, 'answered')).toBe(2);
    expect(calls(after, 'safety_flagged') - calls(before, 'safety_flagged')).toBe(1);
    expect(calls(after, 'refused_limit') - calls(before, 'refused_limit')).toBe(1);
    expect(calls(after, 'error') - calls(before, 'error')).toBe(0);
  });
});

describe('a tutor provider that fails', () => {
  let fake: FakeOpenAi;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.behaviour = { kind: 'status', status: 500 };
    server = await startTestServer({
      METRICS_TOKEN: TOKEN,
      TUTOR_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'gpt-test',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it('counts an error under its provider', async () => {
    const lesson = await insertLesson(server.db, {
      topics: [{ name: 'সালোকসংশ্লেষণ', content: PHOTOSYNTHESIS_LESSON }],
    });
    const student = await createAccount(server.db, server.tokens, { classLevel: '8' });
    const response = await server.api(paths.tutorChat, {
      token: student.accessToken,
      json: { lessonId: lesson.topicIds[0], message: 'সালোকসংশ্লেষণ কী?' },
    });
    expect(response.status).toBe(502);
    expect(series(await scrape(server.url), 'tutor_calls_total', { provider: 'openai', outcome: 'error' })).toBe(1);
  });
});

describe('where metrics are served', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));
  const start = async (env: Record<string, string>) => {
    const server = await startTestServer(env);
    servers.push(server);
    return server;
  };

  it('serves /metrics on the main port only with METRICS_TOKEN set; otherwise it is a 404 like any unknown path, token or not', async () => {
    const withToken = await start({ METRICS_TOKEN: TOKEN });
    await scrape(withToken.url);
    const without = await start({});
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await fetch(`${without.url}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(without.metricsUrl).toBeUndefined();
  });

  it('serves them on METRICS_PORT, and nothing else there; the main port then has no /metrics', async () => {
    const server = await start({ METRICS_PORT: '0' });
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.metricsUrl).not.toBe(server.url);
    const metricsUrl = server.metricsUrl as string;
    expect(await scrape(metricsUrl, undefined)).toMatch(/^http_requests_total|^# HELP/m);
    expect((await fetch(`${metricsUrl}/livez`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/web/api/v1/subjects/`)).status).toBe(404);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });

  it('asks for the token on METRICS_PORT too when one is set', async () => {
    const server = await start({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    const metricsUrl = server.metricsUrl as string;
    expect((await fetch(`${metricsUrl}/metrics`)).status).toBe(401);
    await scrape(metricsUrl);
  });
});
