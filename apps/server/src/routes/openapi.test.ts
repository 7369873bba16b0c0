import { createHash } from 'node:crypto';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEntities, paths } from '@study/contract';
import { startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { docsPageScript } from './openapi-docs-page';

// The OpenAPI document lists every mounted route (whichever router declared it) and the docs
// page is self-contained. The document does not depend on the database: PGlite only.

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, unknown>;
}
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

const methods = ['get', 'post', 'put', 'patch', 'delete'];

describe('OpenAPI document and docs page', () => {
  let server: TestServer;
  let doc: Document;

  beforeAll(async () => {
    server = await startTestServer();
    const response = await server.api(paths.openApi);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    doc = response.body as Document;
  });
  afterAll(() => server?.stop());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.includes(method))
        .map(([method, op]) => ({ path, method, op })),
    );

  it('is an OpenAPI 3.1 document with the bearer scheme and the shared error answers', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Study platform API', version: expect.any(String) });
    expect(doc.components['securitySchemes']?.['bearerAuth']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.components['responses'] ?? {})).toEqual(
      expect.arrayContaining(['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict']),
    );
  });

  it('lists every admin route with summary, tags and the bearer requirement', () => {
    const expected: [string, string][] = [
      ['post', paths.adminLogin],
      ['get', paths.adminDashboard],
    ];
    for (const entity of adminEntities) {
      expected.push(['get', paths.adminCollection(entity)], ['post', paths.adminCollection(entity)]);
      for (const method of ['get', 'put', 'delete']) expected.push([method, paths.adminItem(entity, '{id}')]);
    }
    for (const [method, path] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op?.summary).toEqual(expect.any(String));
      expect(op?.tags?.length).toBeGreaterThan(0);
      expect(op?.security, `${method} ${path}`).toEqual(path === paths.adminLogin ? undefined : [{ bearerAuth: [] }]);
    }
  });

  it('declares the path parameters, a summary and a tag of every route, and resolves every $ref', () => {
    expect(operations().length).toBeGreaterThan(27);
    for (const { path, method, op } of operations()) {
      expect(op.summary, `${method} ${path}`).toEqual(expect.stringMatching(/\S/));
      expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort(), `${method} ${path}`).toEqual(inPath.sort());
      expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const target = ref
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('uses the OpenAPI path form ({id}), never the router form (:id)', () => {
    for (const path of Object.keys(doc.paths)) expect(path).not.toMatch(/:\w/);
  });

  it('serves the docs page as HTML that runs only its own script', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('data-source="/api/openapi.json"');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\//);

    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toBe(docsPageScript);
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    // Parses as a browser script; never sets HTML from strings.
    expect(() => new Script(script)).not.toThrow();
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/);
  });
});
