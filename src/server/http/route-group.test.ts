// The route group adds the problem answers a route's kind implies, and the app's OpenAPI
// document shows them for every route: a route cannot forget its guard's 401/403 or its 400.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IdParamsSchema } from '../../domain/schemas/params';
import type { OpenApiDocument } from '../api-docs';
import { createTestApp, type TestApp } from '../test/app-harness';
import { requiredRoleFor } from '../plugins/auth-guard';
import { mountRoutes, routeGroup, schemaFor } from './route-group';

const Thing = z.object({ id: z.string() });
const codes = (schema: { response?: unknown }) =>
  Object.keys(schema.response as object)
    .map(Number)
    .sort();

describe('schemaFor', () => {
  it('gives a guarded route its 401 and 403, and its input a 400', () => {
    const schema = schemaFor('vendor', '/api/vendor/things/:id', {
      summary: 'One thing',
      params: IdParamsSchema,
      response: { 200: Thing },
      errors: [404],
    });
    expect(codes(schema)).toEqual([200, 400, 401, 403, 404]);
    expect(schema.tags).toEqual(['vendor']);
  });

  it('adds nothing to a public route without input', () => {
    const schema = schemaFor('store', '/api/store/things', {
      summary: 'Things',
      response: { 200: Thing },
    });
    expect(codes(schema)).toEqual([200]);
  });

  it('declares what uploads, rate limits and CSV downloads answer', () => {
    const upload = schemaFor('vendor', '/api/vendor/logo', {
      summary: 'Upload',
      upload: true,
      response: { 200: Thing },
    });
    expect(codes(upload)).toEqual([200, 400, 401, 403, 413, 415, 422]);
    expect(upload.consumes).toEqual(['multipart/form-data']);

    const limited = schemaFor('store', '/api/store/contact', {
      summary: 'Write',
      rateLimit: { max: 1, timeWindow: 1000 },
      body: Thing,
      response: { 201: Thing },
    });
    expect(codes(limited)).toEqual([201, 400, 429]);

    const csv = schemaFor('admin', '/api/admin/things/export', { summary: 'CSV', csv: true });
    expect(codes(csv)).toEqual([200, 401, 403]);
    expect(
      Object.keys((csv.response as Record<number, { content: object }>)[200]!.content),
    ).toEqual(['text/csv']);
  });
});

describe('mountRoutes', () => {
  it('refuses a route outside its audience’s URLs when the app starts', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const misfiled = routeGroup('misfiled', (routes) => {
      routes.get('/api/admin/things', { summary: 'x', response: { 200: Thing } }, async () => ({
        id: 'a',
      }));
    });
    await expect(mountRoutes(app, 'vendor', [misfiled])).rejects.toThrow(
      /misfiled: \/api\/admin\/things is mounted as 'vendor'/,
    );
    await app.close();
  });
});

describe('the OpenAPI document of the whole app', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );

  it('lists 401 and 403 on every route behind a guard, and 400 on every route that takes input', () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      const answers = Object.keys(op.responses ?? {});
      const guarded = requiredRoleFor(path.replace(/\{(\w+)\}/g, ':$1')) !== null;
      if (guarded && !(answers.includes('401') && answers.includes('403')))
        wrong.push(`${method} ${path}: no 401/403`);
      if ((op.parameters?.length || op.requestBody) && !answers.includes('400'))
        wrong.push(`${method} ${path}: no 400`);
    }
    expect(wrong).toEqual([]);
    expect(operations().length).toBeGreaterThanOrEqual(80);
  });

  it('keeps the 400 it documents for an id no object can have', async () => {
    // PostgreSQL text cannot hold NUL: plugins/input-rules.ts refuses it in any parameter.
    const res = await t.app.inject({ method: 'GET', url: '/api/store/products/prod%00001' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
