import { createHash } from 'node:crypto';

// A self-contained page that renders the OpenAPI document: no CDN and no dependency, as the
// product also runs offline. The script builds the DOM with createElement and textContent
// only, so nothing in the document is ever parsed as HTML. Inline script and style are allowed
// by their hashes, nothing else.

const STYLE = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1f2933; background: #f7f9fb; }
body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; border-bottom: 1px solid #d9e2ec; padding-bottom: .25rem; }
p.info { margin: 0 0 1rem; color: #52606d; }
input[type=search] { width: 100%; max-width: 28rem; padding: .5rem; font: inherit; border: 1px solid #bcccdc; border-radius: 6px; }
details.op { background: #fff; border: 1px solid #d9e2ec; border-radius: 6px; margin: .4rem 0; }
details.op > summary { cursor: pointer; padding: .5rem .75rem; display: flex; gap: .75rem; align-items: baseline; flex-wrap: wrap; }
details.op > div { padding: 0 .75rem .75rem; }
.method { font: 600 .8rem ui-monospace, monospace; text-transform: uppercase; color: #fff; border-radius: 4px; padding: .1rem .4rem; min-width: 3.5rem; text-align: center; }
.get { background: #2f6fb0; } .post { background: #2f855a; } .put { background: #b7791f; } .patch { background: #6b46c1; } .delete { background: #c53030; }
.path { font-family: ui-monospace, monospace; font-weight: 600; }
.summary { color: #52606d; }
.lock { font-size: .8rem; color: #7b8794; }
h3 { font-size: .95rem; margin: .75rem 0 .25rem; }
ul.schema { list-style: none; margin: 0; padding-left: 1rem; border-left: 2px solid #e4e7eb; font-size: .9rem; }
ul.schema li { margin: .15rem 0; }
.name { font-family: ui-monospace, monospace; }
.type { color: #2f6fb0; font-family: ui-monospace, monospace; }
.req { color: #c53030; font-size: .8rem; }
.desc { color: #52606d; }
.error { color: #c53030; }
`;

const SCRIPT = `
(() => {
  'use strict';
  const app = document.getElementById('app');
  const source = app.dataset.source;

  function el(tag, className, ...children) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    for (const child of children) if (child !== undefined && child !== null && child !== '') node.append(child);
    return node;
  }

  function resolve(doc, schema) {
    const seen = new Set();
    while (schema && typeof schema.$ref === 'string' && !seen.has(schema.$ref)) {
      seen.add(schema.$ref);
      const ref = schema.$ref;
      schema = ref.startsWith('#/')
        ? ref.slice(2).split('/').reduce((node, key) => (node ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc)
        : undefined;
    }
    return schema || {};
  }

  function typeLabel(schema) {
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
    const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
    if (type === 'array') return 'array';
    return type || (schema.anyOf || schema.oneOf ? 'one of' : 'any');
  }

  function constraints(schema) {
    const parts = [];
    for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'minItems', 'maxItems', 'format', 'pattern']) {
      if (schema[key] !== undefined) parts.push(key + ' ' + schema[key]);
    }
    if (schema.default !== undefined) parts.push('default ' + JSON.stringify(schema.default));
    return parts.length ? ' (' + parts.join(', ') + ')' : '';
  }

  // One line per property, nested lists for objects, array items and alternatives.
  function renderSchema(doc, raw, depth) {
    const schema = resolve(doc, raw);
    const list = el('ul', 'schema');
    if (depth > 8) return list;
    const props = schema.properties || {};
    const required = new Set(schema.required || []);
    for (const [name, propRaw] of Object.entries(props)) {
      const prop = resolve(doc, propRaw);
      const item = el('li', '', el('span', 'name', name), ': ', el('span', 'type', typeLabel(prop) + constraints(prop)));
      if (required.has(name)) item.append(' ', el('span', 'req', 'required'));
      if (prop.description) item.append(' — ', el('span', 'desc', prop.description));
      const inner = nested(doc, prop, depth);
      if (inner) item.append(inner);
      list.append(item);
    }
    if (!schema.properties) {
      const item = el('li', '', el('span', 'type', typeLabel(schema) + constraints(schema)));
      const inner = nested(doc, schema, depth);
      if (inner) item.append(inner);
      list.append(item);
    }
    return list;
  }

  function nested(doc, schema, depth) {
    if (schema.properties) return renderSchema(doc, schema, depth + 1);
    if (schema.items) return el('ul', 'schema', el('li', '', 'items:', renderSchema(doc, schema.items, depth + 1)));
    const options = schema.anyOf || schema.oneOf;
    if (Array.isArray(options)) {
      const list = el('ul', 'schema');
      for (const option of options) list.append(el('li', '', renderSchema(doc, option, depth + 1)));
      return list;
    }
    return null;
  }

  function renderOperation(doc, path, method, op) {
    const secured = (op.security || doc.security || []).length > 0;
    const head = el(
      'summary',
      '',
      el('span', 'method ' + method, method),
      el('span', 'path', path),
      el('span', 'summary', op.summary || ''),
      secured ? el('span', 'lock', 'token required') : null,
    );
    const body = el('div', '');
    if (op.description) body.append(el('p', 'desc', op.description));
    const params = (op.parameters || []).map((p) => resolve(doc, p));
    if (params.length) {
      body.append(el('h3', '', 'Parameters'));
      const list = el('ul', 'schema');
      for (const p of params) {
        const schema = resolve(doc, p.schema);
        const item = el('li', '', el('span', 'name', p.name), ' (' + p.in + '): ', el('span', 'type', typeLabel(schema) + constraints(schema)));
        if (p.required) item.append(' ', el('span', 'req', 'required'));
        if (p.description) item.append(' — ', el('span', 'desc', p.description));
        list.append(item);
      }
      body.append(list);
    }
    const requestBody = op.requestBody && resolve(doc, op.requestBody);
    if (requestBody && requestBody.content) {
      for (const [type, media] of Object.entries(requestBody.content)) {
        body.append(el('h3', '', 'Request body (' + type + ')'), renderSchema(doc, media.schema, 0));
      }
    }
    for (const [status, rawResponse] of Object.entries(op.responses || {})) {
      const response = resolve(doc, rawResponse);
      body.append(el('h3', '', 'Response ' + status + (response.description ? ' — ' + response.description : '')));
      for (const media of Object.values(response.content || {})) {
        if (media.schema) body.append(renderSchema(doc, media.schema, 0));
      }
    }
    const details = el('details', 'op', head, body);
    details.dataset.search = (method + ' ' + path + ' ' + (op.summary || '')).toLowerCase();
    return details;
  }

  function render(doc) {
    const title = (doc.info && doc.info.title) || 'API';
    document.title = title;
    const search = el('input');
    search.type = 'search';
    search.placeholder = 'Filter by path, method or summary';
    search.setAttribute('aria-label', 'Filter endpoints');
    const groups = new Map();
    const methods = ['get', 'post', 'put', 'patch', 'delete'];
    for (const [path, item] of Object.entries(doc.paths || {})) {
      for (const method of methods) {
        const op = item[method];
        if (!op) continue;
        const tag = (op.tags && op.tags[0]) || 'Other';
        if (!groups.has(tag)) groups.set(tag, []);
        groups.get(tag).push(renderOperation(doc, path, method, op));
      }
    }
    const sections = [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, ops]) => el('section', '', el('h2', '', tag), ...ops));
    search.addEventListener('input', () => {
      const q = search.value.trim().toLowerCase();
      for (const section of sections) {
        let shown = 0;
        for (const op of section.querySelectorAll('details.op')) {
          const match = !q || op.dataset.search.includes(q);
          op.hidden = !match;
          if (match) shown += 1;
        }
        section.hidden = shown === 0;
      }
    });
    const link = el('a', '', source);
    link.href = source;
    const info = el('p', 'info', ((doc.info && doc.info.description) || '') + ' OpenAPI ' + doc.openapi + ': ', link);
    app.replaceChildren(el('h1', '', title), info, search, ...sections);
  }

  fetch(source, { headers: { accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    })
    .then(render)
    .catch((error) => app.replaceChildren(el('p', 'error', 'Could not load ' + source + ': ' + error.message)));
})();
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page (reading the document from `documentPath`) and the Content-Security-Policy it needs. */
export function docsPage(documentPath: string): { html: string; contentSecurityPolicy: string } {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API documentation</title>
<style>${STYLE}</style>
</head>
<body>
<main id="app" data-source="${documentPath.replace(/[^\w/.-]/g, '')}"><p>Loading the API document…</p></main>
<script>${SCRIPT}</script>
</body>
</html>
`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src ${sha256(SCRIPT)}`,
    `style-src ${sha256(STYLE)}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}

/** The page's script, exported so a test can check that it parses. */
export const docsPageScript = SCRIPT;
