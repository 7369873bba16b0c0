import { request as httpRequest } from 'node:http';
import { and, getTableName, inArray, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFailureSchema, paths } from '@study/contract';
import * as schema from './db/schema';
import { createAccount, startTestServer } from './testing/harness';
import type { TestServer } from './testing/harness';

// Property-based fuzzing of every endpoint the OpenAPI document lists (whatever routers are
// mounted): random and malformed bodies, queries and path segments, anonymous and with student
// and admin tokens. Whatever comes in, the server must answer below 500, in time, with the JSON
// error shape for every refusal, and a refused request must not have written anything: requests
// go in batches, and the row count of every table is compared before and after each batch that
// was refused as a whole.
// One PGlite server for the whole file; the behaviour under test does not depend on the engine.
// Each request goes on its own connection and is sent byte for byte (no URL normalisation), so
// every answer belongs to its request alone.

const REQUEST_TIMEOUT_MS = 5_000;
/** Fixed, so a run is repeatable; set FUZZ_SEED to explore other inputs (a failure prints its seed). */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_122);
const MAX_BODY_BYTES = 1024 * 1024;

type JsonSchema = {
  $ref?: string;
  required?: string[];
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};
interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Operation {
  method: string;
  /** With `{name}` placeholders. */
  path: string;
  queryParams: string[];
  /** JSON Schema of the body, when the operation takes one. */
  body: JsonSchema | undefined;
  /** Server-sent events: fuzzed through its query and path only. */
  sse: boolean;
  /** Ends the caller's login: called without a token only, so the fuzzing tokens stay valid. */
  endsSession: boolean;
}

type Auth = 'none' | 'student' | 'admin' | 'garbage';

interface FuzzBody {
  text: string;
  contentType: string | undefined;
  /** Sent with Transfer-Encoding: chunked instead of Content-Length. */
  chunked?: boolean;
}

interface FuzzRequest {
  op: Operation;
  auth: Auth;
  pathValues: string[];
  query: string;
  body?: FuzzBody | undefined;
}

/**
 * Tables whose rows a refused request may legitimately add: `login_failures` counts failed
 * logins for throttling, which is the point of a 401 there.
 */
const writesOnRefusal = new Set(['login_failures']);

describe('fuzzing every endpoint of the OpenAPI document', () => {
  let server: TestServer;
  let operations: Operation[];
  let tokens: Record<Auth, string | undefined>;
  let fuzzingSessions: number[];
  let countAll: () => Promise<Record<string, number>>;
  /** What the fuzzing did, to check at the end that it was not vacuous. */
  const seen = { requests: 0, verified: 0, statuses: new Map<number, number>() };

  beforeAll(async () => {
    server = await startTestServer();
    const student = await createAccount(server.db, server.tokens, { role: 'student' });
    const admin = await createAccount(server.db, server.tokens, { role: 'admin' });
    tokens = { none: undefined, student: student.accessToken, admin: admin.accessToken, garbage: 'not.a.jwt' };
    fuzzingSessions = [student.sessionId, admin.sessionId];

    // Some real records, so small ids hit existing rows as well as missing ones.
    const asAdmin = (path: string, json: unknown) => server.api(path, { method: 'POST', json, token: admin.accessToken });
    for (const grade of [6, 8]) {
      const subject = await asAdmin(paths.adminCollection('subjects'), { name: `বিষয় ${grade}`, gradeLevel: grade });
      const chapter = await asAdmin(paths.adminCollection('chapters'), { name: 'অধ্যায়', subjectId: subject.body.data.id });
      const chapterId: number = chapter.body.data.id;
      await asAdmin(paths.adminCollection('topics'), { name: 'পাঠ', chapterId, content: 'ভগ্নাংশের যোগ: $\\frac{1}{2}+\\frac{1}{3}$' });
      await asAdmin(paths.adminCollection('quizzes'), {
        title: 'কুইজ',
        chapterId,
        questions: [{ question: '১+১?', options: [{ text: '২', isCorrect: true }, { text: '৩', isCorrect: false }] }],
      });
    }

    const doc = (await server.api(paths.openApi)).body as OpenApiDocument;
    operations = listOperations(doc);

    const tables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) => !writesOnRefusal.has(getTableName(table)));
    const query = sql.join(
      tables.map((table) => sql`(select count(*)::int from ${table}) as ${sql.identifier(getTableName(table))}`),
      sql`, `,
    );
    countAll = async () => {
      const result = await server.db.execute<Record<string, number>>(sql`select ${query}`);
      return result.rows[0] ?? {};
    };
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** Sends one request and checks its answer; returns the status. */
  async function checkOne(request: FuzzRequest): Promise<number> {
    const { status, contentType, text } = await send(request);
    const label = describeRequest(request, status, text);
    seen.requests += 1;
    seen.statuses.set(status, (seen.statuses.get(status) ?? 0) + 1);

    expect(status, label).toBeGreaterThanOrEqual(200);
    expect(status, label).toBeLessThan(500);
    if (status >= 400) {
      expect(String(contentType), label).toMatch(/^application\/json/);
      const failure = apiFailureSchema.safeParse(JSON.parse(text));
      expect(failure.success, label).toBe(true);
    } else if (contentType?.startsWith('application/json')) {
      expect(JSON.parse(text), label).toMatchObject({ success: true, message: expect.any(String) });
    }
    return status;
  }

  /** Checks every answer of the batch, and that a batch refused as a whole wrote nothing. */
  async function checkBatch(batch: FuzzRequest[]): Promise<void> {
    const before = await countAll();
    const statuses: number[] = [];
    for (const request of batch) statuses.push(await checkOne(request));
    if (statuses.every((status) => status >= 400)) {
      const labels = batch.map((request, i) => describeRequest(request, statuses[i] ?? 0, '')).join('\n');
      expect(await countAll(), `rows were written by refused requests:\n${labels}`).toEqual(before);
      seen.verified += batch.length;
    }
  }

  async function send(request: FuzzRequest): Promise<{ status: number; contentType: string | null; text: string }> {
    const { op, auth, pathValues, query, body } = request;
    let index = 0;
    const pathname = op.path.replace(/\{[^}]+\}/g, () => pathValues[index++] ?? '1');
    const headers: Record<string, string> = {};
    const token = tokens[auth];
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (body?.contentType) headers['content-type'] = body.contentType;
    // Explicitly: Node's client does not chunk DELETE bodies by default, it would send them unframed.
    if (body) headers[body.chunked ? 'transfer-encoding' : 'content-length'] = body.chunked ? 'chunked' : String(Buffer.byteLength(body.text));
    const { hostname, port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          hostname,
          port,
          method: op.method.toUpperCase(),
          path: `${pathname}${query}`, // sent as is: no normalisation of "..", "%", …
          headers,
          agent: false,
          // Covers the whole answer, body included: an event stream must end, too.
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'] ?? null,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', (error) => reject(new Error(`${op.method} ${pathname}${query}: ${error.message}`)));
      if (body?.chunked) outgoing.write(body.text);
      outgoing.end(body && !body.chunked ? body.text : undefined);
    });
  }

  /** Mostly the token the endpoint wants, so requests get past authorisation to what is behind it. */
  const authArb = (op: Operation): fc.Arbitrary<Auth> => {
    if (op.endsSession) return fc.constant<Auth>('none');
    const wanted: Auth = op.path.includes('/admin/') ? 'admin' : 'student';
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(wanted) },
      { weight: 1, arbitrary: fc.constantFrom<Auth>('none', 'student', 'admin', 'garbage') },
    );
  };

  const requestArb = (ops: Operation[], withBody: boolean): fc.Arbitrary<FuzzRequest> =>
    fc.constantFrom(...ops).chain((op) =>
      fc.record({
        op: fc.constant(op),
        auth: authArb(op),
        pathValues: fc.array(pathSegmentArb, { minLength: 3, maxLength: 3 }),
        query: withBody ? fc.oneof({ weight: 4, arbitrary: fc.constant('') }, queryArb(op)) : queryArb(op),
        body: withBody && op.body ? bodyArb(op.body) : fc.constant(undefined),
      }),
    );

  const batchArb = (ops: Operation[], withBody: boolean) => fc.array(requestArb(ops, withBody), { minLength: 1, maxLength: 8 });

  it('answers random and malformed bodies at every endpoint that takes one', async () => {
    const ops = operations.filter((op) => op.body && !op.sse);
    expect(ops.length).toBeGreaterThan(0);
    await fc.assert(fc.asyncProperty(batchArb(ops, true), checkBatch), { numRuns: 120, seed: SEED });
  }, 120_000);

  it('answers random query strings and path segments at every endpoint, the event stream included', async () => {
    await fc.assert(fc.asyncProperty(batchArb(operations, false), checkBatch), { numRuns: 90, seed: SEED + 1 });
  }, 120_000);

  it('answers a fixed set of hostile requests at every endpoint with every kind of token', async () => {
    const hostile: Pick<FuzzRequest, 'query' | 'body'>[] = [
      { query: '' },
      { query: '?__proto__[polluted]=1&constructor[prototype][polluted]=1' },
      { query: '', body: { text: '', contentType: 'application/json' } },
      { query: '', body: { text: '{"a":', contentType: 'application/json' } },
      { query: '', body: { text: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}', contentType: 'application/json' } },
      { query: '', body: { text: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, contentType: 'application/json' } },
      { query: '', body: { text: 'name=x&password=y', contentType: 'application/x-www-form-urlencoded' } },
    ];
    // Over the body limit, declared or streamed; refused before any route, so once per endpoint.
    const oversized: Pick<FuzzRequest, 'query' | 'body'>[] = [false, true].map((chunked) => ({
      query: '',
      body: { text: JSON.stringify({ x: 'y'.repeat(MAX_BODY_BYTES) }), contentType: 'application/json', chunked },
    }));
    for (const op of operations) {
      // A NUL character (which PostgreSQL text cannot hold) in every query parameter, and in
      // each string field of an otherwise plausible body in turn.
      const nulQuery = `?${(op.queryParams.length > 0 ? op.queryParams : ['q']).map((name) => `${encode(name)}=a%00b`).join('&')}`;
      const nulBodies = op.body
        ? stringFields(op.body).map((field) => ({ text: JSON.stringify(sample(op.body ?? {}, field)), contentType: 'application/json' }))
        : [];
      const variants = [
        ...hostile.filter((variant) => !variant.body || (op.method !== 'get' && !op.sse)),
        { query: nulQuery },
        ...(op.sse ? [] : nulBodies.map((body) => ({ query: '', body }))),
      ];
      for (const auth of op.endsSession ? (['none'] as const) : (['none', 'student', 'admin'] as const)) {
        const batch = auth === 'none' && op.method !== 'get' && !op.sse ? [...variants, ...oversized] : variants;
        await checkBatch(batch.map((variant) => ({ op, auth, pathValues: ['1', '1', '1'], ...variant })));
      }
    }
  }, 120_000);

  // Last, after the tests above: they fill `seen`.
  it('ran for real: many answers of several kinds, no pollution, and the tokens still work', async () => {
    expect(seen.requests).toBeGreaterThan(1200);
    // Most refused requests were in batches refused as a whole, so their writes were checked.
    const refused = [...seen.statuses].filter(([status]) => status >= 400).reduce((sum, [, n]) => sum + n, 0);
    expect(seen.verified / refused).toBeGreaterThan(0.5);
    const statuses = [...seen.statuses.keys()];
    // Refusals of every kind, and requests that got through validation to succeed.
    for (const status of [200, 400, 401, 403, 404]) expect(statuses).toContain(status);
    expect(statuses.some((s) => s === 201)).toBe(true);
    expect(Object.prototype).not.toHaveProperty('polluted');
    // The fuzzing logins were never ended, so every request really carried a valid token.
    const live = await server.db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(and(inArray(schema.sessions.id, fuzzingSessions), isNull(schema.sessions.revokedAt)));
    expect(live).toHaveLength(2);
    expect((await server.api(paths.adminDashboard, { token: tokens.admin })).status).toBe(200);
  });
});

function listOperations(doc: OpenApiDocument): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const responseTypes = Object.values(op.responses ?? {}).flatMap((r) => Object.keys(r.content ?? {}));
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      result.push({
        method,
        path,
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: bodySchema ? deref(doc, bodySchema) : undefined,
        sse: responseTypes.includes('text/event-stream') || /stream-sse/.test(path),
        endsSession: /logout/.test(path),
      });
    }
  }
  return result;
}

function deref(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    const name = current.$ref.split('/').at(-1) ?? '';
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

function describeRequest({ op, auth, pathValues, query, body }: FuzzRequest, status: number, text: string): string {
  const sent = body ? ` body(${body.contentType ?? 'no type'}${body.chunked ? ', chunked' : ''}): ${body.text.slice(0, 300)}` : '';
  return `${op.method.toUpperCase()} ${op.path} [${auth}] path=${JSON.stringify(pathValues)} query=${query.slice(0, 200)}${sent}\n→ ${status} ${text.slice(0, 300)}`;
}

// ---------------------------------------------------------------- generators

/** `encodeURIComponent` throws on lone surrogates; those travel as replacement characters. */
const encode = (value: string) =>
  encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  '😀👩‍👩‍👧',
  'অনুগ্রহ',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '%00',
  '\r\nX-Injected: 1',
  '__proto__',
  'constructor',
  'null',
  'true',
  '1e309',
  '-0',
  '+8801712345678',
  'https://example.com/x.png',
  '/media/a.svg',
];

const pathSegmentArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0', '-1', '1.5', '1e3', '0x10', '2147483647', '2147483648', '9007199254740993', '99999999999999999999',
      '%201', '1%20', '+1', '01', 'NaN', 'Infinity', 'null', 'true', '%5B%5D', '%7B%7D', '%00', '%2F', '..', '.',
      '%2e%2e', '__proto__', 'constructor', '%F0%9F%98%80', '%FF', '%', '%E0%A6', 'a%2Fb', '1;drop',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encode) },
  { weight: 1, arbitrary: fc.constantFrom(...nastyStrings).map(encode) },
);

function queryArb(op: Operation): fc.Arbitrary<string> {
  const key = fc.oneof(
    ...(op.queryParams.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...op.queryParams) }] : []),
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'token', 'session_id', 'cascade', 'a[b]', '') },
    { weight: 1, arbitrary: fc.string({ maxLength: 15 }) },
  );
  const value = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('1', '8', '12', '13', '0', '-1', 'true', 'false', 'abc', '9999999999', '1.5') },
    { weight: 1, arbitrary: fc.constantFrom(...nastyStrings) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    // Long, but the whole request line stays under Node's 16 KB header limit (beyond it, Node answers 431 itself).
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 2000 }).map((n) => 'q'.repeat(n)) },
  );
  const encoded = fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 5 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`);
  // Query strings no encoder would write.
  const raw = fc.constantFrom('?', '?&&', '?=', '?a', '?%', '?%zz=1', '?a=%E0%A6', '?cascade=true&cascade=false', '?classId=8&classId=9');
  return fc.oneof({ weight: 4, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

/** Values of any JSON type, some of them hostile. */
const junkArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...nastyStrings),
  fc.string({ maxLength: 20 }),
  fc.constant([]),
  fc.constant({}),
  fc.constantFrom(2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1, 0),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'ক'.repeat(n)),
);

/** Mostly valid values of the schema (so requests get past validation to the code behind it), sometimes junk. */
function valueArb(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return junkArb;
  const options = schema.anyOf ?? schema.oneOf;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  let typed: fc.Arbitrary<unknown>;
  if (schema.const !== undefined) typed = fc.constant(schema.const);
  else if (schema.enum) typed = fc.constantFrom(...schema.enum);
  else if (options) typed = fc.oneof(...options.map((option) => valueArb(option, depth + 1)));
  else if (types.includes('object') || schema.properties) typed = objectArb(schema, depth);
  else if (types.includes('array')) typed = fc.array(valueArb(schema.items ?? {}, depth + 1), { maxLength: 4 });
  else if (types.includes('string')) typed = stringArb(schema);
  else if (types.includes('integer') || types.includes('number')) typed = numberArb(schema);
  else if (types.includes('boolean')) typed = fc.boolean();
  else typed = junkArb;
  if (types.includes('null')) typed = fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: fc.constant(null) });
  return fc.oneof({ weight: 9, arbitrary: typed }, { weight: 1, arbitrary: junkArb });
}

function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? 2_147_483_647;
  return fc.oneof(
    // Small values near the bottom of the range: existing ids, classes, counts.
    { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 12) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 0, -1, 0.5, 2_147_483_648, Number.MAX_SAFE_INTEGER) },
  );
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 200;
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const fitting = fc.string({ unit: 'grapheme', minLength: Math.max(minLength, 1), maxLength: Math.max(Math.min(maxLength, 40), minLength) });
  return fc.oneof(
    { weight: 4, arbitrary: schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : fitting },
    { weight: 2, arbitrary: fc.constantFrom('student_1', 'পরীক্ষা', 'secret123', 'admin@example.com', '+8801712345678', '8', 'bn', 'en') },
    { weight: 1, arbitrary: fc.constantFrom(...nastyStrings) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(Math.min(maxLength + 1, 300_000))) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  );
}

/** Paths (`a.b`) of the string properties of an object schema, nested objects included. */
function stringFields(schema: JsonSchema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, prop]) => {
    const types = Array.isArray(prop.type) ? prop.type : [prop.type];
    if (prop.properties) return stringFields(prop, `${prefix}${name}.`);
    return types.includes('string') && !prop.enum ? [`${prefix}${name}`] : [];
  });
}

/** A plausible value of the schema, with "a\u0000b" in the string field at path `nul`. */
function sample(schema: JsonSchema, nul: string, path = ''): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties).map(([name, prop]) => [name, sample(prop, nul, `${path}${name}`)]));
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (types.includes('string')) return path === nul ? 'a\u0000b' : 'sample-text-1';
  if (types.includes('integer') || types.includes('number')) return Math.max(schema.minimum ?? 1, 1);
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return schema.items ? [sample(schema.items, nul, `${path}.0`)] : [];
  return null;
}

/** Required keys nearly always, optional ones at random, and a few unknown keys. */
function objectArb(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const known = fc
    .tuple(
      fc.record(Object.fromEntries(properties.map(([name, prop]) => [name, valueArb(prop, depth + 1)])), {
        requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
      }),
      fc.integer({ min: 0, max: 9 }),
    )
    // Now and then a required key goes missing.
    .map(([value, dice]) => {
      if (dice > 0 || required.size === 0) return value;
      const { [[...required][0] ?? '']: _dropped, ...rest } = value;
      return rest;
    });
  const extra = fc.dictionary(fc.string({ maxLength: 10 }), junkArb, { maxKeys: 2 });
  return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
}

/** A body for an operation whose JSON schema is `schema`: shaped, random, hostile or not JSON at all. */
function bodyArb(schema: JsonSchema): fc.Arbitrary<FuzzBody> {
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((value) => ({ text: JSON.stringify(value) ?? 'null', contentType: 'application/json' }));
  const shaped = valueArb(schema, 0);
  // Keys JSON.stringify cannot write from an object literal, spliced into the text.
  const polluting = shaped.map((value) => {
    const text = JSON.stringify(value) ?? 'null';
    const injected = '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},';
    return { text: text.startsWith('{') && text !== '{}' ? injected + text.slice(1) : injected.slice(0, -1) + '}', contentType: 'application/json' };
  });
  const notJson = fc.record({
    text: fc.oneof(
      fc.constantFrom('', '{', '{"a":', 'null', 'undefined', "{'a':1}", '[1,2,', '\u0000', '{"a":1}trailing', 'NaN', '{"a":1,}', '\uFEFF{}'),
      fc.string({ maxLength: 60 }),
    ),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/vnd.api+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      undefined,
    ),
  });
  const wrongType = fc.record({
    text: shaped.map((value) => JSON.stringify(value) ?? 'null'),
    contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', undefined),
  });
  const body = fc.oneof(
    { weight: 6, arbitrary: json(shaped) },
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 4 })) },
    { weight: 1, arbitrary: polluting },
    { weight: 2, arbitrary: notJson },
    { weight: 1, arbitrary: wrongType },
  );
  return fc.tuple(body, fc.boolean()).map(([b, chunked]): FuzzBody => ({ ...b, chunked: chunked && b.text.length > 0 }));
}
