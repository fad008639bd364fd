// docs/api.md must be what the routes' schemas say today; `npm run docs:api` rewrites it.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, renderApiDocs, type OpenApiDocument } from './api-docs';
import { createTestApp, type TestApp } from './test/app-harness';

const FILE = 'docs/api.md';
let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

describe('the API reference', () => {
  it('gives every documented route a summary', () => {
    const missing = operationsOf(doc).filter((o) => !o.summary?.trim());
    expect(missing.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('documents every route of the route table', () => {
    const documented = new Set(operationsOf(doc).map((o) => `${o.method} ${o.path}`));
    const apiRoutes = t.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !['/api/openapi.json'].includes(r.url) &&
        !r.url.startsWith('/api/docs') &&
        r.method !== 'OPTIONS',
    );
    const missing = apiRoutes
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('is current in docs/api.md', () => {
    const rendered = renderApiDocs(doc);
    if (process.env.UPDATE_API_DOCS === '1') fs.writeFileSync(FILE, rendered);
    const onDisk = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '';
    expect(onDisk, 'docs/api.md is stale: run `npm run docs:api`').toBe(rendered);
  });
});
