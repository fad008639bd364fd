import { APIError } from 'better-auth/api';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { DATABASE_UNAVAILABLE, registerErrorHandling } from './errors';

const app = Fastify({ logger: false });

/** What a query fails with when the database connection is lost or refused, as the drivers,
 * Drizzle and better-auth throw it. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const drizzleWrapped = (cause: Error) => new Error('Failed query: select …', { cause });
const LOST: Record<string, () => Error> = {
  'admin-shutdown': () =>
    drizzleWrapped(withCode('terminating connection due to administrator command', '57P01')),
  'crash-shutdown': () => withCode('terminating connection due to crash of another', '57P02'),
  'cannot-connect-now': () => withCode('the database system is starting up', '57P03'),
  'too-many-connections': () => withCode('sorry, too many clients already', '53300'),
  'connection-exception': () => withCode('connection failure', '08006'),
  terminated: () => drizzleWrapped(new Error('Connection terminated unexpectedly')),
  'not-queryable': () =>
    new Error('Client has encountered a connection error and is not queryable'),
  refused: () => withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  reset: () => drizzleWrapped(withCode('read ECONNRESET', 'ECONNRESET')),
  'timed-out': () => withCode('connect ETIMEDOUT 10.0.0.5:5432', 'ETIMEDOUT'),
  'acquire-timeout': () => new Error('timeout exceeded when trying to connect'),
  'session-lookup': () =>
    APIError.from(
      'INTERNAL_SERVER_ERROR',
      { code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session' },
      { cause: drizzleWrapped(new Error('Connection terminated unexpectedly')) },
    ),
};
const BUGS = [
  new TypeError("Cannot read properties of undefined (reading 'id')"),
  withCode('duplicate key value violates unique constraint', '23505'),
  new Error('Failed to get session: the "Connection terminated" field is missing'),
];

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/things',
    {
      schema: {
        body: z.object({ email: z.email(), quantity: z.number().int().positive() }).strict(),
      },
    },
    async (req) => ({ ok: req.body.quantity }),
  );
  app.get('/conflict', async () => {
    throw new AppError('conflict', 'Only 2 left of Saffron Glow Serum.');
  });
  app.get('/db-refused-value', async () => {
    // How Drizzle wraps a PostgreSQL "data exception" (SQLSTATE class 22).
    throw Object.assign(new Error('Failed query: select …'), {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      }),
    });
  });
  app.get('/deadlock', async () => {
    throw Object.assign(new Error('Failed query: select … for no key update'), {
      cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    });
  });
  app.get<{ Params: { kind: string } }>('/lost/:kind', async (req) => {
    throw LOST[req.params.kind]!();
  });
  app.get<{ Params: { i: number } }>('/bug/:i', async (req) => {
    throw BUGS[Number(req.params.i)]!;
  });
  app.get('/boom', async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  await app.ready();
});
afterAll(() => app.close());

const isProblem = (res: { headers: Record<string, unknown> }) =>
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);

describe('error handling', () => {
  it('lists each invalid field for validation errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { email: 'nope', quantity: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    isProblem(res);
    const body = res.json();
    expect(body.title).toBe('Bad Request');
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'quantity']);
    expect(body.errors[0].location).toBe('body');
  });

  it('rejects unknown fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { email: 'a@b.in', quantity: 1, role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    isProblem(res);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/x-yaml' },
      payload: 'email: a',
    });
    expect(res.statusCode).toBe(415);
    isProblem(res);
  });

  it('maps AppError kinds to their status with the message as detail', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 409,
      title: 'Conflict',
      detail: 'Only 2 left of Saffron Glow Serum.',
    });
  });

  it('answers a value the database refused (SQLSTATE 22xxx) with 400, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/db-refused-value' });
    expect(res.statusCode).toBe(400);
    isProblem(res);
    expect(res.body).not.toContain('UTF8');
  });

  it('answers a transaction PostgreSQL rolled back for a clash with 503 and Retry-After', async () => {
    const res = await app.inject({ method: 'GET', url: '/deadlock' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    isProblem(res);
    expect(res.body).not.toContain('deadlock');
  });

  it.each(Object.keys(LOST))(
    'answers a lost or refused database connection (%s) with 503 and Retry-After',
    async (kind) => {
      const res = await app.inject({ method: 'GET', url: `/lost/${kind}` });
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      isProblem(res);
      expect(res.json().detail).toBe(DATABASE_UNAVAILABLE);
    },
  );

  it('keeps 500 for a bug, and for an error that merely mentions a connection', async () => {
    for (const i of BUGS.keys()) {
      const res = await app.inject({ method: 'GET', url: `/bug/${i}` });
      expect(res.statusCode).toBe(500);
      expect(res.headers['retry-after']).toBeUndefined();
    }
  });

  it('hides the message and stack of unexpected errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    isProblem(res);
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toMatch(/\.ts:\d+|Error:/);
  });
});
